"""Volunteer shifts over HTTP: the event's shifts edited with the event and
shown on its page, a place taken by anyone (refused when full or when the
same person has a shift at that time), given back by the emailed link, the
roster, the check-in and the hours, the door's list, a message to a shift's
volunteers and the reminder the day before."""

import re
from datetime import time, timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone
from rest_framework.test import APIClient

from activity.models import Entry
from core.manage_links import SHIFT_VOLUNTEER, manage_token
from events.models import EventDay, Shift
from events.tests.factories import EventFactory
from volunteers.models import ShiftVolunteer
from volunteers.tests.factories import shift_of, sign_up_body, volunteer_of

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


def sign_up(client: APIClient, shift: Shift, **fields):
    return client.post(
        f"/api/events/{shift.event_id}/shifts/{shift.pk}/volunteers", sign_up_body(**fields), format="json"
    )


def test_organisers_edit_the_shifts_with_the_event_and_the_page_shows_them(staff_client, api_client):
    event = EventFactory()
    body = api_client.get(f"/api/events/{event.pk}").json()
    body["shifts"] = [
        {"dayId": None, "role": "Bhog kitchen", "startTime": "08:00", "endTime": "11:00", "needed": 4},
        {"role": "Serving", "startTime": "10:30", "endTime": "13:00", "needed": 6, "description": "Plates"},
    ]

    response = staff_client.put(f"/api/admin/events/{event.pk}", body, format="json")

    assert response.status_code == 200, response.content
    shifts = api_client.get(f"/api/events/{event.pk}").json()["shifts"]
    assert [(s["role"], s["startTime"], s["endTime"], s["needed"], s["taken"], s["dayId"]) for s in shifts] == [
        ("Bhog kitchen", "08:00", "11:00", 4, 0, None),
        ("Serving", "10:30", "13:00", 6, 0, None),
    ]
    assert shifts[1]["description"] == "Plates"
    assert "shifts" in Entry.objects.get(action="event.update").changes


def test_a_shift_that_ends_before_it_starts_or_a_time_not_hh_mm_is_refused(staff_client, api_client):
    event = EventFactory()
    body = api_client.get(f"/api/events/{event.pk}").json()

    backwards = {"role": "Setup", "startTime": "11:00", "endTime": "09:00", "needed": 2}
    response = staff_client.put(f"/api/admin/events/{event.pk}", {**body, "shifts": [backwards]}, format="json")
    assert response.status_code == 400
    assert "shifts.0.endTime" in response.json()["errors"]

    response = staff_client.put(
        f"/api/admin/events/{event.pk}",
        {**body, "shifts": [{**backwards, "startTime": "9am"}]},
        format="json",
    )
    assert response.status_code == 400
    assert not Shift.objects.exists()


def test_a_festivals_shift_names_one_of_its_days(staff_client, api_client):
    event = EventFactory(end_date=timezone.localdate() + timedelta(days=32))
    EventDay.objects.bulk_create(
        EventDay(event=event, date=event.date + timedelta(days=n), title=f"Day {n}") for n in range(3)
    )
    body = api_client.get(f"/api/events/{event.pk}").json()
    ashtami = body["days"][2]["id"]
    row = {"role": "Pandal", "startTime": "07:00", "endTime": "10:00", "needed": 3}

    refused = staff_client.put(f"/api/admin/events/{event.pk}", {**body, "shifts": [row]}, format="json")
    response = staff_client.put(
        f"/api/admin/events/{event.pk}", {**body, "shifts": [{**row, "dayId": ashtami}]}, format="json"
    )

    assert refused.status_code == 400
    assert "shifts.0.dayId" in refused.json()["errors"]
    assert response.status_code == 200
    assert response.json()["shifts"][0]["dayId"] == ashtami


def test_a_shift_with_volunteers_is_not_removed_nor_cut_below_them(staff_client, api_client):
    shift = shift_of(needed=2)
    volunteer_of(shift)
    volunteer_of(shift, full_name="Rohan Das", email="rohan@example.com")
    body = api_client.get(f"/api/events/{shift.event_id}").json()

    removed = staff_client.put(f"/api/admin/events/{shift.event_id}", {**body, "shifts": []}, format="json")
    cut = body["shifts"][0] | {"needed": 1}
    fewer = staff_client.put(f"/api/admin/events/{shift.event_id}", {**body, "shifts": [cut]}, format="json")

    assert removed.status_code == 400
    assert fewer.status_code == 400
    assert Shift.objects.get().needed == 2


def test_anyone_signs_up_and_is_emailed_the_link_that_gives_the_place_back(api_client, smtp_server):
    shift = shift_of()

    response = sign_up(api_client, shift)

    assert response.status_code == 201, response.content
    body = response.json()
    volunteer = ShiftVolunteer.objects.get()
    assert body == {"id": volunteer.pk, "shiftId": shift.pk, "manageToken": manage_token(SHIFT_VOLUNTEER, volunteer.pk)}
    (message,) = smtp_server.wait_for(1, within=10)
    text = message.get_body(("plain",)).get_content()
    assert message["To"] == "anita@example.com"
    assert "Bhog kitchen" in text and "08:00" in text
    assert f"/shifts/{volunteer.pk}?token={body['manageToken']}" in text
    assert api_client.get(f"/api/events/{shift.event_id}").json()["shifts"][0]["taken"] == 1
    assert Entry.objects.filter(action="shift.sign_up").count() == 1


def test_a_full_shift_is_refused(api_client):
    shift = shift_of(needed=1)
    volunteer_of(shift, full_name="Rohan Das", email="rohan@example.com")

    response = sign_up(api_client, shift)

    assert response.status_code == 409
    assert response.json()["message"] == "This shift is full."
    assert ShiftVolunteer.objects.count() == 1


def test_the_same_address_on_an_overlapping_shift_of_the_same_date_is_refused(api_client):
    kitchen = shift_of(start_time=time(8, 0), end_time=time(11, 0))
    serving = shift_of(kitchen.event, role="Serving", start_time=time(10, 30), end_time=time(13, 0))
    cleanup = shift_of(kitchen.event, role="Clean-up", start_time=time(11, 0), end_time=time(12, 0))
    assert sign_up(api_client, kitchen).status_code == 201

    # The same address typed another way is the same person (core/emails.py).
    response = sign_up(api_client, serving, email="Anita@Example.com", fullName=" anita  sen ")

    assert response.status_code == 409
    assert response.json()["message"] == "You already have a shift at that time."
    # A shift starting as the other ends does not overlap it.
    assert sign_up(api_client, cleanup).status_code == 201
    # The address decides, whatever name is typed with it.
    assert sign_up(api_client, serving, fullName="Mitali Sen").status_code == 409
    assert sign_up(api_client, serving, email="mitali@example.com", fullName="Mitali Sen").status_code == 201


def test_a_past_shift_and_an_unknown_one_are_refused(api_client):
    past = shift_of(EventFactory(past=True))
    other = shift_of()

    assert sign_up(api_client, past).status_code == 400
    assert api_client.post(f"/api/events/{other.event_id}/shifts/999999/volunteers", sign_up_body()).status_code == 404
    elsewhere = EventFactory()
    assert (
        api_client.post(f"/api/events/{elsewhere.pk}/shifts/{other.pk}/volunteers", sign_up_body()).status_code == 404
    )


def test_a_name_and_an_email_are_needed(api_client):
    shift = shift_of()

    response = sign_up(api_client, shift, fullName="", email="not an address")

    assert response.status_code == 400
    assert set(response.json()["errors"]) >= {"fullName", "email"}


def test_the_link_gives_the_place_back_and_a_wrong_token_is_refused(api_client, smtp_server):
    volunteer = volunteer_of(shift_of())
    token = manage_token(SHIFT_VOLUNTEER, volunteer.pk)

    refused = api_client.delete(f"/api/shift-volunteers/{volunteer.pk}", HTTP_X_SHIFT_TOKEN="wrong")
    read = api_client.get(f"/api/shift-volunteers/{volunteer.pk}", HTTP_X_SHIFT_TOKEN=token)
    response = api_client.delete(f"/api/shift-volunteers/{volunteer.pk}", HTTP_X_SHIFT_TOKEN=token)

    assert refused.status_code == 403
    # The refusal emails the link to the volunteer, not to the asker.
    assert smtp_server.wait_for(1, within=10)[0]["To"] == "anita@example.com"
    assert read.status_code == 200
    assert read.json()["role"] == "Bhog kitchen"
    assert response.status_code == 204
    assert not ShiftVolunteer.objects.exists()
    assert api_client.delete(f"/api/shift-volunteers/{volunteer.pk}", HTTP_X_SHIFT_TOKEN=token).status_code == 404


def test_the_roster_lists_each_shift_with_its_volunteers(staff_client):
    shift = shift_of(needed=3)
    anita = volunteer_of(shift)
    shift_of(shift.event, role="Serving", start_time=time(12, 0), end_time=time(14, 0))

    response = staff_client.get(f"/api/admin/events/{shift.event_id}/roster")

    assert response.status_code == 200
    kitchen, serving = response.json()["shifts"]
    assert kitchen["role"] == "Bhog kitchen" and kitchen["taken"] == 1 and kitchen["needed"] == 3
    assert kitchen["volunteers"] == [
        {
            "id": anita.pk,
            "fullName": "Anita Sen",
            "email": "anita@example.com",
            "phone": "209 555 0101",
            "checkedInAt": None,
            "hours": None,
        }
    ]
    assert serving["volunteers"] == []


def test_checked_in_the_hours_are_the_shifts_length_and_an_organiser_corrects_them(staff_client):
    volunteer = volunteer_of(shift_of(start_time=time(8, 0), end_time=time(11, 30)))

    response = staff_client.post(f"/api/admin/shift-volunteers/{volunteer.pk}/check-in")
    again = staff_client.post(f"/api/admin/shift-volunteers/{volunteer.pk}/check-in")

    assert response.status_code == 200
    assert response.json()["hours"] == 3.5
    assert response.json()["checkedInAt"] is not None
    assert again.json()["checkedInAt"] == response.json()["checkedInAt"]

    corrected = staff_client.put(f"/api/admin/shift-volunteers/{volunteer.pk}", {"hours": 4.25}, format="json")
    assert corrected.status_code == 200
    assert corrected.json()["hours"] == 4.25
    too_many = staff_client.put(f"/api/admin/shift-volunteers/{volunteer.pk}", {"hours": 30}, format="json")
    assert too_many.status_code == 400
    assert ShiftVolunteer.objects.get().minutes == 255
    assert Entry.objects.filter(action__in=["shift.check_in", "shift.hours"]).count() == 2


def test_the_door_checks_volunteers_in_from_a_list_without_addresses(client_with_roles):
    volunteer = volunteer_of(shift_of())
    door = client_with_roles("door")

    listed = door.get(f"/api/admin/events/{volunteer.shift.event_id}/door/volunteers")
    checked = door.post(f"/api/admin/shift-volunteers/{volunteer.pk}/check-in")

    assert listed.status_code == 200
    (row,) = listed.json()["volunteers"]
    assert row["fullName"] == "Anita Sen" and row["role"] == "Bhog kitchen"
    assert "email" not in row and "phone" not in row
    assert checked.status_code == 200
    assert door.get(f"/api/admin/events/{volunteer.shift.event_id}/roster").status_code == 403
    assert door.put(f"/api/admin/shift-volunteers/{volunteer.pk}", {"hours": 1}, format="json").status_code == 403


def test_organisers_email_one_shifts_volunteers_each_in_their_language(staff_client, smtp_server):
    shift = shift_of()
    volunteer_of(shift)
    volunteer_of(shift, full_name="Rohan Das", email="rohan@example.com", language="bn")
    volunteer_of(shift_of(shift.event, role="Serving"), full_name="Other", email="other@example.com")

    response = staff_client.post(
        f"/api/admin/events/{shift.event_id}/shifts/{shift.pk}/message",
        {"subject": "Aprons", "body": "Bring an apron."},
        format="json",
    )

    assert response.status_code == 202
    assert response.json() == {"recipients": 2}
    messages = smtp_server.wait_for(2, within=10)
    assert sorted(message["To"] for message in messages) == ["anita@example.com", "rohan@example.com"]
    bengali = next(message for message in messages if message["To"] == "rohan@example.com")
    assert re.search("[\u0980-\u09ff]", bengali.get_body(("plain",)).get_content())


def test_each_volunteer_is_reminded_the_day_before_once(smtp_server):
    tomorrow = EventFactory(date=timezone.localdate() + timedelta(days=1))
    volunteer_of(shift_of(tomorrow))
    volunteer_of(shift_of(EventFactory()), email="later@example.com")

    call_command("send_reminders")
    call_command("send_reminders")

    (message,) = smtp_server.wait_for(1, within=10)
    assert message["To"] == "anita@example.com"
    assert "Tomorrow" in message["Subject"]
    assert ShiftVolunteer.objects.filter(reminder_sent_at__isnull=False).count() == 1


def test_ids_too_large_for_the_database_are_not_found(api_client):
    huge = 2419839030471475038810200040538112

    response = api_client.post(f"/api/events/{huge}/shifts/{huge}/volunteers", sign_up_body())

    assert response.status_code == 404
    shift = shift_of()
    assert api_client.post(f"/api/events/{huge}/shifts/{shift.pk}/volunteers", sign_up_body()).status_code == 404
