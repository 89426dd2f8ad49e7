"""A guest's pass (the party, its days and the door's code, opened with the
manage token) and what a refused manage link says about the emailed link."""

from datetime import UTC, date, datetime, timedelta

import pytest
import segno
from django.core import mail

from core.manage_links import REGISTRATION, manage_token
from events.models import EventDay
from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db(transaction=True)

TOKEN = "HTTP_X_REGISTRATION_TOKEN"


def pass_of(api_client, registration, token=None):
    token = manage_token(REGISTRATION, registration.pk) if token is None else token
    return api_client.get(f"/api/registrations/{registration.pk}/pass", **{TOKEN: token})


def test_the_pass_shows_the_party_its_days_and_the_doors_code(api_client, settings):
    settings.SITE_URL = "https://tbca.example.org"
    start = date(2030, 10, 15)
    event = EventFactory(title="Durga Puja", date=start, end_date=start + timedelta(days=2), venue="Tracy Hall")
    saptami = EventDay.objects.create(event=event, date=start, title="Saptami")
    EventDay.objects.create(event=event, date=start + timedelta(days=1), title="Ashtami")
    navami = EventDay.objects.create(event=event, date=start + timedelta(days=2), title="Navami")
    registration = RegistrationFactory(event=event, full_name="Anita Sen", guest_count=4, children=1, phone="555")
    registration.days.set([navami, saptami])

    response = pass_of(api_client, registration)

    assert response.status_code == 200
    body = response.json()
    assert {key: body[key] for key in ("fullName", "guestCount", "children", "status", "eventTitle", "venue")} == {
        "fullName": "Anita Sen",
        "guestCount": 4,
        "children": 1,
        "status": "confirmed",
        "eventTitle": "Durga Puja",
        "venue": "Tracy Hall",
    }
    assert [(day["title"], day["date"]) for day in body["days"]] == [
        ("Saptami", "2030-10-15"),
        ("Navami", "2030-10-17"),
    ]
    # Shown to a volunteer: nothing private, nothing about money.
    assert not {"email", "phone", "notes", "amountDue", "manageToken"} & set(body)
    # The same code as the email's, which the door's scanner opens.
    # The same code as the email's: the door's check-in link, which its scanner opens
    # (e2e/test_guest_pass.py reads it off the page with a camera's decoder).
    door = f"https://tbca.example.org/admin/check-in/{event.pk}?registration={registration.pk}"
    assert body["checkInCode"] == segno.make(door, error="m").svg_data_uri(scale=6, border=2, dark="#3d0c0c")


def test_a_wrong_token_is_not_found_and_sends_nothing(api_client):
    registration = RegistrationFactory(full_name="Anita Sen")

    for token in ("wrong", "", manage_token(REGISTRATION, registration.pk + 1)):
        response = pass_of(api_client, registration, token=token)
        assert response.status_code == 404
        assert "Anita" not in response.content.decode()
        assert response.json()["message"] == ("We couldn't find this pass. Please open the link from your email again.")
    assert mail.outbox == []
    registration.refresh_from_db()
    assert registration.confirmation_sent_at is None


def test_an_unknown_id_is_the_same_not_found(api_client):
    response = api_client.get("/api/registrations/999999/pass", **{TOKEN: manage_token(REGISTRATION, 999999)})

    assert response.status_code == 404


@pytest.mark.parametrize("status", [Registration.Status.WAITLISTED, Registration.Status.CANCELLED])
def test_a_party_not_confirmed_has_no_code_for_the_door(api_client, status):
    registration = RegistrationFactory(status=status)

    body = pass_of(api_client, registration).json()

    assert body["status"] == status
    assert body["checkInCode"] is None


def test_a_refused_link_held_back_by_the_resend_limit_says_when_it_can_be_sent(api_client, clock):
    clock.set(datetime(2030, 10, 1, 15, 5, tzinfo=UTC))
    registration = RegistrationFactory(email="anita@example.com")
    url = f"/api/registrations/{registration.pk}"

    first = api_client.get(url)
    clock.advance(timedelta(minutes=3))
    second = api_client.get(url)

    assert first.status_code == second.status_code == 403
    assert first.json()["linkSent"] is True
    assert len(mail.outbox) == 1
    # 15:05 UTC is 8:05 in Tracy; the next link may go 10 minutes later.
    assert second.json() == {
        "message": "This link cannot change that registration. We emailed you a link to it a few minutes ago; "
        "please use that one. Another can be sent at 8:15 AM.",
        "linkSent": False,
        "resendAt": "2030-10-01T15:15:00+00:00",
    }

    clock.advance(timedelta(minutes=8))
    third = api_client.get(url)
    assert third.json()["linkSent"] is True
    assert len(mail.outbox) == 2


def test_a_held_back_link_is_said_in_bengali_with_bengali_digits(api_client, clock):
    clock.set(datetime(2030, 10, 1, 15, 5, tzinfo=UTC))
    registration = RegistrationFactory()
    api_client.get(f"/api/registrations/{registration.pk}")

    response = api_client.get(f"/api/registrations/{registration.pk}", HTTP_ACCEPT_LANGUAGE="bn")

    assert "আরেকটি লিংক পাঠানো যাবে" in response.json()["message"]
    assert "৮:১৫" in response.json()["message"]
