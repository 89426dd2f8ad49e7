from datetime import date

import pytest
from icalendar import Calendar

from events.tests.factories import EventFactory

pytestmark = pytest.mark.django_db


def test_calendar_file_of_an_event_is_an_ics_attachment(api_client, settings):
    settings.SITE_URL = "https://tbca.example.org"
    event = EventFactory(title="Kali Puja", date=date(2030, 11, 1), time="7:00 PM - 11:00 PM")

    response = api_client.get(f"/api/events/{event.pk}/calendar.ics")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    assert response["Content-Disposition"] == f'attachment; filename="event-{event.pk}.ics"'
    (vevent,) = Calendar.from_ical(response.content).walk("VEVENT")
    assert vevent["SUMMARY"] == "Kali Puja"
    assert vevent["UID"] == f"event-{event.pk}@tbca.example.org"


def test_calendar_file_of_a_past_event_is_served_too(api_client):
    event = EventFactory(past=True)

    assert api_client.get(f"/api/events/{event.pk}/calendar.ics").status_code == 200


def test_calendar_file_is_served_to_a_client_that_accepts_only_calendars(api_client):
    event = EventFactory()

    response = api_client.get(f"/api/events/{event.pk}/calendar.ics", HTTP_ACCEPT="text/calendar")

    assert response.status_code == 200
    assert response.content.startswith(b"BEGIN:VCALENDAR\r\n")


@pytest.mark.parametrize("accept", ["*/*", "text/calendar"])
def test_calendar_file_of_a_missing_event_is_404_in_the_api_error_shape(api_client, accept):
    response = api_client.get("/api/events/424242/calendar.ics", HTTP_ACCEPT=accept)

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"message": "Not found."}


def test_calendar_file_is_documented_as_text_calendar(api_client):
    schema = api_client.get("/api/schema", {"format": "json"}).json()

    operation = schema["paths"]["/api/events/{event_id}/calendar.ics"]["get"]
    assert set(operation["responses"]["200"]["content"]) == {"text/calendar"}
    assert "404" in operation["responses"]


def test_calendar_file_follows_the_visitors_language(api_client):
    event = EventFactory(time="After sunset")

    response = api_client.get(f"/api/events/{event.pk}/calendar.ics?lang=bn")

    assert response["Content-Language"] == "bn"
    (vevent,) = Calendar.from_ical(response.content).walk("VEVENT")
    assert vevent["DESCRIPTION"].startswith("সময়: After sunset")
