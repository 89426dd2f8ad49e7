"""The seats: the one place that knows which registrations hold a seat (the
confirmed parties), which wait for one (the waiting list) and which still
come (both), and that counts them. The events, which sit below this app and
never name a registration's status, take their counts from here: the
actions (actions/events.py) and the event endpoints hand this module to the
event services and selectors, which ask it through events/seats.py.
"""

from django.db.models import Count, Q, QuerySet, Sum
from django.db.models.functions import Coalesce

from events.models import Event, EventDay
from registrations.models import Registration

Status = Registration.Status

# Over a registration.
SEATED = Q(status=Status.CONFIRMED)
WAITING = Q(status=Status.WAITLISTED)
# Over a sitting's bookings: the seats a confirmed party holds there.
SEATED_BOOKING = Q(registration__status=Status.CONFIRMED)
LIVING = Q(status__in=[Status.CONFIRMED, Status.WAITLISTED])

# Over an event or a festival day, through their registrations.
SEATED_THERE = Q(registrations__status=Status.CONFIRMED)
WAITING_THERE = Q(registrations__status=Status.WAITLISTED)


def waiting(*, event: Event) -> QuerySet[Registration]:
    """The event's waiting parties, in the order they registered."""
    return Registration.objects.filter(WAITING, event=event).order_by("created_at", "id")


def confirmed_guests(*, event: Event, exclude_id: int | None = None) -> int:
    query = Registration.objects.filter(SEATED, event=event)
    if exclude_id is not None:
        query = query.exclude(pk=exclude_id)
    return query.aggregate(guests=Sum("guest_count"))["guests"] or 0


def spots_left(*, event: Event, exclude_id: int | None = None) -> int | None:
    """Seats not taken by confirmed parties (never below 0); None without a limit."""
    if event.capacity is None:
        return None
    return max(event.capacity - confirmed_guests(event=event, exclude_id=exclude_id), 0)


def day_spots_left(*, event: Event, exclude_id: int | None = None) -> dict[int, int | None]:
    """Each festival day's seats not taken by confirmed parties (never below 0),
    by the day's id; None for a day without a limit."""
    confirmed = Registration.objects.filter(SEATED, event=event, days__isnull=False)
    if exclude_id is not None:
        confirmed = confirmed.exclude(pk=exclude_id)
    taken = dict(confirmed.values_list("days").annotate(guests=Sum("guest_count")).order_by())
    return {
        day_id: None if capacity is None else max(capacity - taken.get(day_id, 0), 0)
        for day_id, capacity in EventDay.objects.filter(event=event).values_list("pk", "capacity")
    }


# What the events ask (events/seats.py), answered here.


def seated_guests() -> Coalesce:
    """Over events or festival days: the guests of their confirmed parties."""
    return Coalesce(Sum("registrations__guest_count", filter=SEATED_THERE), 0)


def sitting_guests() -> Coalesce:
    """Over sittings: the guests of the confirmed parties that booked it (a
    party books its whole party)."""
    return Coalesce(
        Sum("bookings__registration__guest_count", filter=Q(bookings__registration__status=Status.CONFIRMED)), 0
    )


def waiting_parties() -> Count:
    """Over events: their waiting parties."""
    return Count("registrations", filter=WAITING_THERE)


def parties_only_on(*, event: Event) -> dict[int, int]:
    """By day id: the living parties that chose that day and no other (a day
    they would be left registered for nothing without)."""
    alone = Registration.objects.filter(LIVING, event=event).annotate(chosen=Count("days")).filter(chosen=1)
    return dict(
        EventDay.objects.filter(event=event, registrations__in=alone)
        .values_list("pk")
        .annotate(parties=Count("registrations"))
        .order_by()
    )


def parties_on_every_day(*, event: Event, day_ids: list[int]) -> list[int]:
    """The living parties that chose every one of these days (all the event's
    living parties when it has no days yet)."""
    living = Registration.objects.filter(LIVING, event=event)
    if not day_ids:
        return list(living.values_list("pk", flat=True))
    return list(
        living.annotate(chosen=Count("days", filter=Q(days__in=day_ids)))
        .filter(chosen=len(day_ids))
        .values_list("pk", flat=True)
    )


def parties_join(*, days: list[EventDay], party_ids: list[int]) -> None:
    """These parties come on these (new) days too."""
    for day in days:
        day.registrations.add(*party_ids)
