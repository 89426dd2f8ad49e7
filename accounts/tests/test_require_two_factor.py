"""Administrators may require a second step for roles: an account in such a role without one
reaches only its own set-up (docs/roles.md)."""

import pyotp
import pytest

from accounts.models import TotpDevice
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db
REFUSED = {"message": "Set up two-step sign-in first."}


def require(*roles: str) -> None:
    settings = SiteSettings.get_solo()
    settings.require_two_factor_for = list(roles)
    settings.save()


def test_a_role_that_requires_a_second_step_reaches_only_the_set_up(client_with_roles):
    require("treasurer")
    treasurer = client_with_roles("treasurer")

    refused = treasurer.get("/api/admin/finance?year=2026")
    set_up = treasurer.post("/api/admin/two-factor/totp")

    assert refused.status_code == 403
    assert refused.json() == REFUSED
    assert set_up.status_code == 200
    assert treasurer.get("/api/auth/session").json()["authenticated"] is True


def test_with_a_second_step_the_role_reaches_its_routes(client_with_roles, django_user_model):
    require("treasurer")
    treasurer = client_with_roles("treasurer", username="rina")
    TotpDevice.objects.create(user=django_user_model.objects.get(username="rina"), secret=pyotp.random_base32())

    assert treasurer.get("/api/admin/finance?year=2026").status_code == 200


def test_other_roles_are_not_held_back(client_with_roles):
    require("treasurer")
    organiser = client_with_roles("organiser")

    assert organiser.get("/api/admin/gallery").status_code == 200


def test_administrators_set_the_rule_in_the_settings(staff_client):
    body = staff_client.get("/api/settings").json()

    response = staff_client.put(
        "/api/admin/settings", {**body, "requireTwoFactorFor": ["administrator", "treasurer"]}, format="json"
    )

    assert response.status_code == 200
    assert SiteSettings.get_solo().require_two_factor_for == ["administrator", "treasurer"]
    # The administrator who set it has no second step yet: only the set-up is left to them.
    assert staff_client.get("/api/admin/events").json() == REFUSED
    assert staff_client.post("/api/admin/two-factor/totp").status_code == 200


def test_an_unknown_role_is_refused(staff_client):
    body = staff_client.get("/api/settings").json()

    response = staff_client.put("/api/admin/settings", {**body, "requireTwoFactorFor": ["everyone"]}, format="json")

    assert response.status_code == 400
