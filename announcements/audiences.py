"""Who an announcement reaches: the addresses of its audience that asked for
announcements (confirmed, not withdrawn) and are not undeliverable, each in the
language its consent holds. Everything is matched by the address's key
(core/emails.py)."""

from dataclasses import dataclass

from django.db.models import QuerySet

from announcements.models import Announcement
from core.dates import local_today
from events.models import Slot
from mailing.consent import subscribed
from mailing.undeliverable import undeliverable_keys
from membership.models import Membership
from registrations.models import Registration, SlotClaim

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


def volunteers_audience(*, event_id: int | None) -> QuerySet[Registration]:
    """The registrations that volunteer: those that took a volunteer job of the
    event (of every event from today on when none is named). The one place that
    says who a volunteer is: extend it when volunteers sign up another way."""
    claims = SlotClaim.objects.filter(slot__kind=Slot.Kind.VOLUNTEER)
    if event_id is not None:
        claims = claims.filter(slot__event_id=event_id)
    else:
        claims = claims.filter(slot__event__date__gte=local_today())
    return Registration.objects.filter(pk__in=claims.values("registration_id"), status__in=LIVING).exclude(email_key="")


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
    return volunteers_audience(event_id=audience.event_id).values("email_key")


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
