"""What happens to a volunteer shift's places: anyone signs up for one (a
family from its page for any of its members), gives it back through the
emailed link, is reminded the day before, and is checked in at the door,
from which the hours that count follow.

Sign-ups for an event are taken one at a time under the event's row lock, so
two people racing for a shift's last place get one place between them, and
one person cannot take two overlapping shifts at once from two tabs."""

from datetime import date, timedelta

from django.db import transaction
from django.utils import timezone

from activity.models import REGISTRANT
from activity.services import activity_record
from core.dates import local_today
from core.emails import email_key
from core.manage_links import SHIFT_VOLUNTEER, manage_link_authorise, manage_link_send_once
from core.publiccache import EVENTS, public_reads_changed
from events.models import Event, Shift
from volunteers import emails
from volunteers.exceptions import InvalidShiftToken, ShiftFull, ShiftOverlaps, ShiftPast
from volunteers.models import ShiftVolunteer
from volunteers.selectors import on_date, shift_volunteers


def same_person(name: str) -> str:
    """A name as two sign-ups of one person share it: spaces and case aside.
    One family's address signs up several of its members."""
    return " ".join(name.split()).casefold()


def _log(volunteer: ShiftVolunteer, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="shift_volunteer",
        target_id=volunteer.pk,
        event_id=volunteer.shift.event_id,
        summary=f"{volunteer.full_name}: {volunteer.shift.role}",
        changes=changes,
    )


def _overlaps(shift: Shift, *, key: str) -> bool:
    """Whether this address already has a shift on the same date whose time
    overlaps this one's (docs/volunteers.md: one address, one place at a time)."""
    others = ShiftVolunteer.objects.filter(on_date(shift.date), email_key=key).select_related("shift")
    return any(other.shift.start_time < shift.end_time and shift.start_time < other.shift.end_time for other in others)


def _send_link_once(volunteer: ShiftVolunteer) -> bool:
    return manage_link_send_once(
        model=ShiftVolunteer,
        pk=volunteer.pk,
        sent_field="link_sent_at",
        send=lambda: emails.send_signed_up(volunteer),
    )


@transaction.atomic
def shift_sign_up(
    *, shift: Shift, full_name: str, email: str, phone: str = "", language: str = ShiftVolunteer.Language.ENGLISH
) -> ShiftVolunteer:
    """Take a place in the shift for this person, and email them the link
    that gives it back. Refused when the shift is past or full, or when the
    same address has a shift at that time that day."""
    Event.objects.select_for_update().get(pk=shift.event_id)
    shift = Shift.objects.select_related("day", "event").get(pk=shift.pk)
    if shift.date < local_today():
        raise ShiftPast()
    if ShiftVolunteer.objects.filter(shift=shift).count() >= shift.needed:
        raise ShiftFull()
    if _overlaps(shift, key=email_key(email)):
        raise ShiftOverlaps()
    volunteer = ShiftVolunteer(shift=shift, full_name=full_name, email=email, phone=phone, language=language)
    volunteer.full_clean()
    volunteer.save()
    _log(volunteer, actor=REGISTRANT, action="shift.sign_up")
    _send_link_once(volunteer)
    # The shift's places taken are part of the event's public data.
    public_reads_changed(EVENTS)
    return volunteer


def volunteer_authorise(*, volunteer: ShiftVolunteer, token: str | None) -> None:
    """Refuse without a valid token, and email the link again (rate limited)
    to the volunteer, so the rightful one can come back with it."""
    manage_link_authorise(
        kind=SHIFT_VOLUNTEER,
        object_id=volunteer.pk,
        token=token,
        send_link=lambda: _send_link_once(volunteer),
        refusal=InvalidShiftToken,
    )


def shift_give_up(*, volunteer: ShiftVolunteer, token: str | None) -> None:
    """The volunteer gives the place back through their link."""
    volunteer_authorise(volunteer=volunteer, token=token)
    with transaction.atomic():
        Event.objects.select_for_update().get(pk=volunteer.shift.event_id)
        if not ShiftVolunteer.objects.filter(pk=volunteer.pk).exists():
            return
        _log(volunteer, actor=REGISTRANT, action="shift.give_up")
        ShiftVolunteer.objects.filter(pk=volunteer.pk).delete()
        public_reads_changed(EVENTS)


@transaction.atomic
def volunteer_check_in(*, volunteer: ShiftVolunteer, actor: str) -> ShiftVolunteer:
    """The volunteer came: their hours are the shift's length, unless an
    organiser has set them already. Checking in again changes nothing."""
    volunteer = (
        ShiftVolunteer.objects.select_for_update(of=("self",))
        .select_related("shift__event", "shift__day")
        .get(pk=volunteer.pk)
    )
    if volunteer.checked_in_at is not None:
        return volunteer
    volunteer.checked_in_at = timezone.now()
    if volunteer.minutes is None:
        volunteer.minutes = volunteer.shift.minutes
    volunteer.save(update_fields=["checked_in_at", "minutes"])
    _log(volunteer, actor=actor, action="shift.check_in", changes={"hours": [None, volunteer.hours]})
    return volunteer


@transaction.atomic
def volunteer_hours_set(*, volunteer: ShiftVolunteer, minutes: int, actor: str) -> ShiftVolunteer:
    """An organiser corrects the volunteer's hours (in minutes, at most a day)."""
    volunteer = (
        ShiftVolunteer.objects.select_for_update(of=("self",))
        .select_related("shift__event", "shift__day")
        .get(pk=volunteer.pk)
    )
    before = volunteer.hours
    volunteer.minutes = minutes
    volunteer.full_clean()
    volunteer.save(update_fields=["minutes"])
    if before != volunteer.hours:
        _log(volunteer, actor=actor, action="shift.hours", changes={"hours": [before, volunteer.hours]})
    return volunteer


@transaction.atomic
def shift_message_send(*, shift: Shift, subject: str, body: str, actor: str) -> int:
    """Email the shift's volunteers, each in their language with their own
    link; returns how many. Queued with the transaction: the request never
    waits on the mail server."""
    volunteers = list(shift_volunteers(shift_id=shift.pk).select_related("shift__event", "shift__day"))
    for volunteer in volunteers:
        emails.send_message(volunteer, subject=subject, body=body)
    activity_record(
        actor=actor,
        action="shift.message",
        target_type="shift",
        target_id=shift.pk,
        event_id=shift.event_id,
        summary=subject,
        changes={"role": [None, shift.role], "recipients": [None, len(volunteers)]},
    )
    return len(volunteers)


def reminders_send(*, today: date) -> int:
    """Email each volunteer whose shift is tomorrow, once: each reminder is
    claimed by a conditional UPDATE with its email's task, so two runs at the
    same time never send one twice. Returns how many were sent."""
    due = (
        ShiftVolunteer.objects.filter(on_date(today + timedelta(days=1)), reminder_sent_at__isnull=True)
        .exclude(email_key="")
        .select_related("shift__event", "shift__day")
    )
    sent = 0
    for volunteer in due.order_by("pk"):
        with transaction.atomic():
            claimed = ShiftVolunteer.objects.filter(pk=volunteer.pk, reminder_sent_at__isnull=True).update(
                reminder_sent_at=timezone.now()
            )
            if claimed:
                emails.send_reminder(volunteer)
        sent += claimed
    return sent
