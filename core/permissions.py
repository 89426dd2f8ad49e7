from django.conf import settings
from django.utils.module_loading import import_string
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


# How the activity log names whoever tapped with a door pass: this, then the pass's label.
DOOR_PASS_ACTOR = "Door pass: "


class DoorPassHolder:
    """Who a door pass's session is (docs/roles.md): no account, only the door of one event.
    It answers as a signed-in user does where a request's user is read, and holds no role."""

    is_authenticated = True
    is_anonymous = False
    is_staff = False
    is_superuser = False
    is_active = True
    is_door_pass = True
    pk = None
    id = None

    def __init__(self, *, door_pass_id: int, event_id: int, label: str) -> None:
        self.door_pass_id = door_pass_id
        self.event_id = event_id
        self.label = label

    def get_username(self) -> str:
        # Who the activity log names for the pass's taps (activity/sentences.py says it in the reader's language).
        return f"{DOOR_PASS_ACTOR}{self.label}"[:150]

    def get_full_name(self) -> str:
        return self.label


def is_door_pass(user) -> bool:
    return getattr(user, "is_door_pass", False)


class DoorPassSessionAuthentication(SessionAuthentication):
    """A session a door pass started (`POST /api/door/{token}`), when nobody is signed in: the
    DOOR_PASS_SESSION function of the settings finds its holder, or refuses a pass that has
    expired or was revoked (401). Writes need the CSRF token, as a signed-in session's do."""

    def authenticate(self, request):
        holder = import_string(settings.DOOR_PASS_SESSION)(request)
        if holder is None:
            return None
        self.enforce_csrf(request)
        return holder, None


class IsStaff(BasePermission):
    message = _("Only organisers may do this.")

    def has_permission(self, request, view) -> bool:
        user = request.user
        if is_door_pass(user):
            # A door pass reaches the door's views alone; anything else is beyond its role.
            self.message = HasRole.message
            return getattr(view, "door_pass", False)
        return bool(user and user.is_authenticated and user.is_staff and user.is_active)


# The roles an organiser's account may hold (docs/roles.md); an account holds one or more.
ADMINISTRATOR = "administrator"
ORGANISER = "organiser"
TREASURER = "treasurer"
DOOR = "door"
ROLES = (ADMINISTRATOR, ORGANISER, TREASURER, DOOR)
# What a view declares when nobody but an administrator may use it (its `roles`).
ADMINISTRATORS_ONLY: tuple[str, ...] = ()


def roles_of(user) -> frozenset[str]:
    """The roles of a signed-in, active staff account (none for anyone else). A superuser is an
    administrator; the rest are stored on the account (accounts.models.Role, as `account_roles`).
    Read once a request."""
    if not (user and user.is_authenticated and user.is_staff and user.is_active):
        return frozenset()
    cached = getattr(user, "_roles", None)
    if cached is None:
        cached = frozenset(user.account_roles.values_list("role", flat=True))
        if user.is_superuser:
            cached |= {ADMINISTRATOR}
        user._roles = cached
    return cached


def admitted_roles(view, method: str) -> frozenset[str] | None:
    """Who `view` admits for `method`, administrators always among them; None when the view
    declares no `roles` (then only administrators pass, and the role table's test fails).

    `roles` is a tuple of roles for every method, or a dict from a method ("GET") to its roles,
    with "*" for the rest."""
    declared = getattr(view, "roles", None)
    if declared is None:
        return None
    if isinstance(declared, dict):
        declared = declared.get(method, declared.get("*", ADMINISTRATORS_ONLY))
    return frozenset(declared) | {ADMINISTRATOR}


class HasRole(BasePermission):
    """The account holds one of the roles the view admits for this method."""

    message = _("Your role does not allow this.")

    def has_permission(self, request, view) -> bool:
        if is_door_pass(request.user):
            return getattr(view, "door_pass", False)
        admitted = admitted_roles(view, request.method) or frozenset({ADMINISTRATOR})
        return bool(roles_of(request.user) & admitted)


class StaffOnlyMixin:
    """For every /api/admin view: a staff session whose roles the view admits and, on writes, a
    CSRF token. Each view declares `roles`. Its permissions are REST_FRAMEWORK's default: staff,
    the roles, and the second step where the settings require one."""

    authentication_classes = [StaffSessionAuthentication, DoorPassSessionAuthentication]


class StaffSessionScheme(OpenApiAuthenticationExtension):
    target_class = StaffSessionAuthentication
    name = "staffSession"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "cookie", "name": "sessionid"}


class DoorPassSessionScheme(OpenApiAuthenticationExtension):
    target_class = DoorPassSessionAuthentication
    name = "doorPassSession"

    def get_security_requirement(self, auto_schema):
        # The same session cookie as the staff's: the operations name that one; the door's own
        # views say in their description that a door pass's session reaches them too.
        return None

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "cookie",
            "name": "sessionid",
            "description": "A session a door pass started (POST /api/door/{token}): the door of its event alone.",
        }
