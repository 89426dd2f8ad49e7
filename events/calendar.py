"""An event as an iCalendar file (RFC 5545), for "Add to Calendar" and the
emails: one VEVENT whose UID stays the same for the event, so that importing
the file again updates the entry instead of adding a second one.

`event.time` is free text ("5:00 PM - 10:00 PM", "10:00 AM", "After sunset").
When it starts with a clock time the event gets a start and an end in the
site's time zone (the end from a range in the text, or three hours later);
otherwise it is an all-day event on its date.
"""

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from django.conf import settings
from django.utils.translation import gettext
from icalendar import Calendar
from icalendar import Event as CalendarEvent

from core import language
from events.models import Event

CONTENT_TYPE = "text/calendar; charset=utf-8"
DEFAULT_DURATION = timedelta(hours=3)

# "5:00 PM", "5pm", "5.30 p.m.", "17:00"; also a bare "5", which counts only
# as one side of a range whose other side says am or pm ("5 - 10 PM").
_CLOCK = re.compile(
    r"\s*(?P<hour>\d{1,2})(?:[:.](?P<minute>[0-5]\d))?\s*(?:(?P<meridiem>[ap])\.?\s?m\b\.?)?",
    re.IGNORECASE,
)
# A hyphen, an en dash, an em dash, or a word.
_RANGE = re.compile(r"\s*(?:-|\u2013|\u2014|to\b|until\b|till\b)", re.IGNORECASE)


@dataclass(frozen=True)
class _Clock:
    hour: int
    minute: int
    meridiem: str | None  # "a", "p", or None
    bare: bool  # neither minutes nor am/pm: "5"
    end: int  # where the clock ends in the text

    def at(self, meridiem: str | None = None) -> time:
        """The time of day, read with `meridiem` when the clock has none of its own."""
        meridiem = self.meridiem or meridiem
        if meridiem is None:
            return time(self.hour, self.minute)
        return time(self.hour % 12 + (12 if meridiem == "p" else 0), self.minute)

    @property
    def twelve_hour(self) -> bool:
        return 1 <= self.hour <= 12


def _clock(text: str, position: int) -> _Clock | None:
    match = _CLOCK.match(text, position)
    if not match:
        return None
    hour, minute, meridiem = int(match["hour"]), match["minute"], match["meridiem"]
    if hour > (12 if meridiem else 23) or (meridiem and hour == 0):
        return None
    return _Clock(
        hour=hour,
        minute=int(minute or 0),
        meridiem=meridiem.lower() if meridiem else None,
        bare=minute is None and meridiem is None,
        end=match.end(),
    )


def _other(meridiem: str) -> str:
    return "a" if meridiem == "p" else "p"


def clock_range(text: str) -> tuple[time, time | None] | None:
    """The start (and the end, when the text gives one) of a time such as
    "5:00 PM - 10:00 PM"; None when the text does not start with a clock time.
    A side without am/pm takes the other side's, as people write "5 - 10 PM",
    and the start comes before the end where a reading allows it."""
    start = _clock(text, 0)
    if start is None:
        return None
    separator = _RANGE.match(text, start.end)
    end = _clock(text, separator.end()) if separator else None
    if end is not None and end.bare and start.meridiem is None:
        end = None
    if start.bare and (end is None or end.meridiem is None):
        return None  # "2025 Durga Puja", "5 sessions": a number, not a time
    if end is None:
        return start.at(), None
    if start.meridiem is None and end.meridiem and start.twelve_hour:
        finish = end.at()
        begin = start.at(end.meridiem)
        if begin >= finish:  # "10 - 2 PM" starts in the morning
            begin = start.at(_other(end.meridiem))
        return begin, finish
    begin = start.at()
    if start.meridiem and end.meridiem is None and end.twelve_hour:
        finish = end.at(start.meridiem)
        if finish <= begin:  # "11 AM - 2" ends in the afternoon
            finish = end.at(_other(start.meridiem))
        return begin, finish
    return begin, end.at()


def event_period(event: Event) -> tuple[datetime, datetime] | None:
    """When the event starts and ends in the site's time zone, or None for an
    all-day event (its time does not start with a clock time). A festival of
    several days starts at the time on its first day and ends at the time's
    end on its last."""
    times = clock_range(event.time or "")
    if times is None:
        return None
    zone = ZoneInfo(settings.TIME_ZONE)
    start = datetime.combine(event.date, times[0], tzinfo=zone)
    if times[1] is None:
        return start, start + DEFAULT_DURATION + timedelta(days=_extra_days(event))
    end = datetime.combine(event.date, times[1], tzinfo=zone)
    if end <= start:  # "8 PM - 1 AM" ends the next day
        end += timedelta(days=1)
    return start, end + timedelta(days=_extra_days(event))


def _extra_days(event: Event) -> int:
    return (event.end_date - event.date).days if event.end_date else 0


def event_url(event: Event) -> str:
    return f"{settings.SITE_URL}/events/{event.pk}"


def event_ics_filename(event: Event) -> str:
    return f"event-{event.pk}.ics"


def calendar_host() -> str:
    return urlsplit(settings.SITE_URL).hostname or "localhost"


def event_entry(event: Event, *, uid: str | None = None, summary: str | None = None) -> CalendarEvent:
    """The event as one VEVENT in the active language (its Bengali title and
    description in Bengali, where they are written): a DATE for an all-day
    event, else a start and an end in the site's time zone. `uid` names the
    entry for good (the event's own by default); `summary` replaces the title."""
    period = event_period(event)
    if period is None:
        start, end = event.date, event.date + timedelta(days=1 + _extra_days(event))
    else:
        start, end = period
    description = [language.written(event, "description").strip()]
    if period is None and event.time.strip():
        description.insert(0, gettext("Time: %(time)s") % {"time": event.time.strip()})
    description.append(event_url(event))
    return CalendarEvent.new(
        uid=uid or f"event-{event.pk}@{calendar_host()}",
        # Edits change updated_at, so calendars that import the file again
        # see a newer version of the same event.
        stamp=event.updated_at,
        last_modified=event.updated_at,
        summary=summary or " ".join(language.written(event, "title").split()),
        start=start,
        end=end,
        location=", ".join(part for part in (event.venue.strip(), event.address.strip()) if part),
        description="\n\n".join(part for part in description if part),
        url=event_url(event),
    )


def calendar_ics(entries: list[CalendarEvent], *, name: str = "") -> bytes:
    """A calendar of `entries`, with the VTIMEZONE of the site's time zone
    covering every date-time among them (its daylight-saving changes included)."""
    calendar = Calendar()
    calendar.add("prodid", f"-//{calendar_host()}//Events//EN")
    calendar.add("version", "2.0")
    if name:
        calendar.add("x-wr-calname", name)
        calendar.add("x-wr-timezone", settings.TIME_ZONE)
    for entry in entries:
        calendar.add_component(entry)
    years = [entry.start.year for entry in entries if isinstance(entry.start, datetime)]
    if years:
        calendar.add_missing_timezones(first_date=date(min(years), 1, 1), last_date=date(max(years) + 1, 12, 31))
    return calendar.to_ical()


def event_ics(event: Event) -> bytes:
    """The event as an iCalendar file with one VEVENT (and the VTIMEZONE its
    times refer to). The same event gives the same bytes until it is edited."""
    return calendar_ics([event_entry(event)])
