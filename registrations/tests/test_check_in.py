from datetime import timedelta

import pytest
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from activity.models import Entry
from registrations.models import CheckInTap, Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def check_in_url(registration) -> str:
    return f"/api/admin/registrations/{registration.pk}/check-in"


def test_checking_in_a_party_answers_its_arrival_time(staff_client):
    registration = RegistrationFactory()

    response = staff_client.post(check_in_url(registration))

    assert response.status_code == 200
    registration.refresh_from_db()
    assert registration.checked_in_at is not None
    assert response.json()["checkedInAt"] is not None


def test_checking_in_twice_keeps_the_first_arrival(staff_client):
    registration = RegistrationFactory()
    first = staff_client.post(check_in_url(registration)).json()["checkedInAt"]

    second = staff_client.post(check_in_url(registration))

    assert second.status_code == 200
    assert second.json()["checkedInAt"] == first


def test_undo_clears_the_arrival(staff_client):
    registration = RegistrationFactory()
    staff_client.post(check_in_url(registration))

    response = staff_client.delete(check_in_url(registration))

    assert response.status_code == 200
    assert response.json()["checkedInAt"] is None
    registration.refresh_from_db()
    assert registration.checked_in_at is None


def test_check_ins_show_in_the_summary(staff_client):
    arrived, _ = RegistrationFactory.create_batch(2, guest_count=3)
    RegistrationFactory(event=arrived.event, guest_count=2)
    staff_client.post(check_in_url(arrived))

    summary = staff_client.get(f"/api/admin/events/{arrived.event_id}/summary").json()

    assert (summary["checkedInParties"], summary["checkedInGuests"]) == (1, 3)


@pytest.mark.parametrize("status", [Registration.Status.WAITLISTED, Registration.Status.CANCELLED])
def test_only_confirmed_parties_are_checked_in(staff_client, status):
    registration = RegistrationFactory(status=status)

    response = staff_client.post(check_in_url(registration))

    assert response.status_code == 400
    registration.refresh_from_db()
    assert registration.checked_in_at is None


def test_check_in_needs_an_organiser(api_client, member_client):
    registration = RegistrationFactory()
    assert api_client.post(check_in_url(registration)).status_code == 401
    assert member_client.post(check_in_url(registration)).status_code == 403
    assert api_client.delete(check_in_url(registration)).status_code == 401


def test_check_in_of_an_unknown_registration_is_404(staff_client):
    assert staff_client.post("/api/admin/registrations/424242/check-in").status_code == 404


def tap(client, registration, **body):
    return client.post(check_in_url(registration), body, format="json")


def ago(**delta) -> str:
    return (timezone.now() - timedelta(**delta)).isoformat()


def test_a_tap_kept_on_a_phone_is_stored_at_its_own_time(staff_client):
    registration = RegistrationFactory()
    tapped = timezone.now() - timedelta(minutes=40)

    response = tap(staff_client, registration, checkedInAt=tapped.isoformat(), tapId="phone-a-0001")

    assert response.status_code == 200
    assert parse_datetime(response.json()["checkedInAt"]) == tapped
    assert response.json()["conflict"] is False
    registration.refresh_from_db()
    assert registration.checked_in_at == tapped


@pytest.mark.parametrize(
    ("when", "message"),
    [
        (
            timedelta(minutes=-6),
            "The tap's time is more than 5 minutes ahead of the server's clock. Check the phone's clock.",
        ),
        (timedelta(days=7, minutes=1), "The tap's time is more than 7 days ago."),
    ],
)
def test_a_tap_too_far_ahead_or_too_old_is_400(staff_client, when, message):
    registration = RegistrationFactory()

    response = tap(staff_client, registration, checkedInAt=(timezone.now() - when).isoformat())

    assert response.status_code == 400
    assert response.json()["errors"] == {"checkedInAt": [message]}
    registration.refresh_from_db()
    assert registration.checked_in_at is None
    assert not CheckInTap.objects.exists()


def test_a_tap_a_little_ahead_of_the_servers_clock_is_taken(staff_client):
    registration = RegistrationFactory()

    response = tap(staff_client, registration, checkedInAt=(timezone.now() + timedelta(minutes=4)).isoformat())

    assert response.status_code == 200


def test_an_earlier_tap_replaces_a_later_one_and_a_later_one_does_not(staff_client):
    registration = RegistrationFactory()
    tap(staff_client, registration, checkedInAt=ago(minutes=10), tapId="phone-b-0001")
    earlier = timezone.now() - timedelta(minutes=30)

    first = tap(staff_client, registration, checkedInAt=earlier.isoformat(), tapId="phone-a-0001").json()
    later = tap(staff_client, registration, checkedInAt=ago(minutes=5), tapId="phone-c-0001").json()

    assert parse_datetime(first["checkedInAt"]) == earlier
    assert first["conflict"] is True
    assert parse_datetime(later["checkedInAt"]) == earlier
    assert later["conflict"] is True
    registration.refresh_from_db()
    assert registration.checked_in_at == earlier


def test_a_replayed_tap_changes_nothing_and_answers_as_the_first_time(staff_client):
    registration = RegistrationFactory(guest_count=5)
    staff_client.post(check_in_url(registration))
    body = {"checkedInAt": ago(minutes=50), "arrivedGuests": 3, "tapId": "phone-a-0001"}
    first = tap(staff_client, registration, **body)
    staff_client.delete(check_in_url(registration))

    replay = tap(staff_client, registration, **body)

    assert replay.status_code == 200
    assert first.json()["conflict"] is True
    assert replay.json()["conflict"] is True
    assert replay.json()["checkedInAt"] is None
    assert CheckInTap.objects.filter(tap_id="phone-a-0001").count() == 1
    registration.refresh_from_db()
    assert registration.checked_in_at is None


def test_a_tap_id_already_used_for_another_party_is_409(staff_client):
    registration = RegistrationFactory()
    other = RegistrationFactory(event=registration.event)
    tap(staff_client, registration, tapId="phone-a-0001")

    response = tap(staff_client, other, tapId="phone-a-0001")

    assert response.status_code == 409
    assert "tapId" in response.json()["errors"]
    other.refresh_from_db()
    assert other.checked_in_at is None


def test_the_first_tap_on_a_party_is_no_conflict_and_a_plain_tap_before_it_is_one(staff_client):
    registration = RegistrationFactory()

    plain = staff_client.post(check_in_url(registration)).json()
    offline = tap(staff_client, registration, checkedInAt=ago(minutes=3), tapId="phone-a-0001").json()

    assert plain["conflict"] is False
    assert offline["conflict"] is True


def test_part_of_a_party_arrives_and_the_rest_later(staff_client):
    registration = RegistrationFactory(guest_count=5)
    RegistrationFactory(event=registration.event, guest_count=4)
    arrived = timezone.now() - timedelta(minutes=20)

    partly = tap(staff_client, registration, checkedInAt=arrived.isoformat(), arrivedGuests=3, tapId="phone-a-0001")
    summary = staff_client.get(f"/api/admin/events/{registration.event_id}/summary").json()
    listed = staff_client.get(f"/api/admin/events/{registration.event_id}/registrations").json()
    rest = tap(staff_client, registration, arrivedGuests=5, tapId="phone-a-0002").json()

    assert partly.json()["arrivedGuests"] == 3
    assert (summary["checkedInParties"], summary["checkedInGuests"]) == (1, 3)
    assert {party["id"]: party["arrivedGuests"] for party in listed}[registration.pk] == 3
    assert rest["arrivedGuests"] == 5
    assert parse_datetime(rest["checkedInAt"]) == arrived
    summary = staff_client.get(f"/api/admin/events/{registration.event_id}/summary").json()
    assert summary["checkedInGuests"] == 5


def test_a_later_tap_never_lowers_how_many_came(staff_client):
    registration = RegistrationFactory(guest_count=5)
    tap(staff_client, registration, arrivedGuests=4, checkedInAt=ago(minutes=9))

    answer = tap(staff_client, registration, arrivedGuests=2, checkedInAt=ago(minutes=2)).json()

    assert answer["arrivedGuests"] == 4


@pytest.mark.parametrize("arrived", [0, 6, "three"])
def test_more_guests_than_the_party_or_none_is_400(staff_client, arrived):
    registration = RegistrationFactory(guest_count=5)

    response = tap(staff_client, registration, arrivedGuests=arrived)

    assert response.status_code == 400
    assert "arrivedGuests" in response.json()["errors"]
    registration.refresh_from_db()
    assert registration.checked_in_at is None


def test_an_offline_undo_undoes_the_check_ins_tapped_before_it_only(staff_client):
    registration = RegistrationFactory()
    other_phone = timezone.now() - timedelta(minutes=5)
    tap(staff_client, registration, checkedInAt=other_phone.isoformat(), tapId="phone-b-0001")
    tap(staff_client, registration, checkedInAt=ago(minutes=20), tapId="phone-a-0001")

    undo = staff_client.delete(
        check_in_url(registration), {"undoneAt": ago(minutes=19), "tapId": "phone-a-0002"}, format="json"
    )

    assert undo.status_code == 200
    assert parse_datetime(undo.json()["checkedInAt"]) == other_phone


def test_an_offline_undo_after_every_check_in_takes_the_party_out_once(staff_client):
    registration = RegistrationFactory()
    tap(staff_client, registration, checkedInAt=ago(minutes=20), tapId="phone-a-0001")
    body = {"undoneAt": ago(minutes=1), "tapId": "phone-a-0002"}

    first = staff_client.delete(check_in_url(registration), body, format="json")
    staff_client.post(check_in_url(registration))
    replay = staff_client.delete(check_in_url(registration), body, format="json")

    assert first.json()["checkedInAt"] is None
    assert replay.json()["checkedInAt"] is not None
    assert CheckInTap.objects.filter(kind="undo").count() == 1


def test_an_undo_from_too_long_ago_is_400(staff_client):
    registration = RegistrationFactory()
    staff_client.post(check_in_url(registration))

    response = staff_client.delete(check_in_url(registration), {"undoneAt": ago(days=8)}, format="json")

    assert response.status_code == 400
    assert "undoneAt" in response.json()["errors"]


def test_the_activity_log_records_the_taps_time(staff_client):
    registration = RegistrationFactory(guest_count=4)
    tapped = timezone.now() - timedelta(minutes=12)

    tap(staff_client, registration, checkedInAt=tapped.isoformat(), arrivedGuests=2, tapId="phone-a-0001")

    entry = Entry.objects.get(action="registration.check_in")
    assert entry.actor == "organiser"
    assert parse_datetime(entry.changes["tapped_at"][1]) == tapped
    assert entry.changes["arrived_guests"] == [None, 2]


def test_a_party_checked_in_before_taps_were_kept_stays_in(staff_client):
    registration = RegistrationFactory(checked_in_at=timezone.now() - timedelta(hours=1))
    CheckInTap.objects.create(
        registration=registration,
        tap_id=f"recorded-{registration.pk}",
        kind="check_in",
        tapped_at=registration.checked_in_at,
    )

    answer = tap(staff_client, registration, checkedInAt=ago(minutes=1), tapId="phone-a-0001").json()

    assert parse_datetime(answer["checkedInAt"]) == registration.checked_in_at


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"checkedInAt": "yesterday at six"}, "checkedInAt"),
        ({"tapId": "x" * 65}, "tapId"),
        ({"tapId": "short"}, "tapId"),
        ([{"tapId": "phone-a-0001"}], None),
    ],
)
def test_a_malformed_tap_is_400(staff_client, body, field):
    registration = RegistrationFactory()

    response = staff_client.post(check_in_url(registration), body, format="json")

    assert response.status_code == 400
    if field:
        assert field in response.json()["errors"]
    registration.refresh_from_db()
    assert registration.checked_in_at is None
