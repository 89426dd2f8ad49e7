from datetime import date
from typing import Any

from django.db import transaction

from events.models import Event
from uploads.services import image_reference


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
            },
        )


@transaction.atomic
def event_update(*, event: Event, **fields: Any) -> Event:
    allowed = {f.name for f in Event._meta.get_fields()} - {"id", "created_at", "updated_at"}
    unknown = set(fields) - allowed
    if unknown:
        raise TypeError(f"Unknown event fields: {sorted(unknown)}")
    if "featured_image" not in fields:
        return _apply(event, fields)
    with image_reference(reference=fields["featured_image"], field="featuredImage") as featured_image:
        return _apply(event, {**fields, "featured_image": featured_image})


@transaction.atomic
def event_delete(*, event: Event) -> None:
    # Registrations go with the event (cascade); gallery images stay, unlinked.
    event.delete()
