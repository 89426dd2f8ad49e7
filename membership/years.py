"""Membership years: one starts in the settings' month and runs twelve months;
it is named by the calendar year it starts in (`2026`), and labelled `2026`
when it starts in January, else `2026-27` (with an en dash)."""

from datetime import date


def membership_year(on: date, *, start_month: int) -> int:
    """The membership year (its starting calendar year) that `on` falls in."""
    return on.year if on.month >= start_month else on.year - 1


def year_label(year: int, *, start_month: int) -> str:
    if start_month == 1:
        return str(year)
    return f"{year}\u2013{(year + 1) % 100:02d}"


def year_end(year: int, *, start_month: int) -> date:
    """The first day after the membership year `year`."""
    return date(year + 1, start_month, 1)
