import pytest

from registrations.models import Registration
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
