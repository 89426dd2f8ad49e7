"""The family's session as DRF sees it: an authenticator that finds the family
the session holds, and a permission that asks for one.

A view behind `FamilyOnlyMixin` finds its family in `request.auth` (DRF's place
for what a sign-in carries besides the user). `request.user` stays anonymous: a
family is nobody's Django user, so a family's session has no organiser's rights.
"""

from django.contrib.auth.models import AnonymousUser
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import BasePermission

from families.exceptions import REALM, NotSignedIn
from families.models import Family
from families.sessions import session_family


class FamilySessionAuthentication(BaseAuthentication):
    """The family of the request's session, as `request.auth`; nobody when the
    session holds none, or its family was deleted (from another device) since.

    It checks no CSRF token: the family's views that change anything check it
    themselves (`csrf_protect`), for every caller, signed in or not."""

    def authenticate(self, request) -> tuple[AnonymousUser, Family] | None:
        family = session_family(request.session)
        return None if family is None else (AnonymousUser(), family)

    def authenticate_header(self, request) -> str:
        return f'Session realm="{REALM}"'


class IsFamily(BasePermission):
    """A family is signed in. Refused with NotSignedIn (401, its own message
    and realm), which DRF's own refusal would replace with a general one.

    It guards the view's own calls, as they guarded themselves before: OPTIONS
    (DRF's description of the view) and a method the view has not (405) are
    answered to anyone."""

    def has_permission(self, request, view) -> bool:
        method = request.method.lower()
        own_call = method != "options" and method in view.http_method_names and hasattr(view, method)
        if not own_call or isinstance(request.auth, Family):
            return True
        raise NotSignedIn()


# For the family's own views: the signed-in family is `request.auth`. (A comment,
# not a docstring: the schema would take a docstring for each view's description.)
class FamilyOnlyMixin:
    authentication_classes = [FamilySessionAuthentication]
    permission_classes = [IsFamily]


class FamilySessionScheme(OpenApiAuthenticationExtension):
    target_class = FamilySessionAuthentication
    name = "familySession"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "cookie", "name": "sessionid"}
