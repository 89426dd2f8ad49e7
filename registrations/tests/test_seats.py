"""Capacity and the waiting list, over HTTP: parties are never split, wait in
order, are promoted whole when seats free up, and each promoted one is emailed."""

import pytest
from django.core import mail

from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


def cancel(client, body):
    return client.post(f"/api/registrations/{body['id']}/cancel", format="json", **{TOKEN_HEADER: body["manageToken"]})


def event_seats(client, event) -> tuple:
    body = client.get(f"/api/events/{event.pk}").json()
    return body["spotsLeft"], body["waitlistCount"]


def status_of(body) -> str:
    return Registration.objects.get(pk=body["id"]).status


def test_a_party_that_fits_is_confirmed_and_the_seats_go_down(api_client):
    event = EventFactory(capacity=10)

    response = register(api_client, event, "Anita Sen", 4)

    assert response.status_code == 201
    assert response.json()["status"] == "confirmed"
    assert response.json()["waitlistPosition"] is None
    assert event_seats(api_client, event) == (6, 0)


@pytest.mark.django_db(transaction=True)
def test_a_party_that_does_not_fit_waits_whole_with_its_place(api_client):
    event = EventFactory(capacity=5)
    register(api_client, event, "Anita Sen", 4)

    first = register(api_client, event, "Bina Roy", 3)
    second = register(api_client, event, "Chandra Das", 2)

    assert first.status_code == second.status_code == 201
    assert (first.json()["status"], first.json()["waitlistPosition"]) == ("waitlisted", 1)
    assert (second.json()["status"], second.json()["waitlistPosition"]) == ("waitlisted", 2)
    assert event_seats(api_client, event) == (1, 2)
    assert "waiting list" in mail.outbox[-1].subject


def test_without_a_capacity_every_party_is_confirmed(api_client):
    event = EventFactory(capacity=None)

    response = register(api_client, event, "Anita Sen", 20)

    assert response.json()["status"] == "confirmed"
    assert event_seats(api_client, event) == (None, 0)


@pytest.mark.django_db(transaction=True)
def test_cancelling_frees_seats_for_waiting_parties_in_order_and_emails_each(api_client):
    event = EventFactory(capacity=6)
    holder = register(api_client, event, "Anita Sen", 6).json()
    big = register(api_client, event, "Bina Roy", 5).json()
    small = register(api_client, event, "Chandra Das", 1).json()
    mail.outbox.clear()

    response = cancel(api_client, holder)

    assert response.status_code == 200
    assert response.json()["status"] == "cancelled"
    assert status_of(big) == status_of(small) == "confirmed"
    assert event_seats(api_client, event) == (0, 0)
    assert sorted(message.to[0] for message in mail.outbox) == [
        "anita.sen@example.com",
        "bina.roy@example.com",
        "chandra.das@example.com",
    ]


def test_a_waiting_party_too_big_for_the_freed_seats_keeps_waiting_and_the_next_that_fits_goes_in(api_client):
    event = EventFactory(capacity=4)
    holder = register(api_client, event, "Anita Sen", 2).json()
    register(api_client, event, "Extra Sen", 2)
    big = register(api_client, event, "Bina Roy", 4).json()
    small = register(api_client, event, "Chandra Das", 2).json()

    cancel(api_client, holder)

    assert status_of(big) == "waitlisted"
    assert status_of(small) == "confirmed"
    manage = api_client.get(f"/api/registrations/{big['id']}", **{TOKEN_HEADER: big["manageToken"]})
    assert manage.json()["waitlistPosition"] == 1


def test_cancelling_twice_is_harmless(api_client):
    event = EventFactory(capacity=4)
    body = register(api_client, event, "Anita Sen", 2).json()

    cancel(api_client, body)
    again = cancel(api_client, body)

    assert again.status_code == 200
    assert again.json()["status"] == "cancelled"
    assert event_seats(api_client, event) == (4, 0)


def test_cancelling_without_the_token_is_403_and_changes_nothing(api_client):
    event = EventFactory(capacity=4)
    body = register(api_client, event, "Anita Sen", 2).json()

    response = api_client.post(f"/api/registrations/{body['id']}/cancel", **{TOKEN_HEADER: "wrong"})

    assert response.status_code == 403
    assert status_of(body) == "confirmed"


def test_cancelling_an_unknown_registration_is_404(api_client):
    assert (
        api_client.post("/api/registrations/999/cancel", **{TOKEN_HEADER: manage_token(REGISTRATION, 999)}).status_code
        == 404
    )


def test_someone_who_cancelled_may_register_again(api_client):
    event = EventFactory(capacity=4)
    body = register(api_client, event, "Anita Sen", 2).json()
    cancel(api_client, body)

    again = register(api_client, event, "Anita Sen", 3)

    assert again.status_code == 201
    assert Registration.objects.filter(event=event).count() == 2


def test_a_living_registration_still_blocks_the_same_email(api_client):
    event = EventFactory(capacity=2)
    register(api_client, event, "Anita Sen", 2)
    waiting = register(api_client, event, "Bina Roy", 2).json()

    again = register(api_client, event, "Bina Roy", 1)

    assert again.status_code == 409
    assert again.json()["id"] == waiting["id"]


def test_growing_a_confirmed_party_past_the_seats_left_is_refused_and_changes_nothing(api_client):
    event = EventFactory(capacity=10)
    register(api_client, event, "Bina Roy", 4)
    body = register(api_client, event, "Anita Sen", 4).json()

    response = api_client.put(
        f"/api/registrations/{body['id']}",
        {"fullName": "Anita Sen", "email": "anita.sen@example.com", "guestCount": 7},
        format="json",
        **{TOKEN_HEADER: body["manageToken"]},
    )

    assert response.status_code == 400
    assert response.json()["message"] == "Only 2 spots left."
    assert Registration.objects.get(pk=body["id"]).guest_count == 4


def test_growing_a_confirmed_party_into_the_seats_left_is_allowed(api_client):
    event = EventFactory(capacity=10)
    body = register(api_client, event, "Anita Sen", 4).json()

    response = api_client.put(
        f"/api/registrations/{body['id']}",
        {"fullName": "Anita Sen", "email": "anita.sen@example.com", "guestCount": 10},
        format="json",
        **{TOKEN_HEADER: body["manageToken"]},
    )

    assert response.status_code == 200
    assert event_seats(api_client, event) == (0, 0)


def test_a_smaller_party_frees_seats_for_the_waiting_list(api_client):
    event = EventFactory(capacity=6)
    body = register(api_client, event, "Anita Sen", 6).json()
    waiting = register(api_client, event, "Bina Roy", 2).json()

    api_client.put(
        f"/api/registrations/{body['id']}",
        {"fullName": "Anita Sen", "email": "anita.sen@example.com", "guestCount": 4},
        format="json",
        **{TOKEN_HEADER: body["manageToken"]},
    )

    assert status_of(waiting) == "confirmed"


def test_a_cancelled_registration_cannot_be_updated(api_client):
    event = EventFactory(capacity=6)
    body = register(api_client, event, "Anita Sen", 2).json()
    cancel(api_client, body)

    response = api_client.put(
        f"/api/registrations/{body['id']}",
        {"fullName": "Anita Sen", "email": "anita.sen@example.com", "guestCount": 2},
        format="json",
        **{TOKEN_HEADER: body["manageToken"]},
    )

    assert response.status_code == 400
    assert status_of(body) == "cancelled"


def test_an_organiser_deleting_a_registration_promotes_the_waiting_list(api_client, staff_client):
    event = EventFactory(capacity=2)
    holder = register(api_client, event, "Anita Sen", 2).json()
    waiting = register(api_client, event, "Bina Roy", 2).json()

    assert staff_client.delete(f"/api/admin/registrations/{holder['id']}").status_code == 204

    assert status_of(waiting) == "confirmed"


def test_an_organiser_cancelling_keeps_the_record_and_promotes(api_client, staff_client):
    event = EventFactory(capacity=2)
    holder = register(api_client, event, "Anita Sen", 2).json()
    waiting = register(api_client, event, "Bina Roy", 2).json()

    response = staff_client.post(f"/api/admin/registrations/{holder['id']}/cancel")

    assert response.status_code == 200
    assert status_of(holder) == "cancelled"
    assert status_of(waiting) == "confirmed"


def test_admin_cancel_needs_an_organiser(api_client, member_client):
    registration = RegistrationFactory()
    assert api_client.post(f"/api/admin/registrations/{registration.pk}/cancel").status_code == 401
    assert member_client.post(f"/api/admin/registrations/{registration.pk}/cancel").status_code == 403


def test_raising_the_capacity_promotes_waiting_parties(api_client, staff_client):
    event = EventFactory(capacity=2)
    register(api_client, event, "Anita Sen", 2)
    waiting = register(api_client, event, "Bina Roy", 3).json()
    payload = staff_client.get("/api/admin/events").json()[0]

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "capacity": 5}, format="json")

    assert response.status_code == 200
    assert response.json()["spotsLeft"] == 0
    assert status_of(waiting) == "confirmed"


def test_capacity_below_the_confirmed_guests_is_refused(api_client, staff_client):
    event = EventFactory(capacity=10)
    register(api_client, event, "Anita Sen", 6)
    payload = staff_client.get("/api/admin/events").json()[0]

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "capacity": 5}, format="json")

    assert response.status_code == 400
    assert "capacity" in response.json()["errors"]
    event.refresh_from_db()
    assert event.capacity == 10


@pytest.mark.parametrize("capacity", [0, -1, "many", 1.5])
def test_capacity_must_be_a_whole_number_of_at_least_one(staff_client, capacity):
    event = EventFactory()
    payload = staff_client.get("/api/admin/events").json()[0]

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "capacity": capacity}, format="json")

    assert response.status_code == 400
    assert "capacity" in response.json()["errors"]


def test_admin_list_filters_by_status_and_lists_the_waiting_list_in_order(api_client, staff_client):
    event = EventFactory(capacity=2)
    register(api_client, event, "Anita Sen", 2)
    register(api_client, event, "Bina Roy", 2)
    register(api_client, event, "Chandra Das", 1)

    waiting = staff_client.get(f"/api/admin/events/{event.pk}/registrations?status=waitlisted").json()
    everyone = staff_client.get(f"/api/admin/events/{event.pk}/registrations").json()

    assert [(r["fullName"], r["waitlistPosition"]) for r in waiting] == [("Bina Roy", 1), ("Chandra Das", 2)]
    assert [r["fullName"] for r in everyone] == ["Chandra Das", "Bina Roy", "Anita Sen"]
    assert staff_client.get(f"/api/admin/events/{event.pk}/registrations?status=maybe").status_code == 400
