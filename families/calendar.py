"""A family's own calendar feed: a secret address its calendar app subscribes
to, with an entry for each thing the family comes to.

Each kind of thing adds its entries through one function of `FEED_ENTRIES`,
`(family, today) -> list of VEVENTs`, each entry with a UID of its own that
stays the same (so a changed time moves the entry rather than adding one):
today the confirmed registrations (`registration_entries`); volunteer shifts
and timed sittings add theirs beside it."""

from collections.abc import Callable
from datetime import date, timedelta

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext
from icalendar import Event as CalendarEvent

from core.dates import local_today
from events.calendar import calendar_host, calendar_ics, event_entry
from families.models import Family
from registrations.models import Registration
from registrations.selectors import registrations_of_email

# How far back the feed keeps what a family came to.
KEPT_FOR = timedelta(days=365)

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


FEED_ENTRIES: list[FeedEntries] = [registration_entries]


def family_calendar_url(token: str) -> str:
    return f"{settings.SITE_URL}/api/family/calendar/{token}.ics"


def family_ics(family: Family) -> bytes:
    """The family's feed, in the family's language."""
    today = local_today()
    with translation.override(family.language):
        entries = [entry for entries_of in FEED_ENTRIES for entry in entries_of(family, today)]
        name = gettext("%(family)s: our events") % {"family": family.name or family.email}
        return calendar_ics(entries, name=name)
