"""Festivals of several days, through the organisers' API: one day per date
from the first to the last, each with its title, seats and meals, kept in step
when the dates change."""

from datetime import date, timedelta

import pytest
from django.utils import timezone

from events.models import Event, EventDay
from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def festival_body(**fields) -> dict:
    return {
        "title": "Durga Puja",
        "date": "2030-10-15",
        "endDate": "2030-10-19",
        "time": "10:00 AM - 9:00 PM",
        "venue": "Tracy Community Center",
        "address": "950 East St, Tracy, CA 95376",
        **fields,
    }


FIVE_DAYS = [
    {"date": "2030-10-15", "title": "Shashthi", "meals": [{"name": "Dinner"}]},
    {"date": "2030-10-16", "title": "Saptami", "capacity": 120, "meals": [{"name": "Lunch bhog"}, {"name": "Dinner"}]},
    {"date": "2030-10-17", "title": "Ashtami", "capacity": 8, "meals": [{"name": "Lunch bhog"}]},
    {"date": "2030-10-18", "title": "Navami"},
    {"date": "2030-10-19", "title": "Dashami", "meals": [{"name": "Sindoor khela sweets"}]},
]


def create(staff_client, **fields):
    return staff_client.post("/api/admin/events", festival_body(**fields), format="json")


def test_a_festival_is_created_with_its_days_titles_seats_and_meals(staff_client, api_client):
    response = create(staff_client, days=FIVE_DAYS)

    assert response.status_code == 201, response.json()
    body = api_client.get(f"/api/events/{response.json()['id']}").json()
    assert body["endDate"] == "2030-10-19"
    assert [(day["date"], day["title"], day["capacity"], day["spotsLeft"]) for day in body["days"]] == [
        ("2030-10-15", "Shashthi", None, None),
        ("2030-10-16", "Saptami", 120, 120),
        ("2030-10-17", "Ashtami", 8, 8),
        ("2030-10-18", "Navami", None, None),
        ("2030-10-19", "Dashami", None, None),
    ]
    assert [meal["name"] for meal in body["days"][1]["meals"]] == ["Lunch bhog", "Dinner"]
    # The event spans its days: from the first day's start to the last day's end.
    assert body["startsAt"] == "2030-10-15T10:00:00-07:00"
    assert body["endsAt"] == "2030-10-19T21:00:00-07:00"


def test_a_festival_without_day_rows_gets_an_untitled_day_per_date(staff_client):
    response = create(staff_client, endDate="2030-10-17")

    assert response.status_code == 201
    assert [(day["date"], day["title"], day["meals"]) for day in response.json()["days"]] == [
        ("2030-10-15", "", []),
        ("2030-10-16", "", []),
        ("2030-10-17", "", []),
    ]


@pytest.mark.parametrize("end_date", ["2030-10-14", "2030-10-30"])
def test_an_end_date_before_the_date_or_over_two_weeks_after_is_400(staff_client, end_date):
    response = create(staff_client, endDate=end_date)

    assert response.status_code == 400
    assert "endDate" in response.json()["errors"]
    assert Event.objects.count() == 0


@pytest.mark.parametrize(("first", "last"), [("0320-12-14", None), ("1899-12-31", None), ("9999-12-25", "9999-12-31")])
def test_a_date_outside_the_years_1900_to_2999_is_400_on_create_and_on_update(staff_client, first, last):
    """Before 1883 Los Angeles kept its mean solar time (-7:52:58), which no timestamp can
    carry, and the day after 9999-12-31 does not exist: a door pass ends on both."""
    response = create(staff_client, date=first, endDate=last)

    assert response.status_code == 400
    assert response.json()["errors"] == {"date": ["Enter a date between 1900 and 2999."]}
    assert Event.objects.count() == 0

    event_id = create(staff_client, endDate=None).json()["id"]
    response = staff_client.put(f"/api/admin/events/{event_id}", festival_body(date=first, endDate=last), format="json")

    assert response.status_code == 400
    assert Event.objects.get().date == date(2030, 10, 15)


def test_a_day_outside_the_dates_is_400(staff_client):
    response = create(staff_client, endDate="2030-10-16", days=[{"date": "2030-10-20", "title": "Later"}])

    assert response.status_code == 400
    assert response.json()["errors"] == {"days.0.date": ["This date is not between the event's first and last day."]}


def test_a_day_capacity_of_zero_is_400(staff_client):
    response = create(staff_client, endDate="2030-10-16", days=[{"date": "2030-10-15", "capacity": 0}])

    assert response.status_code == 400
    assert response.json()["errors"] == {"days.0.capacity": ["Ensure this value is greater than or equal to 1."]}


def test_an_event_of_one_day_has_no_days(staff_client):
    response = create(staff_client, endDate=None, days=[])

    assert response.status_code == 201
    assert response.json()["endDate"] is None
    assert response.json()["days"] == []


def test_shortening_the_festival_keeps_the_days_that_stay_and_their_meals(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]

    response = staff_client.put(
        f"/api/admin/events/{event_id}", festival_body(endDate="2030-10-17", days=days[:3]), format="json"
    )

    assert response.status_code == 200, response.json()
    kept = response.json()["days"]
    assert [day["id"] for day in kept] == [day["id"] for day in days[:3]]
    assert [meal["name"] for meal in kept[1]["meals"]] == ["Lunch bhog", "Dinner"]
    assert EventDay.objects.filter(event_id=event_id).count() == 3


def test_moving_the_festival_moves_its_days_with_their_parties(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]
    party = RegistrationFactory(event_id=event_id)
    party.days.set([days[2]["id"]])
    moved = [{**day, "date": f"2030-10-{22 + index}"} for index, day in enumerate(days)]

    response = staff_client.put(
        f"/api/admin/events/{event_id}",
        festival_body(date="2030-10-22", endDate="2030-10-26", days=moved),
        format="json",
    )

    assert response.status_code == 200, response.json()
    assert [day["title"] for day in response.json()["days"]] == ["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]
    assert list(party.days.values_list("date", flat=True)) == [date(2030, 10, 24)]


def test_a_day_that_a_party_chose_alone_is_not_removed(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    dashami = EventDay.objects.get(event_id=event_id, title="Dashami")
    RegistrationFactory(event_id=event_id).days.set([dashami])

    response = staff_client.put(f"/api/admin/events/{event_id}", festival_body(endDate="2030-10-18"), format="json")

    assert response.status_code == 400
    assert response.json()["errors"]["days"] == [
        "1 party comes only on 'Dashami'; keep its date, or cancel its registration first."
    ]
    assert EventDay.objects.filter(event_id=event_id).count() == 5


def test_a_party_with_other_days_loses_only_the_removed_one(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    party = RegistrationFactory(event_id=event_id)
    party.days.set(EventDay.objects.filter(event_id=event_id, title__in=["Navami", "Dashami"]))

    response = staff_client.put(f"/api/admin/events/{event_id}", festival_body(endDate="2030-10-18"), format="json")

    assert response.status_code == 200
    assert list(party.days.values_list("title", flat=True)) == ["Navami"]


def test_a_day_capacity_below_its_confirmed_guests_is_400(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]
    RegistrationFactory(event_id=event_id, guest_count=6).days.set([days[1]["id"]])
    days[1]["capacity"] = 5

    response = staff_client.put(f"/api/admin/events/{event_id}", festival_body(days=days), format="json")

    assert response.status_code == 400
    assert response.json()["errors"]["days.1.capacity"] == [
        "6 guests are already confirmed on Saptami. Set a capacity of at least 6, or cancel registrations first."
    ]


def test_more_seats_on_a_day_promote_the_parties_waiting_for_it(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]
    waiting = RegistrationFactory(event_id=event_id, guest_count=10, status=Registration.Status.WAITLISTED)
    waiting.days.set([days[2]["id"]])
    days[2]["capacity"] = 12

    response = staff_client.put(f"/api/admin/events/{event_id}", festival_body(days=days), format="json")

    assert response.status_code == 200
    waiting.refresh_from_db()
    assert waiting.status == Registration.Status.CONFIRMED
    assert response.json()["days"][2]["spotsLeft"] == 2


def test_meals_are_renamed_added_and_removed_by_row(staff_client):
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]
    lunch, _dinner = days[1]["meals"]
    days[1]["meals"] = [{"id": lunch["id"], "name": "Bhog at noon"}, {"name": "Evening snacks"}]

    response = staff_client.put(f"/api/admin/events/{event_id}", festival_body(days=days), format="json")

    assert response.status_code == 200
    meals = response.json()["days"][1]["meals"]
    assert [meal["name"] for meal in meals] == ["Bhog at noon", "Evening snacks"]
    assert meals[0]["id"] == lunch["id"]


def test_a_day_of_another_event_is_400(staff_client):
    other = EventFactory(end_date=None)
    foreign = EventDay.objects.create(event=other, date=other.date)
    event_id = create(staff_client, days=FIVE_DAYS).json()["id"]

    response = staff_client.put(
        f"/api/admin/events/{event_id}",
        festival_body(days=[{"id": foreign.pk, "date": "2030-10-15"}]),
        format="json",
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"days.0.id": ["This day is not one of this event's."]}


def test_the_calendar_file_spans_the_festival(api_client, staff_client):
    event_id = create(staff_client, time="After sunset").json()["id"]

    ics = api_client.get(f"/api/events/{event_id}/calendar.ics").content.decode()

    assert "DTSTART;VALUE=DATE:20301015" in ics
    assert "DTEND;VALUE=DATE:20301020" in ics


def test_a_festival_under_way_is_still_listed_and_takes_registrations(api_client):
    today = timezone.localdate()
    running = EventFactory(title="Under way", date=today - timedelta(days=2), end_date=today + timedelta(days=2))
    EventFactory(title="Over", date=today - timedelta(days=6), end_date=today - timedelta(days=1))

    listed = api_client.get("/api/events").json()

    assert [event["title"] for event in listed] == ["Under way"]
    assert listed[0]["isPast"] is False
    response = api_client.post(
        "/api/registrations",
        {"eventId": running.pk, "fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 2},
        format="json",
    )
    assert response.status_code == 201
