from datetime import date, timedelta

from django.db import IntegrityError, transaction
from django.db.models import Q, Sum
from django.utils import timezone

from core.dates import local_today
from core.exceptions import Conflict, DomainError, Forbidden
from events.models import Event
from registrations import emails
from registrations.models import Registration
from registrations.tokens import manage_token_is_valid

Status = Registration.Status

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


class NotEnoughSpots(DomainError):
    def __init__(self, spots_left: int) -> None:
        super().__init__(f"Only {spots_left} spots left.", errors={"guestCount": [f"Only {spots_left} spots left."]})


class EventPast(DomainError):
    def __init__(self) -> None:
        super().__init__("This event has already taken place.")


def event_accepts_registrations(event: Event) -> bool:
    return event.registration_open and event.date >= local_today()


def confirmed_guests(*, event: Event, exclude_id: int | None = None) -> int:
    query = Registration.objects.filter(event=event, status=Status.CONFIRMED)
    if exclude_id is not None:
        query = query.exclude(pk=exclude_id)
    return query.aggregate(guests=Sum("guest_count"))["guests"] or 0


def spots_left(*, event: Event, exclude_id: int | None = None) -> int | None:
    """Seats not taken by confirmed parties (never below 0); None without a limit."""
    if event.capacity is None:
        return None
    return max(event.capacity - confirmed_guests(event=event, exclude_id=exclude_id), 0)


def waitlist_position(registration: Registration) -> int | None:
    """1-based place among the event's waiting parties, in the order they registered."""
    if registration.status != Status.WAITLISTED:
        return None
    ahead = Registration.objects.filter(event_id=registration.event_id, status=Status.WAITLISTED).filter(
        Q(created_at__lt=registration.created_at) | Q(created_at=registration.created_at, pk__lt=registration.pk)
    )
    return ahead.count() + 1


def _lock_event(event: Event) -> Event:
    """Hold the event's row until the transaction ends: seats are counted and
    given out one request at a time, so racing registrations never overbook."""
    return Event.objects.select_for_update().get(pk=event.pk)


def _existing_id(*, event: Event, email: str, exclude_id: int | None = None) -> int | None:
    query = Registration.objects.filter(event=event, email__iexact=email).exclude(status=Status.CANCELLED)
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


def _send_welcome(registration: Registration) -> None:
    """The first email: a confirmation with the manage link, or the waiting-list
    notice (which carries the link too)."""
    if registration.status == Status.WAITLISTED:
        emails.send_waitlisted(registration, position=waitlist_position(registration))
    else:
        emails.send_confirmation(registration)


def promote_waiting(*, event: Event) -> list[Registration]:
    """Give freed seats, in waiting order, to each waiting party that now fits
    whole, and email each one. Call inside a transaction holding the event's lock."""
    left = spots_left(event=event)
    promoted = []
    waiting = Registration.objects.filter(event=event, status=Status.WAITLISTED).order_by("created_at", "id")
    for registration in waiting:
        if left is not None and registration.guest_count > left:
            continue
        registration.status = Status.CONFIRMED
        registration.save(update_fields=["status", "updated_at"])
        promoted.append(registration)
        if left is not None:
            left -= registration.guest_count
        emails.send_promoted(registration)
    return promoted


@transaction.atomic
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
    event = _lock_event(event)
    left = spots_left(event=event)
    fits = left is None or guest_count <= left
    registration = _save(
        Registration(
            event=event,
            full_name=full_name,
            email=email,
            phone=phone,
            guest_count=guest_count,
            notes=notes,
            status=Status.CONFIRMED if fits else Status.WAITLISTED,
        )
    )
    if _mark_confirmation_due(registration):
        _send_welcome(registration)
    return registration


def registration_authorise(*, registration: Registration, token: str | None) -> None:
    """Refuse without a valid manage token, and email the link (rate limited)
    so the rightful owner can come back with it."""
    if manage_token_is_valid(registration.pk, token):
        return
    if _mark_confirmation_due(registration):
        _send_welcome(registration)
    raise InvalidManageToken()


class RegistrationCancelled(DomainError):
    def __init__(self) -> None:
        super().__init__("This registration was cancelled. Please register again.")


@transaction.atomic
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
    event = _lock_event(registration.event)
    registration = Registration.objects.get(pk=registration.pk)
    if registration.status == Status.CANCELLED:
        raise RegistrationCancelled()
    if registration.status == Status.CONFIRMED and guest_count > registration.guest_count:
        left = spots_left(event=event, exclude_id=registration.pk)
        if left is not None and guest_count > left:
            # What the party could still add, counting the seats it already holds.
            raise NotEnoughSpots(max(left - registration.guest_count, 0))
    registration.full_name = full_name
    registration.email = email
    registration.guest_count = guest_count
    registration.phone = phone
    registration.notes = notes
    _save(registration)
    promote_waiting(event=event)
    registration.refresh_from_db()
    return registration


def _cancel(registration: Registration) -> Registration:
    event = _lock_event(registration.event)
    registration = Registration.objects.select_related("event").get(pk=registration.pk)
    if registration.status == Status.CANCELLED:
        return registration
    registration.status = Status.CANCELLED
    registration.cancelled_at = timezone.now()
    registration.save(update_fields=["status", "cancelled_at", "updated_at"])
    promote_waiting(event=event)
    return registration


def registration_cancel(*, registration: Registration, token: str | None) -> Registration:
    """The party gives its seats back through its manage link. Harmless twice."""
    # Outside the transaction: a refusal queues the email with the link, which
    # the refusal's rollback would otherwise take back.
    registration_authorise(registration=registration, token=token)
    with transaction.atomic():
        if registration.event.date < local_today():
            raise EventPast()
        return _cancel(registration)


@transaction.atomic
def registration_cancel_by_organiser(*, registration: Registration) -> Registration:
    """Cancel but keep the record (unlike delete)."""
    return _cancel(registration)


@transaction.atomic
def registration_delete(*, registration: Registration) -> None:
    event = _lock_event(registration.event)
    registration.delete()
    promote_waiting(event=event)


def reminders_send(*, today: date, days_before: int) -> int:
    """Email each confirmed party of the events `days_before` days from `today`,
    once: each reminder is claimed by a conditional UPDATE before it is sent, so
    two runs at the same time never send one twice. Returns how many were sent."""
    due = Registration.objects.select_related("event").filter(
        event__date=today + timedelta(days=days_before),
        status=Status.CONFIRMED,
        reminder_sent_at__isnull=True,
    )
    sent = 0
    for registration in due.order_by("pk"):
        claimed = Registration.objects.filter(
            pk=registration.pk, status=Status.CONFIRMED, reminder_sent_at__isnull=True
        ).update(reminder_sent_at=timezone.now())
        if claimed:
            emails.send_reminder(registration, days_before=days_before)
            sent += 1
    return sent
