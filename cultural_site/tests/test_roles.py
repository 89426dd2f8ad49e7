"""Who may call each admin route: one table, walked for every route, method and role.

A route that declares no `roles` admits administrators alone, and fails here until it is
added to the table; a role the table does not name for a route is answered 403 `Your role
does not allow this.` (docs/roles.md)."""

from types import SimpleNamespace

import pytest
from rest_framework.response import Response
from rest_framework.views import APIView

from core.permissions import ADMINISTRATOR, DOOR, ORGANISER, ROLES, TREASURER, HasRole, StaffOnlyMixin, admitted_roles
from cultural_site.tests.test_permissions import ROUTES, view_class

ALL = set(ROLES)
ORG, TRS, DR = {ORGANISER}, {TREASURER}, {DOOR}

# route → {method: the roles admitted besides administrators}
TABLE: dict[str, dict[str, set[str]]] = {
    "api/admin/two-factor/totp": {"GET": ALL, "POST": ALL, "DELETE": ALL},
    "api/admin/two-factor/totp/confirm": {"POST": ALL},
    "api/admin/two-factor/passkeys/options": {"POST": ALL},
    "api/admin/two-factor/passkeys": {"GET": ALL, "POST": ALL},
    "api/admin/two-factor/passkeys/<int:passkey_id>": {"DELETE": ALL},
    "api/admin/settings": {"PUT": set()},
    "api/admin/people": {"GET": set(), "POST": set()},
    "api/admin/people/<int:person_id>": {"PUT": set()},
    "api/admin/events": {"GET": ORG | TRS | DR, "POST": ORG},
    "api/admin/events/<int:event_id>": {"PUT": ORG, "DELETE": ORG},
    "api/admin/registrations/<int:registration_id>/cancel": {"POST": ORG},
    "api/admin/registrations/<int:registration_id>/check-in": {"POST": ORG | DR, "DELETE": ORG | DR},
    "api/admin/registrations/stats": {"GET": ORG | TRS},
    "api/admin/registrations/<int:registration_id>": {"DELETE": ORG},
    "api/admin/events/<int:event_id>/registrations": {"GET": ORG | TRS | DR},
    "api/admin/events/<int:event_id>/messages": {"GET": ORG, "POST": ORG},
    "api/admin/events/<int:event_id>/summary": {"GET": ORG | TRS | DR},
    "api/admin/events/<int:event_id>/door": {"GET": ORG | DR},
    "api/admin/events/<int:event_id>/door-passes": {"GET": ORG, "POST": ORG},
    "api/admin/door-passes/<int:door_pass_id>": {"DELETE": ORG},
    "api/admin/events/<int:event_id>/registrations/export": {"GET": ORG},
    "api/admin/gallery": {"GET": ORG, "POST": ORG},
    "api/admin/gallery/<int:image_id>": {"DELETE": ORG},
    "api/admin/contact-messages": {"GET": ORG},
    "api/admin/contact-messages/<int:message_id>": {"PATCH": ORG},
    "api/admin/membership/tiers": {"GET": ORG | TRS, "POST": TRS},
    "api/admin/membership/tiers/<int:tier_id>": {"PUT": TRS, "DELETE": TRS},
    "api/admin/memberships/export": {"GET": TRS},
    "api/admin/memberships": {"GET": TRS, "POST": TRS},
    "api/admin/events/<int:event_id>/family-registrations": {"GET": ORG | TRS},
    "api/admin/payments": {"GET": TRS, "POST": TRS},
    "api/admin/payments/<int:payment_id>/void": {"POST": TRS},
    "api/admin/payments/<int:payment_id>/receipt.pdf": {"GET": TRS},
    "api/admin/payments/imports": {"POST": TRS},
    "api/admin/payments/imports/<int:import_id>/apply": {"POST": TRS},
    "api/admin/approvals": {"GET": TRS},
    "api/admin/approvals/<int:approval_id>/approve": {"POST": TRS},
    "api/admin/approvals/<int:approval_id>/reject": {"POST": TRS},
    "api/admin/finance": {"GET": TRS},
    "api/admin/nudges": {"GET": ORG | TRS},
    "api/admin/finance/ledger.csv": {"GET": TRS},
    "api/admin/statements/<int:year>/send": {"POST": TRS},
    "api/objects/upload": {"POST": ORG},
    "api/admin/events/<int:event_id>/programme": {"GET": ORG},
    "api/admin/events/<int:event_id>/programme/order": {"PUT": ORG},
    "api/admin/events/<int:event_id>/programme/tracks.zip": {"GET": ORG},
    "api/admin/programme/<int:entry_id>": {"PUT": ORG},
    "api/admin/events/<int:event_id>/roster": {"GET": ORG},
    "api/admin/events/<int:event_id>/door/volunteers": {"GET": ORG | DR},
    "api/admin/events/<int:event_id>/shifts/<int:shift_id>/message": {"POST": ORG},
    "api/admin/shift-volunteers/<int:volunteer_id>/check-in": {"POST": ORG | DR},
    "api/admin/shift-volunteers/<int:volunteer_id>": {"PUT": ORG},
    "api/admin/events/<int:event_id>/sponsors": {"GET": ORG | TRS},
    "api/admin/sponsors/<int:sponsor_id>": {"PUT": ORG},
    "api/admin/events/<int:event_id>/souvenir": {"GET": ORG},
    "api/admin/souvenir/<int:contribution_id>": {"PUT": ORG},
    "api/admin/events/<int:event_id>/souvenir.pdf": {"GET": ORG},
    "api/admin/activity": {"GET": ORG},
    "api/admin/search": {"GET": ORG | TRS},
    "api/admin/announcements": {"GET": ORG, "POST": ORG},
    "api/admin/announcements/audience": {"GET": ORG},
    "api/admin/announcements/<int:announcement_id>": {"DELETE": ORG},
    "api/admin/undeliverable": {"GET": ORG},
    "api/admin/undeliverable/<int:undeliverable_id>": {"DELETE": ORG},
    "api/admin/imports": {"POST": TRS},
    "api/admin/imports/<int:import_id>": {"PUT": TRS},
    "api/admin/imports/<int:import_id>/apply": {"POST": TRS},
    "api/admin/imports/<int:import_id>/undo": {"POST": TRS},
    "api/admin/photo-submissions": {"GET": ORG},
    "api/admin/photo-submissions/<int:submission_id>/approve": {"POST": ORG},
    "api/admin/photo-submissions/<int:submission_id>/decline": {"POST": ORG},
}

METHODS = ("get", "post", "put", "patch", "delete")


def role_routes() -> dict[str, type]:
    """Every route whose view asks for a role (HasRole among its permissions)."""
    found = {}
    for route, callback in ROUTES.items():
        cls = view_class(callback)
        if cls is not None and any(isinstance(permission, HasRole) for permission in cls().get_permissions()):
            found[route] = cls
    return found


def methods_of(cls) -> set[str]:
    return {method.upper() for method in METHODS if hasattr(cls, method)}


def undeclared(routes: dict[str, type]) -> list[str]:
    """The routes whose view forgot to say which roles it admits."""
    return sorted(route for route, cls in routes.items() if admitted_roles(cls(), "GET") is None)


ROLE_ROUTES = role_routes()


def test_the_table_names_every_route_that_asks_for_a_role_and_its_methods():
    assert set(ROLE_ROUTES) == set(TABLE)
    for route, cls in ROLE_ROUTES.items():
        assert methods_of(cls) == set(TABLE[route]), route


def test_every_route_declares_its_roles():
    assert undeclared(ROLE_ROUTES) == []


def test_a_route_that_forgets_its_roles_is_caught():
    class Forgetful(StaffOnlyMixin, APIView):
        def get(self, request):
            return Response({})

    class Mindful(StaffOnlyMixin, APIView):
        roles = (ORGANISER,)

        def get(self, request):
            return Response({})

    assert undeclared({"api/admin/forgetful": Forgetful, "api/admin/mindful": Mindful}) == ["api/admin/forgetful"]
    # And meanwhile it admits administrators alone.
    assert admitted_roles(Forgetful(), "GET") is None
    organiser = SimpleNamespace(user=_user({ORGANISER}), method="GET")
    assert HasRole().has_permission(organiser, Forgetful()) is False
    assert HasRole().has_permission(SimpleNamespace(user=_user({ADMINISTRATOR}), method="GET"), Forgetful()) is True


def _user(roles: set[str]) -> SimpleNamespace:
    return SimpleNamespace(
        is_authenticated=True, is_staff=True, is_active=True, is_superuser=False, _roles=frozenset(roles)
    )


CASES = [
    (route, method, role) for route, methods in sorted(TABLE.items()) for method in sorted(methods) for role in ROLES
]


@pytest.mark.parametrize(("route", "method", "role"), CASES)
def test_each_role_reaches_what_the_table_says(route, method, role):
    view = ROLE_ROUTES[route]()
    request = SimpleNamespace(user=_user({role}), method=method)

    expected = role == ADMINISTRATOR or role in TABLE[route][method]
    assert HasRole().has_permission(request, view) is expected


@pytest.mark.django_db
def test_a_role_the_route_does_not_admit_is_told_so(client_with_roles):
    door = client_with_roles(DOOR)

    response = door.get("/api/admin/finance?year=2026")

    assert response.status_code == 403
    assert response.json() == {"message": "Your role does not allow this."}


@pytest.mark.django_db
def test_a_role_the_route_admits_is_let_through(client_with_roles):
    treasurer = client_with_roles(TREASURER)

    assert treasurer.get("/api/admin/finance?year=2026").status_code == 200


@pytest.mark.django_db
def test_a_staff_account_with_no_role_reaches_nothing(client_with_roles):
    nobody = client_with_roles()

    assert nobody.get("/api/admin/events").status_code == 403
    assert nobody.post("/api/admin/two-factor/totp").status_code == 403


@pytest.mark.django_db
def test_a_superuser_is_an_administrator(django_user_model):
    from rest_framework.test import APIClient

    user = django_user_model.objects.create_user("root", password="x" * 20, is_staff=True, is_superuser=True)
    client = APIClient()
    client.force_login(user)

    assert client.get("/api/admin/finance?year=2026").status_code == 200


@pytest.mark.django_db
def test_the_back_office_admits_administrators_only(client, django_user_model, client_with_roles):
    from accounts.models import Role

    treasurer = django_user_model.objects.create_user("t", password="x" * 20, is_staff=True)
    Role.objects.create(user=treasurer, role=TREASURER)
    client.force_login(treasurer)
    refused = client.get("/backoffice/")
    administrator = django_user_model.objects.create_user("a", password="x" * 20, is_staff=True)
    Role.objects.create(user=administrator, role=ADMINISTRATOR)
    client.force_login(administrator)

    assert refused.status_code == 302
    assert client.get("/backoffice/").status_code == 200


def test_the_back_office_signs_in_through_the_admin_and_its_second_step(client):
    response = client.get("/backoffice/login/?next=/backoffice/")

    assert response.status_code == 302
    assert response["Location"] == "/admin"


def test_the_schema_says_who_may_call_each_admin_operation(client):
    schema = client.get("/api/schema", HTTP_ACCEPT="application/json").json()

    payments = schema["paths"]["/api/admin/payments"]
    assert payments["get"]["x-roles"] == [ADMINISTRATOR, TREASURER]
    assert "Roles: administrator, treasurer." in payments["get"]["description"]
    assert schema["paths"]["/api/admin/events"]["get"]["x-roles"] == list(ROLES)
    assert schema["paths"]["/api/admin/settings"]["put"]["x-roles"] == [ADMINISTRATOR]
