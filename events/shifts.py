"""An event's volunteer shifts as organisers edit them with the event: the
rows given become the shifts, a shift someone has signed up for is never
removed or cut below its volunteers (that would drop a promise silently)."""

from typing import Any

from django.db.models import Count
from django.utils.translation import gettext

from core import language
from events.exceptions import ShiftsInvalid
from events.models import Event, EventDay, Shift

MAX_SHIFTS = 200


def shift_rows(event: Event) -> list[dict]:
    """The shifts as the activity log records them."""
    return [
        {
            "day": shift.day.date.isoformat() if shift.day_id else None,
            "role": shift.role,
            "startTime": f"{shift.start_time:%H:%M}",
            "endTime": f"{shift.end_time:%H:%M}",
            "needed": shift.needed,
            "description": shift.description,
        }
        for shift in Shift.objects.filter(event=event).select_related("day").order_by("position", "id")
    ]


def _row_errors(row: dict[str, Any], index: int, days: dict[int, EventDay], event: Event) -> dict[str, list[str]]:
    errors: dict[str, list[str]] = {}
    if row["end_time"] <= row["start_time"]:
        errors[f"shifts.{index}.endTime"] = [gettext("A shift ends after it starts.")]
    day_id = row.get("day_id")
    if event.end_date is None:
        if day_id is not None:
            errors[f"shifts.{index}.dayId"] = [gettext("An event of one day has no days to choose.")]
    elif day_id is None or day_id not in days:
        errors[f"shifts.{index}.dayId"] = [gettext("Choose one of the festival's days.")]
    return errors


def shifts_sync(event: Event, rows: list[dict[str, Any]]) -> None:
    """Make the event's shifts the given rows, in order: a row with an id
    changes that shift, a row without one adds a shift, shifts left out go."""
    existing = {shift.pk: shift for shift in Shift.objects.filter(event=event).annotate(taken=Count("volunteers"))}
    days = {day.pk: day for day in EventDay.objects.filter(event=event)}
    errors: dict[str, list[str]] = {}
    kept: set[int] = set()
    for index, row in enumerate(rows):
        errors.update(_row_errors(row, index, days, event))
        shift_id = row.get("id")
        if shift_id is None:
            continue
        shift = existing.get(shift_id)
        if shift is None or shift_id in kept:
            errors[f"shifts.{index}.id"] = [gettext("This shift is not one of this event's.")]
            continue
        kept.add(shift_id)
        if row["needed"] < shift.taken:
            errors[f"shifts.{index}.needed"] = [
                gettext("'%(role)s' already has %(taken)s volunteers; it cannot need fewer than %(taken)s.")
                % {"role": shift.role, "taken": language.number(shift.taken)}
            ]
    for shift_id, shift in existing.items():
        if shift_id not in kept and shift.taken:
            errors["shifts"] = [
                gettext("'%(role)s' has %(taken)s volunteers and cannot be removed.")
                % {"role": shift.role, "taken": language.number(shift.taken)}
            ]
    if errors:
        raise ShiftsInvalid(errors)
    Shift.objects.filter(event=event).exclude(pk__in=kept).delete()
    for position, row in enumerate(rows):
        values = {
            "day_id": row.get("day_id") if event.end_date is not None else None,
            "role": row["role"],
            "start_time": row["start_time"],
            "end_time": row["end_time"],
            "needed": row["needed"],
            "description": row.get("description", ""),
            "position": position,
        }
        if row.get("id") is None:
            Shift.objects.create(event=event, **values)
        else:
            Shift.objects.filter(pk=row["id"]).update(**values)
