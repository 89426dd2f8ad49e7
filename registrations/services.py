from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, timedelta
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Count, Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext

from activity.models import REGISTRANT, SYSTEM
from activity.services import activity_anonymise, activity_record
from core.dates import local_today
from core.exceptions import Conflict
from core.publiccache import EVENTS, public_reads_changed
from core.services import model_update
from events.models import Event, Slot
from registrations import emails, pricing
from registrations.exceptions import (
    CHILDREN_MESSAGE,
    MAX_GUESTS_MESSAGE,
    MIN_GUESTS_MESSAGE,
    VEGETARIAN_MESSAGE,
    AlreadyRegistered,
    EmailTakenForEvent,
    EventPast,
    InvalidManageToken,
    NotEnoughSpots,
    NotExpected,
    NotWaiting,
    PartyInvalid,
    RegistrationCancelled,
    RegistrationClosed,
    SlotRefused,
)
from registrations.models import MAX_GUESTS, MIN_GUESTS, GuestMessage, Registration, SlotClaim
from registrations.selectors import event_accepts_registrations, spots_left, waitlist_position
from registrations.tasks import deliver_guest_message, message_recipients, send_welcome
from registrations.tokens import manage_token_is_valid

Status = Registration.Status

# What a party (or an organiser for it) may change, and the activity log records.
PARTY_FIELDS = [
    "full_name",
    "email",
    "phone",
    "guest_count",
    "notes",
    "children",
    "vegetarian_meals",
    "dietary_notes",
    "photo_consent",
    "language",
]


def _log(registration: Registration, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="registration",
        target_id=registration.pk,
        event_id=registration.event_id,
        summary=registration.full_name,
        changes=changes,
    )


CONFIRMATION_RESEND_INTERVAL = timedelta(minutes=10)


def _claim_slots(registration: Registration, slot_ids: list[int] | None) -> None:
    """Make the party's claims exactly `slot_ids` (None keeps them). A slot
    already full is refused by name. Runs under the event's lock, so two
    parties racing for a slot's last place are served one after the other."""
    if slot_ids is None:
        return
    slots = {slot.pk: slot for slot in Slot.objects.filter(event_id=registration.event_id, pk__in=slot_ids)}
    if len(slots) != len(slot_ids):
        raise SlotRefused(gettext("Choose from this event's dishes and jobs."))
    current = set(registration.claims.values_list("slot_id", flat=True))
    new = [slots[slot_id] for slot_id in slot_ids if slot_id not in current]
    taken = dict(SlotClaim.objects.filter(slot__in=new).values_list("slot_id").annotate(count=Count("id")).order_by())
    for slot in new:
        if taken.get(slot.pk, 0) >= slot.needed:
            raise SlotRefused(gettext("'%(title)s' is already covered.") % {"title": slot.title})
    registration.claims.exclude(slot_id__in=slot_ids).delete()
    SlotClaim.objects.bulk_create(SlotClaim(slot=slot, registration=registration) for slot in new)


def _lock_event(event: Event) -> Event:
    """Hold the event's row until the transaction ends: seats are counted and
    given out one request at a time, so racing registrations never overbook."""
    return Event.objects.select_for_update().get(pk=event.pk)


def _existing_id(*, event: Event, email: str, exclude_id: int | None = None) -> int | None:
    query = Registration.objects.filter(event=event, email__iexact=email).exclude(status=Status.CANCELLED)
    if exclude_id is not None:
        query = query.exclude(pk=exclude_id)
    return query.values_list("pk", flat=True).first()


def _conflict(*, registration_id: int | None, existing: int) -> Conflict:
    return EmailTakenForEvent() if registration_id else AlreadyRegistered(existing)


@contextmanager
def _one_living_per_email(*, event: Event, email: str, registration_id: int | None = None) -> Iterator[None]:
    """Around a save: turn the database's one-per-email rule into a 409. The
    check before saving answers the common case; the constraint settles races."""
    existing = _existing_id(event=event, email=email, exclude_id=registration_id)
    if existing is not None:
        raise _conflict(registration_id=registration_id, existing=existing)
    try:
        with transaction.atomic():
            yield
    except IntegrityError:
        existing = _existing_id(event=event, email=email, exclude_id=registration_id)
        if existing is None:
            raise
        raise _conflict(registration_id=registration_id, existing=existing) from None


def registration_party_check(*, guest_count: int, children: int, vegetarian_meals: int) -> None:
    """The party's numbers must add up (as the database's check constraints
    demand): refused here by field, in the party's language, never left to
    the database's IntegrityError."""
    errors = {}
    if guest_count < MIN_GUESTS:
        errors["guestCount"] = [str(MIN_GUESTS_MESSAGE)]
    elif guest_count > MAX_GUESTS:
        errors["guestCount"] = [str(MAX_GUESTS_MESSAGE)]
    if children >= guest_count:
        errors["children"] = [str(CHILDREN_MESSAGE)]
    if vegetarian_meals > guest_count:
        errors["vegetarianMeals"] = [str(VEGETARIAN_MESSAGE)]
    if errors:
        raise PartyInvalid(errors)


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


def _priced(registration: Registration, event: Event) -> list[str]:
    """Set what the party owes from its status, its party and its rate; the
    fields to save."""
    registration.amount_due = pricing.amount_due(
        event=event,
        status=registration.status,
        guest_count=registration.guest_count,
        children=registration.children,
        member_rate=registration.member_rate,
    )
    return ["amount_due"]


def _confirm(registration: Registration, *, actor: str) -> None:
    registration.status = Status.CONFIRMED
    registration.save(update_fields=["status", "updated_at", *_priced(registration, registration.event)])
    _log(registration, actor=actor, action="registration.promote", changes={"status": ["waitlisted", "confirmed"]})
    # Written once the seats are given and the event's lock is let go.
    transaction.on_commit(lambda: emails.send_promoted(registration), robust=True)


def promote_waiting(*, event: Event) -> list[Registration]:
    """Give freed seats, in waiting order, to each waiting party that now fits
    whole, and email each one. Call inside a transaction holding the event's lock."""
    left = spots_left(event=event)
    promoted = []
    waiting = Registration.objects.filter(event=event, status=Status.WAITLISTED).order_by("created_at", "id")
    for registration in waiting:
        if left is not None and registration.guest_count > left:
            continue
        _confirm(registration, actor=SYSTEM)
        promoted.append(registration)
        if left is not None:
            left -= registration.guest_count
    if promoted:
        public_reads_changed(EVENTS)
    return promoted


@transaction.atomic
def registration_promote(*, registration: Registration, actor: str) -> Registration:
    """An organiser confirms one waiting party, out of turn if need be, when
    it fits whole in the seats left; it is emailed as any promoted party is."""
    event = _lock_event(registration.event)
    registration = Registration.objects.select_related("event").get(pk=registration.pk)
    if registration.status != Status.WAITLISTED:
        raise NotWaiting()
    left = spots_left(event=event)
    if left is not None and registration.guest_count > left:
        raise NotEnoughSpots(left)
    _confirm(registration, actor=actor)
    public_reads_changed(EVENTS)
    return registration


@transaction.atomic
def registration_create(
    *,
    event: Event,
    full_name: str,
    email: str,
    guest_count: int,
    phone: str = "",
    notes: str = "",
    children: int = 0,
    vegetarian_meals: int = 0,
    dietary_notes: str = "",
    photo_consent: bool = False,
    slot_ids: list[int] | None = None,
    language: str = Registration.Language.ENGLISH,
) -> Registration:
    if not event_accepts_registrations(event):
        raise RegistrationClosed()
    registration_party_check(guest_count=guest_count, children=children, vegetarian_meals=vegetarian_meals)
    # What needs no seat count is settled before the event's lock is taken, and
    # what can follow the commit follows it: in a rush every request waits for
    # the lock, so it covers only counting the seats, drawing the payment
    # reference and saving the party.
    member_rate = pricing.is_member(email, event.date)
    event = _lock_event(event)
    left = spots_left(event=event)
    fits = left is None or guest_count <= left
    registration = Registration(
        event=event,
        full_name=full_name,
        email=email,
        phone=phone,
        guest_count=guest_count,
        notes=notes,
        children=children,
        vegetarian_meals=vegetarian_meals if event.meals_served else 0,
        dietary_notes=dietary_notes,
        photo_consent=photo_consent,
        status=Status.CONFIRMED if fits else Status.WAITLISTED,
        language=language,
        member_rate=member_rate,
        # Under the lock: two parties of one event never draw the same reference.
        payment_reference=pricing.registration_reference(event),
    )
    _priced(registration, event)
    with _one_living_per_email(event=event, email=email):
        registration.save()
    _claim_slots(registration, slot_ids)
    # Seats left, the waiting list and slot counts are part of the event's public data.
    public_reads_changed(EVENTS)
    transaction.on_commit(lambda: _created(registration), robust=True)
    return registration


def _created(registration: Registration) -> None:
    """After a new registration commits, out of the event's lock: its log entry,
    and its first email queued for the worker to write (registrations/tasks.py)."""
    _log(registration, actor=REGISTRANT, action="registration.create")
    send_welcome.enqueue(registration.pk)


def registration_welcome(*, registration: Registration) -> bool:
    """Send a new registration's first email, unless one went out within the
    resend interval; whether it was sent."""
    if not _mark_confirmation_due(registration):
        return False
    _send_welcome(registration)
    return True


def registration_authorise(*, registration: Registration, token: str | None) -> None:
    """Refuse without a valid manage token, and email the link (rate limited)
    so the rightful owner can come back with it."""
    if manage_token_is_valid(registration.pk, token):
        return
    if _mark_confirmation_due(registration):
        _send_welcome(registration)
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
    children: int = 0,
    vegetarian_meals: int = 0,
    dietary_notes: str = "",
    photo_consent: bool = False,
    slot_ids: list[int] | None = None,
    language: str | None = None,
) -> Registration:
    """The party changes its registration through its manage link."""
    # Outside the transaction: a refusal queues the email with the link, which
    # the refusal's rollback would otherwise take back.
    registration_authorise(registration=registration, token=token)
    data: dict[str, Any] = {
        "full_name": full_name,
        "email": email,
        "guest_count": guest_count,
        "phone": phone,
        "notes": notes,
        "children": children,
        "vegetarian_meals": vegetarian_meals,
        "dietary_notes": dietary_notes,
        "photo_consent": photo_consent,
    }
    if language is not None:
        # Later emails follow the language the party used last.
        data["language"] = language
    with transaction.atomic():
        if not event_accepts_registrations(registration.event):
            raise RegistrationClosed()
        return _update(registration, data=data, slot_ids=slot_ids, actor=REGISTRANT)


@transaction.atomic
def registration_update_by_organiser(*, registration: Registration, actor: str, **data: Any) -> Registration:
    """An organiser changes a party's details (its size too) under the same
    rules as the party, registration closed or not; `data` holds any of
    PARTY_FIELDS but the language, which stays the party's own."""
    unknown = set(data) - (set(PARTY_FIELDS) - {"language"})
    if unknown:
        raise TypeError(f"Fields an organiser cannot change: {sorted(unknown)}")
    return _update(registration, data=data, slot_ids=None, actor=actor)


def _update(
    registration: Registration, *, data: dict[str, Any], slot_ids: list[int] | None, actor: str
) -> Registration:
    event = _lock_event(registration.event)
    registration = Registration.objects.get(pk=registration.pk)
    if registration.status == Status.CANCELLED:
        raise RegistrationCancelled()
    party = {
        name: data.get(name, getattr(registration, name)) for name in ("guest_count", "children", "vegetarian_meals")
    }
    if not event.meals_served:
        party["vegetarian_meals"] = data["vegetarian_meals"] = 0
    registration_party_check(**party)
    guest_count = party["guest_count"]
    if registration.status == Status.CONFIRMED and guest_count > registration.guest_count:
        left = spots_left(event=event, exclude_id=registration.pk)
        if left is not None and guest_count > left:
            # What the party could still add, counting the seats it already holds.
            raise NotEnoughSpots(max(left - registration.guest_count, 0))
    slots_before = list(registration.claims.values_list("slot_id", flat=True))
    with _one_living_per_email(
        event=event, email=data.get("email", registration.email), registration_id=registration.pk
    ):
        registration, changes = model_update(registration, data=data, fields=PARTY_FIELDS)
    # A changed party owes for its new size, at the rate its membership gives now.
    registration.member_rate = pricing.is_member(registration.email, event.date)
    registration.save(update_fields=["member_rate", *_priced(registration, event)])
    _claim_slots(registration, slot_ids)
    slots_after = list(registration.claims.values_list("slot_id", flat=True))
    if slots_after != slots_before:
        changes["slot_ids"] = [slots_before, slots_after]
    if changes:
        _log(registration, actor=actor, action="registration.update", changes=changes)
    promote_waiting(event=event)
    public_reads_changed(EVENTS)
    registration.refresh_from_db()
    return registration


def _cancel(registration: Registration, *, actor: str) -> Registration:
    event = _lock_event(registration.event)
    registration = Registration.objects.select_related("event").get(pk=registration.pk)
    if registration.status == Status.CANCELLED:
        return registration
    was = registration.status
    registration.status = Status.CANCELLED
    registration.cancelled_at = timezone.now()
    # Nothing is owed any more; what was paid stays, as a refund due.
    registration.save(update_fields=["status", "cancelled_at", "updated_at", *_priced(registration, event)])
    # A family that is not coming brings no dish and takes no job.
    registration.claims.all().delete()
    _log(registration, actor=actor, action="registration.cancel", changes={"status": [was, Status.CANCELLED]})
    promote_waiting(event=event)
    public_reads_changed(EVENTS)
    return registration


def registration_cancel(*, registration: Registration, token: str | None) -> Registration:
    """The party gives its seats back through its manage link. Harmless twice."""
    # Outside the transaction: a refusal queues the email with the link, which
    # the refusal's rollback would otherwise take back.
    registration_authorise(registration=registration, token=token)
    with transaction.atomic():
        if registration.event.date < local_today():
            raise EventPast()
        return _cancel(registration, actor=REGISTRANT)


@transaction.atomic
def registration_cancel_by_organiser(*, registration: Registration, actor: str = SYSTEM) -> Registration:
    """Cancel but keep the record (unlike delete)."""
    return _cancel(registration, actor=actor)


@transaction.atomic
def registration_delete(*, registration: Registration, actor: str = SYSTEM) -> None:
    event = _lock_event(registration.event)
    _log(registration, actor=actor, action="registration.delete")
    registration.delete()
    promote_waiting(event=event)
    public_reads_changed(EVENTS)


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


def registration_check_in(*, registration: Registration, actor: str = SYSTEM) -> Registration:
    """Mark a confirmed party arrived. Checking in twice keeps the first time:
    a retried tap on a slow connection never counts a family twice."""
    if registration.status != Status.CONFIRMED:
        raise NotExpected(registration.status)
    arrived = Registration.objects.filter(pk=registration.pk, checked_in_at__isnull=True).update(
        checked_in_at=timezone.now()
    )
    registration.refresh_from_db()
    if arrived:
        _log(registration, actor=actor, action="registration.check_in")
    return registration


def registration_check_in_undo(*, registration: Registration, actor: str = SYSTEM) -> Registration:
    undone = Registration.objects.filter(pk=registration.pk, checked_in_at__isnull=False).update(checked_in_at=None)
    registration.refresh_from_db()
    if undone:
        _log(registration, actor=actor, action="registration.check_in_undo")
    return registration


@transaction.atomic
def guest_message_send(*, event: Event, subject: str, body: str, audience: str, actor: str) -> GuestMessage:
    """Record the message and hand it to the worker, which emails each party of
    the audience (the request never waits on hundreds of emails)."""
    message = GuestMessage.objects.create(event=event, subject=subject, body=body, audience=audience, sent_by=actor)
    message.recipients = message_recipients(message).count()
    message.save(update_fields=["recipients"])
    activity_record(
        actor=actor,
        action="message.send",
        target_type="message",
        target_id=message.pk,
        event_id=event.pk,
        summary=subject,
        changes={"audience": [None, audience], "recipients": [None, message.recipients]},
    )
    transaction.on_commit(lambda: deliver_guest_message.enqueue(message.pk))
    return message


# What an anonymised registration is called; it keeps its numbers (guests,
# children, meals, photo consent, check-in), not who it was.
ANONYMOUS_NAME = "Deleted family"
PERSONAL_FIELDS = ["full_name", "email", "phone", "notes", "dietary_notes"]


@transaction.atomic
def registrations_anonymise(*, registrations: QuerySet[Registration]) -> int:
    """Take the personal details out of these registrations and out of the
    activity log's entries about them; the counts the organisers plan and
    report with stay. Harmless twice. Returns how many were anonymised."""
    ids = list(registrations.exclude(email="").values_list("pk", flat=True))
    Registration.objects.filter(pk__in=ids).update(
        full_name=ANONYMOUS_NAME, email="", phone="", notes="", dietary_notes="", updated_at=timezone.now()
    )
    activity_anonymise(target_type="registration", target_ids=ids, summary=ANONYMOUS_NAME, fields=PERSONAL_FIELDS)
    return len(ids)


def registrations_anonymise_past(*, before: date) -> int:
    """Anonymise the registrations of every event held before `before`."""
    return registrations_anonymise(registrations=Registration.objects.filter(event__date__lt=before))
