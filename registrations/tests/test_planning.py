"""Planning the party, over HTTP: household details, potluck and volunteer
slots, and the organisers' summary."""

import threading

import pytest
from django.db import connection, connections
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from events.models import Slot
from events.tests.factories import EventFactory
from registrations.models import Registration, SlotClaim
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


def update(client, body, **changes):
    payload = {"fullName": body["fullName"], "email": body["email"], "guestCount": body["guestCount"], **changes}
    return client.put(f"/api/registrations/{body['id']}", payload, format="json", **{TOKEN_HEADER: body["manageToken"]})


def potluck_event(**fields):
    event = EventFactory(**fields)
    payesh = Slot.objects.create(event=event, kind="bring", title="Payesh", needed=1, position=0)
    setup = Slot.objects.create(event=event, kind="volunteer", title="Hall setup at 9", needed=2, position=1)
    return event, payesh, setup


# Household details


def test_household_details_are_stored_and_answered(api_client):
    event = EventFactory()

    response = register(
        api_client, event, guests=5, children=2, vegetarianMeals=3, dietaryNotes="No peanuts", photoConsent=True
    )

    assert response.status_code == 201
    body = response.json()
    assert (body["children"], body["vegetarianMeals"], body["dietaryNotes"], body["photoConsent"]) == (
        2,
        3,
        "No peanuts",
        True,
    )
    registration = Registration.objects.get()
    assert (registration.children, registration.vegetarian_meals, registration.photo_consent) == (2, 3, True)


def test_nothing_beyond_the_spec_fields_is_required(api_client):
    body = register(api_client, EventFactory()).json()

    assert (body["children"], body["vegetarianMeals"], body["dietaryNotes"], body["photoConsent"]) == (0, 0, "", False)


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"children": 4}, "children"),
        ({"children": -1}, "children"),
        ({"vegetarianMeals": 5}, "vegetarianMeals"),
        ({"vegetarianMeals": "some"}, "vegetarianMeals"),
        ({"dietaryNotes": "x" * 501}, "dietaryNotes"),
        ({"photoConsent": "perhaps"}, "photoConsent"),
        ({"slotIds": "all"}, "slotIds"),
    ],
)
def test_household_details_out_of_range_are_400_and_save_nothing(api_client, extra, field):
    response = register(api_client, EventFactory(), guests=4, **extra)

    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert not Registration.objects.exists()


def test_children_must_leave_at_least_one_adult(api_client):
    response = register(api_client, EventFactory(), guests=3, children=3)

    assert response.json()["errors"]["children"] == [
        "Children must be fewer than the number of guests (at least one adult)"
    ]


def test_an_event_without_meals_stores_no_meal_counts(api_client):
    body = register(api_client, EventFactory(meals_served=False), vegetarianMeals=2).json()

    assert body["vegetarianMeals"] == 0


def test_updating_through_the_manage_link_edits_the_details(api_client):
    body = register(api_client, EventFactory(), guests=4).json()

    response = update(api_client, body, children=1, vegetarianMeals=4, dietaryNotes="Gluten free", photoConsent=True)

    assert response.status_code == 200
    registration = Registration.objects.get()
    assert (registration.children, registration.vegetarian_meals, registration.dietary_notes) == (1, 4, "Gluten free")
    assert registration.photo_consent is True


# Slots


def test_the_event_page_shows_each_slot_with_what_is_taken(api_client):
    event, payesh, setup = potluck_event()
    register(api_client, event, slotIds=[setup.pk])

    slots = api_client.get(f"/api/events/{event.pk}").json()["slots"]

    assert slots == [
        {"id": payesh.pk, "kind": "bring", "title": "Payesh", "needed": 1, "taken": 0},
        {"id": setup.pk, "kind": "volunteer", "title": "Hall setup at 9", "needed": 2, "taken": 1},
    ]


def test_a_party_claims_slots_and_changes_them_later(api_client):
    event, payesh, setup = potluck_event()
    body = register(api_client, event, slotIds=[payesh.pk])
    assert body.status_code == 201
    assert body.json()["slotIds"] == [payesh.pk]

    response = update(api_client, body.json(), slotIds=[setup.pk])

    assert response.status_code == 200
    assert response.json()["slotIds"] == [setup.pk]
    assert list(SlotClaim.objects.values_list("slot_id", flat=True)) == [setup.pk]


def test_an_update_without_slot_ids_keeps_the_claims(api_client):
    event, payesh, _ = potluck_event()
    body = register(api_client, event, slotIds=[payesh.pk]).json()

    update(api_client, body, guestCount=3)

    assert list(SlotClaim.objects.values_list("slot_id", flat=True)) == [payesh.pk]


def test_a_full_slot_is_refused_by_name_and_nothing_is_saved(api_client):
    event, payesh, _ = potluck_event()
    register(api_client, event, "Anita Sen", slotIds=[payesh.pk])

    response = register(api_client, event, "Bina Roy", slotIds=[payesh.pk])

    assert response.status_code == 400
    assert response.json()["message"] == "'Payesh' is already covered."
    assert Registration.objects.count() == 1


def test_a_slot_of_another_event_is_refused(api_client):
    _, payesh, _ = potluck_event()

    response = register(api_client, EventFactory(), slotIds=[payesh.pk])

    assert response.status_code == 400
    assert "slotIds" in response.json()["errors"]


def test_a_slot_id_beyond_any_stored_id_is_400_not_a_server_error(api_client):
    event, payesh, _ = potluck_event()

    response = register(api_client, event, slotIds=[payesh.pk, 2**95])

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["slotIds.1"]


def test_cancelling_releases_the_claims(api_client):
    event, payesh, _ = potluck_event()
    body = register(api_client, event, slotIds=[payesh.pk]).json()

    api_client.post(f"/api/registrations/{body['id']}/cancel", **{TOKEN_HEADER: body["manageToken"]})

    assert register(api_client, event, "Bina Roy", slotIds=[payesh.pk]).status_code == 201


def event_payload(staff_client, event) -> dict:
    return next(item for item in staff_client.get("/api/admin/events").json() if item["id"] == event.pk)


def test_organisers_add_edit_and_remove_slots_as_rows(staff_client):
    event, payesh, setup = potluck_event()
    payload = event_payload(staff_client, event)

    rows = [
        {"id": setup.pk, "kind": "volunteer", "title": "Hall setup at 8", "needed": 3},
        {"kind": "bring", "title": "Mishti", "needed": 2},
    ]
    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "slots": rows}, format="json")

    assert response.status_code == 200
    slots = response.json()["slots"]
    assert [(slot["title"], slot["needed"], slot["taken"]) for slot in slots] == [
        ("Hall setup at 8", 3, 0),
        ("Mishti", 2, 0),
    ]
    assert slots[0]["id"] == setup.pk
    assert not Slot.objects.filter(pk=payesh.pk).exists()


def test_a_claimed_slot_cannot_be_removed(api_client, staff_client):
    event, payesh, setup = potluck_event()
    register(api_client, event, slotIds=[payesh.pk])
    payload = event_payload(staff_client, event)

    response = staff_client.put(
        f"/api/admin/events/{event.pk}",
        {**payload, "slots": [{"id": setup.pk, "kind": "volunteer", "title": "Setup", "needed": 2}]},
        format="json",
    )

    assert response.status_code == 400
    assert "'Payesh' has been claimed by 1" in response.json()["errors"]["slots"][0]
    assert Slot.objects.filter(pk=payesh.pk).exists()
    assert Slot.objects.get(pk=setup.pk).title == "Hall setup at 9"


def test_a_slot_cannot_need_fewer_than_its_claims(api_client, staff_client):
    event, _, setup = potluck_event()
    register(api_client, event, "Anita Sen", slotIds=[setup.pk])
    register(api_client, event, "Bina Roy", slotIds=[setup.pk])
    payload = event_payload(staff_client, event)
    rows = [{**slot, "needed": 1} if slot["id"] == setup.pk else slot for slot in payload["slots"]]

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "slots": rows}, format="json")

    assert response.status_code == 400
    assert "slots.1.needed" in response.json()["errors"]
    assert Slot.objects.get(pk=setup.pk).needed == 2


def test_renaming_a_claimed_slot_keeps_its_claims(api_client, staff_client):
    event, payesh, _ = potluck_event()
    register(api_client, event, slotIds=[payesh.pk])
    payload = event_payload(staff_client, event)
    rows = [
        {**slot, "title": "Payesh (rice pudding)"} if slot["id"] == payesh.pk else slot for slot in payload["slots"]
    ]

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "slots": rows}, format="json")

    assert response.status_code == 200
    assert response.json()["slots"][0] == {
        "id": payesh.pk,
        "kind": "bring",
        "title": "Payesh (rice pudding)",
        "needed": 1,
        "taken": 1,
    }


@pytest.mark.parametrize(
    "row",
    [
        {"kind": "cook", "title": "Rice", "needed": 1},
        {"kind": "bring", "title": "", "needed": 1},
        {"kind": "bring", "title": "Rice", "needed": 0},
        {"kind": "bring", "title": "Rice", "needed": "lots"},
        {"id": 999999, "kind": "bring", "title": "Rice", "needed": 1},
    ],
)
def test_bad_slot_rows_are_400(staff_client, row):
    event = EventFactory()
    payload = event_payload(staff_client, event)

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "slots": [row]}, format="json")

    assert response.status_code == 400
    assert any(key.startswith("slots") for key in response.json()["errors"])


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_parties_racing_for_the_last_place_of_a_slot_one_wins():
    event = EventFactory()
    slot = Slot.objects.create(event=event, kind="bring", title="Payesh", needed=1)
    parties = 8
    start = threading.Barrier(parties)
    answers: list[tuple[int, str]] = []

    def claim(n: int) -> None:
        try:
            start.wait(timeout=30)
            response = register(APIClient(), event, f"Party {n}", slotIds=[slot.pk])
            answers.append((response.status_code, response.json().get("message", "")))
        finally:
            connections.close_all()

    threads = [threading.Thread(target=claim, args=(n,)) for n in range(parties)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert sorted(status for status, _ in answers) == [201] + [400] * (parties - 1)
    assert {message for status, message in answers if status == 400} == {"'Payesh' is already covered."}
    assert SlotClaim.objects.filter(slot=slot).count() == 1


# The organisers' summary


def test_the_summary_adds_up_the_confirmed_parties(api_client, staff_client):
    event, payesh, setup = potluck_event(capacity=10)
    register(api_client, event, "Anita Sen", 4, children=1, vegetarianMeals=2, slotIds=[payesh.pk], photoConsent=True)
    register(api_client, event, "Bina Roy", 5, children=2, dietaryNotes="No peanuts", slotIds=[setup.pk])
    register(api_client, event, "Chandra Das", 3)  # waits: only 1 seat left
    gone = register(api_client, event, "Dipa Sen", 1).json()
    api_client.post(f"/api/registrations/{gone['id']}/cancel", **{TOKEN_HEADER: gone["manageToken"]})

    response = staff_client.get(f"/api/admin/events/{event.pk}/summary")

    assert response.status_code == 200
    summary = response.json()
    guests_by_day = summary.pop("guestsByDay")
    assert summary.pop("days") == []
    assert summary.pop("sittings") == []
    assert summary == {
        "confirmedParties": 2,
        "confirmedGuests": 9,
        "adults": 6,
        "children": 3,
        "vegetarianMeals": 2,
        "otherMeals": 7,
        "waitlistedParties": 1,
        "waitlistedGuests": 3,
        "cancelledParties": 1,
        "checkedInParties": 0,
        "checkedInGuests": 0,
        "dietaryNotes": [{"fullName": "Bina Roy", "dietaryNotes": "No peanuts"}],
        "noPhotoConsent": ["Bina Roy"],
        "slots": [
            {"id": payesh.pk, "kind": "bring", "title": "Payesh", "needed": 1, "taken": 1, "takenBy": ["Anita Sen"]},
            {
                "id": setup.pk,
                "kind": "volunteer",
                "title": "Hall setup at 9",
                "needed": 2,
                "taken": 1,
                "takenBy": ["Bina Roy"],
            },
        ],
    }
    assert sum(day["guests"] for day in guests_by_day) == 9


def test_the_summary_needs_an_organiser(api_client, member_client):
    event = EventFactory()
    assert api_client.get(f"/api/admin/events/{event.pk}/summary").status_code == 401
    assert member_client.get(f"/api/admin/events/{event.pk}/summary").status_code == 403


def test_the_summary_of_an_unknown_event_is_404(staff_client):
    assert staff_client.get("/api/admin/events/424242/summary").status_code == 404


def test_the_summary_runs_as_many_queries_for_200_registrations_as_for_1(staff_client):
    event, payesh, setup = potluck_event()
    first = RegistrationFactory(event=event, dietary_notes="Vegan")
    SlotClaim.objects.create(slot=payesh, registration=first)
    url = f"/api/admin/events/{event.pk}/summary"
    staff_client.get(url)

    with CaptureQueriesContext(connection) as one:
        staff_client.get(url)
    for registration in RegistrationFactory.create_batch(199, event=event, dietary_notes="No nuts"):
        SlotClaim.objects.create(slot=setup, registration=registration)
    with CaptureQueriesContext(connection) as many:
        response = staff_client.get(url)

    assert response.json()["confirmedParties"] == 200
    assert len(one.captured_queries) == len(many.captured_queries)


def test_an_event_update_that_leaves_out_slots_and_capacity_keeps_them(api_client, staff_client):
    event, payesh, _ = potluck_event(capacity=30, meals_served=False)
    register(api_client, event, slotIds=[payesh.pk])
    payload = event_payload(staff_client, event)
    for kept in ("slots", "capacity", "mealsServed", "spotsLeft", "waitlistCount", "isPast", "id"):
        payload.pop(kept)

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**payload, "title": "Renamed"}, format="json")

    assert response.status_code == 200
    assert (response.json()["capacity"], response.json()["mealsServed"]) == (30, False)
    assert [slot["taken"] for slot in response.json()["slots"]] == [1, 0]
