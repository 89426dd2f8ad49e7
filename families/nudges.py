"""WhatsApp nudges without fees: for each family to remind, a message in its
language with its own link, and a one-tap `https://wa.me/{digits}?text=…` link
that opens WhatsApp on the organiser's phone with the message written, to send
themselves. Nothing is sent by the site.

Each kind of nudge is one function of `NUDGES`, `(event or None, today) -> list
of Nudge`: `unpaid` (confirmed parties that still owe), `unregistered` (families
not registered for the event) and `shift` (tomorrow's volunteers, with the link to their place)."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from urllib.parse import quote

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext

from core import language
from core.dates import long_date
from core.money import dollars
from core.phones import phone_e164
from events.models import Event
from events.selectors import upcoming_events
from families.models import Family
from registrations.emails import manage_link
from registrations.models import Registration
from sitesettings.selectors import site_settings_get
from volunteers.emails import manage_link as shift_link
from volunteers.models import ShiftVolunteer
from volunteers.selectors import on_date

UNPAID = "unpaid"
UNREGISTERED = "unregistered"
SHIFT = "shift"


@dataclass(frozen=True)
class Nudge:
    """One family to remind. `key` names it for good within its kind and event
    (`registration-12`, `family-4`), so the organiser's ticks stay on it."""

    key: str
    family_name: str
    raw_phone: str
    language: str
    text: str
    link: str

    @property
    def phone(self) -> str | None:
        return phone_e164(self.raw_phone)

    @property
    def wa_url(self) -> str | None:
        phone = self.phone
        return f"https://wa.me/{phone.lstrip('+')}?text={quote(self.text, safe='')}" if phone else None


def _group() -> str:
    return site_settings_get().group_name


def _title(event: Event) -> str:
    return " ".join(language.written(event, "title").split())


def unpaid_nudges(event: Event | None, today: date) -> list[Nudge]:
    """Confirmed parties that still owe for `event` (every upcoming event when
    None): the manage link shows what is due and how to pay."""
    parties = Registration.objects.filter(status=Registration.Status.CONFIRMED).select_related("event")
    if event is not None:
        parties = parties.filter(event=event)
    else:
        parties = parties.filter(event__in=upcoming_events(today=today))
    owing = [party for party in parties.order_by("full_name", "id") if party.amount_paid < party.amount_due]
    family_phones = dict(
        Family.objects.filter(email_key__in={party.email_key for party in owing if not party.phone.strip()})
        .exclude(phone="")
        .values_list("email_key", "phone")
    )
    group = _group()
    nudges = []
    for party in owing:
        with translation.override(party.language):
            link = manage_link(party)
            text = gettext(
                "Hello %(name)s! A reminder from %(group)s: %(amount)s is still due for %(event)s "
                "(reference %(reference)s). Your registration and how to pay: %(link)s"
            ) % {
                "name": party.full_name,
                "group": group,
                "amount": language.digits(dollars(party.amount_due - party.amount_paid)),
                "event": _title(party.event),
                "reference": party.payment_reference or "",
                "link": link,
            }
        nudges.append(
            Nudge(
                key=f"registration-{party.pk}",
                family_name=party.full_name,
                raw_phone=party.phone.strip() or family_phones.get(party.email_key, ""),
                language=party.language,
                text=text,
                link=link,
            )
        )
    return nudges


def unregistered_nudges(event: Event | None, today: date) -> list[Nudge]:
    """Families (those who signed in once) with no registration for `event`
    that stands (confirmed or waiting): the event's page to register on."""
    if event is None:
        return []
    registered = Registration.objects.filter(event=event).exclude(status=Registration.Status.CANCELLED)
    families = Family.objects.exclude(email_key__in=registered.values("email_key")).order_by("name", "email")
    group = _group()
    nudges = []
    for family in families:
        with translation.override(family.language):
            link = language.site_link(f"{settings.SITE_URL}/events/{event.pk}", language=family.language)
            text = gettext(
                "Hello %(name)s! %(group)s invites you to %(event)s on %(date)s. Register here: %(link)s"
            ) % {
                "name": family.name or family.email,
                "group": group,
                "event": _title(event),
                "date": long_date(event.date),
                "link": link,
            }
        nudges.append(
            Nudge(
                key=f"family-{family.pk}",
                family_name=family.name or family.email,
                raw_phone=family.phone,
                language=family.language,
                text=text,
                link=link,
            )
        )
    return nudges


def shift_nudges(event: Event | None, today: date) -> list[Nudge]:
    """Tomorrow's volunteers (of `event`, or of every event), each with the
    link to their place, which also gives it back."""
    places = ShiftVolunteer.objects.filter(on_date(today + timedelta(days=1))).select_related(
        "shift__day", "shift__event"
    )
    if event is not None:
        places = places.filter(shift__event=event)
    places = list(places.order_by("shift__start_time", "full_name", "id"))
    family_phones = dict(
        Family.objects.filter(email_key__in={place.email_key for place in places if not place.phone.strip()})
        .exclude(phone="")
        .values_list("email_key", "phone")
    )
    group = _group()
    nudges = []
    for place in places:
        shift = place.shift
        with translation.override(place.language):
            link = shift_link(place)
            text = gettext(
                "Hello %(name)s! A reminder from %(group)s: your volunteer shift, %(role)s at %(event)s, "
                "is tomorrow from %(start)s to %(end)s. Your shift, or to give it back: %(link)s"
            ) % {
                "name": place.full_name,
                "group": group,
                "role": shift.role,
                "event": _title(shift.event),
                "start": language.digits(f"{shift.start_time:%H:%M}"),
                "end": language.digits(f"{shift.end_time:%H:%M}"),
                "link": link,
            }
        nudges.append(
            Nudge(
                key=f"shift-volunteer-{place.pk}",
                family_name=place.full_name,
                raw_phone=place.phone.strip() or family_phones.get(place.email_key, ""),
                language=place.language,
                text=text,
                link=link,
            )
        )
    return nudges


NUDGES: dict[str, Callable[[Event | None, date], list[Nudge]]] = {
    UNPAID: unpaid_nudges,
    UNREGISTERED: unregistered_nudges,
    SHIFT: shift_nudges,
}
# The kinds that need an event to be named.
NEEDS_EVENT = {UNREGISTERED}


def nudges_list(*, kind: str, event: Event | None, today: date) -> list[Nudge]:
    """The nudges of `kind`: those with a phone WhatsApp can open first, then,
    apart, the families without a usable number (to reach another way)."""
    nudges = NUDGES[kind](event, today)
    return [nudge for nudge in nudges if nudge.phone] + [nudge for nudge in nudges if not nudge.phone]
