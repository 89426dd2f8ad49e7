from django.utils.translation import gettext_lazy as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import SessionAuthentication
from rest_framework.permissions import BasePermission


class StaffSessionAuthentication(SessionAuthentication):
    """Django session sign-in, answering 401 (not DRF's 403) when nobody is signed in.

    DRF turns NotAuthenticated into 403 unless the first authenticator names a
    WWW-Authenticate scheme, so name one.
    """

    def authenticate_header(self, request) -> str:
        return 'Session realm="admin"'


class IsStaff(BasePermission):
    message = _("Only organisers may do this.")

    def has_permission(self, request, view) -> bool:
        user = request.user
        return bool(user and user.is_authenticated and user.is_staff and user.is_active)


class StaffOnlyMixin:
    """For every /api/admin view: a staff session and, on writes, a CSRF token."""

    authentication_classes = [StaffSessionAuthentication]
    permission_classes = [IsStaff]


class StaffSessionScheme(OpenApiAuthenticationExtension):
    target_class = StaffSessionAuthentication
    name = "staffSession"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "cookie", "name": "sessionid"}
