from datetime import date

from django.utils import timezone


def local_today() -> date:
    """Today in the site's time zone (America/Los_Angeles)."""
    return timezone.localdate()


def long_date(day: date) -> str:
    """ "Saturday, October 15, 2025", as the site writes dates (no glibc-only %-d)."""
    return f"{day:%A, %B} {day.day}, {day.year}"
