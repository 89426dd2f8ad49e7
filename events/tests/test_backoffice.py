"""The back office (/backoffice/) saves and deletes events through the event
services: the capacity rule, the waiting list and the activity log hold there too."""

import html

import pytest

from activity.models import Entry
from events.models import Event
from events.tests.factories import EventFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/backoffice/events/event/"


@pytest.fixture
def volunteer(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("mitali", password="a-long-test-password"))
    return client


def form(event: Event, **changes) -> dict:
    values = {
        "title": event.title,
        "description": event.description,
        "date": event.date.isoformat(),
        "time": event.time,
        "venue": event.venue,
        "address": event.address,
        "featured_image": event.featured_image,
        "registration_open": event.registration_open,
        "capacity": "" if event.capacity is None else event.capacity,
        "meals_served": event.meals_served,
        "highlights": '["Cultural program"]',
        "schedule": "[]",
        "what_to_bring": "[]",
        "sponsors": "[]",
        "programme_start": event.programme_start,
        "programme_gap_minutes": event.programme_gap_minutes,
        "_save": "Save",
        **changes,
    }
    return {name: value for name, value in values.items() if value is not False}


def test_more_capacity_promotes_the_waiting_party_and_is_logged(
    volunteer, smtp_server, django_capture_on_commit_callbacks
):
    event = EventFactory(capacity=2, highlights=["Cultural program"], schedule=[], what_to_bring=[])
    RegistrationFactory(event=event, guest_count=2)
    waiting = RegistrationFactory(event=event, email="bina@example.com", guest_count=3, status="waitlisted")

    with django_capture_on_commit_callbacks(execute=True):
        response = volunteer.post(f"{CHANGELIST}{event.pk}/change/", form(event, capacity=5))

    assert response.status_code == 302
    waiting.refresh_from_db()
    assert waiting.status == "confirmed"
    assert [email["To"] for email in smtp_server.wait_for(1, within=10)] == ["bina@example.com"]
    change = Entry.objects.get(action="event.update")
    assert (change.actor, change.changes) == ("mitali", {"capacity": [2, 5]})


def test_a_capacity_below_the_confirmed_guests_is_refused_with_a_message(volunteer):
    event = EventFactory(capacity=10)
    RegistrationFactory(event=event, guest_count=6)
    original_title = event.title

    response = volunteer.post(f"{CHANGELIST}{event.pk}/change/", form(event, capacity=4, title="Changed"), follow=True)

    assert response.status_code == 200
    assert "6 guests are already confirmed. Set a capacity of at least 6" in html.unescape(response.content.decode())
    event.refresh_from_db()
    assert (event.capacity, event.title) == (10, original_title)
    assert not Entry.objects.filter(action="event.update").exists()


def test_an_event_added_in_the_back_office_is_logged_as_created(volunteer):
    event = EventFactory.build(title="Saraswati Puja", capacity=80)

    response = volunteer.post(f"{CHANGELIST}add/", form(event))

    assert response.status_code == 302
    created = Event.objects.get(title="Saraswati Puja")
    assert (created.capacity, created.highlights) == (80, ["Cultural program"])
    entry = Entry.objects.get(action="event.create")
    assert (entry.actor, entry.target_id) == ("mitali", created.pk)


def test_deleting_an_event_is_logged_under_the_volunteers_name(volunteer):
    event = EventFactory(title="Kali Puja")
    RegistrationFactory(event=event)

    response = volunteer.post(f"{CHANGELIST}{event.pk}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert not Event.objects.filter(pk=event.pk).exists()
    entry = Entry.objects.get(action="event.delete")
    assert (entry.actor, entry.summary) == ("mitali", "Kali Puja")


def test_deleting_events_from_the_list_goes_through_the_service_for_each(volunteer):
    events = EventFactory.create_batch(2)

    response = volunteer.post(
        CHANGELIST, {"action": "delete_selected", "_selected_action": [e.pk for e in events], "post": "yes"}
    )

    assert response.status_code == 302
    assert not Event.objects.exists()
    assert sorted(Entry.objects.filter(action="event.delete").values_list("target_id", flat=True)) == sorted(
        e.pk for e in events
    )


def test_a_programme_start_that_is_not_hh_mm_is_refused_in_the_back_office(volunteer):
    event = EventFactory(highlights=["Cultural program"], schedule=[], what_to_bring=[], programme_start="18:00")

    response = volunteer.post(f"{CHANGELIST}{event.pk}/change/", form(event, programme_start="7pm"))

    assert response.status_code == 200
    assert "HH:MM" in html.unescape(response.content.decode())
    event.refresh_from_db()
    assert event.programme_start == "18:00"


@pytest.mark.parametrize("date", ["1899-12-31", "3000-01-01"])
def test_a_date_outside_1900_to_2999_is_refused_in_the_back_office_and_nothing_is_saved(volunteer, date):
    event = EventFactory(highlights=["Cultural program"], schedule=[], what_to_bring=[])
    original = event.date

    changed = volunteer.post(f"{CHANGELIST}{event.pk}/change/", form(event, date=date, title="Changed"), follow=True)
    added = volunteer.post(
        f"{CHANGELIST}add/", form(EventFactory.build(title="Saraswati Puja"), date=date), follow=True
    )

    for response in (changed, added):
        assert response.status_code == 200
        assert "Enter a date between 1900 and 2999." in html.unescape(response.content.decode())
    event.refresh_from_db()
    assert event.date == original
    assert event.title != "Changed"
    assert not Event.objects.filter(title="Saraswati Puja").exists()
    assert not Entry.objects.filter(action__in=["event.update", "event.create"]).exists()
