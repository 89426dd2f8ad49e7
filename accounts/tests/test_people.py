"""Administrators keep the organisers' accounts: invite by email, the invited person chooses a
password once within 72 hours, roles and deactivation (docs/roles.md)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session
from rest_framework.test import APIClient

from accounts.models import Role
from accounts.tests.test_api import csrf_token
from activity.models import Entry

pytestmark = pytest.mark.django_db
User = get_user_model()
INVITE = {"username": "rina", "name": "Rina Sen", "email": "rina@example.org", "roles": ["door", "treasurer"]}


def invite(client, **body):
    return client.post("/api/admin/people", {**INVITE, **body}, format="json")


def welcome_link(smtp_server) -> str:
    [email] = smtp_server.wait_for(1, within=10)
    text = email.get_body(("plain",)).get_content()
    return re.search(r"http\S+/admin/welcome\?token=(\S+)", text).group(1)


def welcome(token: str, password: str = "a new long password 42"):
    browser = APIClient(enforce_csrf_checks=True)
    response = browser.post(
        "/api/auth/welcome",
        {"token": token, "password": password},
        format="json",
        HTTP_X_CSRFTOKEN=csrf_token(browser),
    )
    return browser, response


def test_an_administrator_invites_someone_who_chooses_a_password_and_is_signed_in(
    staff_client, smtp_server, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = invite(staff_client)

    assert response.status_code == 201
    person = response.json()
    assert person | {"id": 0, "lastSignIn": None} == {
        "id": 0,
        "username": "rina",
        "name": "Rina Sen",
        "email": "rina@example.org",
        "roles": ["treasurer", "door"],
        "twoFactor": False,
        "lastSignIn": None,
        "active": True,
    }
    assert not User.objects.get(username="rina").has_usable_password()
    token = welcome_link(smtp_server)

    browser, answer = welcome(token)

    assert answer.status_code == 200
    assert answer.json()["authenticated"] is True
    assert answer.json()["roles"] == ["treasurer", "door"]
    assert browser.get("/api/admin/finance?year=2026").status_code == 200
    assert browser.get("/api/admin/gallery").status_code == 403
    # Once only.
    assert welcome(token)[1].json() == {"message": "This invitation has expired."}


def test_an_invitation_expires_after_72_hours(staff_client, smtp_server, django_capture_on_commit_callbacks, settings):
    with django_capture_on_commit_callbacks(execute=True):
        invite(staff_client)
    token = welcome_link(smtp_server)
    settings.PASSWORD_RESET_TIMEOUT = -1

    _, answer = welcome(token)

    assert answer.status_code == 400
    assert answer.json() == {"message": "This invitation has expired."}


def test_a_weak_password_is_refused_with_djangos_reasons(staff_client, smtp_server, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        invite(staff_client)
    token = welcome_link(smtp_server)

    _, answer = welcome(token, password="rina")

    assert answer.status_code == 400
    assert "password" in answer.json()["errors"]
    assert welcome(token)[1].status_code == 200


def test_a_forged_token_is_an_expired_invitation():
    assert welcome("MQ.abc-def")[1].json() == {"message": "This invitation has expired."}
    assert welcome("nonsense")[1].json() == {"message": "This invitation has expired."}


def test_a_username_is_taken_once(staff_client):
    invite(staff_client)

    response = invite(staff_client, email="other@example.org")

    assert response.status_code == 409
    assert response.json() == {"message": "That username is taken."}


def test_only_administrators_keep_the_people(client_with_roles):
    organiser = client_with_roles("organiser")

    assert organiser.get("/api/admin/people").status_code == 403
    assert invite(organiser).status_code == 403


def test_roles_change_and_deactivating_someone_ends_their_sessions_at_once(staff_client, django_user_model):
    rina = django_user_model.objects.create_user("rina", password="x" * 20, is_staff=True)
    Role.objects.create(user=rina, role="door")
    her_phone = APIClient()
    her_phone.force_login(rina)
    assert her_phone.get("/api/admin/events").status_code == 200
    body = {"name": "Rina Sen", "email": "rina@example.org", "roles": ["organiser"], "active": True}

    changed = staff_client.put(f"/api/admin/people/{rina.pk}", body, format="json")
    deactivated = staff_client.put(f"/api/admin/people/{rina.pk}", {**body, "active": False}, format="json")

    assert changed.json()["roles"] == ["organiser"]
    assert deactivated.status_code == 200
    assert deactivated.json()["active"] is False
    assert her_phone.get("/api/admin/events").status_code == 401
    assert not [s for s in Session.objects.all() if s.get_decoded().get("_auth_user_id") == str(rina.pk)]
    assert Entry.objects.filter(action="person.update").count() == 2


def test_the_last_administrator_cannot_be_removed(staff_client, staff_user):
    body = {"name": "Mitali Roy", "email": "o@example.org", "roles": ["organiser"], "active": True}

    demoted = staff_client.put(f"/api/admin/people/{staff_user.pk}", body, format="json")
    deactivated = staff_client.put(
        f"/api/admin/people/{staff_user.pk}", {**body, "roles": ["administrator"], "active": False}, format="json"
    )

    assert demoted.status_code == 409
    assert demoted.json() == {"message": "At least one administrator must remain."}
    assert deactivated.status_code == 409
    assert User.objects.get(pk=staff_user.pk).is_active


def test_the_people_list_names_roles_and_second_steps(staff_client, staff_user):
    people = staff_client.get("/api/admin/people").json()

    assert [(person["username"], person["roles"], person["twoFactor"]) for person in people] == [
        ("organiser", ["administrator"], False)
    ]


def test_an_unknown_person_is_404(staff_client):
    body = {"name": "X", "email": "x@example.org", "roles": [], "active": True}

    assert staff_client.put("/api/admin/people/999999", body, format="json").status_code == 404
