import threading

import pytest
from django.db import connections
from rest_framework.test import APIClient

from volunteers.models import ShiftVolunteer
from volunteers.tests.factories import shift_of, sign_up_body

PEOPLE = 6


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_people_racing_for_a_shifts_last_place_get_one_place_between_them(throttle_rates):
    throttle_rates(registrations="1000/hour")
    shift = shift_of(needed=1)
    start = threading.Barrier(PEOPLE)
    statuses: list[int] = []
    errors: list[BaseException] = []

    def take(number: int) -> None:
        try:
            client = APIClient()
            body = sign_up_body(fullName=f"Volunteer {number}", email=f"v{number}@example.com")
            start.wait(timeout=30)
            response = client.post(f"/api/events/{shift.event_id}/shifts/{shift.pk}/volunteers", body, format="json")
            statuses.append(response.status_code)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=take, args=(number,)) for number in range(PEOPLE)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert sorted(statuses) == [201] + [409] * (PEOPLE - 1)
    assert ShiftVolunteer.objects.count() == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_one_person_taking_two_overlapping_shifts_at_once_gets_one(throttle_rates):
    throttle_rates(registrations="1000/hour")
    kitchen = shift_of(needed=5)
    serving = shift_of(kitchen.event, role="Serving", needed=5)
    start = threading.Barrier(2)
    statuses: list[int] = []

    def take(shift) -> None:
        try:
            client = APIClient()
            start.wait(timeout=30)
            response = client.post(
                f"/api/events/{shift.event_id}/shifts/{shift.pk}/volunteers", sign_up_body(), format="json"
            )
            statuses.append(response.status_code)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=take, args=(shift,)) for shift in (kitchen, serving)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert sorted(statuses) == [201, 409]
