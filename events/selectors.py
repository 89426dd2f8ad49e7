from datetime import date

from django.db.models import Case, Count, IntegerField, Prefetch, QuerySet, Value, When
from django.db.models.functions import Coalesce
from django.http import Http404

from events.models import SHIFT_ORDER, Event, EventDay, Shift, Sitting, Slot, Sponsorship
from events.seats import Seats


def slots_with_taken() -> QuerySet[Slot]:
    return Slot.objects.annotate(taken=Count("claims")).order_by("position", "id")


def shifts_with_taken() -> QuerySet[Shift]:
    """Shifts with `taken`: the volunteers signed up."""
    return Shift.objects.annotate(taken=Count("volunteers")).order_by(*SHIFT_ORDER)


def sponsorships_with_taken() -> QuerySet[Sponsorship]:
    return Sponsorship.objects.annotate(taken=Count("sponsors")).order_by("position", "id")


def days_with_taken(*, seats: Seats) -> QuerySet[EventDay]:
    """Festival days with `taken`: guests holding a seat that day."""
    return EventDay.objects.annotate(taken=seats.seated_guests()).prefetch_related("meals").order_by("date", "id")


def sittings_with_taken(*, seats: Seats) -> QuerySet[Sitting]:
    """Sittings with `taken`: guests of the confirmed parties that booked them."""
    return Sitting.objects.annotate(taken=seats.sitting_guests()).order_by("day__date", "start_time", "title", "id")


def with_seats(events: QuerySet[Event], *, seats: Seats) -> QuerySet[Event]:
    """Annotate confirmed_guests and waitlist_count (the event's spotsLeft and
    waitlistCount) in the same query as the events, and fetch every event's
    slots with their places taken in one more, and its days (with their seats
    taken and their meals) in two more, and its sittings (with their seats taken) in one more."""
    return events.annotate(
        confirmed_guests=seats.seated_guests(), waitlist_count=seats.waiting_parties()
    ).prefetch_related(
        Prefetch("slots", queryset=slots_with_taken(), to_attr="_slots_taken"),
        Prefetch("days", queryset=days_with_taken(seats=seats), to_attr="_days_taken"),
        Prefetch("shifts", queryset=shifts_with_taken(), to_attr="_shifts_taken"),
        Prefetch("sittings", queryset=sittings_with_taken(seats=seats), to_attr="_sittings_taken"),
        Prefetch("sponsorships", queryset=sponsorships_with_taken(), to_attr="_sponsorships_taken"),
    )


# An event is to come until its last day is past: a festival stays listed while it runs.
_LAST_DAY = Coalesce("end_date", "date")


def upcoming_events(*, today: date) -> QuerySet[Event]:
    return Event.objects.alias(last_day=_LAST_DAY).filter(last_day__gte=today).order_by("date", "id")


def featured_event(*, today: date, seats: Seats) -> Event | None:
    return with_seats(upcoming_events(today=today), seats=seats).first()


def event_find(*, event_id: int) -> Event | None:
    """The event alone, without seat counts or slots (for looking one up by id)."""
    return Event.objects.filter(pk=event_id).first()


def event_find_or_404(*, event_id: int) -> Event:
    """The event alone, or Http404 (an API's 404 `Not found.`) when there is none."""
    event = event_find(event_id=event_id)
    if event is None:
        raise Http404()
    return event


def event_days(*, event_id: int) -> list[tuple[int, date]] | None:
    """The (id, date) of each of the event's days, by date (none for an event of one day); None
    for no such event."""
    if not Event.objects.filter(pk=event_id).exists():
        return None
    return list(EventDay.objects.filter(event_id=event_id).values_list("id", "date"))


def event_get(*, event_id: int, seats: Seats) -> Event | None:
    return with_seats(Event.objects.filter(pk=event_id), seats=seats).first()


def admin_events(*, today: date, seats: Seats) -> QuerySet[Event]:
    """Upcoming events soonest first, then past events latest first."""
    past = Case(When(last_day__lt=today, then=Value(1)), default=Value(0), output_field=IntegerField())
    upcoming_key = Case(When(last_day__gte=today, then="date"), default=None)
    past_key = Case(When(last_day__lt=today, then="date"), default=None)
    events = Event.objects.alias(last_day=_LAST_DAY).annotate(is_past=past)
    return with_seats(events, seats=seats).order_by(
        "is_past", upcoming_key.asc(nulls_last=True), past_key.desc(nulls_last=True), "id"
    )


def featured_image_paths() -> list[str]:
    """Stored images events show, for the purge of unused uploads."""
    return list(Event.objects.exclude(featured_image="").values_list("featured_image", flat=True))


def confirmed_guests(*, event: Event, seats: Seats) -> int:
    """Guests holding a seat at the event: the least its capacity may be."""
    return Event.objects.filter(pk=event.pk).aggregate(guests=seats.seated_guests())["guests"]
