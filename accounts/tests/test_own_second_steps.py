"""The signed-in organiser's own second steps: their authenticator app and
passkeys listed, and each removable, unless the settings require one for their
role and it is the last."""

import pytest
from rest_framework.test import APIClient

from accounts.models import Passkey, RecoveryCode
from accounts.tests.test_two_factor import set_up_app
from activity.models import Entry
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db


@pytest.fixture
def organiser(staff_user) -> APIClient:
    client = APIClient()
    client.force_login(staff_user)
    return client


def passkey(user, name: str) -> Passkey:
    return Passkey.objects.create(user=user, name=name, credential_id=f"cred-{name}", public_key=b"key")


def test_the_account_lists_its_passkeys_and_removes_one(organiser, staff_user, django_user_model):
    phone = passkey(staff_user, "Rina's phone")
    passkey(staff_user, "Laptop")
    someone_else = passkey(django_user_model.objects.create_user("other", is_staff=True), "Theirs")

    listed = organiser.get("/api/admin/two-factor/passkeys").json()

    assert [(item["name"], item["lastUsedAt"]) for item in listed] == [("Rina's phone", None), ("Laptop", None)]
    assert set(listed[0]) == {"id", "name", "createdAt", "lastUsedAt"}
    assert organiser.delete(f"/api/admin/two-factor/passkeys/{someone_else.pk}").status_code == 404
    assert organiser.delete(f"/api/admin/two-factor/passkeys/{phone.pk}").status_code == 204
    assert [item["name"] for item in organiser.get("/api/admin/two-factor/passkeys").json()] == ["Laptop"]
    assert Passkey.objects.filter(pk=someone_else.pk).exists()
    assert Entry.objects.get(action="two_factor.passkey_remove").summary == "Rina's phone"


def test_the_authenticator_app_is_read_and_removed_with_its_recovery_codes(organiser):
    assert organiser.get("/api/admin/two-factor/totp").json()["enabled"] is False
    set_up_app(organiser)
    state = organiser.get("/api/admin/two-factor/totp").json()
    assert (state["enabled"], state["recoveryCodesLeft"]) == (True, 10)

    assert organiser.delete("/api/admin/two-factor/totp").status_code == 204

    assert organiser.get("/api/admin/two-factor/totp").json()["enabled"] is False
    assert not RecoveryCode.objects.exists()
    assert organiser.get("/api/auth/session").json()["twoFactor"] is False
    assert organiser.delete("/api/admin/two-factor/totp").status_code == 404


def test_the_last_second_step_stays_when_the_role_requires_one(organiser, staff_user):
    SiteSettings.objects.update_or_create(pk=1, defaults={"require_two_factor_for": ["administrator"]})
    only = passkey(staff_user, "Only one")

    response = organiser.delete(f"/api/admin/two-factor/passkeys/{only.pk}")

    assert response.status_code == 409
    assert response.json()["message"].startswith("Your role requires two-step sign-in")
    set_up_app(organiser)
    assert organiser.delete(f"/api/admin/two-factor/passkeys/{only.pk}").status_code == 204
    assert organiser.delete("/api/admin/two-factor/totp").status_code == 409
