"""The door's own list of an event: what a volunteer at the door needs of each party (its name,
its size, its arrival, its sittings), and nothing else (no email, phone, notes or money). A
phone keeps its copy and asks only for what changed since its cursor (core/change_marks.py)."""

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Prefetch, Q

from core.change_marks import Cursor, change_cursor, changed_since
from events.models import Event, EventDay
from registrations.models import DayCheckIn, DoorRemoval, Registration
from registrations.sittings import sittings_by_registration

# The parties on the door's list: those with a place and those waiting for one (a volunteer can
# tell a waiting party why it is not expected); a cancelled or deleted party leaves it.
ON_THE_LIST = (Registration.Status.CONFIRMED, Registration.Status.WAITLISTED)


@dataclass(frozen=True)
class DoorParty:
    id: int
    full_name: str
    guest_count: int
    children: int
    status: str
    checked_in_at: datetime | None
    arrived_guests: int | None
    sittings: list


@dataclass(frozen=True)
class DoorList:
    parties: list[DoorParty]
    # Ids of parties the phone may hold that are no longer on the list (only when asked `since`).
    removed: list[int]
    cursor: Cursor


def party_sittings(registrations: list[Registration], *, day: EventDay | None = None) -> dict[int, list]:
    """Each party's sittings, by registration id, for the door's list (of `day` at a festival):
    `[{id, dayId, title, titleBn, startTime}]`, in one query."""
    found = sittings_by_registration([registration.pk for registration in registrations])
    if day is None:
        return found
    return {
        registration_id: [sitting for sitting in sittings if sitting["dayId"] in (None, day.pk)]
        for registration_id, sittings in found.items()
    }


def _on_list(registration: Registration, day: EventDay | None) -> bool:
    if registration.status not in ON_THE_LIST:
        return False
    return day is None or day.pk in {chosen.pk for chosen in registration.days.all()}


def _party(registration: Registration, day: EventDay | None, sittings: list) -> DoorParty:
    if day is None:
        checked_in_at, arrived = registration.checked_in_at, registration.arrived_guests
    else:
        arrival = next((found for found in registration.arrivals if found.day_id == day.pk), None)
        checked_in_at, arrived = (arrival.checked_in_at, arrival.arrived_guests) if arrival else (None, None)
    return DoorParty(
        id=registration.pk,
        full_name=registration.full_name,
        guest_count=registration.guest_count,
        children=registration.children,
        status=registration.status,
        checked_in_at=checked_in_at,
        arrived_guests=None if checked_in_at is None else (arrived or registration.guest_count),
        sittings=sittings,
    )


def door_list(*, event: Event, day: EventDay | None = None, since: Cursor | None = None) -> DoorList:
    """The door's list of `event` (of one of its days at a festival, each party with that day's
    check-in), by name; given `since` (a cursor an earlier read answered), only the parties
    changed after it and the ids of those gone from the list. The cursor is taken before the
    parties are read: a change committed meanwhile comes again in the next answer, never lost."""
    cursor = change_cursor()
    query = Registration.objects.filter(event=event).only(
        "id", "event_id", "full_name", "guest_count", "children", "status", "checked_in_at", "arrived_guests"
    )
    if since is not None:
        query = query.filter(changed_since(since, mark="door_mark", transaction="door_xid"))
    else:
        query = query.filter(status__in=ON_THE_LIST)
    if day is not None:
        query = query.prefetch_related(
            Prefetch("days", queryset=EventDay.objects.only("id")),
            Prefetch("day_check_ins", queryset=DayCheckIn.objects.filter(day=day), to_attr="arrivals"),
        )
    registrations = list(query.order_by("full_name", "id"))
    kept = [registration for registration in registrations if _on_list(registration, day)]
    removed = [registration.pk for registration in registrations if not _on_list(registration, day)]
    if since is not None:
        removed += DoorRemoval.objects.filter(
            Q(event=event) & changed_since(since, mark="mark", transaction="xid")
        ).values_list("registration_id", flat=True)
    sittings = party_sittings(kept, day=day)
    parties = [_party(registration, day, sittings.get(registration.pk, [])) for registration in kept]
    return DoorList(parties=parties, removed=sorted(set(removed)), cursor=cursor)
