from datetime import date, datetime

from babel.dates import format_date, format_time
from django.utils import timezone

from core import language


def local_today() -> date:
    """Today in the site's time zone (America/Los_Angeles)."""
    return timezone.localdate()


def long_date(day: date) -> str:
    """ "Saturday, October 15, 2025", as the site writes dates (no glibc-only %-d);
    in Bengali "শনিবার, ১৫ অক্টোবর, ২০২৫", with Bengali month names and digits."""
    if language.current() == language.BENGALI:
        return language.digits(format_date(day, format="full", locale=language.locale()))
    return f"{day:%A, %B} {day.day}, {day.year}"


def clock_time(moment: datetime) -> str:
    """A moment's time of day in the site's time zone: "8:15 AM"; in Bengali
    with Bengali digits."""
    local = timezone.localtime(moment)
    if language.current() == language.BENGALI:
        return language.digits(format_time(local, format="short", locale=language.locale()))
    return f"{local:%I:%M %p}".lstrip("0")
