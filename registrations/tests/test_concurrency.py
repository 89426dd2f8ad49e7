import threading
from datetime import timedelta

import pytest
from django.db import connections
from rest_framework.test import APIClient

from events.models import EventDay
from events.tests.factories import EventFactory
from registrations.models import Registration

SUBMISSIONS = 20


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_identical_registrations_at_once_make_one_row_one_201_and_409s(throttle_rates):
    throttle_rates(registrations="1000/hour")
    event = EventFactory()
    payload = {"eventId": event.pk, "fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 2}
    start = threading.Barrier(SUBMISSIONS)
    results: list[tuple[int, dict]] = []
    errors: list[BaseException] = []

    def submit(n: int) -> None:
        try:
            client = APIClient()
            email = payload["email"].upper() if n % 2 else payload["email"]
            start.wait(timeout=30)
            response = client.post("/api/registrations", {**payload, "email": email}, format="json")
            results.append((response.status_code, response.json()))
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=submit, args=(n,)) for n in range(SUBMISSIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    statuses = sorted(status for status, _ in results)
    assert statuses == [201] + [409] * (SUBMISSIONS - 1)
    registration = Registration.objects.get()
    assert all(body["id"] == registration.pk for status, body in results if status == 409)


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_racing_registrations_never_overbook_a_small_hall(throttle_rates):
    throttle_rates(registrations="1000/hour")
    event = EventFactory(capacity=7)
    start = threading.Barrier(SUBMISSIONS)
    statuses: list[int] = []
    errors: list[BaseException] = []

    def submit(n: int) -> None:
        try:
            client = APIClient()
            payload = {"eventId": event.pk, "fullName": f"Party {n}", "email": f"party{n}@example.com", "guestCount": 2}
            start.wait(timeout=30)
            statuses.append(client.post("/api/registrations", payload, format="json").status_code)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=submit, args=(n,)) for n in range(SUBMISSIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert statuses == [201] * SUBMISSIONS
    confirmed = Registration.objects.filter(event=event, status="confirmed")
    # Parties of two in a hall of seven: three fit, and nobody is split.
    assert confirmed.count() == 3
    assert sum(confirmed.values_list("guest_count", flat=True)) == 6
    assert Registration.objects.filter(event=event, status="waitlisted").count() == SUBMISSIONS - 3


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_racing_registrations_never_overbook_a_festival_day(throttle_rates):
    throttle_rates(registrations="1000/hour")
    event = EventFactory(end_date=None)
    event.end_date = event.date + timedelta(days=1)
    event.save()
    small = EventDay.objects.create(event=event, date=event.date, title="Ashtami", capacity=7)
    EventDay.objects.create(event=event, date=event.end_date, title="Navami")
    start = threading.Barrier(SUBMISSIONS)
    statuses: list[int] = []
    errors: list[BaseException] = []

    def submit(n: int) -> None:
        try:
            client = APIClient()
            payload = {
                "eventId": event.pk,
                "fullName": f"Party {n}",
                "email": f"party{n}@example.com",
                "guestCount": 2,
                "dayIds": [small.pk],
            }
            start.wait(timeout=30)
            statuses.append(client.post("/api/registrations", payload, format="json").status_code)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=submit, args=(n,)) for n in range(SUBMISSIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert statuses == [201] * SUBMISSIONS
    confirmed = Registration.objects.filter(event=event, status="confirmed")
    # Parties of two on a day of seven seats: three fit, whole.
    assert confirmed.count() == 3
    assert sum(confirmed.values_list("guest_count", flat=True)) == 6
