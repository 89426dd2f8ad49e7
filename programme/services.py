"""What happens to a programme act: a family submits it (and may change or
withdraw it through its manage link), organisers accept or decline it and set
the running order, and publishing tells each accepted act when it goes on.

The running order: an accepted act has a place (`position`, 1 first); an act
newly accepted goes to the end; an act declined or withdrawn leaves the order
and the acts after it move up. Whenever the order, an accepted act's length or
the event's programme start or gap changes, every accepted act's `start_time`
is worked out again: the programme start, plus the lengths of the acts before
it and a gap after each. Changes to the order are made one at a time under the
event's row lock, so two organisers never leave two acts in one place."""

import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from typing import Any

from django.db import transaction
from django.db.models import Max, QuerySet

from activity.models import REGISTRANT, SYSTEM
from activity.services import activity_anonymise, activity_record
from core.dates import local_today
from core.emails import email_key
from core.manage_links import PROGRAMME_ENTRY, manage_link_authorise, manage_link_send_once
from core.publiccache import EVENTS, public_reads_changed
from core.services import model_update
from core.task_queue import enqueue
from core.text import ANONYMOUS_NAME
from events.models import Event
from programme import emails
from programme.exceptions import (
    EntryDeclined,
    EntryWithdrawn,
    InvalidProgrammeToken,
    OrderInvalid,
    ProgrammeClosed,
    TrackInvalid,
)
from programme.models import ProgrammeEntry
from programme.selectors import running_order
from programme.tasks import send_programme_times
from uploads.models import Upload
from uploads.services import accepted_upload, upload_key_from_reference

Status = ProgrammeEntry.Status

# What a family may give and change, and the activity log records.
ENTRY_FIELDS = [
    "title",
    "kind",
    "performers",
    "child_names",
    "duration_minutes",
    "contact_name",
    "contact_email",
    "contact_phone",
    "notes",
    "track_path",
    "language",
]
MINUTES_A_DAY = 24 * 60


def _log(entry: ProgrammeEntry, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="programme_entry",
        target_id=entry.pk,
        event_id=entry.event_id,
        summary=entry.title,
        changes=changes,
    )


def programme_accepts_submissions(event: Event, *, today: date) -> bool:
    """Open, and not past the deadline's day (Los Angeles), nor the event's last day."""
    if not event.programme_open or (event.end_date or event.date) < today:
        return False
    return event.programme_deadline is None or today <= event.programme_deadline


def _lock_event(event_id: int) -> Event:
    """Hold the event's row until the transaction ends: the running order is
    changed one request at a time."""
    return Event.objects.select_for_update().get(pk=event_id)


def _minutes(clock: str) -> int | None:
    """Minutes after midnight of an "HH:MM"; None for an empty (or malformed) one."""
    match = re.fullmatch(r"([01]\d|2[0-3]):([0-5]\d)", clock or "")
    if match is None:
        return None
    return int(match.group(1)) * 60 + int(match.group(2))


def _clock(minutes: int) -> str:
    hours, minutes = divmod(minutes % MINUTES_A_DAY, 60)
    return f"{hours:02d}:{minutes:02d}"


def _retime(event: Event) -> None:
    """Number the accepted acts 1..n in their order and give each its start time
    (none without a programme start)."""
    at = _minutes(event.programme_start)
    for position, entry in enumerate(running_order(event=event), start=1):
        start_time = _clock(at) if at is not None else ""
        if (entry.position, entry.start_time) != (position, start_time):
            ProgrammeEntry.objects.filter(pk=entry.pk).update(position=position, start_time=start_time)
        if at is not None:
            at += entry.duration_minutes + event.programme_gap_minutes
    ProgrammeEntry.objects.filter(event=event).exclude(status=Status.ACCEPTED).exclude(start_time="").update(
        start_time=""
    )


@contextmanager
def _track(*, reference: str, current: str = "") -> Iterator[str]:
    """The track path to store: the act's own track kept as it is, an upload
    verified and stored (undone if the block raises), or none."""
    reference = (reference or "").strip()
    if not reference:
        yield ""
        return
    if current and reference == current:
        yield current
        return
    if upload_key_from_reference(reference) is None:
        raise TrackInvalid()
    with accepted_upload(kind=Upload.Kind.AUDIO, reference=reference, field="trackPath") as accepted:
        yield accepted.path


def _send_link_once(entry: ProgrammeEntry) -> bool:
    """Email the family its act's manage link unless one went out within the
    resend interval; whether it was queued."""
    return manage_link_send_once(
        model=ProgrammeEntry, pk=entry.pk, sent_field="link_sent_at", send=lambda: emails.send_received(entry)
    )


@transaction.atomic
def entry_submit(
    *,
    event: Event,
    title: str,
    kind: str,
    performers: list[dict],
    duration_minutes: int,
    contact_name: str,
    child_names: str = ProgrammeEntry.ChildNames.FIRST,
    contact_email: str,
    contact_phone: str = "",
    notes: str = "",
    track_path: str = "",
    language: str = ProgrammeEntry.Language.ENGLISH,
) -> ProgrammeEntry:
    """A family offers an act; it is emailed its manage link."""
    if not programme_accepts_submissions(event, today=local_today()):
        raise ProgrammeClosed()
    with _track(reference=track_path) as track:
        entry = ProgrammeEntry(
            event=event,
            title=title,
            kind=kind,
            performers=performers,
            child_names=child_names,
            duration_minutes=duration_minutes,
            contact_name=contact_name,
            contact_email=contact_email,
            contact_phone=contact_phone,
            notes=notes,
            track_path=track,
            language=language,
        )
        entry.full_clean()
        entry.save()
    _log(entry, actor=REGISTRANT, action="programme.submit")
    _send_link_once(entry)
    return entry


def entry_authorise(*, entry: ProgrammeEntry, token: str | None) -> None:
    """Refuse without a valid manage token, and email the link (rate limited)
    so the rightful family can come back with it."""
    manage_link_authorise(
        kind=PROGRAMME_ENTRY,
        object_id=entry.pk,
        token=token,
        send_link=lambda: _send_link_once(entry),
        refusal=InvalidProgrammeToken,
    )


def _changeable(entry: ProgrammeEntry) -> None:
    if entry.status == Status.WITHDRAWN:
        raise EntryWithdrawn()
    if entry.status == Status.DECLINED:
        raise EntryDeclined()


def entry_update(*, entry: ProgrammeEntry, token: str | None, **fields: Any) -> ProgrammeEntry:
    """The family changes its act through its manage link, while submissions are open."""
    unknown = set(fields) - set(ENTRY_FIELDS)
    if unknown:
        raise TypeError(f"Unknown programme entry fields: {sorted(unknown)}")
    # Outside the transaction: a refusal queues the email with the link, which
    # the refusal's rollback would otherwise take back.
    entry_authorise(entry=entry, token=token)
    with transaction.atomic():
        event = _lock_event(entry.event_id)
        entry = ProgrammeEntry.objects.select_related("event").get(pk=entry.pk)
        _changeable(entry)
        if not programme_accepts_submissions(event, today=local_today()):
            raise ProgrammeClosed()
        with _track(reference=fields.pop("track_path", entry.track_path), current=entry.track_path) as track:
            entry, changes = model_update(entry, data={**fields, "track_path": track}, fields=ENTRY_FIELDS)
        if entry.status == Status.ACCEPTED and "duration_minutes" in changes:
            _retime(event)
        if changes:
            _log(entry, actor=REGISTRANT, action="programme.update", changes=changes)
            public_reads_changed(EVENTS)
        entry.refresh_from_db()
        return entry


def entry_withdraw(*, entry: ProgrammeEntry, token: str | None) -> ProgrammeEntry:
    """The family takes its act back: it leaves the running order, and its
    music, no longer needed, is left for the purge of unused uploads. Harmless twice."""
    # Outside the transaction: a refusal queues the email with the link, which
    # the refusal's rollback would otherwise take back.
    entry_authorise(entry=entry, token=token)
    return _withdraw(entry)


@transaction.atomic
def _withdraw(entry: ProgrammeEntry) -> ProgrammeEntry:
    """The family, known to be the family (by its act's manage link, or by
    deleting its account), takes its act back."""
    event = _lock_event(entry.event_id)
    entry = ProgrammeEntry.objects.select_related("event").get(pk=entry.pk)
    if entry.status == Status.WITHDRAWN:
        return entry
    was = entry.status
    entry.status = Status.WITHDRAWN
    entry.position = None
    entry.start_time = ""
    entry.track_path = ""
    entry.save(update_fields=["status", "position", "start_time", "track_path", "updated_at"])
    _retime(event)
    _log(entry, actor=REGISTRANT, action="programme.withdraw", changes={"status": [was, Status.WITHDRAWN]})
    public_reads_changed(EVENTS)
    return entry


@transaction.atomic
def entry_decide(*, entry: ProgrammeEntry, status: str, note: str = "", actor: str = SYSTEM) -> ProgrammeEntry:
    """An organiser accepts or declines an act; the contact is emailed the
    decision with the note. An act accepted goes to the end of the running
    order; one declined leaves it."""
    if status not in (Status.ACCEPTED, Status.DECLINED):
        raise ValueError(f"An organiser accepts or declines, not {status!r}.")
    event = _lock_event(entry.event_id)
    entry = ProgrammeEntry.objects.select_related("event").get(pk=entry.pk)
    if entry.status == Status.WITHDRAWN:
        raise EntryWithdrawn()
    was = entry.status
    changes: dict[str, list] = {}
    if status != was:
        changes["status"] = [was, status]
        entry.status = status
        if status == Status.ACCEPTED:
            last = ProgrammeEntry.objects.filter(event=event, status=Status.ACCEPTED).aggregate(last=Max("position"))
            entry.position = (last["last"] or 0) + 1
        else:
            entry.position = None
            entry.start_time = ""
    if note != entry.decision_note:
        changes["decision_note"] = [entry.decision_note, note]
        entry.decision_note = note
    if not changes:
        return entry
    entry.full_clean()
    entry.save()
    _retime(event)
    entry.refresh_from_db()
    _log(entry, actor=actor, action="programme.decide", changes=changes)
    emails.send_decision(entry)
    public_reads_changed(EVENTS)
    return entry


@transaction.atomic
def programme_order(*, event: Event, entry_ids: list[int], actor: str = SYSTEM) -> list[ProgrammeEntry]:
    """Set the running order: `entry_ids` must name every accepted act, each once."""
    event = _lock_event(event.pk)
    before = list(running_order(event=event).values_list("pk", flat=True))
    if len(entry_ids) != len(set(entry_ids)) or set(entry_ids) != set(before):
        raise OrderInvalid()
    for position, entry_id in enumerate(entry_ids, start=1):
        ProgrammeEntry.objects.filter(pk=entry_id).update(position=position)
    _retime(event)
    if entry_ids != before:
        activity_record(
            actor=actor,
            action="programme.order",
            target_type="event",
            target_id=event.pk,
            event_id=event.pk,
            summary=event.title,
            changes={"order": [before, entry_ids]},
        )
        public_reads_changed(EVENTS)
    return list(running_order(event=event))


@transaction.atomic
def entry_delete(*, entry: ProgrammeEntry, actor: str = SYSTEM) -> None:
    """Remove an act for good (the back office); the order closes up."""
    event = _lock_event(entry.event_id)
    _log(entry, actor=actor, action="programme.delete")
    entry.delete()
    _retime(event)
    public_reads_changed(EVENTS)


def programme_event_changed(*, event: Event, changes: dict[str, list]) -> None:
    """An organiser changed the event's programme settings (inside the event's
    update, actions/events.py): a new start or gap moves every act's time; publishing tells each
    accepted act its time, through the queue: the task is stored with the
    change, and runs once it commits."""
    if "programme_start" in changes or "programme_gap_minutes" in changes:
        _retime(event)
    if changes.get("programme_published") == [False, True]:
        enqueue(send_programme_times, event.pk)


# What an anonymised act's contact and performers are called: the act, its
# length and its place stay for the programme's history.
PERSONAL_FIELDS = ["contact_name", "contact_email", "contact_phone", "notes", "performers"]


@transaction.atomic
def programme_entries_anonymise(*, entries: QuerySet[ProgrammeEntry]) -> int:
    """Take the personal details (the contact, the notes, the performers' names)
    out of these acts and out of the activity log's entries about them. Harmless
    twice. Returns how many were anonymised."""
    count = 0
    for entry in entries.exclude(contact_email="").select_for_update():
        entry.contact_name = ANONYMOUS_NAME
        entry.contact_email = entry.contact_phone = entry.notes = ""
        entry.performers = [{"name": ANONYMOUS_NAME, "child": performer["child"]} for performer in entry.performers]
        entry.save(update_fields=[*PERSONAL_FIELDS, "updated_at"])
        # The log names an act by its title, which stays.
        activity_anonymise(
            target_type="programme_entry", target_ids=[entry.pk], summary=entry.title, fields=PERSONAL_FIELDS
        )
        count += 1
    return count


def programme_entries_anonymise_past(*, before: date) -> int:
    """Anonymise the acts of every event held before `before`."""
    return programme_entries_anonymise(entries=ProgrammeEntry.objects.filter(event__date__lt=before))


def programme_entries_forget(*, email: str, today: date) -> int:
    """A family deleting itself: its acts for events to come are withdrawn (they
    leave the running order), then all its acts are anonymised."""
    of_email = ProgrammeEntry.objects.filter(contact_email_key=email_key(email))
    for entry in of_email.filter(event__date__gte=today).exclude(status=Status.WITHDRAWN):
        _withdraw(entry)
    return programme_entries_anonymise(entries=of_email)
