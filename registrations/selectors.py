from dataclasses import dataclass
from datetime import date, datetime, time

from django.db.models import Count, Q, Sum
from django.utils import timezone

from events.models import Event
from registrations.models import Registration


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


def event_registrations(*, event: Event, status: str | None = None) -> list[Registration]:
    """An event's registrations, newest first, each with its `waitlist_position`;
    the waiting list alone (status "waitlisted") comes in waiting order."""
    registrations = list(
        Registration.objects.filter(event=event).prefetch_related("claims").order_by("created_at", "id")
    )
    place = 0
    for registration in registrations:
        if registration.status == Registration.Status.WAITLISTED:
            place += 1
            registration.waitlist_position = place
        else:
            registration.waitlist_position = None
    if status is not None:
        registrations = [registration for registration in registrations if registration.status == status]
    if status != Registration.Status.WAITLISTED:
        registrations.reverse()
    return registrations


def registration_get(*, registration_id: int) -> Registration | None:
    return Registration.objects.select_related("event").filter(pk=registration_id).first()
