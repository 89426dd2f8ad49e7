"""An event's update and what follows it: the waiting list is promoted when
its seats may have grown, the programme is retimed (and its acts told their
times) when its settings change. Creating or deleting an event needs nothing
more than the event services: a new event has no parties and no acts, and a
deleted one takes its own with it."""

from typing import Any

from django.db import transaction

from activity.models import SYSTEM
from events import services
from events.models import Event
from programme.services import programme_event_changed
from registrations import seats
from registrations.services import promote_waiting


@transaction.atomic
def event_update(*, event: Event, actor: str = SYSTEM, **fields: Any) -> Event:
    """Change the event, then, under its lock, give freed seats to the waiting
    list and move the acts to the programme's new times."""
    updated = services.event_update(event=event, seats=seats, actor=actor, **fields)
    if updated.seats_changed:
        promote_waiting(event=updated.event)
    if updated.programme_changes:
        programme_event_changed(event=updated.event, changes=updated.programme_changes)
    return updated.event
