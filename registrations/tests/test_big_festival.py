"""A festival of hundreds of parties: the organisers' reads of one event cost
the same number of queries for 2 parties as for 600 (benchmarks/big_festival.py
times them at 2,000)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from events.models import Slot
from events.tests.factories import EventFactory
from registrations.models import Registration, SlotClaim

pytestmark = pytest.mark.django_db

STATUSES = [Registration.Status.CONFIRMED] * 8 + [Registration.Status.WAITLISTED, Registration.Status.CANCELLED]


def festival(parties: int):
    event = EventFactory(meals_served=True)
    prefix = f"E{event.pk}"
    slots = [Slot.objects.create(event=event, kind="bring", title=f"Dish {n}", needed=100) for n in range(3)]
    registrations = Registration.objects.bulk_create(
        Registration(
            event=event,
            full_name=f"Family {n}",
            email=f"family{n}-{prefix}@example.org",
            guest_count=1 + n % 5,
            status=STATUSES[n % len(STATUSES)],
            payment_reference=f"{prefix}-{n:05}",
            checked_in_at=timezone.now() if n % 3 == 0 and STATUSES[n % len(STATUSES)] == "confirmed" else None,
        )
        for n in range(parties)
    )
    SlotClaim.objects.bulk_create(
        SlotClaim(registration=registration, slot=slots[n % 3]) for n, registration in enumerate(registrations[::2])
    )
    return event


def queries(client, path: str) -> tuple[int, object]:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path)
    assert response.status_code == 200, response.content
    return len(captured), response


@pytest.mark.parametrize(
    "path",
    [
        "/api/admin/events/{event}/registrations",
        "/api/admin/events/{event}/registrations?status=confirmed",
        "/api/admin/events/{event}/registrations?status=waitlisted",
        "/api/admin/events/{event}/summary",
        "/api/admin/events/{event}/registrations/export",
    ],
)
def test_the_organisers_reads_cost_the_same_queries_for_600_parties_as_for_2(staff_client, path):
    small, big = festival(2), festival(600)

    few, _ = queries(staff_client, path.format(event=small.pk))
    many, response = queries(staff_client, path.format(event=big.pk))

    assert many == few
    if "status" not in path and path.endswith("registrations"):
        listed = response.json()
        assert len(listed) == 600
        assert sum(len(party["slotIds"]) for party in listed) == 300
        assert sum(party["checkedInAt"] is not None for party in listed) == 160


def test_a_door_phone_reading_the_list_again_gets_304_until_a_party_changes(staff_client):
    event = festival(50)
    path = f"/api/admin/events/{event.pk}/registrations"
    first = staff_client.get(path)
    held = staff_client.get(path, headers={"If-None-Match": first["ETag"]})

    assert first.status_code == 200
    assert first["Cache-Control"] == "private, no-cache"
    assert "Content-Encoding" not in first
    assert held.status_code == 304
    assert held.content == b""
    assert held["ETag"] == first["ETag"]

    party = next(party for party in first.json() if party["status"] == "confirmed" and not party["checkedInAt"])
    assert staff_client.post(f"/api/admin/registrations/{party['id']}/check-in").status_code == 200
    changed = staff_client.get(path, headers={"If-None-Match": first["ETag"]})

    assert changed.status_code == 200
    assert changed["ETag"] != first["ETag"]
    assert next(row for row in changed.json() if row["id"] == party["id"])["checkedInAt"]
