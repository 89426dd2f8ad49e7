from datetime import date
from typing import Any

from django.db import transaction
from django.db.models import Count
from django.utils.translation import gettext

from activity.models import SYSTEM
from activity.services import activity_record
from core import language
from core.publiccache import EVENTS, GALLERY, public_reads_changed
from core.services import model_update
from events.exceptions import CapacityBelowConfirmed, SlotsInvalid
from events.models import Event, Slot
from events.selectors import confirmed_guests
from events.signals import event_seats_changed
from uploads.services import image_reference


def _sync_slots(event: Event, slots: list[dict[str, Any]]) -> None:
    """Make the event's slots the given rows, in order: rows with an id update
    that slot, rows without one add a slot, slots left out are removed. A slot
    parties have claimed is never removed or cut below its claims: that would
    drop a family's promise silently."""
    existing = {slot.pk: slot for slot in Slot.objects.filter(event=event).annotate(taken=Count("claims"))}
    errors: dict[str, list[str]] = {}
    kept: set[int] = set()
    for index, row in enumerate(slots):
        slot_id = row.get("id")
        if slot_id is None:
            continue
        slot = existing.get(slot_id)
        if slot is None or slot_id in kept:
            errors[f"slots.{index}.id"] = [gettext("This slot is not one of this event's.")]
            continue
        kept.add(slot_id)
        if row["needed"] < slot.taken:
            errors[f"slots.{index}.needed"] = [
                gettext("'%(title)s' is already taken by %(taken)s; it cannot need fewer than %(taken)s.")
                % {"title": slot.title, "taken": language.number(slot.taken)}
            ]
    for slot_id, slot in existing.items():
        if slot_id not in kept and slot.taken:
            errors["slots"] = [
                gettext("'%(title)s' has been claimed by %(taken)s and cannot be removed.")
                % {"title": slot.title, "taken": language.number(slot.taken)}
            ]
    if errors:
        raise SlotsInvalid(errors)

    Slot.objects.filter(event=event).exclude(pk__in=kept).delete()
    for position, row in enumerate(slots):
        values = {"kind": row["kind"], "title": row["title"], "needed": row["needed"], "position": position}
        if row.get("id") is None:
            Slot.objects.create(event=event, **values)
        else:
            Slot.objects.filter(pk=row["id"]).update(**values)


# What an organiser may change, each change recorded in the activity log.
EDITABLE_FIELDS = [
    "title",
    "description",
    "date",
    "time",
    "venue",
    "address",
    "featured_image",
    "registration_open",
    "highlights",
    "schedule",
    "what_to_bring",
    "sponsors",
    "capacity",
    "meals_served",
    "prices",
]


def _slot_rows(event: Event) -> list[dict]:
    return list(Slot.objects.filter(event=event).order_by("position", "id").values("kind", "title", "needed"))


def _log(event: Event, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="event",
        target_id=event.pk,
        event_id=event.pk,
        summary=event.title,
        changes=changes,
    )


def _apply(event: Event, fields: dict[str, Any]) -> Event:
    for name, value in fields.items():
        setattr(event, name, value)
    event.full_clean()
    event.save()
    return event


@transaction.atomic
def event_create(
    *,
    title: str,
    date: date,
    venue: str,
    address: str,
    description: str = "",
    time: str = "",
    featured_image: str = "",
    registration_open: bool = True,
    highlights: list[str] | None = None,
    schedule: list[dict] | None = None,
    what_to_bring: list[str] | None = None,
    sponsors: list[dict] | None = None,
    capacity: int | None = None,
    meals_served: bool = True,
    prices: dict[str, int] | None = None,
    slots: list[dict] | None = None,
    actor: str = SYSTEM,
) -> Event:
    # An uploaded image is verified and stored as "/objects/..." (undone if the event fails).
    with image_reference(reference=featured_image, field="featuredImage") as featured_image:
        event = _apply(
            Event(),
            {
                "title": title,
                "date": date,
                "venue": venue,
                "address": address,
                "description": description,
                "time": time,
                "featured_image": featured_image,
                "registration_open": registration_open,
                "highlights": highlights or [],
                "schedule": schedule or [],
                "what_to_bring": what_to_bring or [],
                "sponsors": sponsors or [],
                "capacity": capacity,
                "meals_served": meals_served,
                "prices": prices,
            },
        )
    _sync_slots(event, slots or [])
    _log(event, actor=actor, action="event.create")
    public_reads_changed(EVENTS)
    return event


@transaction.atomic
def event_update(*, event: Event, actor: str = SYSTEM, **fields: Any) -> Event:
    slots = fields.pop("slots", None)
    unknown = set(fields) - set(EDITABLE_FIELDS)
    if unknown:
        raise TypeError(f"Unknown event fields: {sorted(unknown)}")
    # Lock the event as registrations do, so no seat or slot is taken meanwhile.
    event = Event.objects.select_for_update().get(pk=event.pk)
    slots_before = _slot_rows(event)
    if slots is not None:
        _sync_slots(event, slots)
    if "capacity" in fields:
        confirmed = confirmed_guests(event=event)
        if fields["capacity"] is not None and fields["capacity"] < confirmed:
            raise CapacityBelowConfirmed(confirmed)
    if "featured_image" in fields:
        with image_reference(reference=fields["featured_image"], field="featuredImage") as featured_image:
            event, changes = model_update(
                event, data={**fields, "featured_image": featured_image}, fields=EDITABLE_FIELDS
            )
    else:
        event, changes = model_update(event, data=fields, fields=EDITABLE_FIELDS)
    if "capacity" in changes:
        event_seats_changed.send(sender=Event, event=event)
    slots_after = _slot_rows(event)
    if slots_after != slots_before:
        changes["slots"] = [slots_before, slots_after]
    if changes:
        _log(event, actor=actor, action="event.update", changes=changes)
    public_reads_changed(EVENTS)
    return event


@transaction.atomic
def event_delete(*, event: Event, actor: str = SYSTEM) -> None:
    # Registrations go with the event (cascade); gallery images stay, unlinked.
    _log(event, actor=actor, action="event.delete")
    event.delete()
    # Its photos stay in the gallery, no longer linked to it.
    public_reads_changed(EVENTS, GALLERY)
