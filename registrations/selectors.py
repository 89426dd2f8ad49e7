from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, time

from django.db.models import Count, Prefetch, Q, QuerySet, Sum
from django.db.models.functions import Coalesce, TruncDate
from django.utils import timezone

from core.dates import local_today
from core.emails import email_key
from core.manage_links import REGISTRATION, manage_token_is_valid
from events.models import Event, EventDay, Sitting, Slot
from registrations.models import DayCheckIn, GuestMessage, Registration, SittingBooking, SlotClaim
from registrations.seats import SEATED, SEATED_BOOKING, SEATED_THERE, WAITING


def _bookings() -> Prefetch:
    """A party's sittings, with each sitting, in one query however many parties."""
    return Prefetch("sitting_bookings", queryset=SittingBooking.objects.select_related("sitting__day").order_by("id"))


@dataclass(frozen=True)
class RegistrationStats:
    total_registrations: int
    total_guests: int
    today_registrations: int


def registration_stats(*, today: date) -> RegistrationStats:
    """Counts over all events; "today" starts at local midnight."""
    midnight = timezone.make_aware(datetime.combine(today, time.min))
    totals = Registration.objects.aggregate(
        count=Count("id"),
        guests=Sum("guest_count"),
        today=Count("id", filter=Q(created_at__gte=midnight)),
    )
    return RegistrationStats(
        total_registrations=totals["count"] or 0,
        total_guests=totals["guests"] or 0,
        today_registrations=totals["today"] or 0,
    )


def event_registrations(*, event: Event, status: str | None = None, day: EventDay | None = None) -> list[Registration]:
    """An event's registrations, newest first, each with its `waitlist_position`
    and its check-ins of each festival day; the waiting list alone (status
    "waitlisted") comes in waiting order. Given a festival `day`, only the
    parties coming that day (the door's list of the day)."""
    query = (
        Registration.objects.filter(event=event)
        .prefetch_related("claims__slot", _bookings())
        .order_by("created_at", "id")
    )
    if event.end_date is None:
        # An event of one day has no days, so no days or check-ins of days to read.
        registrations = list(query)
        for registration in registrations:
            registration.arrivals = []
            _without_days(registration)
    else:
        # The check-ins as a plain list: the door's list reads them for thousands of parties.
        registrations = list(query.prefetch_related("days", Prefetch("day_check_ins", to_attr="arrivals")))
    place = 0
    for registration in registrations:
        if registration.status == Registration.Status.WAITLISTED:
            place += 1
            registration.waitlist_position = place
        else:
            registration.waitlist_position = None
    if status is not None:
        registrations = [registration for registration in registrations if registration.status == status]
    if day is not None:
        registrations = [registration for registration in registrations if day.pk in registration.day_ids]
    if status != Registration.Status.WAITLISTED:
        registrations.reverse()
    return registrations


def _without_days(registration: Registration) -> None:
    """A party of an event of one day, which has no days: its days held, as a prefetch holds them, empty."""
    days = registration.days.all()
    days._result_cache = []
    days._prefetch_done = True
    registration.__dict__.setdefault("_prefetched_objects_cache", {})["days"] = days


def event_registrations_for_export(*, event: Event, chunk_size: int = 200) -> Iterator[Registration]:
    """An event's registrations, newest first (as `event_registrations` lists
    them), with their claims' slots, read from the database a chunk at a time so
    that an export of thousands holds only one chunk in memory."""
    return (
        Registration.objects.filter(event=event)
        .prefetch_related("claims__slot", "days", "day_check_ins__day")
        .order_by("-created_at", "-id")
        .iterator(chunk_size=chunk_size)
    )


def registration_get(*, registration_id: int) -> Registration | None:
    return Registration.objects.select_related("event").filter(pk=registration_id).first()


@dataclass(frozen=True)
class PassDay:
    id: int
    date: date
    title: str
    title_bn: str


def registration_pass(*, registration_id: int, token: str | None) -> Registration | None:
    """The party whose pass `token` opens, with its days (`pass_days`); None
    for a wrong token and an unknown id alike."""
    if not manage_token_is_valid(REGISTRATION, registration_id, token):
        return None
    registration = registration_get(registration_id=registration_id)
    if registration is not None:
        registration.pass_days = [
            PassDay(id=day.pk, date=day.date, title=day.title, title_bn=day.title_bn)
            for day in registration.days.order_by("date")
        ]
    return registration


@dataclass(frozen=True)
class EventSummary:
    """What the organisers plan with: counts over confirmed parties unless named otherwise."""

    confirmed_parties: int
    confirmed_guests: int
    adults: int
    children: int
    vegetarian_meals: int
    other_meals: int
    waitlisted_parties: int
    waitlisted_guests: int
    cancelled_parties: int
    checked_in_parties: int
    checked_in_guests: int
    dietary_notes: list[dict]
    no_photo_consent: list[str]
    slots: list[dict]
    guests_by_day: list[dict]
    days: list[dict]
    sittings: list[dict]


def event_summary(*, event: Event) -> EventSummary:
    """A handful of queries however many registrations: the counts, the confirmed
    parties' notes and consent, the slots and their claims, and the days with
    their arrivals. At a festival a party counts as checked in once it has come
    on any day, with the most of it that came on one day (each day counts its own)."""
    arrived = SEATED & Q(checked_in_at__isnull=False)
    totals = Registration.objects.filter(event=event).aggregate(
        confirmed_parties=Count("id", filter=SEATED),
        confirmed_guests=Coalesce(Sum("guest_count", filter=SEATED), 0),
        children=Coalesce(Sum("children", filter=SEATED), 0),
        vegetarian_meals=Coalesce(Sum("vegetarian_meals", filter=SEATED), 0),
        waitlisted_parties=Count("id", filter=WAITING),
        waitlisted_guests=Coalesce(Sum("guest_count", filter=WAITING), 0),
        cancelled_parties=Count("id", filter=Q(status=Registration.Status.CANCELLED)),
        checked_in_parties=Count("id", filter=arrived),
        # A party partly in counts the guests its taps said came.
        checked_in_guests=Coalesce(Sum(Coalesce("arrived_guests", "guest_count"), filter=arrived), 0),
    )
    parties = Registration.objects.filter(SEATED, event=event).order_by("full_name", "id")
    dietary_notes = []
    no_photo_consent = []
    for name, notes, consent in parties.values_list("full_name", "dietary_notes", "photo_consent"):
        if notes:
            dietary_notes.append({"fullName": name, "dietaryNotes": notes})
        if not consent:
            no_photo_consent.append(name)

    claims = SlotClaim.objects.filter(slot__event=event).order_by("created_at", "id")
    taken_by: dict[int, list[str]] = {}
    for slot_id, name in claims.values_list("slot_id", "registration__full_name"):
        taken_by.setdefault(slot_id, []).append(name)
    slots = [
        {
            "id": slot.pk,
            "kind": slot.kind,
            "title": slot.title,
            "needed": slot.needed,
            "taken": len(taken_by.get(slot.pk, [])),
            "takenBy": taken_by.get(slot.pk, []),
        }
        for slot in Slot.objects.filter(event=event).order_by("position", "id")
    ]

    days = (
        Registration.objects.filter(SEATED, event=event)
        .annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day")
        .annotate(guests=Sum("guest_count"))
        .order_by("day")
    )
    return EventSummary(
        days=_festival_days_summary(event),
        sittings=_sittings_summary(event),
        confirmed_parties=totals["confirmed_parties"],
        confirmed_guests=totals["confirmed_guests"],
        adults=totals["confirmed_guests"] - totals["children"],
        children=totals["children"],
        vegetarian_meals=totals["vegetarian_meals"],
        other_meals=totals["confirmed_guests"] - totals["vegetarian_meals"] if event.meals_served else 0,
        waitlisted_parties=totals["waitlisted_parties"],
        waitlisted_guests=totals["waitlisted_guests"],
        cancelled_parties=totals["cancelled_parties"],
        checked_in_parties=totals["checked_in_parties"],
        checked_in_guests=totals["checked_in_guests"],
        dietary_notes=dietary_notes,
        no_photo_consent=no_photo_consent,
        slots=slots,
        guests_by_day=[{"date": row["day"].isoformat(), "guests": row["guests"]} for row in days],
    )


def _sittings_summary(event: Event) -> list[dict]:
    """Per sitting, in the order of the day and the time: the confirmed parties
    that booked it (by name) and their guests, children and vegetarian meals,
    for the caterer and the priests; two queries."""
    booked: dict[int, list] = {}
    rows = (
        SittingBooking.objects.filter(SEATED_BOOKING, sitting__event=event)
        .order_by("registration__full_name", "registration_id")
        .values_list(
            "sitting_id",
            "registration__full_name",
            "registration__guest_count",
            "registration__children",
            "registration__vegetarian_meals",
        )
    )
    for sitting_id, *party in rows:
        booked.setdefault(sitting_id, []).append(party)
    sittings = Sitting.objects.filter(event=event).order_by("day__date", "start_time", "title")
    return [
        {
            "id": sitting.pk,
            "day_id": sitting.day_id,
            "title": sitting.title,
            "title_bn": sitting.title_bn,
            "start_time": sitting.start_time,
            "capacity": sitting.capacity,
            "parties": len(booked.get(sitting.pk, [])),
            "guests": sum(party[1] for party in booked.get(sitting.pk, [])),
            "children": sum(party[2] for party in booked.get(sitting.pk, [])),
            "vegetarian_meals": sum(party[3] for party in booked.get(sitting.pk, [])),
            "taken_by": [party[0] for party in booked.get(sitting.pk, [])],
        }
        for sitting in sittings
    ]


def _arrivals_by_day(event: Event) -> dict[int, dict]:
    """Per festival day, the confirmed parties checked in that day and the guests who came."""
    rows = (
        DayCheckIn.objects.filter(day__event=event, registration__status=Registration.Status.CONFIRMED)
        .values("day_id")
        .annotate(
            parties=Count("id"),
            guests=Coalesce(Sum(Coalesce("arrived_guests", "registration__guest_count")), 0),
        )
        .order_by()
    )
    return {row["day_id"]: row for row in rows}


def _festival_days_summary(event: Event) -> list[dict]:
    """Per festival day, the confirmed parties coming that day and their meals
    (each of the day's meals is served to all of them), and the arrivals that
    day; three queries (none at an event of one day)."""
    if event.end_date is None:
        return []
    arrivals = _arrivals_by_day(event)
    days = (
        EventDay.objects.filter(event=event)
        .annotate(
            parties=Count("registrations", filter=SEATED_THERE),
            guests=Coalesce(Sum("registrations__guest_count", filter=SEATED_THERE), 0),
            children=Coalesce(Sum("registrations__children", filter=SEATED_THERE), 0),
            vegetarian_meals=Coalesce(Sum("registrations__vegetarian_meals", filter=SEATED_THERE), 0),
        )
        .prefetch_related("meals")
        .order_by("date", "id")
    )
    return [
        {
            "id": day.pk,
            "date": day.date,
            "title": day.title,
            "capacity": day.capacity,
            "meals": [{"id": meal.pk, "name": meal.name} for meal in day.meals.all()],
            "parties": day.parties,
            "guests": day.guests,
            "adults": day.guests - day.children,
            "children": day.children,
            "vegetarian_meals": day.vegetarian_meals,
            "other_meals": day.guests - day.vegetarian_meals if event.meals_served else 0,
            "arrived_parties": arrivals.get(day.pk, {}).get("parties", 0),
            "arrived_guests": arrivals.get(day.pk, {}).get("guests", 0),
        }
        for day in days
    ]


def event_guest_messages(*, event: Event) -> QuerySet[GuestMessage]:
    return GuestMessage.objects.filter(event=event).order_by("-sent_at", "-id")


def event_accepts_registrations(event: Event) -> bool:
    return event.registration_open and event.last_day >= local_today()


def waitlist_position(registration: Registration) -> int | None:
    """1-based place among the event's waiting parties, in the order they registered."""
    if registration.status != Registration.Status.WAITLISTED:
        return None
    ahead = Registration.objects.filter(event_id=registration.event_id, status=Registration.Status.WAITLISTED).filter(
        Q(created_at__lt=registration.created_at) | Q(created_at=registration.created_at, pk__lt=registration.pk)
    )
    return ahead.count() + 1


def registrations_of_email(*, email: str) -> QuerySet[Registration]:
    """Every registration made with an address (however it was typed: by its
    key, core/emails.py), the latest event first, with the event and the claims' slots."""
    return (
        Registration.objects.filter(email_key=email_key(email))
        .select_related("event")
        .prefetch_related("claims__slot", "days", _bookings())
        .order_by("-event__date", "-created_at", "-id")
    )
