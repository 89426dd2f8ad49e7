"""Who an announcement reaches: the addresses of its audience that asked for
announcements (confirmed, not withdrawn) and are not undeliverable, each in the
language its consent holds. Everything is matched by the address's key
(core/emails.py)."""

from dataclasses import dataclass

from django.db.models import Q, QuerySet

from announcements.models import Announcement
from core.dates import local_today
from mailing.consent import subscribed
from mailing.undeliverable import undeliverable_keys
from membership.models import Membership
from registrations.models import Registration
from volunteers.models import ShiftVolunteer

# Registrations that still come (a waiting party too).
LIVING = [Registration.Status.CONFIRMED, Registration.Status.WAITLISTED]


@dataclass(frozen=True)
class Audience:
    kind: str
    year: int | None = None
    event_id: int | None = None


@dataclass(frozen=True)
class Address:
    email: str
    key: str
    language: str


def volunteers_audience(*, event_id: int | None) -> QuerySet:
    """The keys of the addresses that volunteer: those signed up for a shift of
    the event (of every event from today on when none is named), the volunteer
    jobs of before included (they became shifts). The one place that says who
    a volunteer is."""
    places = ShiftVolunteer.objects.exclude(email_key="")
    if event_id is not None:
        places = places.filter(shift__event_id=event_id)
    else:
        today = local_today()
        upcoming = Q(shift__day__date__gte=today) | Q(shift__day__isnull=True, shift__event__date__gte=today)
        places = places.filter(upcoming)
    return places.values("email_key")


def _audience_keys(audience: Audience) -> QuerySet | None:
    """The keys of the audience's addresses; None for everyone."""
    if audience.kind == Announcement.Kind.ALL:
        return None
    if audience.kind == Announcement.Kind.MEMBERS:
        return Membership.objects.filter(year=audience.year).exclude(email_key="").values("email_key")
    if audience.kind == Announcement.Kind.EVENT:
        return (
            Registration.objects.filter(event_id=audience.event_id, status__in=LIVING)
            .exclude(email_key="")
            .values("email_key")
        )
    return volunteers_audience(event_id=audience.event_id)


def audience_addresses(audience: Audience) -> list[Address]:
    """Each address once, in a stable order."""
    consents = subscribed()
    keys = _audience_keys(audience)
    if keys is not None:
        consents = consents.filter(email_key__in=keys)
    consents = consents.exclude(email_key__in=undeliverable_keys())
    return [
        Address(email=email, key=key, language=lang)
        for email, key, lang in consents.order_by("email_key").values_list("email", "email_key", "language")
    ]


def audience_count(audience: Audience) -> int:
    consents = subscribed().exclude(email_key__in=undeliverable_keys())
    keys = _audience_keys(audience)
    if keys is not None:
        consents = consents.filter(email_key__in=keys)
    return consents.count()
