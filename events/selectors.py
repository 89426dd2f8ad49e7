from datetime import date

from django.db.models import Case, Count, IntegerField, Prefetch, Q, QuerySet, Sum, Value, When
from django.db.models.functions import Coalesce

from events.models import Event, EventDay, Slot

# Registration statuses, named through the reverse relation so events needs no
# import of the registrations app (which sits above it).
_CONFIRMED = Q(registrations__status="confirmed")
_WAITLISTED = Q(registrations__status="waitlisted")


def slots_with_taken() -> QuerySet[Slot]:
    return Slot.objects.annotate(taken=Count("claims")).order_by("position", "id")


def days_with_taken() -> QuerySet[EventDay]:
    """Festival days with `taken`: guests of the confirmed parties coming that day."""
    return (
        EventDay.objects.annotate(taken=Coalesce(Sum("registrations__guest_count", filter=_CONFIRMED), 0))
        .prefetch_related("meals")
        .order_by("date", "id")
    )


def with_seats(events: QuerySet[Event]) -> QuerySet[Event]:
    """Annotate confirmed_guests and waitlist_count (the event's spotsLeft and
    waitlistCount) in the same query as the events, and fetch every event's
    slots with their places taken in one more, and its days (with their seats
    taken and their meals) in two more."""
    return events.annotate(
        confirmed_guests=Coalesce(Sum("registrations__guest_count", filter=_CONFIRMED), 0),
        waitlist_count=Count("registrations", filter=_WAITLISTED),
    ).prefetch_related(
        Prefetch("slots", queryset=slots_with_taken(), to_attr="_slots_taken"),
        Prefetch("days", queryset=days_with_taken(), to_attr="_days_taken"),
    )


# An event is to come until its last day is past: a festival stays listed while it runs.
_LAST_DAY = Coalesce("end_date", "date")


def upcoming_events(*, today: date) -> QuerySet[Event]:
    return with_seats(Event.objects.alias(last_day=_LAST_DAY).filter(last_day__gte=today)).order_by("date", "id")


def featured_event(*, today: date) -> Event | None:
    return upcoming_events(today=today).first()


def event_find(*, event_id: int) -> Event | None:
    """The event alone, without seat counts or slots (for looking one up by id)."""
    return Event.objects.filter(pk=event_id).first()


def event_get(*, event_id: int) -> Event | None:
    return with_seats(Event.objects.filter(pk=event_id)).first()


def admin_events(*, today: date) -> QuerySet[Event]:
    """Upcoming events soonest first, then past events latest first."""
    past = Case(When(last_day__lt=today, then=Value(1)), default=Value(0), output_field=IntegerField())
    upcoming_key = Case(When(last_day__gte=today, then="date"), default=None)
    past_key = Case(When(last_day__lt=today, then="date"), default=None)
    return with_seats(Event.objects.alias(last_day=_LAST_DAY).annotate(is_past=past)).order_by(
        "is_past", upcoming_key.asc(nulls_last=True), past_key.desc(nulls_last=True), "id"
    )


def featured_image_paths() -> list[str]:
    """Stored images events show, for the purge of unused uploads."""
    return list(Event.objects.exclude(featured_image="").values_list("featured_image", flat=True))


def confirmed_guests(*, event: Event) -> int:
    """Guests of the event's confirmed parties: the least its capacity may be."""
    guests = Event.objects.filter(pk=event.pk).aggregate(guests=Sum("registrations__guest_count", filter=_CONFIRMED))
    return guests["guests"] or 0


def day_guests(*, day: EventDay) -> int:
    """Guests of the confirmed parties coming on a festival day: the least its capacity may be."""
    guests = EventDay.objects.filter(pk=day.pk).aggregate(guests=Sum("registrations__guest_count", filter=_CONFIRMED))
    return guests["guests"] or 0
