"""A family's own calendar feed: a secret address its calendar app subscribes
to, with an entry for each thing the family comes to.

Each kind of thing adds its entries through one function of `FEED_ENTRIES`,
`(family, today) -> list of VEVENTs`, each entry with a UID of its own that
stays the same (so a changed time moves the entry rather than adding one):
the confirmed registrations (`registration_entries`), the volunteer shifts its
address signed up for (`shift_entries`) and the timed sittings its confirmed
parties booked (`sitting_entries`)."""

from collections.abc import Callable
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext
from icalendar import Event as CalendarEvent

from core import language
from core.dates import local_today
from events.calendar import calendar_host, calendar_ics, event_entry, event_url
from families.models import Family
from registrations.models import Registration
from registrations.selectors import registrations_of_email
from registrations.sittings import bookings_of
from volunteers.selectors import volunteer_shifts

# How far back the feed keeps what a family came to.
KEPT_FOR = timedelta(days=365)
# A sitting has a start only (anjali at 9:40); its entry lasts this long.
SITTING_LENGTH = timedelta(minutes=30)

FeedEntries = Callable[[Family, date], list[CalendarEvent]]


def registration_entries(family: Family, today: date) -> list[CalendarEvent]:
    """The family's confirmed registrations, one entry each, for events not
    over for longer than `KEPT_FOR`."""
    entries = []
    for registration in registrations_of_email(email=family.email):
        if registration.status != Registration.Status.CONFIRMED:
            continue
        event = registration.event
        if (event.end_date or event.date) < today - KEPT_FOR:
            continue
        entries.append(event_entry(event, uid=f"registration-{registration.pk}@{calendar_host()}"))
    return entries


def _at(day: date, clock: time) -> datetime:
    return datetime.combine(day, clock, tzinfo=ZoneInfo(settings.TIME_ZONE))


def _title(event) -> str:
    return " ".join(language.written(event, "title").split())


def shift_entries(family: Family, today: date) -> list[CalendarEvent]:
    """The volunteer shifts the family's address signed up for, one entry each,
    from its start to its end on its day."""
    entries = []
    for place in volunteer_shifts(email=family.email, since=today - KEPT_FOR):
        shift, event = place.shift, place.shift.event
        day = shift.day.date if shift.day_id else event.date
        entries.append(
            CalendarEvent.new(
                uid=f"shift-volunteer-{place.pk}@{calendar_host()}",
                stamp=place.created_at,
                summary=gettext("%(role)s (volunteer shift), %(event)s") % {"role": shift.role, "event": _title(event)},
                start=_at(day, shift.start_time),
                end=_at(day, shift.end_time),
                location=", ".join(part for part in (event.venue.strip(), event.address.strip()) if part),
                description=(shift.description.strip() + "\n\n" + event_url(event)).strip(),
                url=event_url(event),
            )
        )
    return entries


def sitting_entries(family: Family, today: date) -> list[CalendarEvent]:
    """The timed sittings the family's confirmed parties booked, one entry each."""
    confirmed = [
        registration
        for registration in registrations_of_email(email=family.email)
        if registration.status == Registration.Status.CONFIRMED
        and (registration.event.end_date or registration.event.date) >= today - KEPT_FOR
    ]
    events = {registration.pk: registration.event for registration in confirmed}
    entries = []
    for booking in bookings_of(list(events)):
        sitting, event = booking.sitting, events[booking.registration_id]
        day = sitting.day.date if sitting.day_id else event.date
        hours, minutes = (int(part) for part in sitting.start_time.split(":"))
        start = _at(day, time(hours, minutes))
        title = sitting.title_bn if language.current() == language.BENGALI and sitting.title_bn else sitting.title
        entries.append(
            CalendarEvent.new(
                uid=f"sitting-{booking.registration_id}-{sitting.pk}@{calendar_host()}",
                summary=f"{title}, {_title(event)}",
                start=start,
                end=start + SITTING_LENGTH,
                location=", ".join(part for part in (event.venue.strip(), event.address.strip()) if part),
                description=event_url(event),
                url=event_url(event),
            )
        )
    return entries


FEED_ENTRIES: list[FeedEntries] = [registration_entries, shift_entries, sitting_entries]


def family_calendar_url(token: str) -> str:
    return f"{settings.SITE_URL}/api/family/calendar/{token}.ics"


def family_ics(family: Family) -> bytes:
    """The family's feed, in the family's language."""
    today = local_today()
    with translation.override(family.language):
        entries = [entry for entries_of in FEED_ENTRIES for entry in entries_of(family, today)]
        name = gettext("%(family)s: our events") % {"family": family.name or family.email}
        return calendar_ics(entries, name=name)
