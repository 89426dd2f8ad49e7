"""Membership years: one starts in the settings' month and runs twelve months;
it is named by the calendar year it starts in (`2026`), and labelled `2026`
when it starts in January, else `2026-27` (with an en dash)."""

from datetime import date, timedelta

# Renewing for the next year opens this many days before the year ends, as
# the family page offers it (the renewal email goes out within this window).
RENEWAL_WINDOW_DAYS = 60


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


def renewal_open(on: date, *, start_month: int) -> bool:
    """Whether a member may renew for the next year on `on`: in the last
    RENEWAL_WINDOW_DAYS days of the membership year that `on` falls in."""
    year = membership_year(on, start_month=start_month)
    return year_end(year, start_month=start_month) <= on + timedelta(days=RENEWAL_WINDOW_DAYS)
