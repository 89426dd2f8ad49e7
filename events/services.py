from datetime import date
from typing import Any

from django.db import transaction
from django.db.models import Sum

from core.exceptions import DomainError
from events.models import Event
from events.signals import event_seats_changed
from uploads.services import image_reference


class CapacityBelowConfirmed(DomainError):
    def __init__(self, confirmed: int) -> None:
        message = (
            f"{confirmed} guests are already confirmed. Set a capacity of at least {confirmed}, "
            "or cancel registrations first."
        )
        super().__init__(message, errors={"capacity": [message]})


def _confirmed_guests(event: Event) -> int:
    return event.registrations.filter(status="confirmed").aggregate(guests=Sum("guest_count"))["guests"] or 0


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
) -> Event:
    # An uploaded image is verified and stored as "/objects/..." (undone if the event fails).
    with image_reference(reference=featured_image, field="featuredImage") as featured_image:
        return _apply(
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
            },
        )


@transaction.atomic
def event_update(*, event: Event, **fields: Any) -> Event:
    allowed = {f.name for f in Event._meta.get_fields()} - {"id", "created_at", "updated_at"}
    unknown = set(fields) - allowed
    if unknown:
        raise TypeError(f"Unknown event fields: {sorted(unknown)}")
    if "capacity" in fields:
        # Lock the event as registrations do, so no party is confirmed meanwhile.
        event = Event.objects.select_for_update().get(pk=event.pk)
        confirmed = _confirmed_guests(event)
        if fields["capacity"] is not None and fields["capacity"] < confirmed:
            raise CapacityBelowConfirmed(confirmed)
    if "featured_image" in fields:
        with image_reference(reference=fields["featured_image"], field="featuredImage") as featured_image:
            event = _apply(event, {**fields, "featured_image": featured_image})
    else:
        event = _apply(event, fields)
    if "capacity" in fields:
        event_seats_changed.send(sender=Event, event=event)
    return event


@transaction.atomic
def event_delete(*, event: Event) -> None:
    # Registrations go with the event (cascade); gallery images stay, unlinked.
    event.delete()
