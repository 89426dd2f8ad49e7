from datetime import date, timedelta
from typing import Any

from django.db import transaction
from django.db.models import Count, Q, Sum
from django.utils.translation import gettext, ngettext

from activity.models import SYSTEM
from activity.services import activity_record
from core import language
from core.dates import long_date
from core.publiccache import EVENTS, GALLERY, public_reads_changed
from core.services import model_update
from events.exceptions import (
    MAX_FESTIVAL_DAYS_AFTER,
    CapacityBelowConfirmed,
    DaysInvalid,
    EndDateInvalid,
    SlotsInvalid,
)
from events.models import Event, EventDay, EventMeal, Slot
from events.selectors import confirmed_guests
from events.signals import event_programme_changed, event_seats_changed
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


def festival_dates(event: Event) -> list[date]:
    """Every date from the event's first to its last day; none for an event of one day."""
    if event.end_date is None:
        return []
    return [event.date + timedelta(days=n) for n in range((event.end_date - event.date).days + 1)]


def _check_end_date(*, start: date, end_date: date | None) -> None:
    if end_date is not None and not start <= end_date <= start + timedelta(days=MAX_FESTIVAL_DAYS_AFTER):
        raise EndDateInvalid()


_LIVING = Q(registrations__status__in=["confirmed", "waitlisted"])


def _day_name(day: EventDay) -> str:
    return day.title or long_date(day.date)


def _sync_days(event: Event, rows: list[dict[str, Any]] | None) -> bool:
    """Keep exactly one day per date from the event's first to its last (none
    for an event of one day), and return whether any day changed.

    `rows` (None keeps the days as they are, within the range) give days by
    date: a row with an `id` moves that day to its date (so a festival moved
    by a week keeps its days, their parties and meals), a row without one
    takes the day already on its date or a new one. Dates without a row keep
    their day or get an untitled one without a limit. A day that drops out of
    the range goes, but never when a living party chose only that day: that
    would leave the family registered for nothing. Parties that chose every
    day keep choosing every day when the festival grows. A day's capacity may
    not fall below the guests already confirmed on it."""
    dates = festival_dates(event)
    existing = {
        day.pk: day
        for day in EventDay.objects.filter(event=event).annotate(
            living=Count("registrations", filter=_LIVING, distinct=True)
        )
    }
    errors: dict[str, list[str]] = {}
    wanted: dict[date, dict[str, Any]] = {}
    claimed: set[int] = set()
    for index, row in enumerate(rows or []):
        day_id = row.get("id")
        if row["date"] not in dates:
            errors[f"days.{index}.date"] = [gettext("This date is not between the event's first and last day.")]
        elif row["date"] in wanted:
            errors[f"days.{index}.date"] = [gettext("Give each date one row.")]
        elif day_id is not None and (day_id not in existing or day_id in claimed):
            errors[f"days.{index}.id"] = [gettext("This day is not one of this event's.")]
        else:
            wanted[row["date"]] = row
            if day_id is not None:
                claimed.add(day_id)
    if rows is not None:
        # A row without an id takes the day already on its date, unless another row moves that day.
        on_date = {day.date: day for day in existing.values()}
        for day_date, row in wanted.items():
            if row.get("id") is None and day_date in on_date and on_date[day_date].pk not in claimed:
                row["id"] = on_date[day_date].pk
                claimed.add(on_date[day_date].pk)
    else:
        claimed = {day.pk for day in existing.values() if day.date in dates}
        wanted = {day.date: {"id": day.pk, "date": day.date} for day in existing.values() if day.date in dates}
    for day_date in dates:
        if day_date not in wanted:
            keep = next((day for day in existing.values() if day.date == day_date and day.pk not in claimed), None)
            wanted[day_date] = {"id": keep.pk if keep else None, "date": day_date}
            if keep:
                claimed.add(keep.pk)

    removed = [day for day in existing.values() if day.pk not in claimed]
    for day in removed:
        if not day.living:
            continue
        # The registrations app sits above this one: its model is reached through the relation.
        parties = day.registrations.model.objects.filter(
            pk__in=day.registrations.filter(status__in=["confirmed", "waitlisted"]).values("pk")
        )
        alone = parties.annotate(chosen=Count("days")).filter(chosen=1).count()
        if alone:
            errors["days"] = [
                ngettext(
                    "%(count)s party comes only on '%(day)s'; keep its date, or cancel its registration first.",
                    "%(count)s parties come only on '%(day)s'; keep its date, or cancel their registrations first.",
                    alone,
                )
                % {"count": language.number(alone), "day": _day_name(day)}
            ]
    if errors:
        raise DaysInvalid(errors)

    changed = bool(removed)
    every_day = _parties_with_every_day(event, existing)
    EventDay.objects.filter(pk__in=[day.pk for day in removed]).delete()
    # Moved days step aside first, so no two days ever share a date on the way.
    moving = [row for row in wanted.values() if row.get("id") and existing[row["id"]].date != row["date"]]
    for offset, row in enumerate(moving):
        EventDay.objects.filter(pk=row["id"]).update(date=date(1, 1, 1) + timedelta(days=offset))
    added: list[EventDay] = []
    for day_date in dates:
        row = wanted[day_date]
        if row.get("id") is None:
            day = EventDay.objects.create(
                event=event, date=day_date, title=row.get("title", ""), capacity=row.get("capacity")
            )
            added.append(day)
            changed = True
        else:
            day = existing[row["id"]]
            values = {"date": day_date}
            if "title" in row:
                values["title"] = row["title"]
            if "capacity" in row:
                values["capacity"] = row["capacity"]
            if any(getattr(day, name) != value for name, value in values.items()):
                changed = True
            EventDay.objects.filter(pk=day.pk).update(**values)
        if "meals" in row:
            changed = _sync_meals(day, row["meals"], errors, index=dates.index(day_date)) or changed
    for day in added:
        day.registrations.add(*every_day)
    if errors:
        raise DaysInvalid(errors)

    confirmed = Q(registrations__status="confirmed")
    for index, day in enumerate(
        EventDay.objects.filter(event=event)
        .annotate(taken=Sum("registrations__guest_count", filter=confirmed))
        .order_by("date")
    ):
        if day.capacity is not None and (day.taken or 0) > day.capacity:
            errors[f"days.{index}.capacity"] = [
                ngettext(
                    "%(taken)s guest is already confirmed on %(day)s. "
                    "Set a capacity of at least %(taken)s, or cancel registrations first.",
                    "%(taken)s guests are already confirmed on %(day)s. "
                    "Set a capacity of at least %(taken)s, or cancel registrations first.",
                    day.taken,
                )
                % {"taken": language.number(day.taken), "day": _day_name(day)}
            ]
    if errors:
        raise DaysInvalid(errors)
    return changed


def _parties_with_every_day(event: Event, existing: dict[int, EventDay]) -> list[int]:
    """The living parties that chose every one of the event's days (all its
    parties when it had none yet): they come to a day the festival gains too."""
    from_event = event.registrations.filter(status__in=["confirmed", "waitlisted"])
    if not existing:
        return list(from_event.values_list("pk", flat=True))
    return list(
        from_event.annotate(chosen=Count("days", filter=Q(days__in=list(existing))))
        .filter(chosen=len(existing))
        .values_list("pk", flat=True)
    )


def _sync_meals(day: EventDay, meals: list[dict[str, Any]], errors: dict[str, list[str]], *, index: int) -> bool:
    """Make the day's meals these rows, in order (a row with an id renames that meal)."""
    existing = {meal.pk: meal for meal in EventMeal.objects.filter(day=day)}
    kept = {row["id"] for row in meals if row.get("id") is not None}
    if kept - set(existing):
        errors[f"days.{index}.meals"] = [gettext("This meal is not one of this day's.")]
        return False
    before = [(meal.name, meal.position) for meal in sorted(existing.values(), key=lambda m: (m.position, m.pk))]
    EventMeal.objects.filter(day=day).exclude(pk__in=kept).delete()
    for position, row in enumerate(meals):
        if row.get("id") is None:
            EventMeal.objects.create(day=day, name=row["name"], position=position)
        else:
            EventMeal.objects.filter(pk=row["id"]).update(name=row["name"], position=position)
    return before != [(row["name"], position) for position, row in enumerate(meals)]


def _day_rows(event: Event) -> list[dict]:
    """The days as the activity log records them."""
    return [
        {
            "date": day.date.isoformat(),
            "title": day.title,
            "capacity": day.capacity,
            "meals": [meal.name for meal in day.meals.all()],
        }
        for day in EventDay.objects.filter(event=event).prefetch_related("meals").order_by("date")
    ]


# What an organiser may change, each change recorded in the activity log.
EDITABLE_FIELDS = [
    "title",
    "description",
    "date",
    "end_date",
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
    "programme_open",
    "programme_deadline",
    "programme_published",
    "programme_start",
    "programme_gap_minutes",
]


PROGRAMME_FIELDS = [name for name in EDITABLE_FIELDS if name.startswith("programme_")]


def _programme_fields(fields: dict[str, Any]) -> dict[str, Any]:
    """The programme settings given on create (the model's defaults for the rest)."""
    unknown = set(fields) - set(PROGRAMME_FIELDS)
    if unknown:
        raise TypeError(f"Unknown event fields: {sorted(unknown)}")
    return fields


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
    end_date: date | None = None,
    days: list[dict] | None = None,
    actor: str = SYSTEM,
    **programme: Any,
) -> Event:
    _check_end_date(start=date, end_date=end_date)
    # An uploaded image is verified and stored as "/objects/..." (undone if the event fails).
    with image_reference(reference=featured_image, field="featuredImage") as featured_image:
        event = _apply(
            Event(),
            {
                "title": title,
                "date": date,
                "end_date": end_date,
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
                **_programme_fields(programme),
            },
        )
    _sync_slots(event, slots or [])
    _sync_days(event, days)
    _log(event, actor=actor, action="event.create")
    public_reads_changed(EVENTS)
    return event


@transaction.atomic
def event_update(*, event: Event, actor: str = SYSTEM, **fields: Any) -> Event:
    slots = fields.pop("slots", None)
    days = fields.pop("days", None)
    unknown = set(fields) - set(EDITABLE_FIELDS)
    if unknown:
        raise TypeError(f"Unknown event fields: {sorted(unknown)}")
    # Lock the event as registrations do, so no seat or slot is taken meanwhile.
    event = Event.objects.select_for_update().get(pk=event.pk)
    slots_before = _slot_rows(event)
    days_before = _day_rows(event)
    _check_end_date(start=fields.get("date", event.date), end_date=fields.get("end_date", event.end_date))
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
    days_changed = _sync_days(event, days)
    if "capacity" in changes or days_changed:
        event_seats_changed.send(sender=Event, event=event)
    programme_changes = {name: change for name, change in changes.items() if name in PROGRAMME_FIELDS}
    if programme_changes:
        event_programme_changed.send(sender=Event, event=event, changes=programme_changes)
    slots_after = _slot_rows(event)
    if slots_after != slots_before:
        changes["slots"] = [slots_before, slots_after]
    days_after = _day_rows(event)
    if days_after != days_before:
        changes["days"] = [days_before, days_after]
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
