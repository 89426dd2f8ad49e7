from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.contrib.sessions.models import Session
from django.utils import timezone
from rest_framework.test import APIClient

from conftest import PASSWORD
from events.models import Event
from events.tests.factories import EventFactory

pytestmark = pytest.mark.django_db

INVALID = {"message": "Invalid credentials. Please try again."}
LOCKED = {"message": "Too many failed sign-in attempts. Please wait 15 minutes and try again."}


@pytest.fixture
def browser() -> APIClient:
    """A client that, like a browser, must present the CSRF token on writes."""
    return APIClient(enforce_csrf_checks=True)


def csrf_token(client) -> str:
    return client.get("/api/auth/session").json()["csrfToken"]


def sign_in(client, username="organiser", password=PASSWORD, remote_addr="127.0.0.1"):
    return client.post(
        "/api/auth/login",
        {"username": username, "password": password},
        format="json",
        HTTP_X_CSRFTOKEN=csrf_token(client),
        REMOTE_ADDR=remote_addr,
    )


def session_key(client) -> str | None:
    cookie = client.cookies.get("sessionid")
    return cookie.value if cookie else None


def test_session_of_a_visitor_is_not_authenticated_and_sets_the_csrf_cookie(browser):
    response = browser.get("/api/auth/session")

    assert response.status_code == 200
    body = response.json()
    assert body["authenticated"] is False
    assert body["username"] is None
    assert body["csrfToken"]
    assert browser.cookies["csrftoken"].value


def test_session_of_a_signed_in_organiser_names_them(staff_client):
    response = staff_client.get("/api/auth/session")

    assert response.json()["authenticated"] is True
    assert response.json()["username"] == "organiser"


def test_session_of_a_signed_in_member_is_not_authenticated(member_client):
    response = member_client.get("/api/auth/session")

    assert response.json() == {**response.json(), "authenticated": False, "username": None}


def test_organiser_signs_in_and_can_use_the_admin_api(browser, staff_user):
    response = sign_in(browser)

    assert response.status_code == 200
    assert response.json()["authenticated"] is True
    assert response.json()["username"] == "organiser"
    assert Session.objects.filter(session_key=session_key(browser)).exists()
    assert browser.get("/api/auth/session").json()["username"] == "organiser"
    assert browser.get("/api/admin/events").status_code == 200


def test_signing_in_starts_a_new_session_key(browser, staff_user):
    browser.get("/api/auth/session")
    anonymous = browser.session
    anonymous["visited"] = True
    anonymous.save()
    old_key = session_key(browser)
    assert old_key

    sign_in(browser)

    assert session_key(browser) not in {None, old_key}
    assert not Session.objects.filter(session_key=old_key).exists()


def test_wrong_password_is_400_with_the_spec_message(browser, staff_user):
    response = sign_in(browser, password="wrong-password")

    assert response.status_code == 400
    assert response.json() == INVALID
    assert session_key(browser) is None
    assert browser.get("/api/admin/events").status_code == 401


def test_unknown_user_is_400_with_the_same_message(browser):
    response = sign_in(browser, username="nobody")

    assert response.status_code == 400
    assert response.json() == INVALID


def test_a_non_staff_user_cannot_sign_in(browser, django_user_model):
    django_user_model.objects.create_user("member", password=PASSWORD)

    response = sign_in(browser, username="member")

    assert response.status_code == 400
    assert response.json() == INVALID
    assert session_key(browser) is None


def test_sign_in_needs_username_and_password(browser):
    response = browser.post(
        "/api/auth/login", {"username": " ", "password": ""}, format="json", HTTP_X_CSRFTOKEN=csrf_token(browser)
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"username": ["Username is required"], "password": ["Password is required"]}


def test_sign_in_without_the_csrf_token_is_403(browser, staff_user):
    browser.get("/api/auth/session")

    response = browser.post("/api/auth/login", {"username": "organiser", "password": PASSWORD}, format="json")

    assert response.status_code == 403
    assert response.json() == {
        "message": "Your session has expired or the form is stale. Reload the page and try again."
    }
    assert session_key(browser) is None


def test_five_failures_lock_the_address_out_with_429(browser, staff_user):
    failures = [sign_in(browser, password=f"wrong-{n}").status_code for n in range(5)]

    locked = sign_in(browser)

    assert failures == [400] * 5
    assert locked.status_code == 429
    assert locked.json() == LOCKED
    assert session_key(browser) is None


def test_lockout_is_per_address(browser, staff_user):
    for n in range(5):
        sign_in(browser, password=f"wrong-{n}")

    elsewhere = APIClient(enforce_csrf_checks=True)
    response = sign_in(elsewhere, remote_addr="198.51.100.4")

    assert response.status_code == 200
    assert response.json()["authenticated"] is True


def test_four_failures_do_not_lock_out(browser, staff_user):
    for n in range(4):
        sign_in(browser, password=f"wrong-{n}")

    assert sign_in(browser).status_code == 200


def test_sign_out_ends_the_session(browser, staff_user):
    sign_in(browser)
    key = session_key(browser)

    response = browser.post("/api/auth/logout", HTTP_X_CSRFTOKEN=browser.cookies["csrftoken"].value)

    assert response.status_code == 200
    assert response.json()["authenticated"] is False
    assert not Session.objects.filter(session_key=key).exists()
    assert browser.get("/api/admin/events").status_code == 401


def test_sign_out_without_the_csrf_token_is_403_and_keeps_the_session(browser, staff_user):
    sign_in(browser)
    key = session_key(browser)

    response = browser.post("/api/auth/logout")

    assert response.status_code == 403
    assert Session.objects.filter(session_key=key).exists()


def test_admin_write_without_the_csrf_token_is_403(browser, staff_user):
    sign_in(browser)

    response = browser.post(
        "/api/admin/events",
        {"title": "T", "date": "2030-01-01", "venue": "V", "address": "A"},
        format="json",
    )

    assert response.status_code == 403
    assert response.json()["message"].startswith("CSRF Failed")
    assert not Event.objects.exists()


def test_admin_write_with_the_csrf_token_succeeds(browser, staff_user):
    sign_in(browser)

    response = browser.post(
        "/api/admin/events",
        {"title": "T", "date": "2030-01-01", "venue": "V", "address": "A"},
        format="json",
        HTTP_X_CSRFTOKEN=browser.cookies["csrftoken"].value,
    )

    assert response.status_code == 201
    assert Event.objects.get().title == "T"


def test_admin_write_without_a_session_is_401_even_with_a_csrf_token(browser):
    event = EventFactory()

    response = browser.delete(f"/api/admin/events/{event.pk}", HTTP_X_CSRFTOKEN=csrf_token(browser))

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert Event.objects.filter(pk=event.pk).exists()


def test_inactive_staff_is_treated_as_signed_out(staff_client, staff_user):
    staff_user.is_active = False
    staff_user.save()

    response = staff_client.get("/api/admin/events")

    assert response.status_code == 401


def test_login_navigation_redirects_to_the_admin_page(api_client):
    response = api_client.get("/api/login", HTTP_ACCEPT="text/html")

    assert response.status_code == 302
    assert response["Location"] == "/admin"


def test_logout_navigation_signs_out_and_goes_home(staff_client):
    key = session_key(staff_client)

    response = staff_client.get("/api/logout", HTTP_ACCEPT="text/html")

    assert response.status_code == 302
    assert response["Location"] == "/"
    assert not Session.objects.filter(session_key=key).exists()
    assert staff_client.get("/api/admin/events").status_code == 401


def test_lockout_lifts_after_15_minutes(browser, staff_user):
    for n in range(5):
        sign_in(browser, password=f"wrong-{n}")
    assert sign_in(browser).status_code == 429

    AccessAttempt.objects.update(attempt_time=timezone.now() - timedelta(minutes=15, seconds=1))

    assert sign_in(browser).status_code == 200


def test_session_names_the_organiser_and_their_roles(client_with_roles, django_user_model):
    client = client_with_roles("treasurer", "door", username="rina")
    user = django_user_model.objects.get(username="rina")
    user.first_name, user.last_name = "Rina", "Sen"
    user.save()

    body = client.get("/api/auth/session").json()

    assert body["name"] == "Rina Sen"
    assert body["roles"] == ["treasurer", "door"]


def test_session_of_a_visitor_has_no_roles(browser):
    body = browser.get("/api/auth/session").json()

    assert body["name"] is None
    assert body["roles"] == []
