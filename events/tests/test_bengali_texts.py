"""An event's title, description, days and meals written in Bengali beside the
English, through the organisers' API: optional, cleaned and limited as the
English are, kept when a request leaves them out, and read by the public
beside the English."""

import pytest

from activity.models import Entry
from events.models import Event, EventDay, EventMeal
from events.tests.test_festival_days import festival_body

pytestmark = pytest.mark.django_db

DAYS = [
    {"date": "2030-10-15", "title": "Shashthi", "titleBn": "ষষ্ঠী", "meals": [{"name": "Dinner", "nameBn": "রাতের খাবার"}]},
    {"date": "2030-10-16", "title": "Saptami", "meals": [{"name": "Lunch bhog"}]},
]


def create(staff_client, **fields):
    return staff_client.post("/api/admin/events", festival_body(endDate="2030-10-16", **fields), format="json")


def test_an_event_is_created_with_its_bengali_title_description_days_and_meals(staff_client, api_client):
    response = create(staff_client, titleBn="দুর্গাপুজো", descriptionBn="পাঁচ দিনের উৎসব।", days=DAYS)

    assert response.status_code == 201
    body = api_client.get(f"/api/events/{response.json()['id']}").json()
    assert (body["title"], body["titleBn"], body["descriptionBn"]) == ("Durga Puja", "দুর্গাপুজো", "পাঁচ দিনের উৎসব।")
    assert [(day["title"], day["titleBn"]) for day in body["days"]] == [("Shashthi", "ষষ্ঠী"), ("Saptami", "")]
    assert [(meal["name"], meal["nameBn"]) for meal in body["days"][0]["meals"]] == [("Dinner", "রাতের খাবার")]
    event = Event.objects.get()
    assert (event.title_bn, event.description_bn) == ("দুর্গাপুজো", "পাঁচ দিনের উৎসব।")
    assert EventMeal.objects.get(name="Dinner").name_bn == "রাতের খাবার"


def test_an_event_without_bengali_texts_has_them_empty(staff_client):
    response = create(staff_client)

    assert response.status_code == 201
    assert (response.json()["titleBn"], response.json()["descriptionBn"]) == ("", "")
    assert list(EventDay.objects.values_list("title_bn", flat=True)) == ["", ""]


def test_the_bengali_texts_are_cleaned_as_the_english_are(staff_client):
    response = create(staff_client, titleBn="  দুর্গা\u202eপুজো\x07 ", descriptionBn="প্রথম লাইন\r\nদ্বিতীয়")

    assert response.status_code == 201
    event = Event.objects.get()
    assert (event.title_bn, event.description_bn) == ("দুর্গাপুজো", "প্রথম লাইন\nদ্বিতীয়")


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"titleBn": "ক" * 201}, "titleBn"),
        ({"descriptionBn": "ক" * 5001}, "descriptionBn"),
        ({"days": [{"date": "2030-10-15", "titleBn": "ক" * 101}]}, "days"),
        ({"days": [{"date": "2030-10-15", "meals": [{"name": "Dinner", "nameBn": "ক" * 101}]}]}, "days"),
    ],
)
def test_a_bengali_text_longer_than_the_english_may_be_is_400(staff_client, fields, error):
    response = create(staff_client, **fields)

    assert response.status_code == 400
    assert any(key.startswith(error) for key in response.json()["errors"])
    assert not Event.objects.exists()


def test_a_request_that_leaves_the_bengali_out_keeps_it(staff_client):
    event_id = create(staff_client, titleBn="দুর্গাপুজো", descriptionBn="উৎসব", days=DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]
    for day in days:
        day.pop("titleBn")
        for meal in day["meals"]:
            meal.pop("nameBn")

    response = staff_client.put(
        f"/api/admin/events/{event_id}", festival_body(endDate="2030-10-16", days=days), format="json"
    )

    assert response.status_code == 200
    body = response.json()
    assert (body["titleBn"], body["descriptionBn"]) == ("দুর্গাপুজো", "উৎসব")
    assert body["days"][0]["titleBn"] == "ষষ্ঠী"
    assert body["days"][0]["meals"][0]["nameBn"] == "রাতের খাবার"


def test_writing_a_days_and_a_meals_bengali_is_an_edit_of_the_event(staff_client):
    event_id = create(staff_client, days=DAYS).json()["id"]
    days = staff_client.get("/api/admin/events").json()[0]["days"]
    days[1]["titleBn"] = "সপ্তমী"
    days[1]["meals"][0]["nameBn"] = "দুপুরের ভোগ"

    response = staff_client.put(
        f"/api/admin/events/{event_id}", festival_body(endDate="2030-10-16", days=days), format="json"
    )

    assert response.status_code == 200
    saptami = response.json()["days"][1]
    assert (saptami["titleBn"], saptami["meals"][0]["nameBn"]) == ("সপ্তমী", "দুপুরের ভোগ")
    assert saptami["meals"][0]["id"] == days[1]["meals"][0]["id"]
    update = Entry.objects.get(action="event.update")
    before, after = update.changes["days"]
    assert (before[1]["titleBn"], after[1]["titleBn"]) == ("", "সপ্তমী")
    assert (before[1]["mealsBn"], after[1]["mealsBn"]) == ([""], ["দুপুরের ভোগ"])
