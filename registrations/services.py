import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Count, QuerySet
from django.utils import timezone
from django.utils.translation import gettext

from activity.models import REGISTRANT, SYSTEM
from activity.services import activity_anonymise, activity_record
from core import language
from core.change_marks import change_marks
from core.dates import local_today, long_date
from core.emails import email_key
from core.exceptions import Conflict
from core.manage_links import REGISTRATION, manage_link_next_send, manage_link_send_once, manage_token_is_valid
from core.publiccache import EVENTS, public_reads_changed
from core.services import model_update
from core.task_queue import enqueue
from core.text import ANONYMOUS_NAME
from events.models import Event, EventDay, Slot
from mailing.consent import consent_request
from registrations import emails, pricing
from registrations.exceptions import (
    CHILDREN_MESSAGE,
    MAX_GUESTS_MESSAGE,
    MIN_GUESTS_MESSAGE,
    VEGETARIAN_MESSAGE,
    AlreadyRegistered,
    ArrivedGuestsRefused,
    DayFull,
    DaysRefused,
    DoorDayRefused,
    EmailTakenForEvent,
    EventPast,
    InvalidManageToken,
    NotComingThatDay,
    NotEnoughSpots,
    NotExpected,
    NotWaiting,
    PartyInvalid,
    RegistrationCancelled,
    RegistrationClosed,
    RegistrationGone,
    SittingsRefused,
    SlotRefused,
    TapIdTaken,
    TapTimeRefused,
)
from registrations.models import (
    MAX_GUESTS,
    MIN_GUESTS,
    CheckInTap,
    DayCheckIn,
    DoorRemoval,
    GuestMessage,
    Registration,
    SlotClaim,
)
from registrations.seats import day_spots_left, spots_left, waiting
from registrations.selectors import event_accepts_registrations, waitlist_position
from registrations.sittings import sittings_book, sittings_follow_party, sittings_give_back
from registrations.tasks import deliver_guest_message, message_recipients, send_promoted, send_welcome

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


def _choose_days(event: Event, day_ids: list[int] | None) -> list[EventDay]:
    """The festival days a party comes: those named, every day when none are
    named; none for an event of one day (which takes no day ids, and has no
    days to read: events/services.py takes them away with its last day)."""
    days = [] if event.end_date is None else list(EventDay.objects.filter(event=event).order_by("date"))
    if day_ids is None:
        return days
    chosen = [day for day in days if day.pk in set(day_ids)]
    if len(chosen) != len(set(day_ids)):
        raise DaysRefused(gettext("Choose from this event's days."))
    if days and not chosen:
        raise DaysRefused(gettext("Choose at least one day."))
    return chosen


def _day_name(day: EventDay) -> str:
    return language.written(day, "title") or long_date(day.date)


def _room_on_days(
    *, guest_count: int, days: list[EventDay], left: dict[int, int | None]
) -> tuple[EventDay, int] | None:
    """The first chosen day without room for the whole party, with its seats left; None when all have room."""
    for day in days:
        day_left = left.get(day.pk)
        if day_left is not None and guest_count > day_left:
            return day, day_left
    return None


def _lock_event(event: Event) -> Event:
    """Hold the event's row until the transaction ends: seats are counted and
    given out one request at a time, so racing registrations never overbook."""
    return Event.objects.select_for_update().get(pk=event.pk)


def _existing_id(*, event: Event, email: str, exclude_id: int | None = None) -> int | None:
    query = Registration.objects.filter(event=event, email_key=email_key(email)).exclude(status=Status.CANCELLED)
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


def _send_welcome(registration: Registration) -> None:
    """The first email: a confirmation with the manage link, or the waiting-list
    notice (which carries the link too)."""
    if registration.status == Status.WAITLISTED:
        emails.send_waitlisted(registration, position=waitlist_position(registration))
    else:
        emails.send_confirmation(registration)


def _send_welcome_once(registration: Registration) -> bool:
    """Queue the first email unless one went out within the resend interval;
    whether it was queued. The claim (`confirmation_sent_at`) commits only with
    the email's delivery task, so whatever runs again after a failure (the
    welcome task, the party asking again) sends it."""
    return manage_link_send_once(
        model=Registration,
        pk=registration.pk,
        sent_field="confirmation_sent_at",
        send=lambda: _send_welcome(registration),
    )


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
    # Its task is stored with the seats it tells of; the worker writes the
    # email (its calendar and check-in code), never under the event's lock.
    enqueue(send_promoted, registration.pk)


def promote_waiting(*, event: Event) -> list[Registration]:
    """Give freed seats, in waiting order, to each waiting party that now fits
    whole, and email each one. Call inside a transaction holding the event's lock."""
    left = spots_left(event=event)
    days_left = day_spots_left(event=event)
    promoted = []
    for registration in waiting(event=event).prefetch_related("days"):
        guests = registration.guest_count
        days = list(registration.days.all())
        if left is not None and guests > left:
            continue
        # A festival's party comes whole on every day it chose, or waits.
        if _room_on_days(guest_count=guests, days=days, left=days_left):
            continue
        _confirm(registration, actor=SYSTEM)
        promoted.append(registration)
        if left is not None:
            left -= guests
        for day in days:
            if days_left.get(day.pk) is not None:
                days_left[day.pk] -= guests
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
    full = _room_on_days(
        guest_count=registration.guest_count, days=list(registration.days.all()), left=day_spots_left(event=event)
    )
    if full:
        raise DayFull(day=_day_name(full[0]), spots_left=full[1])
    _confirm(registration, actor=actor)
    public_reads_changed(EVENTS)
    return registration


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
    day_ids: list[int] | None = None,
    language: str = Registration.Language.ENGLISH,
    announcements: bool = False,
) -> Registration:
    """Register a party: confirmed when it fits, else waiting. `announcements`:
    the box was ticked, and the address is emailed a link to confirm it wants
    the announcements (mailing/consent.py)."""
    if not event_accepts_registrations(event):
        raise RegistrationClosed()
    registration_party_check(guest_count=guest_count, children=children, vegetarian_meals=vegetarian_meals)
    # In a rush every request queues for the event's lock, so everything that
    # needs no seat count is settled before it: under the lock are only
    # counting the seats, saving the party, and the two rows that must commit
    # with it (its log entry and its first email's task; the worker writes the
    # email). The checks made here are settled by the database's unique
    # constraints when two requests race past them (see below).
    existing = _existing_id(event=event, email=email)
    if existing is not None:
        raise AlreadyRegistered(existing)
    days = _choose_days(event, day_ids)
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
        language=language,
        member_rate=pricing.is_member(email, event.date),
        payment_reference=pricing.registration_reference(event),
    )
    while True:
        try:
            with transaction.atomic():
                _seat(registration, days=days, day_ids=day_ids, slot_ids=slot_ids)
                _created(registration)
            if announcements:
                consent_request(email=email, lang=language)
            return registration
        except IntegrityError:
            existing = _existing_id(event=event, email=email)
            if existing is not None:
                raise AlreadyRegistered(existing) from None
            if not pricing.reference_taken(registration.payment_reference):
                raise
            # Drawn outside the lock, the reference can meet one another party
            # drew at the same moment: the unique constraint refused it, draw again.
            registration.payment_reference = pricing.registration_reference(event)


def registration_import(
    *,
    event: Event,
    full_name: str,
    email: str,
    guest_count: int,
    phone: str = "",
    children: int = 0,
    actor: str = SYSTEM,
) -> tuple[Registration, bool]:
    """A party brought in from the association's spreadsheet, whether or not the
    event still takes registrations (a past one included), and emailed nothing.
    The address's living registration of the event, when there is one, takes
    the sheet's name and phone instead (its seats stay as they are); whether one
    was created."""
    registration_party_check(guest_count=guest_count, children=children, vegetarian_meals=0)
    existing = _existing_id(event=event, email=email)
    if existing is not None:
        registration = Registration.objects.select_for_update().get(pk=existing)
        data = {"full_name": full_name, "phone": phone or registration.phone}
        registration, changes = model_update(registration, data=data, fields=list(data))
        if changes:
            _log(registration, actor=actor, action="registration.update", changes=changes)
        return registration, False
    registration = Registration(
        event=event,
        full_name=full_name,
        email=email,
        phone=phone,
        guest_count=guest_count,
        children=children,
        member_rate=pricing.is_member(email, event.date),
        payment_reference=pricing.registration_reference(event),
    )
    with _one_living_per_email(event=event, email=email):
        _seat(registration, days=[], day_ids=None, slot_ids=None)
        _log(registration, actor=actor, action="registration.create")
    return registration, True


def _seat(
    registration: Registration, *, days: list[EventDay], day_ids: list[int] | None, slot_ids: list[int] | None
) -> None:
    """Under the event's lock: confirm the new party when it fits whole (on
    every day it chose), else put it on the waiting list, and save it."""
    event = _lock_event(registration.event)
    guest_count = registration.guest_count
    full_day = None
    # An organiser may have changed a festival's days while this request
    # waited for the lock, so they are read again under it. An event of one
    # day has none (events/services.py takes them away with its last day).
    if days or event.end_date is not None:
        days = _choose_days(event, day_ids)
        full_day = _room_on_days(guest_count=guest_count, days=days, left=day_spots_left(event=event))
    left = spots_left(event=event)
    fits = (left is None or guest_count <= left) and not full_day
    registration.event = event
    registration.status = Status.CONFIRMED if fits else Status.WAITLISTED
    _priced(registration, event)
    registration.save()
    if days:
        registration.days.add(*days)
    _claim_slots(registration, slot_ids)
    if slot_ids is None:
        _as_prefetched(registration, days=days)
    # Seats left, the waiting list and slot counts are part of the event's public data.
    public_reads_changed(EVENTS)


def _as_prefetched(registration: Registration, *, days: list[EventDay]) -> None:
    """A new party that claimed no slots: its days, known as they were saved, and its claims (none),
    held as a prefetch would hold them, so that its answer reads them from here rather than asking
    the database again. A later change through the related managers drops them, as it drops any
    prefetch."""
    held = {
        "days": registration.days.all(),
        "claims": registration.claims.all(),
        "sitting_bookings": registration.sitting_bookings.all(),
    }
    for name, rows in (("days", days), ("claims", []), ("sitting_bookings", [])):
        held[name]._result_cache = list(rows)
        held[name]._prefetch_done = True
    registration.__dict__.setdefault("_prefetched_objects_cache", {}).update(held)


def _created(registration: Registration) -> None:
    """In the new registration's own transaction: its log entry, and the task
    that writes its first email (registrations/tasks.py). Stored with the
    registration, so a registration answered 201 always gets its confirmation,
    whatever happens after the commit (the process killed, the database or
    Redis dropping)."""
    _log(registration, actor=REGISTRANT, action="registration.create")
    enqueue(send_welcome, registration.pk)


def registration_welcome(*, registration: Registration) -> bool:
    """Send a new registration's first email, unless one went out within the
    resend interval; whether it was sent (queued, with its claim, at once)."""
    return _send_welcome_once(registration)


def registration_authorise(*, registration: Registration, token: str | None) -> None:
    """Refuse without a valid manage token, and email the link so the rightful
    owner can come back with it; when the resend limit holds the link back,
    the refusal says when it can be sent again."""
    if manage_token_is_valid(REGISTRATION, registration.pk, token):
        return
    if _send_welcome_once(registration):
        raise InvalidManageToken()
    # Held back by the resend limit: the party is told until when, not that
    # an email is on its way. (None: the interval ran out just now.)
    resend_at = manage_link_next_send(model=Registration, pk=registration.pk, sent_field="confirmation_sent_at")
    raise InvalidManageToken(resend_at=resend_at or timezone.now())


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
    day_ids: list[int] | None = None,
    language: str | None = None,
) -> Registration:
    """The party changes its registration through its manage link. Days left
    out (None) stay as they were."""
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
        return _update(registration, data=data, slot_ids=slot_ids, day_ids=day_ids, actor=REGISTRANT, tell_party=True)


@transaction.atomic
def registration_update_by_organiser(
    *, registration: Registration, actor: str, day_ids: list[int] | None = None, **data: Any
) -> Registration:
    """An organiser changes a party's details (its size and days too) under the
    same rules as the party, registration closed or not; `data` holds any of
    PARTY_FIELDS but the language, which stays the party's own."""
    unknown = set(data) - (set(PARTY_FIELDS) - {"language"})
    if unknown:
        raise TypeError(f"Fields an organiser cannot change: {sorted(unknown)}")
    return _update(registration, data=data, slot_ids=None, day_ids=day_ids, actor=actor)


def _update(
    registration: Registration,
    *,
    data: dict[str, Any],
    slot_ids: list[int] | None,
    day_ids: list[int] | None = None,
    actor: str,
    tell_party: bool = False,
) -> Registration:
    event = _lock_event(registration.event)
    registration = Registration.objects.get(pk=registration.pk)
    owed_before = registration.amount_due
    if registration.status == Status.CANCELLED:
        raise RegistrationCancelled()
    party = {
        name: data.get(name, getattr(registration, name)) for name in ("guest_count", "children", "vegetarian_meals")
    }
    if not event.meals_served:
        party["vegetarian_meals"] = data["vegetarian_meals"] = 0
    registration_party_check(**party)
    guest_count = party["guest_count"]
    days_before = registration.day_ids
    days = _choose_days(event, day_ids) if day_ids is not None else list(registration.days.order_by("date"))
    if registration.status == Status.CONFIRMED and guest_count > registration.guest_count:
        left = spots_left(event=event, exclude_id=registration.pk)
        if left is not None and guest_count > left:
            # What the party could still add, counting the seats it already holds.
            raise NotEnoughSpots(max(left - registration.guest_count, 0))
    if registration.status == Status.CONFIRMED:
        # A confirmed party needs room, whole, on every day it adds or grows on.
        growing = [day for day in days if guest_count > registration.guest_count or day.pk not in days_before]
        full = _room_on_days(
            guest_count=guest_count, days=growing, left=day_spots_left(event=event, exclude_id=registration.pk)
        )
        if full:
            raise DayFull(day=_day_name(full[0]), spots_left=full[1])
    sittings_follow_party(registration, guest_count=guest_count, days=days)
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
    days_after = sorted(day.pk for day in days)
    if days_after != days_before:
        registration.days.set(days)
        changes["day_ids"] = [days_before, days_after]
    if changes:
        _log(registration, actor=actor, action="registration.update", changes=changes)
    promote_waiting(event=event)
    public_reads_changed(EVENTS)
    registration.refresh_from_db()
    if tell_party:
        _tell_party_of_changes(registration, changes=changes, owed_before=owed_before)
    return registration


def registration_sittings_set(*, registration: Registration, token: str | None, sitting_ids: list[int]) -> Registration:
    """The party books exactly these timed sittings through its manage link
    (the family page holds the same link): see registrations/sittings.py."""
    # Outside the transaction: a refusal queues the email with the link.
    registration_authorise(registration=registration, token=token)
    with transaction.atomic():
        event = _lock_event(registration.event)
        registration = Registration.objects.get(pk=registration.pk)
        if registration.status == Status.CANCELLED:
            raise RegistrationCancelled()
        if registration.status != Status.CONFIRMED:
            raise SittingsRefused(gettext("Sittings are for confirmed parties; yours is on the waiting list."))
        if event.last_day < local_today():
            raise EventPast()
        before, after = sittings_book(registration, event=event, sitting_ids=sitting_ids)
        if after != before:
            _log(registration, actor=REGISTRANT, action="registration.update", changes={"sitting_ids": [before, after]})
            public_reads_changed(EVENTS)
    return registration


def _tell_party_of_changes(registration: Registration, *, changes: dict, owed_before: int) -> None:
    """Email the party what its change through the manage link changed and what
    it owes now; its task is stored in the change's transaction. A change of
    the language alone (the same form sent from a Bengali page) is no change to tell."""
    told = {field: values for field, values in changes.items() if field != "language"}
    if registration.amount_due != owed_before:
        told["amount_due"] = [owed_before, registration.amount_due]
    if told:
        emails.send_changed(registration, changes=told)


def _cancel(registration: Registration, *, actor: str, tell_party: str | None = None) -> Registration:
    """Cancel the party; `tell_party` ("party" or "organisers", who cancelled)
    emails it, in the cancel's transaction."""
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
    sittings_give_back(registration)
    _log(registration, actor=actor, action="registration.cancel", changes={"status": [was, Status.CANCELLED]})
    if tell_party:
        emails.send_cancelled(registration, by_organisers=tell_party == "organisers")
    promote_waiting(event=event)
    public_reads_changed(EVENTS)
    return registration


def registration_cancel(*, registration: Registration, token: str | None) -> Registration:
    """The party gives its seats back through its manage link. Harmless twice."""
    # Outside the transaction: a refusal queues the email with the link, which
    # the refusal's rollback would otherwise take back.
    registration_authorise(registration=registration, token=token)
    return registration_cancel_by_party(registration=registration, tell_party=True)


@transaction.atomic
def registration_cancel_by_party(*, registration: Registration, tell_party: bool = False) -> Registration:
    """The party, known to be the party (by its manage link, or its family
    deleting its account), gives its seats back, unless the event is over.
    Harmless twice. `tell_party` emails it that it is cancelled (not a family
    that deletes its account, which asked to hear no more)."""
    if registration.event.last_day < local_today():
        raise EventPast()
    return _cancel(registration, actor=REGISTRANT, tell_party="party" if tell_party else None)


@transaction.atomic
def registration_cancel_by_organiser(*, registration: Registration, actor: str = SYSTEM) -> Registration:
    """Cancel but keep the record (unlike delete); the party is told by email."""
    return _cancel(registration, actor=actor, tell_party="organisers")


@transaction.atomic
def registration_delete(*, registration: Registration, actor: str = SYSTEM) -> None:
    """Delete the party and everything of it (taps, claims). Harmless twice."""
    event = _lock_event(registration.event)
    # The party's own row too, as a tap at the door takes it: a tap being saved
    # finishes first and is deleted with the party, rather than left pointing
    # at a deleted party (which would fail this commit).
    registration = Registration.objects.select_for_update().filter(pk=registration.pk).first()
    if registration is None:
        return
    _log(registration, actor=actor, action="registration.delete")
    DoorRemoval.objects.create(event_id=registration.event_id, registration_id=registration.pk)
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
        # The claim and the email's task commit together: a run killed between
        # them leaves the reminder unclaimed, for the next run to send.
        with transaction.atomic():
            claimed = Registration.objects.filter(
                pk=registration.pk, status=Status.CONFIRMED, reminder_sent_at__isnull=True
            ).update(reminder_sent_at=timezone.now())
            if claimed:
                emails.send_reminder(registration, days_before=days_before)
        sent += claimed
    return sent


# How far a phone's clock may run ahead of the server's, and how old a tap kept
# on a phone may be, when it is finally sent.
TAP_AHEAD = timedelta(minutes=5)
TAP_AGE = timedelta(days=7)


@dataclass(frozen=True)
class CheckInAnswer:
    registration: Registration
    # The party was already checked in (by another phone, or a plain tap) when this tap came.
    conflict: bool
    # The festival day the tap was for; None at an event of one day.
    day: EventDay | None = None


def _tap_time(tapped_at: datetime | None, *, field: str) -> datetime:
    now = timezone.now()
    if tapped_at is None:
        return now
    if tapped_at > now + TAP_AHEAD:
        raise TapTimeRefused(field, ahead=True)
    if tapped_at < now - TAP_AGE:
        raise TapTimeRefused(field, ahead=False)
    return tapped_at


def door_day(*, event: Event, day_id: int | None) -> EventDay | None:
    """The festival day a tap (or the door's list) is for: the one named, else
    today when today is one of the event's days; None at an event of one day,
    which takes no day."""
    if event.end_date is None:
        if day_id is not None:
            raise DoorDayRefused(gettext("This event has only one day."))
        return None
    days = list(EventDay.objects.filter(event=event).order_by("date"))
    if day_id is None:
        today = local_today()
        day = next((day for day in days if day.date == today), None)
        if day is None:
            raise DoorDayRefused(gettext("Choose the day."))
        return day
    day = next((day for day in days if day.pk == day_id), None)
    if day is None:
        raise DoorDayRefused(gettext("Choose from this event's days."))
    return day


def _door_state(registration: Registration, day: EventDay | None = None) -> tuple[datetime | None, int | None]:
    """The party's arrival (on `day`, at a festival) as its taps tell it, in the
    order they were tapped (not sent): a check-in while out sets the arrival
    time, one while in may raise how many came, never lower it; an undo takes
    the party out. So the earliest of two phones' check-ins stands, and an undo
    undoes only the check-ins tapped before it, never one another phone tapped after it."""
    checked_in_at: datetime | None = None
    arrived = 0
    for tap in registration.taps.filter(day=day).order_by("tapped_at", "id"):
        if tap.kind == CheckInTap.Kind.UNDO:
            checked_in_at, arrived = None, 0
            continue
        came = tap.arrived_guests or registration.guest_count
        if checked_in_at is None:
            checked_in_at, arrived = tap.tapped_at, came
        else:
            arrived = max(arrived, came)
    if checked_in_at is None:
        return None, None
    # None: the whole party.
    return checked_in_at, (arrived if arrived < registration.guest_count else None)


def _day_state(registration: Registration, day: EventDay | None) -> tuple[datetime | None, int | None]:
    """The party's stored arrival: on `day` at a festival, else the party's own."""
    if day is None:
        return registration.checked_in_at, registration.arrived_guests
    stored = DayCheckIn.objects.filter(registration=registration, day=day).first()
    return (stored.checked_in_at, stored.arrived_guests) if stored else (None, None)


def _keep_day_state(registration: Registration, day: EventDay, state: tuple[datetime | None, int | None]) -> None:
    """Store the party's arrival on `day`, then its arrival over the festival:
    the first time it came on any day, and the most of it that came on one day
    (None when the whole party came on some day)."""
    checked_in_at, arrived_guests = state
    if checked_in_at is None:
        DayCheckIn.objects.filter(registration=registration, day=day).delete()
    else:
        DayCheckIn.objects.update_or_create(
            registration=registration,
            day=day,
            defaults={"checked_in_at": checked_in_at, "arrived_guests": arrived_guests},
        )
    arrivals = list(DayCheckIn.objects.filter(registration=registration).values_list("checked_in_at", "arrived_guests"))
    registration.checked_in_at = min((moment for moment, _ in arrivals), default=None)
    counts = [came for _, came in arrivals]
    registration.arrived_guests = None if not counts or None in counts else max(counts)
    registration.save(update_fields=["checked_in_at", "arrived_guests"])


@dataclass(frozen=True)
class _TapRequest:
    registration_id: int
    kind: str
    tapped_at: datetime
    arrived_guests: int | None
    tap_id: str | None
    day_id: int | None
    actor: str


def _tap(request: _TapRequest) -> CheckInAnswer:
    try:
        return _tap_once(request)
    except IntegrityError:
        # The same tap id sent for another party at the same moment: each tap
        # held only its own party, and the id's unique constraint refused the
        # second to store it. Taken again, the tap finds the first and answers
        # as if it had come after it.
        if not (request.tap_id and CheckInTap.objects.filter(tap_id=request.tap_id).exists()):
            raise
        return _tap_once(request)


def _replayed(request: _TapRequest, registration: Registration) -> CheckInAnswer | None:
    """The answer to a tap sent again (its id already stored), as the first sending got it."""
    if not request.tap_id:
        return None
    earlier = CheckInTap.objects.select_related("day").filter(tap_id=request.tap_id).first()
    if earlier is None:
        return None
    if earlier.registration_id != registration.pk:
        raise TapIdTaken()
    if request.day_id is not None and earlier.day_id != request.day_id:
        raise TapIdTaken(another_day=True)
    return CheckInAnswer(registration=registration, conflict=earlier.conflict, day=earlier.day)


def _tap_once(request: _TapRequest) -> CheckInAnswer:
    with transaction.atomic():
        # One tap of a party at a time: two phones syncing at once are served in turn.
        # Only the party's row: the event's stays free for the taps of other parties.
        registration = (
            Registration.objects.select_for_update(of=("self",))
            .select_related("event")
            .filter(pk=request.registration_id)
            .first()
        )
        if registration is None:
            # An organiser deleted the party since the request found it.
            raise RegistrationGone()
        replayed = _replayed(request, registration)
        if replayed is not None:
            return replayed
        day = door_day(event=registration.event, day_id=request.day_id)
        is_check_in = request.kind == CheckInTap.Kind.CHECK_IN
        if day is not None and not registration.days.filter(pk=day.pk).exists():
            raise NotComingThatDay(_day_name(day))
        if is_check_in:
            if registration.status != Status.CONFIRMED:
                raise NotExpected(registration.status)
            if request.arrived_guests is not None and request.arrived_guests > registration.guest_count:
                raise ArrivedGuestsRefused(registration.guest_count)
        before = _day_state(registration, day)
        was_in = before[0] is not None
        CheckInTap.objects.create(
            registration=registration,
            day=day,
            tap_id=request.tap_id or f"server-{uuid.uuid4()}",
            kind=request.kind,
            tapped_at=request.tapped_at,
            arrived_guests=request.arrived_guests,
            conflict=was_in and is_check_in,
        )
        after = _door_state(registration, day)
        if after != before:
            if day is None:
                registration.checked_in_at, registration.arrived_guests = after
                registration.save(update_fields=["checked_in_at", "arrived_guests"])
            else:
                _keep_day_state(registration, day, after)
            changes = {
                "checked_in_at": [before[0], after[0]],
                "arrived_guests": [before[1], after[1]],
                "tapped_at": [None, request.tapped_at],
            }
            if day is not None:
                changes["day"] = [None, _day_name(day)]
            _log(
                registration,
                actor=request.actor,
                action="registration.check_in" if after[0] else "registration.check_in_undo",
                changes=changes,
            )
    return CheckInAnswer(registration=registration, conflict=was_in and is_check_in, day=day)


def registration_check_in(
    *,
    registration: Registration,
    actor: str = SYSTEM,
    checked_in_at: datetime | None = None,
    arrived_guests: int | None = None,
    tap_id: str | None = None,
    day_id: int | None = None,
) -> CheckInAnswer:
    """Mark a confirmed party arrived, at the time of the tap (now when none is
    given): the earliest check-in of the party stands, so a tap retried on a slow
    connection, or a second phone's, never moves it later. `arrived_guests` (all
    of the party when None) may grow with a later tap. A tap sent again under
    the same `tap_id` changes nothing and answers as it did the first time. At a
    festival each day has its own check-in: `day_id` names the day (today's
    when left out and today is one of them), one the party comes."""
    return _tap(
        _TapRequest(
            registration_id=registration.pk,
            kind=CheckInTap.Kind.CHECK_IN,
            tapped_at=_tap_time(checked_in_at, field="checkedInAt"),
            arrived_guests=arrived_guests,
            tap_id=tap_id,
            day_id=day_id,
            actor=actor,
        )
    )


def registration_check_in_undo(
    *,
    registration: Registration,
    actor: str = SYSTEM,
    undone_at: datetime | None = None,
    tap_id: str | None = None,
    day_id: int | None = None,
) -> CheckInAnswer:
    """Take a party's check-in back (on one day, at a festival, named as for a
    check-in): the check-ins tapped before `undone_at` (now when not given) are
    undone; one tapped later on another phone stays."""
    return _tap(
        _TapRequest(
            registration_id=registration.pk,
            kind=CheckInTap.Kind.UNDO,
            tapped_at=_tap_time(undone_at, field="undoneAt"),
            arrived_guests=None,
            tap_id=tap_id,
            day_id=day_id,
            actor=actor,
        )
    )


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
    # Stored with the message: the worker fans it out even if this process
    # stops right after the commit.
    enqueue(deliver_guest_message, message.pk)
    return message


# What an anonymised registration is called; it keeps its numbers (guests,
# children, meals, photo consent, check-in), not who it was.
PERSONAL_FIELDS = ["full_name", "email", "phone", "notes", "dietary_notes"]


@transaction.atomic
def registrations_anonymise(*, registrations: QuerySet[Registration]) -> int:
    """Take the personal details out of these registrations and out of the
    activity log's entries about them; the counts the organisers plan and
    report with stay. Harmless twice. Returns how many were anonymised."""
    ids = list(registrations.exclude(email="").values_list("pk", flat=True))
    Registration.objects.filter(pk__in=ids).update(
        full_name=ANONYMOUS_NAME,
        email="",
        phone="",
        notes="",
        dietary_notes="",
        updated_at=timezone.now(),
        **change_marks(mark="door_mark", transaction="door_xid"),
    )
    activity_anonymise(target_type="registration", target_ids=ids, summary=ANONYMOUS_NAME, fields=PERSONAL_FIELDS)
    return len(ids)


def registrations_anonymise_past(*, before: date) -> int:
    """Anonymise the registrations of every event held before `before`."""
    return registrations_anonymise(registrations=Registration.objects.filter(event__date__lt=before))
