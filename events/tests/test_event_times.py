"""An event's startsAt and endsAt: its free-text time read once, on the server,
as the calendar file reads it, and sent with the Los Angeles offset."""

from datetime import date

import pytest

from events.tests.factories import EventFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("day", "time", "starts_at", "ends_at"),
    [
        # Daylight saving time in October, standard time in December.
        (date(2030, 10, 15), "5:00 PM - 10:00 PM", "2030-10-15T17:00:00-07:00", "2030-10-15T22:00:00-07:00"),
        (date(2030, 12, 20), "10:00 AM", "2030-12-20T10:00:00-08:00", "2030-12-20T13:00:00-08:00"),
        (date(2030, 12, 20), "10 - 2 PM", "2030-12-20T10:00:00-08:00", "2030-12-20T14:00:00-08:00"),
        (date(2030, 10, 15), "8 PM - 1 AM", "2030-10-15T20:00:00-07:00", "2030-10-16T01:00:00-07:00"),
        (date(2030, 10, 15), "After sunset", None, None),
        (date(2030, 10, 15), "", None, None),
    ],
)
def test_public_event_sends_when_it_starts_and_ends(api_client, day, time, starts_at, ends_at):
    event = EventFactory(date=day, time=time)

    response = api_client.get(f"/api/events/{event.pk}")

    assert response.status_code == 200
    assert (response.json()["startsAt"], response.json()["endsAt"]) == (starts_at, ends_at)


def test_events_list_and_featured_event_send_the_times(api_client):
    EventFactory(date=date(2030, 10, 15), time="6:30 PM")

    listed = api_client.get("/api/events").json()[0]
    featured = api_client.get("/api/events/featured").json()

    assert (listed["startsAt"], listed["endsAt"]) == ("2030-10-15T18:30:00-07:00", "2030-10-15T21:30:00-07:00")
    assert (featured["startsAt"], featured["endsAt"]) == (listed["startsAt"], listed["endsAt"])


def test_admin_events_send_the_times_and_follow_an_edit(staff_client):
    event = EventFactory(date=date(2030, 10, 15), time="Evening")

    listed = staff_client.get("/api/admin/events").json()[0]
    assert (listed["startsAt"], listed["endsAt"]) == (None, None)

    payload = {**listed, "time": "7 PM - 9:30 PM"}
    updated = staff_client.put(f"/api/admin/events/{event.pk}", payload, format="json")

    assert updated.status_code == 200
    assert (updated.json()["startsAt"], updated.json()["endsAt"]) == (
        "2030-10-15T19:00:00-07:00",
        "2030-10-15T21:30:00-07:00",
    )


def test_times_cannot_be_written(staff_client):
    event = EventFactory(date=date(2030, 10, 15), time="5:00 PM")
    payload = staff_client.get(f"/api/events/{event.pk}").json()

    response = staff_client.put(
        f"/api/admin/events/{event.pk}",
        {**payload, "startsAt": "2030-10-15T09:00:00-07:00", "endsAt": None},
        format="json",
    )

    assert response.status_code == 200
    assert response.json()["startsAt"] == "2030-10-15T17:00:00-07:00"
    event.refresh_from_db()
    assert event.time == "5:00 PM"
