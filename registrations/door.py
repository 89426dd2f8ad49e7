"""The door's own list of an event: what a volunteer at the door needs of each party (its name,
its size, its arrival, its sittings), and nothing else (no email, phone, notes or money). A
phone keeps its copy and asks only for what changed since its cursor (core/change_marks.py)."""

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Q

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


def party_sittings(registration_ids: list[int], *, day: EventDay | None = None) -> dict[int, list]:
    """Each party's sittings, by registration id, for the door's list (of `day` at a festival):
    `[{id, dayId, title, titleBn, startTime}]`, in one query."""
    found = sittings_by_registration(registration_ids)
    if day is None:
        return found
    return {
        registration_id: [sitting for sitting in sittings if sitting["dayId"] in (None, day.pk)]
        for registration_id, sittings in found.items()
    }


# What the door reads of a registration: read as plain rows, not models, for a festival's thousands.
_FIELDS = ("id", "full_name", "guest_count", "children", "status", "checked_in_at", "arrived_guests")


def _party(row, arrival: tuple[datetime | None, int | None], sittings: list) -> DoorParty:
    checked_in_at, arrived = arrival
    return DoorParty(
        id=row.id,
        full_name=row.full_name,
        guest_count=row.guest_count,
        children=row.children,
        status=row.status,
        checked_in_at=checked_in_at,
        arrived_guests=None if checked_in_at is None else (arrived or row.guest_count),
        sittings=sittings,
    )


def door_list(*, event: Event, day: EventDay | None = None, since: Cursor | None = None) -> DoorList:
    """The door's list of `event` (of one of its days at a festival, each party with that day's
    check-in), by name; given `since` (a cursor an earlier read answered), only the parties
    changed after it and the ids of those gone from the list. The cursor is taken before the
    parties are read: a change committed meanwhile comes again in the next answer, never lost."""
    cursor = change_cursor()
    query = Registration.objects.filter(event=event)
    if since is not None:
        query = query.filter(changed_since(since, mark="door_mark", transaction="door_xid"))
    else:
        query = query.filter(status__in=ON_THE_LIST)
    rows = list(query.order_by("full_name", "id").values_list(*_FIELDS, named=True))
    if day is None:
        coming = None
        arrivals = {row.id: (row.checked_in_at, row.arrived_guests) for row in rows}
    else:
        coming = set(
            Registration.days.through.objects.filter(eventday=day, registration__event=event).values_list(
                "registration_id", flat=True
            )
        )
        arrivals = {
            registration_id: (checked_in_at, arrived)
            for registration_id, checked_in_at, arrived in DayCheckIn.objects.filter(
                day=day, registration__event=event
            ).values_list("registration_id", "checked_in_at", "arrived_guests")
        }
    on_list = [row.status in ON_THE_LIST and (coming is None or row.id in coming) for row in rows]
    kept = [row for row, on in zip(rows, on_list, strict=True) if on]
    removed = [row.id for row, on in zip(rows, on_list, strict=True) if not on]
    if since is not None:
        removed += DoorRemoval.objects.filter(
            Q(event=event) & changed_since(since, mark="mark", transaction="xid")
        ).values_list("registration_id", flat=True)
    sittings = party_sittings([row.id for row in kept], day=day)
    parties = [_party(row, arrivals.get(row.id, (None, None)), sittings.get(row.id, [])) for row in kept]
    return DoorList(parties=parties, removed=sorted(set(removed)), cursor=cursor)
