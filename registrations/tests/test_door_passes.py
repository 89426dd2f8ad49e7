"""Door passes: a volunteer's phone opens one event's door without a password, until six hours
after the event's last day (Los Angeles time) or until an organiser revokes the pass."""

import hashlib
from datetime import UTC, date, datetime, timedelta

import pytest
from rest_framework.test import APIClient

from activity.models import Entry
from events.tests.factories import EventFactory
from registrations.door_passes import door_pass_expires_at
from registrations.models import DoorPass
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

ENDED = "This door pass has expired or was revoked."
NOT_YOURS = "Your role does not allow this."


def make_pass(client, event, label="Rina's phone"):
    response = client.post(f"/api/admin/events/{event.pk}/door-passes", {"label": label}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def token_of(created) -> str:
    return created["url"].rsplit("/door/", 1)[1]


def phone() -> APIClient:
    """A volunteer's browser: CSRF checked as a real one's is."""
    browser = APIClient(enforce_csrf_checks=True)
    browser.get("/api/auth/session")
    return browser


def csrf(browser) -> dict:
    return {"HTTP_X_CSRFTOKEN": browser.cookies["csrftoken"].value}


def open_pass(browser, created):
    return browser.post(f"/api/door/{token_of(created)}", **csrf(browser))


def test_an_organiser_makes_a_pass_whose_link_holds_a_token_kept_only_hashed(client_with_roles, settings):
    settings.SITE_URL = "https://tbca.example.org"
    event = EventFactory(date=date(2026, 7, 4))

    created = make_pass(client_with_roles("organiser"), event)

    assert {"id", "label", "url", "expiresAt"} <= set(created)
    assert created["label"] == "Rina's phone"
    assert created["url"].startswith("https://tbca.example.org/door/")
    token = token_of(created)
    assert len(token) >= 40
    stored = DoorPass.objects.get(pk=created["id"])
    assert stored.token_hash == hashlib.sha256(token.encode()).hexdigest()
    assert token not in str(DoorPass.objects.values().get(pk=created["id"]))
    assert created["qrCode"].startswith("data:image/svg+xml")
    # Six hours after the Fourth of July ends in Los Angeles (summer time).
    assert created["expiresAt"] == "2026-07-05T06:00:00-07:00"
    assert Entry.objects.filter(action="door_pass.create", summary="Rina's phone", event_id=event.pk).exists()


@pytest.mark.parametrize(
    ("last_day", "expires"),
    [
        # A day in winter time.
        (date(2026, 12, 24), datetime(2026, 12, 25, 14, 0, tzinfo=UTC)),
        # The clocks go back at 2:00 that night: six hours after midnight is 5:00 on the clock.
        (date(2026, 10, 31), datetime(2026, 11, 1, 13, 0, tzinfo=UTC)),
        # The clocks go forward at 2:00 that night: six hours after midnight is 7:00 on the clock.
        (date(2027, 3, 13), datetime(2027, 3, 14, 14, 0, tzinfo=UTC)),
    ],
)
def test_a_pass_ends_six_hours_after_the_last_day_in_los_angeles(last_day, expires):
    event = EventFactory(date=last_day - timedelta(days=1), end_date=last_day)

    assert door_pass_expires_at(event) == expires


@pytest.mark.parametrize(
    ("first_day", "expires_at"),
    [(date(1900, 1, 1), "1900-01-02T06:00:00-08:00"), (date(2999, 12, 31), "3000-01-01T06:00:00-08:00")],
)
def test_a_pass_of_the_first_and_last_day_an_event_may_have_ends_at_a_whole_minute_offset(
    staff_client, first_day, expires_at
):
    created = make_pass(staff_client, EventFactory(date=first_day))

    assert created["expiresAt"] == expires_at


def test_a_pass_opens_until_the_moment_it_expires_and_not_after(staff_client, clock):
    event = EventFactory(date=date(2026, 10, 31))
    created = make_pass(staff_client, event)
    browser = phone()

    clock.set(datetime(2026, 11, 1, 12, 59, 59, tzinfo=UTC))
    assert open_pass(browser, created).status_code == 200
    assert browser.get(f"/api/admin/events/{event.pk}/door").status_code == 200

    clock.set(datetime(2026, 11, 1, 13, 0, tzinfo=UTC))
    response = browser.get(f"/api/admin/events/{event.pk}/door")
    assert response.status_code == 401
    assert response.json()["message"] == ENDED
    again = open_pass(phone(), created)
    assert again.status_code == 401
    assert again.json()["message"] == ENDED


def test_a_pass_opens_the_door_of_its_event_alone(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event, full_name="Anita Sen")
    other_event = EventFactory()
    stranger = RegistrationFactory(event=other_event)
    created = make_pass(staff_client, event)
    browser = phone()

    opened = open_pass(browser, created)

    assert opened.status_code == 200
    assert opened.json()["eventId"] == event.pk
    listed = browser.get(f"/api/admin/events/{event.pk}/door")
    assert listed.status_code == 200
    assert [found["fullName"] for found in listed.json()["parties"]] == ["Anita Sen"]
    tapped = browser.post(f"/api/admin/registrations/{party.pk}/check-in", {}, format="json", **csrf(browser))
    assert tapped.status_code == 200
    assert tapped.json()["checkedInAt"] is not None
    undone = browser.delete(f"/api/admin/registrations/{party.pk}/check-in", {}, format="json", **csrf(browser))
    assert undone.status_code == 200
    assert undone.json()["checkedInAt"] is None
    assert Entry.objects.filter(action="registration.check_in", actor="Door pass: Rina's phone").exists()

    for refused in (
        browser.get(f"/api/admin/events/{other_event.pk}/door"),
        browser.post(f"/api/admin/registrations/{stranger.pk}/check-in", {}, format="json", **csrf(browser)),
        browser.get(f"/api/admin/events/{event.pk}/summary"),
        browser.get(f"/api/admin/events/{event.pk}/registrations"),
        browser.get("/api/admin/events"),
        browser.get(f"/api/admin/events/{event.pk}/door-passes"),
        browser.post(f"/api/admin/events/{event.pk}/door-passes", {"label": "Mine"}, format="json", **csrf(browser)),
        browser.get("/api/admin/activity"),
    ):
        assert refused.status_code == 403, refused.request
        assert refused.json()["message"] == NOT_YOURS
    # Nor is the pass a sign-in.
    assert browser.get("/api/auth/session").json()["authenticated"] is False


def test_a_pass_session_taps_only_with_the_csrf_token(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event)
    browser = phone()
    open_pass(browser, make_pass(staff_client, event))

    response = browser.post(f"/api/admin/registrations/{party.pk}/check-in", {}, format="json")

    assert response.status_code == 403
    party.refresh_from_db()
    assert party.checked_in_at is None


def test_opening_a_pass_needs_the_csrf_token(staff_client):
    created = make_pass(staff_client, EventFactory())
    browser = phone()

    assert browser.post(f"/api/door/{token_of(created)}").status_code == 403


def test_revoking_a_pass_ends_it_and_every_session_it_started(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event)
    created = make_pass(staff_client, event)
    first, second = phone(), phone()
    assert open_pass(first, created).status_code == 200
    assert open_pass(second, created).status_code == 200

    response = staff_client.delete(f"/api/admin/door-passes/{created['id']}")

    assert response.status_code == 204
    for browser in (first, second):
        for answer in (
            browser.get(f"/api/admin/events/{event.pk}/door"),
            browser.post(f"/api/admin/registrations/{party.pk}/check-in", {}, format="json", **csrf(browser)),
            browser.delete(f"/api/admin/registrations/{party.pk}/check-in", {}, format="json", **csrf(browser)),
            browser.get("/api/admin/events"),
        ):
            assert answer.status_code == 401
            assert answer.json()["message"] == ENDED
    reopened = open_pass(phone(), created)
    assert reopened.status_code == 401
    assert reopened.json()["message"] == ENDED
    party.refresh_from_db()
    assert party.checked_in_at is None
    # Harmless twice; logged once.
    assert staff_client.delete(f"/api/admin/door-passes/{created['id']}").status_code == 204
    assert Entry.objects.filter(action="door_pass.revoke").count() == 1


def test_the_list_of_passes_says_when_each_was_last_used(staff_client):
    event = EventFactory()
    used = make_pass(staff_client, event, "Used")
    make_pass(staff_client, event, "Unused")
    make_pass(staff_client, EventFactory(), "Elsewhere")
    open_pass(phone(), used)

    listed = staff_client.get(f"/api/admin/events/{event.pk}/door-passes").json()

    assert [found["label"] for found in listed] == ["Unused", "Used"]
    assert listed[0]["lastUsedAt"] is None
    assert listed[1]["lastUsedAt"] is not None
    assert "url" not in listed[1] and all("expiresAt" in found for found in listed)


def test_only_organisers_make_and_revoke_passes(client_with_roles, staff_client):
    event = EventFactory()
    created = make_pass(staff_client, event)
    for role in ("door", "treasurer"):
        client = client_with_roles(role)
        for response in (
            client.post(f"/api/admin/events/{event.pk}/door-passes", {"label": "Mine"}, format="json"),
            client.get(f"/api/admin/events/{event.pk}/door-passes"),
            client.delete(f"/api/admin/door-passes/{created['id']}"),
        ):
            assert response.status_code == 403
            assert response.json()["message"] == NOT_YOURS


@pytest.mark.parametrize("label", ["", "   ", "x" * 61, "Rina\u202e"])
def test_a_pass_needs_a_plain_label(staff_client, label):
    event = EventFactory()

    response = staff_client.post(f"/api/admin/events/{event.pk}/door-passes", {"label": label}, format="json")

    if label == "Rina\u202e":
        assert response.status_code in (201, 400)
        if response.status_code == 201:
            assert response.json()["label"] == "Rina"
        return
    assert response.status_code == 400
    assert "label" in response.json()["errors"]


def test_an_unknown_pass_or_door_pass_id_is_not_found(staff_client):
    browser = phone()
    assert browser.post("/api/door/not-a-token", **csrf(browser)).status_code == 404
    assert staff_client.delete("/api/admin/door-passes/999999").status_code == 404
    assert staff_client.post("/api/admin/events/999999/door-passes", {"label": "x"}, format="json").status_code == 404


def test_opening_passes_is_throttled(staff_client, throttle_rates):
    throttle_rates(**{"door-pass": "3/hour"})
    created = make_pass(staff_client, EventFactory())
    browser = phone()

    answers = [open_pass(browser, created).status_code for _ in range(4)]

    assert answers == [200, 200, 200, 429]


def test_an_organiser_signed_in_keeps_their_own_reach_after_opening_a_pass(staff_client):
    event = EventFactory()
    created = make_pass(staff_client, event)
    staff_client.post(f"/api/door/{token_of(created)}")

    assert staff_client.get(f"/api/admin/events/{EventFactory().pk}/door").status_code == 200
