"""A festival of several days, over HTTP: a party chooses its days, is confirmed
when every chosen day has room for it whole, else waits whole; seats freed on a
day go to the parties waiting for that day; the organisers count each day."""

from datetime import timedelta

import pytest
from django.core import mail
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.manage_links import REGISTRATION, manage_token
from events.models import Event, EventDay, EventMeal
from registrations.models import Registration
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


@pytest.fixture
def festival() -> Event:
    """Shashthi to Dashami; Ashtami's hall holds 6, the other days have no limit."""
    start = timezone.localdate() + timedelta(days=30)
    event = Event.objects.create(
        title="Durga Puja",
        date=start,
        end_date=start + timedelta(days=4),
        time="10:00 AM - 9:00 PM",
        venue="Tracy Community Center",
        address="950 East St",
    )
    for offset, title in enumerate(["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]):
        day = EventDay.objects.create(
            event=event, date=start + timedelta(days=offset), title=title, capacity=6 if title == "Ashtami" else None
        )
        EventMeal.objects.create(day=day, name="Lunch bhog", position=0)
        EventMeal.objects.create(day=day, name="Dinner", position=1)
    return event


def day(event: Event, title: str) -> EventDay:
    return EventDay.objects.get(event=event, title=title)


def ids(event: Event, *titles: str) -> list[int]:
    return [day(event, title).pk for title in titles]


def status_of(body) -> str:
    return Registration.objects.get(pk=body["id"]).status


def update(client, body, **fields):
    data = {key: body[key] for key in ("fullName", "email", "guestCount")} | fields
    return client.put(
        f"/api/registrations/{body['id']}",
        data,
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, body["id"])},
    )


def cancel(client, body):
    return client.post(
        f"/api/registrations/{body['id']}/cancel",
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, body["id"])},
    )


def day_spots(client, event) -> dict[str, int | None]:
    return {row["title"]: row["spotsLeft"] for row in client.get(f"/api/events/{event.pk}").json()["days"]}


def test_a_party_that_chooses_no_days_comes_on_all_of_them(api_client, festival):
    response = register(api_client, festival, "Anita Sen", 2)

    assert response.status_code == 201
    assert response.json()["dayIds"] == ids(festival, "Shashthi", "Saptami", "Ashtami", "Navami", "Dashami")


def test_a_party_comes_on_the_days_it_chose_and_takes_seats_there_only(api_client, festival):
    response = register(api_client, festival, "Anita Sen", 4, dayIds=ids(festival, "Saptami", "Ashtami"))

    assert response.status_code == 201
    assert response.json()["status"] == "confirmed"
    assert response.json()["dayIds"] == ids(festival, "Saptami", "Ashtami")
    assert day_spots(api_client, festival)["Ashtami"] == 2


def test_no_days_at_all_is_400(api_client, festival):
    response = register(api_client, festival, "Anita Sen", 2, dayIds=[])

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayIds": ["Choose at least one day."]}


def test_a_day_of_another_event_is_400(api_client, festival):
    other = Event.objects.create(title="Kali Puja", date=festival.date, venue="Hall", address="Here")
    foreign = EventDay.objects.create(event=other, date=other.date)

    response = register(api_client, festival, "Anita Sen", 2, dayIds=[foreign.pk])

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayIds": ["Choose from this event's days."]}
    assert Registration.objects.count() == 0


def test_days_for_an_event_of_one_day_are_400(api_client, festival):
    one_day = Event.objects.create(title="Saraswati Puja", date=festival.date, venue="Hall", address="Here")

    response = register(api_client, one_day, "Anita Sen", 2, dayIds=ids(festival, "Saptami"))

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayIds": ["Choose from this event's days."]}


@pytest.mark.django_db(transaction=True)
def test_a_party_waits_whole_when_one_chosen_day_is_full(api_client, festival):
    register(api_client, festival, "Anita Sen", 4, dayIds=ids(festival, "Ashtami"))

    response = register(api_client, festival, "Bina Roy", 3, dayIds=ids(festival, "Saptami", "Ashtami"))

    assert response.json()["status"] == "waitlisted"
    # Waiting, it holds no seat on any day.
    assert day_spots(api_client, festival)["Ashtami"] == 2
    assert "waiting list" in mail.outbox[-1].subject


def test_a_full_day_does_not_stop_parties_coming_on_other_days(api_client, festival):
    register(api_client, festival, "Anita Sen", 6, dayIds=ids(festival, "Ashtami"))

    response = register(api_client, festival, "Bina Roy", 5, dayIds=ids(festival, "Saptami", "Navami"))

    assert response.json()["status"] == "confirmed"


@pytest.mark.django_db(transaction=True)
def test_a_cancel_frees_seats_on_its_days_for_the_parties_waiting_for_them(api_client, festival):
    first = register(api_client, festival, "Anita Sen", 5, dayIds=ids(festival, "Ashtami")).json()
    waiting = register(api_client, festival, "Bina Roy", 3, dayIds=ids(festival, "Ashtami", "Navami")).json()
    assert waiting["status"] == "waitlisted"
    mail.outbox.clear()

    cancel(api_client, first)

    assert status_of(waiting) == "confirmed"
    # The party that cancelled is told it is cancelled; the waiting one, its seats.
    assert [message.to for message in mail.outbox] == [["anita.sen@example.com"], ["bina.roy@example.com"]]
    assert day_spots(api_client, festival)["Ashtami"] == 3


def test_freed_seats_on_another_day_promote_nobody_waiting_for_a_full_one(api_client, festival):
    register(api_client, festival, "Anita Sen", 6, dayIds=ids(festival, "Ashtami"))
    other_days = register(api_client, festival, "Chandra Das", 4, dayIds=ids(festival, "Navami")).json()
    waiting = register(api_client, festival, "Bina Roy", 2, dayIds=ids(festival, "Ashtami")).json()

    cancel(api_client, other_days)

    assert status_of(waiting) == "waitlisted"


def test_the_waiting_list_skips_a_party_that_does_not_fit_and_promotes_the_next(api_client, festival):
    first = register(api_client, festival, "Anita Sen", 3, dayIds=ids(festival, "Ashtami")).json()
    register(api_client, festival, "Dipa Sen", 3, dayIds=ids(festival, "Ashtami"))
    big = register(api_client, festival, "Bina Roy", 5, dayIds=ids(festival, "Ashtami")).json()
    small = register(api_client, festival, "Chandra Das", 2, dayIds=ids(festival, "Ashtami")).json()

    cancel(api_client, first)

    assert (status_of(big), status_of(small)) == ("waitlisted", "confirmed")


def test_changing_days_frees_the_old_day_and_needs_room_on_the_new(api_client, festival):
    anita = register(api_client, festival, "Anita Sen", 4, dayIds=ids(festival, "Ashtami")).json()
    waiting = register(api_client, festival, "Bina Roy", 4, dayIds=ids(festival, "Ashtami")).json()

    response = update(api_client, anita, dayIds=ids(festival, "Navami"))

    assert response.status_code == 200
    assert response.json()["dayIds"] == ids(festival, "Navami")
    assert status_of(waiting) == "confirmed"


def test_a_confirmed_party_cannot_add_a_day_without_room_for_it(api_client, festival):
    register(api_client, festival, "Anita Sen", 5, dayIds=ids(festival, "Ashtami"))
    bina = register(api_client, festival, "Bina Roy", 2, dayIds=ids(festival, "Navami")).json()

    response = update(api_client, bina, dayIds=ids(festival, "Ashtami", "Navami"))

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayIds": ["Only 1 spot left on Ashtami."]}
    assert Registration.objects.get(pk=bina["id"]).day_ids == ids(festival, "Navami")


def test_a_confirmed_party_cannot_grow_beyond_a_chosen_day(api_client, festival):
    anita = register(api_client, festival, "Anita Sen", 4, dayIds=ids(festival, "Ashtami")).json()

    response = update(api_client, anita, guestCount=7)

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayIds": ["Only 6 spots left on Ashtami."]}


def test_an_update_without_day_ids_keeps_the_days(api_client, festival):
    anita = register(api_client, festival, "Anita Sen", 2, dayIds=ids(festival, "Saptami")).json()

    response = update(api_client, anita, guestCount=3)

    assert response.status_code == 200
    assert response.json()["dayIds"] == ids(festival, "Saptami")


@pytest.mark.django_db(transaction=True)
def test_the_confirmation_says_which_days(api_client, festival):
    register(api_client, festival, "Anita Sen", 2, dayIds=ids(festival, "Saptami", "Navami"))

    text = mail.outbox[-1].body
    assert "Your days: Saptami (" in text
    assert "; Navami (" in text
    assert "Ashtami" not in text
    html = mail.outbox[-1].alternatives[0][0]
    assert "Saptami (" in html


@pytest.mark.django_db(transaction=True)
def test_the_confirmation_in_bengali_says_which_days(api_client, festival):
    register(
        api_client, festival, "Anita Sen", 2, dayIds=ids(festival, "Saptami"), headers={"HTTP_ACCEPT_LANGUAGE": "bn"}
    )

    assert "আপনার দিন: Saptami (" in mail.outbox[-1].body


def test_the_summary_counts_each_day_and_its_meals(api_client, staff_client, festival):
    register(
        api_client, festival, "Anita Sen", 4, dayIds=ids(festival, "Saptami", "Ashtami"), children=1, vegetarianMeals=2
    )
    register(api_client, festival, "Bina Roy", 2, dayIds=ids(festival, "Ashtami"))
    register(api_client, festival, "Chandra Das", 3, dayIds=ids(festival, "Ashtami"))  # waits: Ashtami is full

    summary = staff_client.get(f"/api/admin/events/{festival.pk}/summary").json()

    by_title = {row["title"]: row for row in summary["days"]}
    assert [row["title"] for row in summary["days"]] == ["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]
    assert {key: by_title["Ashtami"][key] for key in ("parties", "guests", "adults", "children")} == {
        "parties": 2,
        "guests": 6,
        "adults": 5,
        "children": 1,
    }
    assert (by_title["Ashtami"]["vegetarianMeals"], by_title["Ashtami"]["otherMeals"]) == (2, 4)
    assert [meal["name"] for meal in by_title["Ashtami"]["meals"]] == ["Lunch bhog", "Dinner"]
    assert by_title["Saptami"]["guests"] == 4
    assert by_title["Shashthi"]["parties"] == 0


def test_the_export_names_each_party_s_days(api_client, staff_client, festival):
    register(api_client, festival, "Anita Sen", 2, dayIds=ids(festival, "Saptami", "Navami"))

    response = staff_client.get(f"/api/admin/events/{festival.pk}/registrations/export")

    lines = b"".join(response.streaming_content).decode("utf-8").split("\r\n")
    assert lines[0].endswith(",Days,Arrived On")
    assert lines[1].endswith(",Saptami; Navami,")


def test_the_registrations_list_carries_day_ids(api_client, staff_client, festival):
    register(api_client, festival, "Anita Sen", 2, dayIds=ids(festival, "Dashami"))

    rows = staff_client.get(f"/api/admin/events/{festival.pk}/registrations").json()

    assert rows[0]["dayIds"] == ids(festival, "Dashami")


def test_answering_a_new_party_reads_back_neither_its_days_nor_its_claims(api_client, festival):
    chosen = ids(festival, "Saptami", "Ashtami")
    with CaptureQueriesContext(connection) as captured:
        response = register(api_client, festival, "Anita Sen", 2, dayIds=chosen)

    assert response.status_code == 201
    assert (response.json()["dayIds"], response.json()["slotIds"]) == (chosen, [])
    read_back = [
        query["sql"]
        for query in captured.captured_queries
        if query["sql"].startswith(('SELECT "events_eventday"', 'SELECT "registrations_slotclaim"'))
        and ("registration_days" in query["sql"] or "slotclaim" in query["sql"])
    ]
    assert read_back == []
    stored = Registration.objects.get(pk=response.json()["id"])
    assert (stored.day_ids, stored.slot_ids) == (chosen, [])


def test_a_one_day_events_registration_reads_no_festival_days(api_client):
    event = Event.objects.create(
        title="Kali Puja", date=timezone.localdate() + timedelta(days=20), venue="Hall", address="Tracy", capacity=10
    )

    with CaptureQueriesContext(connection) as captured:
        response = register(api_client, event, "Anita Sen", 2)

    assert response.status_code == 201
    assert response.json()["dayIds"] == []
    assert not [query["sql"] for query in captured.captured_queries if '"events_eventday"' in query["sql"]]
