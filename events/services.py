from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.db import transaction
from django.db.models import Count
from django.utils.translation import gettext, ngettext

from activity.models import SYSTEM
from activity.services import activity_record
from core import language
from core.dates import long_date
from core.money import FIRST_YEAR, LAST_YEAR
from core.publiccache import EVENTS, GALLERY, public_reads_changed
from core.services import model_update
from events.exceptions import (
    MAX_FESTIVAL_DAYS_AFTER,
    CapacityBelowConfirmed,
    DateOutOfRange,
    DaysInvalid,
    EndDateInvalid,
    SittingsInvalid,
    SlotsInvalid,
    SponsorshipsInvalid,
)
from events.models import Event, EventDay, EventMeal, Sitting, Slot, Sponsorship
from events.seats import Seats
from events.selectors import confirmed_guests
from events.shifts import shift_rows, shifts_sync
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


SITTING_FIELDS = ("day_id", "title", "title_bn", "start_time", "capacity")


def _sittings_refused(
    rows: list[dict[str, Any]], existing: dict[int, Sitting], day_ids: set[int], *, festival: bool
) -> dict[str, list[str]]:
    """What is wrong with the given sittings, by field: a day not the event's
    (or a day at an event of one day), an id not the event's, two rows for one
    day, title and time, a booked sitting moved to another day or cut below
    the guests who booked it."""
    errors: dict[str, list[str]] = {}
    seen: set[tuple] = set()
    kept: set[int] = set()
    for index, row in enumerate(rows):
        sitting = existing.get(row["id"]) if row.get("id") is not None else None
        key = (row["day_id"], row["title"].casefold(), row["start_time"])
        if row["day_id"] not in day_ids if festival else row["day_id"] is not None:
            message = gettext("Choose one of this event's days.") if festival else gettext("This event has one day.")
            errors[f"sittings.{index}.dayId"] = [message]
        elif row.get("id") is not None and (sitting is None or row["id"] in kept):
            errors[f"sittings.{index}.id"] = [gettext("This sitting is not one of this event's.")]
        elif key in seen:
            errors[f"sittings.{index}.startTime"] = [gettext("This sitting is already listed at that time.")]
        elif sitting is not None and sitting.taken and sitting.day_id != row["day_id"]:
            errors[f"sittings.{index}.dayId"] = [
                gettext("'%(title)s' at %(time)s is booked; it cannot move to another day.")
                % {"title": sitting.title, "time": sitting.start_time}
            ]
        elif sitting is not None and row["capacity"] < sitting.taken:
            errors[f"sittings.{index}.capacity"] = [
                ngettext(
                    "%(taken)s guest has booked '%(title)s' at %(time)s; it cannot hold fewer.",
                    "%(taken)s guests have booked '%(title)s' at %(time)s; it cannot hold fewer.",
                    sitting.taken,
                )
                % {"taken": language.number(sitting.taken), "title": sitting.title, "time": sitting.start_time}
            ]
        seen.add(key)
        if sitting is not None:
            kept.add(sitting.pk)
    return errors


def _sync_sittings(event: Event, rows: list[dict[str, Any]] | None, *, seats: Seats | None) -> None:
    """Make the event's sittings the given rows (None keeps them): a row with
    an id changes that sitting, one without adds a sitting, sittings left out
    go. A booked sitting is never removed: that would drop a family's seats
    silently. `seats` is None for a new event, which has no bookings."""
    if rows is None:
        return
    sittings = Sitting.objects.filter(event=event)
    if seats is not None:
        sittings = sittings.annotate(taken=seats.sitting_guests())
    existing = {sitting.pk: sitting for sitting in sittings}
    day_ids = set(EventDay.objects.filter(event=event).values_list("pk", flat=True))
    errors = _sittings_refused(rows, existing, day_ids, festival=event.end_date is not None)
    kept = {row["id"] for row in rows if row.get("id") is not None}
    booked = [sitting for pk, sitting in existing.items() if pk not in kept and getattr(sitting, "taken", 0)]
    if booked:
        errors["sittings"] = [
            gettext("'%(title)s' at %(time)s is booked and cannot be removed.")
            % {"title": booked[0].title, "time": booked[0].start_time}
        ]
    if errors:
        raise SittingsInvalid(errors)
    Sitting.objects.filter(event=event).exclude(pk__in=kept).delete()
    for row in rows:
        values = {name: row.get(name, "") if name == "title_bn" else row[name] for name in SITTING_FIELDS}
        if row.get("id") is None:
            Sitting.objects.create(event=event, **values)
        else:
            Sitting.objects.filter(pk=row["id"]).update(**values)


def _sitting_rows(event: Event) -> list[dict]:
    """The sittings as the activity log records them."""
    return [
        {"date": date_.isoformat() if date_ else None, "title": title, "startTime": start, "capacity": capacity}
        for date_, title, start, capacity in Sitting.objects.filter(event=event)
        .order_by("day__date", "start_time", "title", "id")
        .values_list("day__date", "title", "start_time", "capacity")
    ]


SPONSORSHIP_FIELDS = ("kind", "name", "amount", "benefits", "fair_market_value", "available", "ad_size")


def _sync_sponsorships(event: Event, rows: list[dict[str, Any]]) -> None:
    """Make the event's sponsorships the given rows, in order, as its slots
    are made: one sponsors have taken is never removed, nor limited below
    what was taken, nor changed in kind, size or amount (a sponsor owes what
    they took it at)."""
    existing = {offer.pk: offer for offer in Sponsorship.objects.filter(event=event).annotate(taken=Count("sponsors"))}
    errors: dict[str, list[str]] = {}
    kept: set[int] = set()
    for index, row in enumerate(rows):
        offer_id = row.get("id")
        if offer_id is None:
            continue
        offer = existing.get(offer_id)
        if offer is None or offer_id in kept:
            errors[f"sponsorships.{index}.id"] = [gettext("This sponsorship is not one of this event's.")]
            continue
        kept.add(offer_id)
        if not offer.taken:
            continue
        if row.get("available") is not None and row["available"] < offer.taken:
            errors[f"sponsorships.{index}.available"] = [
                gettext("'%(name)s' is already taken by %(taken)s; it cannot offer fewer than %(taken)s.")
                % {"name": offer.name, "taken": language.number(offer.taken)}
            ]
        if (row["kind"], row.get("ad_size", ""), row["amount"]) != (offer.kind, offer.ad_size, offer.amount):
            errors[f"sponsorships.{index}.amount"] = [
                gettext("'%(name)s' has sponsors; its kind, size and amount stay as they are.") % {"name": offer.name}
            ]
    for offer_id, offer in existing.items():
        if offer_id not in kept and offer.taken:
            errors["sponsorships"] = [
                gettext("'%(name)s' has been taken by %(taken)s and cannot be removed.")
                % {"name": offer.name, "taken": language.number(offer.taken)}
            ]
    if errors:
        raise SponsorshipsInvalid(errors)
    Sponsorship.objects.filter(event=event).exclude(pk__in=kept).delete()
    for position, row in enumerate(rows):
        values = {name: row.get(name) for name in SPONSORSHIP_FIELDS}
        values["benefits"] = values["benefits"] or ""
        values["fair_market_value"] = values["fair_market_value"] or 0
        values["ad_size"] = values["ad_size"] or ""
        values["position"] = position
        offer = Sponsorship(event=event, pk=row.get("id"), **values)
        # Checked as a new row would be: the id, when given, is this event's (above).
        offer.full_clean(exclude=["event", "id"], validate_unique=False)
        offer.save(force_insert=row.get("id") is None, force_update=row.get("id") is not None)


def _sponsorship_rows(event: Event) -> list[dict]:
    return list(Sponsorship.objects.filter(event=event).order_by("position", "id").values(*SPONSORSHIP_FIELDS))


def festival_dates(event: Event) -> list[date]:
    """Every date from the event's first to its last day; none for an event of one day."""
    if event.end_date is None:
        return []
    return [event.date + timedelta(days=n) for n in range((event.end_date - event.date).days + 1)]


def _check_dates(*, start: date, end_date: date | None) -> None:
    # A year at the far end of the calendar would overflow once the door's passes end the day
    # after, and one before 1883 has Los Angeles on its mean solar time (an offset of -7:52:58).
    if not FIRST_YEAR <= start.year <= LAST_YEAR:
        raise DateOutOfRange()
    if end_date is not None and not start <= end_date <= start + timedelta(days=MAX_FESTIVAL_DAYS_AFTER):
        raise EndDateInvalid()


def _day_name(day: EventDay) -> str:
    return day.title or long_date(day.date)


@dataclass(frozen=True)
class DaysPlan:
    """What making an event's days the given rows does, decided before any
    write: the row of each date in order (with the `id` of the day it keeps,
    moves or renames; none for a new day), the days that go, and what is
    refused (errors by field, as the API answers them). The days it adds
    are its rows without an id; the days it moves go to their new dates."""

    rows: list[dict[str, Any]]
    move: dict[int, date]
    drop: list[EventDay]
    refuse: dict[str, list[str]]

    @property
    def add(self) -> list[dict[str, Any]]:
        return [row for row in self.rows if row.get("id") is None]


def days_plan(
    *, dates: list[date], rows: list[dict[str, Any]] | None, days: list[EventDay], alone: dict[int, int]
) -> DaysPlan:
    """Keep exactly one day per date of the event (none for an event of one
    day); no database is read or written here.

    `rows` (None keeps the days as they are, within the range) give days by
    date: a row with an `id` moves that day to its date (so a festival moved
    by a week keeps its days, their parties and meals), a row without one
    takes the day already on its date or a new one. Dates without a row keep
    their day or get an untitled one without a limit. A day that drops out of
    the range goes, but never when a living party chose only that day (`alone`
    counts them by day id): that would leave the family registered for nothing."""
    by_id = {day.pk: day for day in days}
    refuse, wanted, claimed = _rows_by_date(dates, rows, by_id)
    if rows is None:
        wanted = {day.date: {"id": day.pk, "date": day.date} for day in days if day.date in dates}
        claimed = {row["id"] for row in wanted.values()}
    else:
        _take_days_on_their_dates(wanted, claimed, days)
    for day_date in dates:
        if day_date not in wanted:
            keep = next((day for day in days if day.date == day_date and day.pk not in claimed), None)
            wanted[day_date] = {"id": keep.pk if keep else None, "date": day_date}
            if keep:
                claimed.add(keep.pk)
    drop = [day for day in days if day.pk not in claimed]
    move = {row["id"]: row["date"] for row in wanted.values() if row.get("id") and by_id[row["id"]].date != row["date"]}
    for day in drop:
        if alone.get(day.pk):
            refuse["days"] = [_only_on(day, alone[day.pk])]
    return DaysPlan(rows=[wanted[day_date] for day_date in dates], move=move, drop=drop, refuse=refuse)


def _rows_by_date(
    dates: list[date], rows: list[dict[str, Any]] | None, days: dict[int, EventDay]
) -> tuple[dict[str, list[str]], dict[date, dict[str, Any]], set[int]]:
    """The given rows by their date, the days they name, and the rows refused."""
    refuse: dict[str, list[str]] = {}
    wanted: dict[date, dict[str, Any]] = {}
    claimed: set[int] = set()
    for index, row in enumerate(rows or []):
        day_id = row.get("id")
        if row["date"] not in dates:
            refuse[f"days.{index}.date"] = [gettext("This date is not between the event's first and last day.")]
        elif row["date"] in wanted:
            refuse[f"days.{index}.date"] = [gettext("Give each date one row.")]
        elif day_id is not None and (day_id not in days or day_id in claimed):
            refuse[f"days.{index}.id"] = [gettext("This day is not one of this event's.")]
        else:
            wanted[row["date"]] = dict(row)
            if day_id is not None:
                claimed.add(day_id)
    return refuse, wanted, claimed


def _take_days_on_their_dates(wanted: dict[date, dict[str, Any]], claimed: set[int], days: list[EventDay]) -> None:
    """A row without an id takes the day already on its date, unless another row moves that day."""
    on_date = {day.date: day for day in days}
    for day_date, row in wanted.items():
        if row.get("id") is None and day_date in on_date and on_date[day_date].pk not in claimed:
            row["id"] = on_date[day_date].pk
            claimed.add(on_date[day_date].pk)


def _only_on(day: EventDay, alone: int) -> str:
    return ngettext(
        "%(count)s party comes only on '%(day)s'; keep its date, or cancel its registration first.",
        "%(count)s parties come only on '%(day)s'; keep its date, or cancel their registrations first.",
        alone,
    ) % {"count": language.number(alone), "day": _day_name(day)}


def _sync_days(event: Event, rows: list[dict[str, Any]] | None, *, seats: Seats | None) -> bool:
    """Make the event's days what `days_plan` decides, and return whether any
    day changed. Parties that chose every day keep choosing every day when the
    festival grows. A day's capacity may not fall below the guests already
    holding a seat on it. `seats` is None for a new event, which has no parties."""
    days = list(EventDay.objects.filter(event=event))
    alone = seats.parties_only_on(event=event) if seats and days else {}
    plan = days_plan(dates=festival_dates(event), rows=rows, days=days, alone=alone)
    if plan.refuse:
        raise DaysInvalid(plan.refuse)
    every_day = seats.parties_on_every_day(event=event, day_ids=[day.pk for day in days]) if seats and plan.add else []
    errors: dict[str, list[str]] = {}
    added, changed = _days_apply(event, plan, {day.pk: day for day in days}, errors)
    if seats and every_day:
        seats.parties_join(days=added, party_ids=every_day)
    if errors:
        raise DaysInvalid(errors)
    if seats:
        _check_day_capacities(event, seats)
    return changed


def _days_apply(
    event: Event, plan: DaysPlan, days: dict[int, EventDay], errors: dict[str, list[str]]
) -> tuple[list[EventDay], bool]:
    """The plan's writes: the days it adds, and whether any day changed."""
    changed = bool(plan.drop)
    EventDay.objects.filter(pk__in=[day.pk for day in plan.drop]).delete()
    # Moved days step aside first, so no two days ever share a date on the way.
    for offset, day_id in enumerate(plan.move):
        EventDay.objects.filter(pk=day_id).update(date=date(1, 1, 1) + timedelta(days=offset))
    added: list[EventDay] = []
    for index, row in enumerate(plan.rows):
        if row.get("id") is None:
            day = EventDay.objects.create(
                event=event,
                date=row["date"],
                title=row.get("title", ""),
                title_bn=row.get("title_bn", ""),
                capacity=row.get("capacity"),
            )
            added.append(day)
            changed = True
        else:
            day = days[row["id"]]
            values = {name: row[name] for name in ("date", "title", "title_bn", "capacity") if name in row}
            changed = changed or any(getattr(day, name) != value for name, value in values.items())
            EventDay.objects.filter(pk=day.pk).update(**values)
        if "meals" in row:
            changed = _sync_meals(day, row["meals"], errors, index=index) or changed
    return added, changed


def _check_day_capacities(event: Event, seats: Seats) -> None:
    errors: dict[str, list[str]] = {}
    for index, day in enumerate(
        EventDay.objects.filter(event=event).annotate(taken=seats.seated_guests()).order_by("date")
    ):
        if day.capacity is not None and day.taken > day.capacity:
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


def _sync_meals(day: EventDay, meals: list[dict[str, Any]], errors: dict[str, list[str]], *, index: int) -> bool:
    """Make the day's meals these rows, in order (a row with an id renames that meal)."""
    existing = {meal.pk: meal for meal in EventMeal.objects.filter(day=day)}
    kept = {row["id"] for row in meals if row.get("id") is not None}
    if kept - set(existing):
        errors[f"days.{index}.meals"] = [gettext("This meal is not one of this day's.")]
        return False
    before = [
        (meal.name, meal.name_bn, meal.position) for meal in sorted(existing.values(), key=lambda m: (m.position, m.pk))
    ]
    EventMeal.objects.filter(day=day).exclude(pk__in=kept).delete()
    after = []
    for position, row in enumerate(meals):
        if row.get("id") is None:
            meal = EventMeal.objects.create(
                day=day, name=row["name"], name_bn=row.get("name_bn", ""), position=position
            )
        else:
            # A kept meal left without its Bengali keeps the Bengali it has.
            meal = existing[row["id"]]
            meal.name, meal.name_bn, meal.position = row["name"], row.get("name_bn", meal.name_bn), position
            meal.save(update_fields=["name", "name_bn", "position"])
        after.append((meal.name, meal.name_bn, position))
    return before != after


def _day_rows(event: Event) -> list[dict]:
    """The days as the activity log records them."""
    return [
        {
            "date": day.date.isoformat(),
            "title": day.title,
            "titleBn": day.title_bn,
            "capacity": day.capacity,
            "meals": [meal.name for meal in day.meals.all()],
            "mealsBn": [meal.name_bn for meal in day.meals.all()],
        }
        for day in EventDay.objects.filter(event=event).prefetch_related("meals").order_by("date")
    ]


# What an organiser may change, each change recorded in the activity log.
EDITABLE_FIELDS = [
    "title",
    "description",
    "title_bn",
    "description_bn",
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
    title_bn: str = "",
    description_bn: str = "",
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
    sponsorships: list[dict] | None = None,
    shifts: list[dict] | None = None,
    end_date: date | None = None,
    days: list[dict] | None = None,
    sittings: list[dict] | None = None,
    actor: str = SYSTEM,
    **programme: Any,
) -> Event:
    _check_dates(start=date, end_date=end_date)
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
                "title_bn": title_bn,
                "description_bn": description_bn,
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
    _sync_sponsorships(event, sponsorships or [])
    _sync_days(event, days, seats=None)
    shifts_sync(event, shifts or [])
    _sync_sittings(event, sittings, seats=None)
    _log(event, actor=actor, action="event.create")
    public_reads_changed(EVENTS)
    return event


@dataclass(frozen=True)
class EventUpdated:
    """An event's update, as what follows it needs to know: whether its
    seats changed (its capacity or its days, so the waiting list may move on)
    and its programme settings' changes ({"programme_...": [old, new]})."""

    event: Event
    seats_changed: bool
    programme_changes: dict[str, list]


@transaction.atomic
def event_update(*, event: Event, seats: Seats, actor: str = SYSTEM, **fields: Any) -> EventUpdated:
    """Change the event; what follows from it (the waiting list, the acts'
    times) is the caller's: see actions/events.py."""
    slots = fields.pop("slots", None)
    sponsorships = fields.pop("sponsorships", None)
    days = fields.pop("days", None)
    shifts = fields.pop("shifts", None)
    sittings = fields.pop("sittings", None)
    unknown = set(fields) - set(EDITABLE_FIELDS)
    if unknown:
        raise TypeError(f"Unknown event fields: {sorted(unknown)}")
    # Lock the event as registrations do, so no seat or slot is taken meanwhile.
    event = Event.objects.select_for_update().get(pk=event.pk)
    slots_before = _slot_rows(event)
    sponsorships_before = _sponsorship_rows(event)
    days_before = _day_rows(event)
    shifts_before = shift_rows(event)
    sittings_before = _sitting_rows(event)
    _check_dates(start=fields.get("date", event.date), end_date=fields.get("end_date", event.end_date))
    if slots is not None:
        _sync_slots(event, slots)
    if sponsorships is not None:
        _sync_sponsorships(event, sponsorships)
    if "capacity" in fields:
        confirmed = confirmed_guests(event=event, seats=seats)
        if fields["capacity"] is not None and fields["capacity"] < confirmed:
            raise CapacityBelowConfirmed(confirmed)
    if "featured_image" in fields:
        with image_reference(reference=fields["featured_image"], field="featuredImage") as featured_image:
            event, changes = model_update(
                event, data={**fields, "featured_image": featured_image}, fields=EDITABLE_FIELDS
            )
    else:
        event, changes = model_update(event, data=fields, fields=EDITABLE_FIELDS)
    days_changed = _sync_days(event, days, seats=seats)
    if shifts is not None:
        shifts_sync(event, shifts)
    _sync_sittings(event, sittings, seats=seats)
    updated = EventUpdated(
        event=event,
        seats_changed="capacity" in changes or days_changed,
        programme_changes={name: change for name, change in changes.items() if name in PROGRAMME_FIELDS},
    )
    slots_after = _slot_rows(event)
    if slots_after != slots_before:
        changes["slots"] = [slots_before, slots_after]
    sponsorships_after = _sponsorship_rows(event)
    if sponsorships_after != sponsorships_before:
        changes["sponsorships"] = [sponsorships_before, sponsorships_after]
    days_after = _day_rows(event)
    if days_after != days_before:
        changes["days"] = [days_before, days_after]
    shifts_after = shift_rows(event)
    if shifts_after != shifts_before:
        changes["shifts"] = [shifts_before, shifts_after]
    sittings_after = _sitting_rows(event)
    if sittings_after != sittings_before:
        changes["sittings"] = [sittings_before, sittings_after]
    if changes:
        _log(event, actor=actor, action="event.update", changes=changes)
    public_reads_changed(EVENTS)
    return updated


@transaction.atomic
def event_delete(*, event: Event, actor: str = SYSTEM) -> None:
    # Registrations go with the event (cascade); gallery images stay, unlinked.
    _log(event, actor=actor, action="event.delete")
    event.delete()
    # Its photos stay in the gallery, no longer linked to it.
    public_reads_changed(EVENTS, GALLERY)
