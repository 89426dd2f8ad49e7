"""Every API route is for organisers unless it is on one of the lists below: a
new view that says nothing is staff-only (REST_FRAMEWORK's default), and one
that opens itself up fails here until it is reviewed and added."""

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.test import APIRequestFactory, force_authenticate
from rest_framework.views import APIView

from core.permissions import IsStaff, StaffSessionAuthentication
from families.auth import FamilySessionAuthentication, IsFamily

# Not a view of DRF: any unknown API path is a 404.
NOT_FOUND = r"api/^[\s\S]*$"

# Open to anyone, each on purpose: what visitors read and send, the organiser's
# and the family's sign-in, and links authorised by a token or a signature.
PUBLIC = {
    "api/schema",
    "api/auth/session",
    "api/auth/login",
    "api/auth/login/two-factor",
    "api/auth/welcome",
    "api/auth/logout",
    "api/login",
    "api/logout",
    "api/settings",
    "api/events",
    "api/events/featured",
    "api/events/<int:event_id>",
    "api/events/<int:event_id>/calendar.ics",
    "api/events/<int:event_id>/programme",
    "api/registrations",
    "api/registrations/<int:registration_id>",
    "api/registrations/<int:registration_id>/cancel",
    "api/registrations/<int:registration_id>/pass",
    "api/registrations/<int:registration_id>/sittings",
    "api/gallery",
    "api/contact",
    "api/membership/tiers",
    "api/donations",
    "api/programme/upload",
    "api/programme/<int:entry_id>",
    "api/programme/<int:entry_id>/withdraw",
    "api/events/<int:event_id>/shifts/<int:shift_id>/volunteers",
    "api/shift-volunteers/<int:volunteer_id>",
    "api/events/<int:event_id>/sponsors",
    "api/sponsors/<int:sponsor_id>",
    "api/sponsors/<int:sponsor_id>/artwork/upload",
    "api/sponsors/<int:sponsor_id>/artwork",
    "api/events/<int:event_id>/souvenir",
    "api/souvenir/upload",
    "api/souvenir/<int:contribution_id>",
    "api/^objects/uploads/(?P<token>[0-9a-f]{32})$",
    "api/family/sign-in",
    "api/family/verify",
    "api/family/sign-out",
    "api/door/<str:token>",
    "api/family/calendar/<str:token>.ics",
    "api/announcements/confirm",
    "api/unsubscribe/<str:token>",
    NOT_FOUND,
}

# For the family signed in (families/auth.py), never an organiser's.
FAMILY = {
    "api/family",
    "api/family/export",
    "api/family/membership",
    "api/family/calendar-feed",
    "api/family/calendar-feed/reset",
    "api/family/photos",
    "api/family/photos/upload",
    "api/family/payments/<int:payment_id>/receipt.pdf",
    "api/family/statements/<int:year>.pdf",
    "api/family/volunteer-hours",
    "api/family/volunteer-hours/<int:year>.pdf",
}


def api_routes() -> dict[str, object]:
    """Each /api/ route as Django's resolver spells it, and the view it calls."""

    def walk(patterns, prefix: str):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern):
                yield prefix + str(pattern.pattern), pattern.callback

    return {route: view for route, view in walk(get_resolver().url_patterns, "") if route.startswith("api/")}


def view_class(view):
    return getattr(view, "cls", None)


def declared_permissions(cls) -> list:
    """The permission classes a view names itself (or takes from a mixin of
    ours), not REST_FRAMEWORK's default."""
    for klass in cls.__mro__:
        if "permission_classes" in vars(klass) and not klass.__module__.startswith("rest_framework."):
            return list(vars(klass)["permission_classes"])
    return []


ROUTES = api_routes()


def test_the_lists_name_only_routes_that_exist():
    assert (PUBLIC | FAMILY) - set(ROUTES) == set()


@pytest.mark.parametrize("route", sorted(set(ROUTES) - PUBLIC - FAMILY))
def test_a_route_not_on_the_public_list_is_for_organisers(route):
    cls = view_class(ROUTES[route])

    assert cls is not None, f"{route} is not a view of DRF, so nothing checks who calls it"
    view = cls()
    assert any(isinstance(permission, IsStaff) for permission in view.get_permissions()), route
    # A staff session, so that nobody signed in is told 401 and a change needs its CSRF token.
    assert any(isinstance(authenticator, StaffSessionAuthentication) for authenticator in view.get_authenticators())


@pytest.mark.parametrize("route", sorted(PUBLIC - {NOT_FOUND}))
def test_a_public_route_says_so_itself(route):
    cls = view_class(ROUTES[route])

    assert cls is not None, route
    assert declared_permissions(cls) == [AllowAny], f"{route} must declare permission_classes = [AllowAny]"


@pytest.mark.parametrize("route", sorted(FAMILY))
def test_a_familys_route_asks_for_the_familys_session(route):
    view = view_class(ROUTES[route])()

    assert [type(permission) for permission in view.get_permissions()] == [IsFamily]
    assert [type(authenticator) for authenticator in view.get_authenticators()] == [FamilySessionAuthentication]


def test_every_admin_route_is_off_the_lists():
    admin = {route for route in ROUTES if route.startswith("api/admin/")}

    assert admin
    assert admin & (PUBLIC | FAMILY) == set()


@pytest.mark.django_db
def test_a_view_that_names_no_permission_answers_only_organisers(staff_user):
    class Unreviewed(APIView):
        def get(self, request):
            return Response({})

    anonymous = Unreviewed.as_view()(APIRequestFactory().get("/api/unreviewed"))
    signed_in = APIRequestFactory().get("/api/unreviewed")
    force_authenticate(signed_in, user=staff_user)

    assert anonymous.status_code == 403
    assert Unreviewed.as_view()(signed_in).status_code == 200
