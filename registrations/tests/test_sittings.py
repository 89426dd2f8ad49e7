"""Timed sittings (pushpanjali at 9:00, 9:40, 10:20): organisers set them in
the event form; a confirmed party books them whole, one per title and day, on
the days it comes, through its manage link; full is refused; they follow the
party when it cancels, changes its days or grows; the planning sheet, the
registrations list and the family page show them."""

import threading
from datetime import timedelta

import pytest
from django.db import connections
from django.utils import timezone
from rest_framework.test import APIClient

from core.manage_links import REGISTRATION, manage_token
from events.models import Event, EventDay, Sitting
from registrations import services
from registrations.exceptions import SittingOutgrown
from registrations.models import Registration, SittingBooking
from registrations.sittings import sittings_by_registration
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


@pytest.fixture
def festival() -> Event:
    """Saptami to Navami; Ashtami has pushpanjali at 9:00 (for 4), 9:40 (for 120) and bhog at 13:00."""
    start = timezone.localdate() + timedelta(days=30)
    event = Event.objects.create(
        title="Durga Puja",
        date=start,
        end_date=start + timedelta(days=2),
        time="10:00 AM - 9:00 PM",
        venue="Tracy Community Center",
        address="950 East St",
    )
    for offset, title in enumerate(["Saptami", "Ashtami", "Navami"]):
        EventDay.objects.create(event=event, date=start + timedelta(days=offset), title=title)
    ashtami = EventDay.objects.get(event=event, title="Ashtami")
    Sitting.objects.create(event=event, day=ashtami, title="Pushpanjali", start_time="09:00", capacity=4)
    Sitting.objects.create(event=event, day=ashtami, title="Pushpanjali", start_time="09:40", capacity=120)
    Sitting.objects.create(event=event, day=ashtami, title="Bhog", start_time="13:00", capacity=120)
    return event


def day(event: Event, title: str) -> EventDay:
    return EventDay.objects.get(event=event, title=title)


def sitting(event: Event, title: str, time: str) -> Sitting:
    return Sitting.objects.get(event=event, title=title, start_time=time)


def book(client, registration_id: int, sitting_ids: list[int], token: str | None = None):
    token = token if token is not None else manage_token(REGISTRATION, registration_id)
    return client.put(
        f"/api/registrations/{registration_id}/sittings",
        {"sittingIds": sitting_ids},
        format="json",
        **{TOKEN_HEADER: token},
    )


def party(client, event, name="Anita Sen", guests=2, **fields) -> int:
    response = register(client, event, name, guests, **fields)
    assert response.status_code == 201, response.json()
    return response.json()["id"]


# The event form.


def event_body(event: Event, **fields) -> dict:
    return {
        "title": event.title,
        "date": event.date.isoformat(),
        "endDate": event.end_date.isoformat() if event.end_date else None,
        "venue": event.venue,
        "address": event.address,
        **fields,
    }


def test_organiser_adds_sittings_to_a_festival_day_and_the_event_shows_them(festival, staff_client, api_client):
    navami = day(festival, "Navami")
    kept = sitting(festival, "Pushpanjali", "09:40")
    rows = [
        {"id": kept.pk, "dayId": kept.day_id, "title": "Pushpanjali", "startTime": "09:40", "capacity": 100},
        {"dayId": navami.pk, "title": "Pushpanjali", "titleBn": "পুষ্পাঞ্জলি", "startTime": "09:00", "capacity": 80},
    ]
    response = staff_client.put(f"/api/admin/events/{festival.pk}", event_body(festival, sittings=rows), format="json")
    assert response.status_code == 200, response.json()
    shown = api_client.get(f"/api/events/{festival.pk}").json()["sittings"]
    assert [(row["dayId"], row["title"], row["startTime"], row["capacity"], row["taken"]) for row in shown] == [
        (kept.day_id, "Pushpanjali", "09:40", 100, 0),
        (navami.pk, "Pushpanjali", "09:00", 80, 0),
    ]
    assert shown[1]["titleBn"] == "পুষ্পাঞ্জলি"
    assert Sitting.objects.filter(event=festival).count() == 2


def test_a_one_day_event_takes_sittings_without_a_day(staff_client):
    body = {
        "title": "Saraswati Puja",
        "date": (timezone.localdate() + timedelta(days=20)).isoformat(),
        "venue": "Hall",
        "address": "1 Main St",
        "sittings": [{"dayId": None, "title": "Pushpanjali", "startTime": "09:00", "capacity": 120}],
    }
    response = staff_client.post("/api/admin/events", body, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["sittings"][0] | {"id": 0} == {
        "id": 0,
        "dayId": None,
        "title": "Pushpanjali",
        "titleBn": "",
        "startTime": "09:00",
        "capacity": 120,
        "taken": 0,
    }


def test_a_sitting_on_a_day_of_another_event_is_400(festival, staff_client):
    other = EventDay.objects.create(
        event=Event.objects.create(title="Other", date=festival.date, venue="v", address="a"), date=festival.date
    )
    rows = [{"dayId": other.pk, "title": "Pushpanjali", "startTime": "09:00", "capacity": 10}]
    response = staff_client.put(f"/api/admin/events/{festival.pk}", event_body(festival, sittings=rows), format="json")
    assert response.status_code == 400
    assert response.json()["errors"]["sittings.0.dayId"] == ["Choose one of this event's days."]


def test_a_start_time_not_hh_mm_is_400(festival, staff_client):
    rows = [{"dayId": day(festival, "Navami").pk, "title": "Bhog", "startTime": "1 PM", "capacity": 10}]
    response = staff_client.put(f"/api/admin/events/{festival.pk}", event_body(festival, sittings=rows), format="json")
    assert response.status_code == 400


def test_a_booked_sitting_cannot_be_removed_or_cut_below_its_guests(festival, staff_client, api_client):
    nine_forty = sitting(festival, "Pushpanjali", "09:40")
    registration_id = party(api_client, festival, guests=3)
    assert book(api_client, registration_id, [nine_forty.pk]).status_code == 200
    removed = staff_client.put(f"/api/admin/events/{festival.pk}", event_body(festival, sittings=[]), format="json")
    assert removed.status_code == 400
    assert removed.json()["errors"]["sittings"] == ["'Pushpanjali' at 09:40 is booked and cannot be removed."]
    row = {"id": nine_forty.pk, "dayId": nine_forty.day_id, "title": "Pushpanjali", "startTime": "09:40"}
    cut = staff_client.put(
        f"/api/admin/events/{festival.pk}", event_body(festival, sittings=[{**row, "capacity": 2}]), format="json"
    )
    assert cut.status_code == 400
    assert cut.json()["errors"]["sittings.0.capacity"] == [
        "3 guests have booked 'Pushpanjali' at 09:40; it cannot hold fewer."
    ]
    assert Sitting.objects.get(pk=nine_forty.pk).capacity == 120


# Booking.


def test_a_confirmed_party_books_the_9_40_pushpanjali_for_its_whole_party(festival, api_client):
    registration_id = party(api_client, festival, guests=3)
    nine_forty = sitting(festival, "Pushpanjali", "09:40")
    bhog = sitting(festival, "Bhog", "13:00")
    response = book(api_client, registration_id, [nine_forty.pk, bhog.pk])
    assert response.status_code == 200, response.json()
    assert response.json()["sittingIds"] == sorted([nine_forty.pk, bhog.pk])
    shown = {row["id"]: row for row in api_client.get(f"/api/events/{festival.pk}").json()["sittings"]}
    assert shown[nine_forty.pk]["taken"] == 3
    assert shown[bhog.pk]["taken"] == 3


def test_booking_again_changes_the_sitting_and_gives_the_old_seats_back(festival, api_client):
    registration_id = party(api_client, festival, guests=2)
    nine, nine_forty = sitting(festival, "Pushpanjali", "09:00"), sitting(festival, "Pushpanjali", "09:40")
    assert book(api_client, registration_id, [nine.pk]).status_code == 200
    assert book(api_client, registration_id, [nine_forty.pk]).status_code == 200
    assert list(SittingBooking.objects.values_list("sitting_id", flat=True)) == [nine_forty.pk]
    assert book(api_client, registration_id, []).json()["sittingIds"] == []
    assert not SittingBooking.objects.exists()


def test_a_full_sitting_is_409(festival, api_client):
    nine = sitting(festival, "Pushpanjali", "09:00")
    first = party(api_client, festival, "Anita Sen", guests=3)
    second = party(api_client, festival, "Bina Roy", guests=2)
    assert book(api_client, first, [nine.pk]).status_code == 200
    response = book(api_client, second, [nine.pk])
    assert response.status_code == 409
    assert response.json()["message"] == "That sitting is full."
    assert not SittingBooking.objects.filter(registration_id=second).exists()


def test_the_full_sentence_is_in_bengali_for_a_bengali_page(festival, api_client):
    nine = sitting(festival, "Pushpanjali", "09:00")
    book(api_client, party(api_client, festival, "Anita Sen", guests=4), [nine.pk])
    second = party(api_client, festival, "Bina Roy", guests=1)
    response = api_client.put(
        f"/api/registrations/{second}/sittings",
        {"sittingIds": [nine.pk]},
        format="json",
        HTTP_ACCEPT_LANGUAGE="bn",
        **{TOKEN_HEADER: manage_token(REGISTRATION, second)},
    )
    assert response.status_code == 409
    assert response.json()["message"] == "এই পর্বের আসন পূর্ণ।"


def test_a_wrong_token_is_403_and_books_nothing(festival, api_client):
    registration_id = party(api_client, festival)
    response = book(api_client, registration_id, [sitting(festival, "Bhog", "13:00").pk], token="wrong")
    assert response.status_code == 403
    assert not SittingBooking.objects.exists()


def test_a_waiting_party_cannot_book(festival, api_client):
    registration_id = party(api_client, festival)
    Registration.objects.filter(pk=registration_id).update(status=Registration.Status.WAITLISTED)
    response = book(api_client, registration_id, [sitting(festival, "Bhog", "13:00").pk])
    assert response.status_code == 400
    assert response.json()["message"] == "Sittings are for confirmed parties; yours is on the waiting list."


def test_a_cancelled_party_cannot_book(festival, api_client):
    registration_id = party(api_client, festival)
    Registration.objects.filter(pk=registration_id).update(status=Registration.Status.CANCELLED)
    response = book(api_client, registration_id, [sitting(festival, "Bhog", "13:00").pk])
    assert response.status_code == 400
    assert response.json()["message"] == "This registration was cancelled. Please register again."


def test_a_sitting_of_a_day_the_party_does_not_come_is_400(festival, api_client):
    registration_id = party(api_client, festival, dayIds=[day(festival, "Saptami").pk])
    response = book(api_client, registration_id, [sitting(festival, "Bhog", "13:00").pk])
    assert response.status_code == 400
    assert response.json()["errors"]["sittingIds"] == ["Choose sittings on the days your party comes."]


def test_two_sittings_of_one_title_on_one_day_is_400(festival, api_client):
    registration_id = party(api_client, festival)
    both = [sitting(festival, "Pushpanjali", "09:00").pk, sitting(festival, "Pushpanjali", "09:40").pk]
    response = book(api_client, registration_id, both)
    assert response.status_code == 400
    assert response.json()["message"] == "Choose one 'Pushpanjali' sitting a day."


def test_a_sitting_of_another_event_is_400(festival, api_client):
    other = Event.objects.create(title="Other", date=festival.date, venue="v", address="a")
    foreign = Sitting.objects.create(event=other, title="Bhog", start_time="13:00", capacity=10)
    response = book(api_client, party(api_client, festival), [foreign.pk])
    assert response.status_code == 400
    assert response.json()["message"] == "Choose from this event's sittings."


# The sittings follow the party.


def test_a_cancelled_party_gives_its_sittings_back(festival, api_client):
    registration_id = party(api_client, festival, guests=4)
    nine = sitting(festival, "Pushpanjali", "09:00")
    book(api_client, registration_id, [nine.pk])
    response = api_client.post(
        f"/api/registrations/{registration_id}/cancel", **{TOKEN_HEADER: manage_token(REGISTRATION, registration_id)}
    )
    assert response.status_code == 200
    assert not SittingBooking.objects.exists()
    assert book(api_client, party(api_client, festival, "Bina Roy", guests=4), [nine.pk]).status_code == 200


def test_a_party_that_stops_coming_on_a_day_gives_that_days_sittings_back(festival):
    registration = Registration.objects.create(event=festival, full_name="Anita Sen", email="a@example.com")
    registration.days.set(EventDay.objects.filter(event=festival))
    bhog = sitting(festival, "Bhog", "13:00")
    SittingBooking.objects.create(registration=registration, sitting=bhog)
    services.registration_update_by_organiser(
        registration=registration, actor="organiser", day_ids=[day(festival, "Saptami").pk]
    )
    assert not SittingBooking.objects.exists()


def test_a_party_that_grows_beyond_its_sittings_seats_is_refused_by_name(festival, api_client):
    nine = sitting(festival, "Pushpanjali", "09:00")
    registration_id = party(api_client, festival, guests=3)
    book(api_client, registration_id, [nine.pk])
    registration = Registration.objects.get(pk=registration_id)
    with pytest.raises(SittingOutgrown) as refused:
        services.registration_update_by_organiser(registration=registration, actor="organiser", guest_count=5)
    assert refused.value.message == (
        "Your party no longer fits in 'Pushpanjali' at 9:00 AM. Choose another sitting first, or keep the party's size."
    )
    assert Registration.objects.get(pk=registration_id).guest_count == 3
    # Within the seats left, it grows and keeps its sitting.
    services.registration_update_by_organiser(registration=registration, actor="organiser", guest_count=4)
    assert SittingBooking.objects.filter(registration_id=registration_id, sitting=nine).exists()


# What the organisers and the family read.


def test_sittings_by_registration_gives_each_partys_sittings_for_the_door(festival, api_client):
    first = party(api_client, festival, "Anita Sen")
    second = party(api_client, festival, "Bina Roy")
    nine_forty, bhog = sitting(festival, "Pushpanjali", "09:40"), sitting(festival, "Bhog", "13:00")
    book(api_client, first, [bhog.pk, nine_forty.pk])
    found = sittings_by_registration([first, second])
    assert found[second] == []
    assert [(row["title"], row["startTime"], row["dayId"]) for row in found[first]] == [
        ("Pushpanjali", "09:40", nine_forty.day_id),
        ("Bhog", "13:00", bhog.day_id),
    ]


def test_the_planning_sheet_counts_each_sitting(festival, api_client, staff_client):
    nine_forty = sitting(festival, "Pushpanjali", "09:40")
    book(api_client, party(api_client, festival, "Anita Sen", guests=3, children=1), [nine_forty.pk])
    book(api_client, party(api_client, festival, "Bina Roy", guests=2), [nine_forty.pk])
    summary = staff_client.get(f"/api/admin/events/{festival.pk}/summary").json()
    row = next(row for row in summary["sittings"] if row["id"] == nine_forty.pk)
    assert row | {"id": 0, "dayId": 0} == {
        "id": 0,
        "dayId": 0,
        "title": "Pushpanjali",
        "titleBn": "",
        "startTime": "09:40",
        "capacity": 120,
        "parties": 2,
        "guests": 5,
        "children": 1,
        "vegetarianMeals": 0,
        "takenBy": ["Anita Sen", "Bina Roy"],
    }


def test_the_organisers_list_shows_each_partys_sittings(festival, api_client, staff_client):
    registration_id = party(api_client, festival)
    bhog = sitting(festival, "Bhog", "13:00")
    book(api_client, registration_id, [bhog.pk])
    rows = staff_client.get(f"/api/admin/events/{festival.pk}/registrations").json()
    assert rows[0]["sittings"] == [
        {"id": bhog.pk, "dayId": bhog.day_id, "title": "Bhog", "titleBn": "", "startTime": "13:00"}
    ]
    assert rows[0]["sittingIds"] == [bhog.pk]


def test_the_manage_link_reads_the_partys_sittings(festival, api_client):
    registration_id = party(api_client, festival)
    bhog = sitting(festival, "Bhog", "13:00")
    book(api_client, registration_id, [bhog.pk])
    response = api_client.get(
        f"/api/registrations/{registration_id}", **{TOKEN_HEADER: manage_token(REGISTRATION, registration_id)}
    )
    assert response.json()["sittingIds"] == [bhog.pk]


# Two parties racing for the last seats.


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_parties_racing_for_the_last_seats_get_one(festival):
    nine = sitting(festival, "Pushpanjali", "09:00")
    parties = []
    for n in range(2):
        registration = Registration.objects.create(
            event=festival, full_name=f"Party {n}", email=f"party{n}@example.com", guest_count=3
        )
        registration.days.set(EventDay.objects.filter(event=festival))
        parties.append(registration.pk)
    start = threading.Barrier(len(parties))
    statuses: list[int] = []
    errors: list[BaseException] = []

    def submit(registration_id: int) -> None:
        try:
            client = APIClient()
            start.wait(timeout=30)
            statuses.append(book(client, registration_id, [nine.pk]).status_code)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=submit, args=(registration_id,)) for registration_id in parties]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    assert sorted(statuses) == [200, 409]
    assert SittingBooking.objects.filter(sitting=nine).count() == 1
