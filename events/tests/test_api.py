from datetime import date, datetime, timedelta

import pytest
from django.utils import timezone

from events import selectors
from events.models import Event
from events.public import EventSerializer
from events.tests.factories import EventFactory
from registrations import seats
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def event_payload(**overrides) -> dict:
    payload = {
        "title": "  Kali Puja  ",
        "description": "Night of worship.",
        "date": "2030-10-15T00:00:00.000Z",
        "time": "7:00 PM",
        "venue": "Tracy Community Center",
        "address": "950 East St, Tracy, CA",
        "highlights": ["Aarti", " ", "Bhog "],
        "schedule": [{"time": "7:00 PM", "activity": "Aarti", "description": "Evening aarti"}],
        "whatToBring": ["Family"],
        "sponsors": [{"name": "Sen Family", "benefits": "Logo on banner"}],
        "registrationOpen": True,
        "featuredImage": "/objects/uploads/abc.jpg",
    }
    payload.update(overrides)
    return payload


def titles(response) -> list[str]:
    return [event["title"] for event in response.json()]


# Public reads


def test_events_lists_upcoming_events_soonest_first(api_client):
    today = timezone.localdate()
    EventFactory(title="Later", date=today + timedelta(days=20))
    EventFactory(title="Sooner", date=today + timedelta(days=2))
    EventFactory(title="Past", date=today - timedelta(days=1))

    response = api_client.get("/api/events")

    assert response.status_code == 200
    assert titles(response) == ["Sooner", "Later"]


def test_events_includes_an_event_happening_today(api_client):
    EventFactory(title="Today", date=timezone.localdate())

    response = api_client.get("/api/events")

    assert titles(response) == ["Today"]


def test_today_is_the_date_in_california_not_utc(api_client, clock):
    # 05:00 UTC on 15 October is still 14 October in Los Angeles.
    clock.set(datetime(2030, 10, 15, 5, 0, tzinfo=timezone.UTC))
    EventFactory(title="On the 14th", date=datetime(2030, 10, 14).date())
    EventFactory(title="On the 13th", date=datetime(2030, 10, 13).date())

    response = api_client.get("/api/events")

    assert titles(response) == ["On the 14th"]


def test_event_body_has_every_field_in_camel_case(api_client):
    event = EventFactory(
        date=datetime(2030, 10, 15).date(),
        featured_image="/objects/uploads/a.jpg",
        sponsors=[{"name": "Sen Family", "benefits": "Banner"}],
    )

    response = api_client.get(f"/api/events/{event.pk}")

    assert response.status_code == 200
    assert response.json() == {
        "id": event.pk,
        "title": event.title,
        "description": event.description,
        "titleBn": "",
        "descriptionBn": "",
        "date": "2030-10-15",
        "endDate": None,
        "days": [],
        "sittings": [],
        "time": "5:00 PM - 10:00 PM",
        "venue": "Tracy Community Center",
        "address": "950 East St, Tracy, CA 95376",
        "featuredImage": "/objects/uploads/a.jpg",
        "registrationOpen": True,
        "highlights": ["Cultural program", "Bhog"],
        "schedule": [{"time": "5:00 PM", "activity": "Aarti", "description": ""}],
        "whatToBring": ["Family"],
        "sponsors": [{"name": "Sen Family", "benefits": "Banner"}],
        "mealsServed": True,
        "sponsorships": [],
        "slots": [],
        "shifts": [],
        "capacity": None,
        "prices": None,
        "programmeOpen": False,
        "programmeDeadline": None,
        "programmePublished": False,
        "programmeStart": "",
        "programmeGapMinutes": 2,
        "spotsLeft": None,
        "waitlistCount": 0,
        "isPast": False,
        "startsAt": "2030-10-15T17:00:00-07:00",
        "endsAt": "2030-10-15T22:00:00-07:00",
    }


def test_event_detail_shows_a_past_event(api_client):
    event = EventFactory(past=True)

    response = api_client.get(f"/api/events/{event.pk}")

    assert response.status_code == 200
    assert response.json()["id"] == event.pk


def test_event_detail_of_unknown_id_is_404(api_client):
    response = api_client.get("/api/events/999999")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_event_detail_with_a_huge_id_is_404(api_client):
    response = api_client.get("/api/events/99999999999999999999999999")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_featured_event_is_the_soonest_upcoming(api_client):
    today = timezone.localdate()
    EventFactory(title="Past", date=today - timedelta(days=3))
    EventFactory(title="Next month", date=today + timedelta(days=30))
    EventFactory(title="Next week", date=today + timedelta(days=7))

    response = api_client.get("/api/events/featured")

    assert response.status_code == 200
    assert response.json()["title"] == "Next week"


def test_featured_event_is_null_without_upcoming_events(api_client):
    EventFactory(past=True)

    response = api_client.get("/api/events/featured")

    assert response.status_code == 200
    assert response.json() is None


# Admin reads


def test_admin_events_lists_upcoming_soonest_first_then_past_latest_first(staff_client):
    today = timezone.localdate()
    EventFactory(title="Long ago", date=today - timedelta(days=300))
    EventFactory(title="In a month", date=today + timedelta(days=30))
    EventFactory(title="Yesterday", date=today - timedelta(days=1))
    EventFactory(title="Today", date=today)
    EventFactory(title="Tomorrow", date=today + timedelta(days=1))

    response = staff_client.get("/api/admin/events")

    assert response.status_code == 200
    assert titles(response) == ["Today", "Tomorrow", "In a month", "Yesterday", "Long ago"]


# Admin create


def test_admin_creates_an_event(staff_client):
    response = staff_client.post("/api/admin/events", event_payload(), format="json")

    assert response.status_code == 201
    body = response.json()
    event = Event.objects.get()
    assert body["id"] == event.pk
    assert body["title"] == "Kali Puja"
    assert body["highlights"] == ["Aarti", "Bhog"]
    assert event.title == "Kali Puja"
    assert event.venue == "Tracy Community Center"
    assert event.highlights == ["Aarti", "Bhog"]
    assert event.schedule == [{"time": "7:00 PM", "activity": "Aarti", "description": "Evening aarti"}]
    assert event.what_to_bring == ["Family"]
    assert event.sponsors == [{"name": "Sen Family", "benefits": "Logo on banner"}]
    assert event.featured_image == "/objects/uploads/abc.jpg"
    assert event.registration_open is True


def test_iso_timestamp_date_is_stored_and_returned_as_the_calendar_date_written(staff_client):
    response = staff_client.post("/api/admin/events", event_payload(date="2025-10-15T00:00:00.000Z"), format="json")

    assert response.status_code == 201
    assert response.json()["date"] == "2025-10-15"
    assert Event.objects.get().date.isoformat() == "2025-10-15"


def test_timestamp_with_offset_keeps_the_calendar_date_written(staff_client):
    response = staff_client.post("/api/admin/events", event_payload(date="2025-10-15T23:30:00-07:00"), format="json")

    assert response.status_code == 201
    assert Event.objects.get().date.isoformat() == "2025-10-15"


def test_plain_date_is_accepted(staff_client):
    response = staff_client.post("/api/admin/events", event_payload(date="2025-10-15"), format="json")

    assert response.status_code == 201
    assert response.json()["date"] == "2025-10-15"


def test_optional_event_fields_take_their_defaults(staff_client):
    payload = {"title": "Picnic", "date": "2030-05-01", "venue": "Park", "address": "1 Park Rd"}

    response = staff_client.post("/api/admin/events", payload, format="json")

    assert response.status_code == 201
    event = Event.objects.get()
    assert event.registration_open is True
    assert event.sponsors == []
    assert event.highlights == []
    assert event.schedule == []
    assert response.json()["sponsors"] == []
    assert response.json()["registrationOpen"] is True


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("title", "", "Title is required"),
        ("title", "   ", "Title is required"),
        ("title", None, "Title is required"),
        ("date", "", "Date is required"),
        ("date", None, "Date is required"),
        ("venue", "", "Venue is required"),
        ("venue", None, "Venue is required"),
        ("address", "", "Address is required"),
        ("address", None, "Address is required"),
    ],
)
def test_event_required_field_message(staff_client, field, value, message):
    response = staff_client.post("/api/admin/events", event_payload(**{field: value}), format="json")

    assert response.status_code == 400
    assert response.json()["errors"][field] == [message]
    assert response.json()["message"] == "Please correct the highlighted fields."
    assert not Event.objects.exists()


@pytest.mark.parametrize("field", ["title", "date", "venue", "address"])
def test_event_missing_required_field_is_refused(staff_client, field):
    payload = event_payload()
    del payload[field]

    response = staff_client.post("/api/admin/events", payload, format="json")

    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert not Event.objects.exists()


def test_sponsor_without_a_name_is_refused(staff_client):
    response = staff_client.post(
        "/api/admin/events", event_payload(sponsors=[{"name": " ", "benefits": "x"}]), format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"sponsors.0.name": ["Sponsor name is required"]}
    assert not Event.objects.exists()


@pytest.mark.parametrize("value", ["15/10/2025", "2025-13-01", "2025-02-30", "tomorrow", 20251015])
def test_unreadable_date_is_refused(staff_client, value):
    response = staff_client.post("/api/admin/events", event_payload(date=value), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"date": ["Enter a date as YYYY-MM-DD."]}


def test_featured_image_must_be_an_upload_or_web_address(staff_client):
    response = staff_client.post("/api/admin/events", event_payload(featuredImage="javascript:alert(1)"), format="json")

    assert response.status_code == 400
    assert "featuredImage" in response.json()["errors"]
    assert not Event.objects.exists()


def test_schedule_entry_without_activity_is_refused(staff_client):
    response = staff_client.post(
        "/api/admin/events", event_payload(schedule=[{"time": "5 PM", "activity": ""}]), format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"schedule.0.activity": ["Activity is required"]}


def test_over_long_title_is_refused(staff_client):
    response = staff_client.post("/api/admin/events", event_payload(title="x" * 201), format="json")

    assert response.status_code == 400
    assert "title" in response.json()["errors"]
    assert not Event.objects.exists()


# Admin update and delete


def test_admin_updates_an_event(staff_client):
    event = EventFactory(title="Old title", registration_open=True)

    response = staff_client.put(
        f"/api/admin/events/{event.pk}",
        event_payload(title="New title", registrationOpen=False, date="2031-01-02"),
        format="json",
    )

    assert response.status_code == 200
    assert response.json()["title"] == "New title"
    assert response.json()["registrationOpen"] is False
    event.refresh_from_db()
    assert event.title == "New title"
    assert event.registration_open is False
    assert event.date.isoformat() == "2031-01-02"


def test_update_with_invalid_body_changes_nothing(staff_client):
    event = EventFactory(title="Kept")

    response = staff_client.put(f"/api/admin/events/{event.pk}", event_payload(title=""), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"title": ["Title is required"]}
    event.refresh_from_db()
    assert event.title == "Kept"


def test_update_of_unknown_event_is_404(staff_client):
    response = staff_client.put("/api/admin/events/424242", event_payload(), format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_admin_deletes_an_event_with_its_registrations(staff_client):
    event = EventFactory()
    RegistrationFactory(event=event)
    other = RegistrationFactory()

    response = staff_client.delete(f"/api/admin/events/{event.pk}")

    assert response.status_code == 204
    assert response.content == b""
    assert not Event.objects.filter(pk=event.pk).exists()
    assert list(Registration.objects.all()) == [other]


def test_delete_of_unknown_event_is_404(staff_client):
    response = staff_client.delete("/api/admin/events/424242")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


# Who may call the admin endpoints


def test_signed_out_admin_create_is_401(api_client):
    response = api_client.post("/api/admin/events", event_payload(), format="json")

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert not Event.objects.exists()


def test_non_staff_admin_create_is_403(member_client):
    response = member_client.post("/api/admin/events", event_payload(), format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Only organisers may do this."}
    assert not Event.objects.exists()


def test_signed_out_admin_delete_is_401_and_keeps_the_event(api_client):
    event = EventFactory()

    response = api_client.delete(f"/api/admin/events/{event.pk}")

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert Event.objects.filter(pk=event.pk).exists()


def test_a_client_asserted_admin_header_is_ignored(api_client):
    response = api_client.get("/api/admin/events", HTTP_X_DEMO_ADMIN="true", HTTP_X_ADMIN_AUTH="authenticated")

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_admin_events_say_which_are_past_by_the_site_date(staff_client):
    today = timezone.localdate()
    EventFactory(title="Yesterday", date=today - timedelta(days=1))
    EventFactory(title="Today", date=today)

    response = staff_client.get("/api/admin/events")

    assert {event["title"]: event["isPast"] for event in response.json()} == {"Yesterday": True, "Today": False}


def test_an_event_before_1883_has_its_times_in_utc_as_rfc_3339_can_write_them():
    # Los Angeles kept local mean time (-07:52:58) until 1883.
    event = EventFactory(date=date(574, 2, 24), time="4:00 PM - 9:00 PM")

    body = EventSerializer(selectors.event_get(event_id=event.pk, seats=seats)).data

    assert body["startsAt"] == "0574-02-24T23:52:58+00:00"
    assert body["endsAt"] == "0574-02-25T04:52:58+00:00"
