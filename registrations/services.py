from datetime import timedelta

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from core.dates import local_today
from core.exceptions import Conflict, DomainError, Forbidden
from events.models import Event
from registrations.emails import send_confirmation
from registrations.models import Registration
from registrations.tokens import manage_token_is_valid

CONFIRMATION_RESEND_INTERVAL = timedelta(minutes=10)


class RegistrationClosed(DomainError):
    def __init__(self, event: Event) -> None:
        super().__init__("Registration is closed for this event.")


class AlreadyRegistered(Conflict):
    def __init__(self, registration_id: int) -> None:
        super().__init__("You have already registered for this event.", id=registration_id)


class EmailTakenForEvent(Conflict):
    """An update to an email someone else registered with; names no id, since
    that registration is not the caller's."""

    def __init__(self) -> None:
        super().__init__("Someone has already registered for this event with that email address.")


class InvalidManageToken(Forbidden):
    def __init__(self) -> None:
        super().__init__(
            "This link cannot change that registration. We've emailed you a link to update this registration."
        )


def event_accepts_registrations(event: Event) -> bool:
    return event.registration_open and event.date >= local_today()


def _existing_id(*, event: Event, email: str, exclude_id: int | None = None) -> int | None:
    query = Registration.objects.filter(event=event, email__iexact=email)
    if exclude_id is not None:
        query = query.exclude(pk=exclude_id)
    return query.values_list("pk", flat=True).first()


def _save(registration: Registration) -> Registration:
    """Save, turning the database's one-per-email rule into a 409. The check
    before saving answers the common case; the constraint settles races."""

    def conflict(existing: int) -> Conflict:
        return EmailTakenForEvent() if registration.pk else AlreadyRegistered(existing)

    existing = _existing_id(event=registration.event, email=registration.email, exclude_id=registration.pk)
    if existing is not None:
        raise conflict(existing)
    try:
        with transaction.atomic():
            registration.save()
    except IntegrityError:
        existing = _existing_id(event=registration.event, email=registration.email, exclude_id=registration.pk)
        if existing is None:
            raise
        raise conflict(existing) from None
    return registration


def _mark_confirmation_due(registration: Registration) -> bool:
    """Claim the right to send a confirmation now: at most one per interval,
    decided by one conditional UPDATE so two requests cannot both send."""
    now = timezone.now()
    claimed = (
        Registration.objects.filter(pk=registration.pk)
        .filter(Q(confirmation_sent_at__isnull=True) | Q(confirmation_sent_at__lte=now - CONFIRMATION_RESEND_INTERVAL))
        .update(confirmation_sent_at=now)
    )
    return claimed == 1


def registration_create(
    *,
    event: Event,
    full_name: str,
    email: str,
    guest_count: int,
    phone: str = "",
    notes: str = "",
) -> Registration:
    if not event_accepts_registrations(event):
        raise RegistrationClosed(event)
    registration = _save(
        Registration(
            event=event,
            full_name=full_name,
            email=email,
            phone=phone,
            guest_count=guest_count,
            notes=notes,
        )
    )
    if _mark_confirmation_due(registration):
        send_confirmation(registration)
    return registration


def registration_authorise(*, registration: Registration, token: str | None) -> None:
    """Refuse without a valid manage token, and email the link (rate limited)
    so the rightful owner can come back with it."""
    if manage_token_is_valid(registration.pk, token):
        return
    if _mark_confirmation_due(registration):
        send_confirmation(registration)
    raise InvalidManageToken()


def registration_update(
    *,
    registration: Registration,
    token: str | None,
    full_name: str,
    email: str,
    guest_count: int,
    phone: str = "",
    notes: str = "",
) -> Registration:
    registration_authorise(registration=registration, token=token)
    if not event_accepts_registrations(registration.event):
        raise RegistrationClosed(registration.event)
    registration.full_name = full_name
    registration.email = email
    registration.guest_count = guest_count
    registration.phone = phone
    registration.notes = notes
    return _save(registration)


@transaction.atomic
def registration_delete(*, registration: Registration) -> None:
    registration.delete()
