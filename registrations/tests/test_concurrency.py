import threading
import time
from datetime import timedelta

import pytest
from django.db import connection, connections
from django.utils import timezone
from rest_framework.test import APIClient

from events.models import EventDay
from events.tests.factories import EventFactory
from registrations import services
from registrations.models import CheckInTap, DayCheckIn, Registration
from registrations.tests.factories import RegistrationFactory

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


# The door: taps from phones that sync at the same moment as each other, or as
# an organiser's delete. Each race answers as the same requests one after the
# other would (200, 409, 404), never 500.


def staff_clients(staff_user, count: int) -> list[APIClient]:
    clients = []
    for _ in range(count):
        client = APIClient()
        client.force_login(staff_user)
        clients.append(client)
    return clients


def check_in_url(registration) -> str:
    return f"/api/admin/registrations/{registration.pk}/check-in"


class InThread:
    """A request made in a thread of its own (a phone, an organiser's browser): its answer, or what it raised."""

    def __init__(self, request) -> None:
        self.response = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(request,))
        self._thread.start()

    def _run(self, request) -> None:
        try:
            self.response = request()
        except BaseException as error:
            self.error = error
        finally:
            connections.close_all()

    def answer(self):
        self._thread.join(timeout=60)
        assert self.error is None, repr(self.error)
        return self.response


def wait_until_a_session_waits_for_a_lock() -> None:
    deadline = time.monotonic() + 20
    with connection.cursor() as cursor:
        while True:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"
            )
            if cursor.fetchone()[0]:
                return
            assert time.monotonic() < deadline, "no session waited for a lock"
            time.sleep(0.02)


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_one_tap_id_sent_for_two_parties_at_once_is_taken_by_one_and_refused_for_the_other(staff_user, monkeypatch):
    event = EventFactory()
    parties = [RegistrationFactory(event=event), RegistrationFactory(event=event)]
    clients = staff_clients(staff_user, 2)
    # Both taps have looked their id up, and found it free, before either stores it:
    # each holds its own party's lock, and only the id's unique constraint stands between them.
    both_looked = threading.Barrier(2)
    create = CheckInTap.objects.create

    def create_together(**fields):
        both_looked.wait(timeout=20)
        return create(**fields)

    monkeypatch.setattr(CheckInTap.objects, "create", create_together)

    taps = [
        InThread(
            lambda client=client, party=party: client.post(
                check_in_url(party), {"tapId": "phone-a-0001"}, format="json"
            )
        )
        for client, party in zip(clients, parties, strict=True)
    ]
    answers = [tap.answer() for tap in taps]

    assert sorted(answer.status_code for answer in answers) == [200, 409]
    refused = next(answer for answer in answers if answer.status_code == 409)
    assert refused.json() == {
        "message": "This tap was already sent for another party.",
        "errors": {"tapId": ["This tap was already sent for another party."]},
    }
    (stored,) = CheckInTap.objects.filter(tap_id="phone-a-0001")
    arrived = Registration.objects.filter(checked_in_at__isnull=False)
    assert list(arrived.values_list("pk", flat=True)) == [stored.registration_id]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("method", ["post", "delete"])
def test_a_tap_for_a_party_deleted_while_the_tap_was_on_its_way_is_404(staff_user, monkeypatch, method):
    registration = RegistrationFactory(checked_in_at=timezone.now() - timedelta(minutes=5))
    door, organiser = staff_clients(staff_user, 2)
    found = threading.Event()
    deleted = threading.Event()
    tap_time = services._tap_time

    def after_the_view_found_the_party(*args, **kwargs):
        found.set()
        assert deleted.wait(timeout=20)
        return tap_time(*args, **kwargs)

    monkeypatch.setattr(services, "_tap_time", after_the_view_found_the_party)

    tap = InThread(lambda: getattr(door, method)(check_in_url(registration), {"tapId": "phone-a-0001"}, format="json"))
    assert found.wait(timeout=20)
    assert organiser.delete(f"/api/admin/registrations/{registration.pk}").status_code == 204
    deleted.set()
    answer = tap.answer()

    assert answer.status_code == 404
    assert answer.json() == {"message": "Not found."}
    assert not CheckInTap.objects.exists()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_delete_while_a_tap_is_being_saved_waits_for_it_and_takes_the_tap_too(staff_user, monkeypatch):
    registration = RegistrationFactory()
    door, organiser = staff_clients(staff_user, 2)
    saving = threading.Event()
    delete_waits = threading.Event()
    door_state = services._door_state

    def while_the_tap_is_stored_uncommitted(party, day=None):
        saving.set()
        assert delete_waits.wait(timeout=20)
        return door_state(party, day)

    monkeypatch.setattr(services, "_door_state", while_the_tap_is_stored_uncommitted)

    tap = InThread(lambda: door.post(check_in_url(registration), {"tapId": "phone-a-0001"}, format="json"))
    assert saving.wait(timeout=20)
    delete = InThread(lambda: organiser.delete(f"/api/admin/registrations/{registration.pk}"))
    wait_until_a_session_waits_for_a_lock()
    delete_waits.set()

    assert tap.answer().status_code == 200
    assert delete.answer().status_code == 204
    assert not Registration.objects.exists()
    assert not CheckInTap.objects.exists()


def festival_party(**fields):
    """A party coming every day of a three-day festival a month away."""
    start = timezone.localdate() + timedelta(days=30)
    event = EventFactory(date=start, end_date=start + timedelta(days=2))
    days = [
        EventDay.objects.create(event=event, date=start + timedelta(days=n), title=f"Day {n + 1}") for n in range(3)
    ]
    registration = RegistrationFactory(event=event, guest_count=4, **fields)
    registration.days.set(days)
    return registration, days


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_phones_tapping_one_party_on_one_day_at_once_leave_one_check_in_at_the_earlier_time(staff_user):
    registration, days = festival_party()
    clients = staff_clients(staff_user, 2)
    now = timezone.now()
    times = [now - timedelta(minutes=3), now - timedelta(minutes=9)]
    start = threading.Barrier(2)

    def send(client, index):
        start.wait(timeout=20)
        body = {"tapId": f"phone-{index}-0001", "checkedInAt": times[index].isoformat(), "dayId": days[1].pk}
        return client.post(check_in_url(registration), body, format="json")

    taps = [InThread(lambda client=client, index=index: send(client, index)) for index, client in enumerate(clients)]
    answers = [tap.answer() for tap in taps]

    assert [answer.status_code for answer in answers] == [200, 200]
    assert sorted(answer.json()["conflict"] for answer in answers) == [False, True]
    (arrival,) = DayCheckIn.objects.all()
    assert (arrival.day_id, arrival.checked_in_at) == (days[1].pk, times[1])
    registration.refresh_from_db()
    assert registration.checked_in_at == times[1]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_taps_of_one_party_on_two_days_at_once_each_keep_their_day(staff_user):
    registration, days = festival_party()
    clients = staff_clients(staff_user, 2)
    now = timezone.now()
    start = threading.Barrier(2)

    def send(client, index):
        start.wait(timeout=20)
        body = {
            "tapId": f"phone-{index}-0001",
            "checkedInAt": (now - timedelta(minutes=index)).isoformat(),
            "dayId": days[index].pk,
            "arrivedGuests": 2 + index,
        }
        return client.post(check_in_url(registration), body, format="json")

    taps = [InThread(lambda client=client, index=index: send(client, index)) for index, client in enumerate(clients)]
    answers = [tap.answer() for tap in taps]

    assert [answer.json()["conflict"] for answer in answers] == [False, False]
    assert sorted(DayCheckIn.objects.values_list("day_id", "arrived_guests")) == [(days[0].pk, 2), (days[1].pk, 3)]
    registration.refresh_from_db()
    assert (registration.checked_in_at, registration.arrived_guests) == (now - timedelta(minutes=1), 3)


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_day_tap_for_a_party_deleted_while_it_was_on_its_way_is_404(staff_user, monkeypatch):
    registration, days = festival_party()
    door, organiser = staff_clients(staff_user, 2)
    found = threading.Event()
    deleted = threading.Event()
    tap_time = services._tap_time

    def after_the_view_found_the_party(*args, **kwargs):
        found.set()
        assert deleted.wait(timeout=20)
        return tap_time(*args, **kwargs)

    monkeypatch.setattr(services, "_tap_time", after_the_view_found_the_party)

    body = {"tapId": "phone-a-0001", "dayId": days[2].pk}
    tap = InThread(lambda: door.post(check_in_url(registration), body, format="json"))
    assert found.wait(timeout=20)
    assert organiser.delete(f"/api/admin/registrations/{registration.pk}").status_code == 204
    deleted.set()
    answer = tap.answer()

    assert answer.status_code == 404
    assert not CheckInTap.objects.exists()
    assert not DayCheckIn.objects.exists()
