"""Two-step sign-in: an authenticator app (TOTP) with recovery codes, and
passkeys as a second step. Codes are made with pyotp from the secret the set-up
answered, as the organiser's phone would make them."""

import time

import pyotp
import pytest
from axes.models import AccessAttempt
from django.contrib.sessions.models import Session
from rest_framework.test import APIClient

from accounts.models import RecoveryCode, TotpDevice
from accounts.tests.test_api import csrf_token, session_key, sign_in
from activity.models import Entry

pytestmark = pytest.mark.django_db

WRONG = {"message": "That code is wrong."}
AGAIN = {"message": "Your sign-in has expired. Enter your username and password again."}
LOCKED = {"message": "Too many failed sign-in attempts. Please wait 15 minutes and try again."}


@pytest.fixture
def browser() -> APIClient:
    return APIClient(enforce_csrf_checks=True)


def post(client, path, body=None):
    return client.post(path, body or {}, format="json", HTTP_X_CSRFTOKEN=csrf_token(client))


def code_at(secret: str, offset_steps: int = 0) -> str:
    totp = pyotp.TOTP(secret)
    return totp.at(time.time() + offset_steps * totp.interval)


def set_up_app(client) -> tuple[str, list[str]]:
    setup = post(client, "/api/admin/two-factor/totp").json()
    codes = post(client, "/api/admin/two-factor/totp/confirm", {"code": code_at(setup["secret"])}).json()
    return setup["secret"], codes["recoveryCodes"]


@pytest.fixture
def organiser_with_app(browser, staff_user) -> tuple[str, list[str]]:
    """An organiser who set up an authenticator app, then signed out."""
    sign_in(browser)
    secret, codes = set_up_app(browser)
    post(browser, "/api/auth/logout")
    # The code used to confirm counts once: the next sign-in needs the next one.
    TotpDevice.objects.update(last_step=0)
    return secret, codes


def second_step(client, **body):
    return post(client, "/api/auth/login/two-factor", body)


def test_setting_up_the_app_answers_a_secret_and_a_qr_code_to_scan(browser, staff_user):
    sign_in(browser)

    response = post(browser, "/api/admin/two-factor/totp")

    assert response.status_code == 200
    body = response.json()
    assert len(body["secret"]) >= 32
    assert body["otpauthUri"].startswith("otpauth://totp/")
    assert f"secret={body['secret']}" in body["otpauthUri"]
    assert body["qrSvg"].startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    # Not yet: a set-up counts once the app's code confirms it.
    assert browser.get("/api/auth/session").json()["twoFactor"] is False


def test_a_wrong_code_does_not_confirm_the_app(browser, staff_user):
    sign_in(browser)
    post(browser, "/api/admin/two-factor/totp")

    response = post(browser, "/api/admin/two-factor/totp/confirm", {"code": "000000"})

    assert response.status_code == 400
    assert response.json() == WRONG
    assert not TotpDevice.objects.exclude(secret="").exists()


def test_confirming_the_app_answers_ten_recovery_codes_kept_hashed(browser, staff_user):
    sign_in(browser)

    _, codes = set_up_app(browser)

    assert len(codes) == 10 and len(set(codes)) == 10
    assert browser.get("/api/auth/session").json()["twoFactor"] is True
    stored = set(RecoveryCode.objects.values_list("digest", flat=True))
    assert not stored & set(codes)
    assert Entry.objects.filter(action="two_factor.totp").exists()


def test_confirming_without_a_set_up_asks_to_start_again(browser, staff_user):
    sign_in(browser)

    response = post(browser, "/api/admin/two-factor/totp/confirm", {"code": "123456"})

    assert response.status_code == 400
    assert response.json() == {"message": "Start the set-up again: this one has expired."}


def test_a_second_set_up_replaces_the_app_only_when_confirmed(browser, staff_user):
    sign_in(browser)
    first, _ = set_up_app(browser)

    post(browser, "/api/admin/two-factor/totp")

    assert TotpDevice.objects.get().secret == first


def test_the_set_up_is_for_organisers_only(browser, member_client):
    assert browser.post("/api/admin/two-factor/totp").status_code == 401
    assert member_client.post("/api/admin/two-factor/totp").status_code in {401, 403}


def test_with_an_app_the_password_alone_opens_no_session(browser, organiser_with_app):
    response = sign_in(browser)

    assert response.status_code == 200
    assert response.json() == {"twoFactorRequired": True, "methods": ["totp"]}
    assert browser.get("/api/auth/session").json()["authenticated"] is False
    assert browser.get("/api/admin/events").status_code == 401


def test_the_apps_code_finishes_the_sign_in_with_a_new_session(browser, organiser_with_app):
    secret, _ = organiser_with_app
    sign_in(browser)
    half_done = session_key(browser)

    response = second_step(browser, code=code_at(secret))

    assert response.status_code == 200
    assert response.json()["authenticated"] is True
    assert response.json()["twoFactor"] is True
    assert session_key(browser) != half_done
    assert browser.get("/api/admin/events").status_code == 200


def test_a_code_of_the_step_before_is_taken_for_a_phone_clock_a_little_slow(browser, organiser_with_app):
    secret, _ = organiser_with_app
    sign_in(browser)

    assert second_step(browser, code=code_at(secret, -1)).status_code == 200


def test_a_code_counts_once(browser, organiser_with_app):
    secret, _ = organiser_with_app
    code = code_at(secret)
    sign_in(browser)
    second_step(browser, code=code)
    post(browser, "/api/auth/logout")

    sign_in(browser)
    response = second_step(browser, code=code)

    assert response.status_code == 400
    assert response.json() == WRONG


def test_a_recovery_code_signs_in_once(browser, organiser_with_app):
    _, codes = organiser_with_app
    sign_in(browser)

    assert second_step(browser, code=codes[3].upper()).status_code == 200
    post(browser, "/api/auth/logout")
    sign_in(browser)
    assert second_step(browser, code=codes[3]).json() == WRONG
    assert RecoveryCode.objects.exclude(used_at=None).count() == 1


def test_a_code_without_a_password_first_asks_to_sign_in_again(browser, organiser_with_app):
    secret, _ = organiser_with_app

    response = second_step(browser, code=code_at(secret))

    assert response.status_code == 401
    assert response.json() == AGAIN
    assert browser.get("/api/auth/session").json()["authenticated"] is False


def test_a_half_done_sign_in_ends_after_ten_minutes(browser, organiser_with_app):
    secret, _ = organiser_with_app
    sign_in(browser)
    session = Session.objects.get(session_key=session_key(browser))
    data = session.get_decoded()
    data["two_factor_pending"]["started"] -= 11 * 60
    Session.objects.filter(pk=session.pk).update(session_data=Session.objects.encode(data))

    assert second_step(browser, code=code_at(secret)).json() == AGAIN


def test_five_wrong_codes_end_the_half_done_sign_in(browser, organiser_with_app, settings):
    settings.AXES_FAILURE_LIMIT = 100
    secret, _ = organiser_with_app
    sign_in(browser)

    wrong = [second_step(browser, code="000000").json() for _ in range(5)]
    right = second_step(browser, code=code_at(secret))

    assert wrong == [WRONG] * 5
    assert right.json() == AGAIN


def test_wrong_codes_count_towards_the_lockout_like_wrong_passwords(browser, organiser_with_app):
    for n in range(4):
        sign_in(browser, password=f"wrong-{n}")
    sign_in(browser)

    assert second_step(browser, code="000000").json() == WRONG
    assert AccessAttempt.objects.get().failures_since_start == 5
    assert sign_in(browser).json() == LOCKED


def test_the_second_step_needs_the_csrf_token(browser, organiser_with_app):
    secret, _ = organiser_with_app
    sign_in(browser)

    response = browser.post("/api/auth/login/two-factor", {"code": code_at(secret)}, format="json")

    assert response.status_code == 403
    assert browser.get("/api/auth/session").json()["authenticated"] is False


def test_the_second_step_needs_a_code_or_a_passkey(browser, organiser_with_app):
    sign_in(browser)

    response = second_step(browser)

    assert response.status_code == 400
    assert response.json()["errors"] == {"code": ["Enter the code."]}


def test_a_deactivated_account_cannot_finish_its_sign_in(browser, organiser_with_app, staff_user):
    secret, _ = organiser_with_app
    sign_in(browser)
    staff_user.is_active = False
    staff_user.save()

    assert second_step(browser, code=code_at(secret)).json() == AGAIN


def test_passkey_options_name_this_host_and_keep_the_challenge(browser, staff_user):
    sign_in(browser)

    response = post(browser, "/api/admin/two-factor/passkeys/options")

    assert response.status_code == 200
    body = response.json()
    assert body["rp"]["id"] == "testserver"
    assert body["user"]["name"] == "organiser"
    assert body["challenge"]


def test_a_forged_passkey_is_refused_and_nothing_is_stored(browser, staff_user):
    sign_in(browser)
    post(browser, "/api/admin/two-factor/passkeys/options")

    response = post(
        browser,
        "/api/admin/two-factor/passkeys",
        {"name": "Phone", "credential": {"id": "abc", "rawId": "abc", "type": "public-key", "response": {}}},
    )

    assert response.status_code == 400
    assert response.json() == {"message": "That passkey could not be added. Try again."}
    assert browser.get("/api/auth/session").json()["twoFactor"] is False


def test_a_passkey_without_options_first_asks_to_start_again(browser, staff_user):
    sign_in(browser)

    response = post(browser, "/api/admin/two-factor/passkeys", {"name": "Phone", "credential": {}})

    assert response.status_code == 400
    assert response.json() == {"message": "Start the set-up again: this one has expired."}
