"""A family's session: the Django session with the family's id in it. The
family gives it no organiser's rights: the organisers' API reads the signed-in
user, which only an organiser's own sign-in puts there. Signing in as a family
never ends an organiser's session in the same browser (an organiser at the door
who opens their family's one-tap link stays an organiser), and signing out as a
family leaves the organiser too."""

from django.contrib.auth import SESSION_KEY as USER_SESSION_KEY
from django.contrib.sessions.backends.base import SessionBase
from django.middleware.csrf import rotate_token
from rest_framework.request import Request

from families.models import Family

SESSION_KEY = "family_id"


def family_session_start(request: Request, family: Family) -> None:
    """The family in a session with a new key and a new CSRF token, so neither
    planted before the sign-in is of use. Without an organiser signed in, the
    session starts afresh, holding only the family; with one, it keeps what it
    holds (the organiser, still signed in) under its new key, with this family
    in place of any other."""
    if USER_SESSION_KEY in request.session:
        request.session.cycle_key()
    else:
        request.session.flush()
    request.session[SESSION_KEY] = family.pk
    rotate_token(request)


def family_session_end(request: Request) -> None:
    """The family's session ends. An organiser who signed in since keeps theirs,
    without the family in it."""
    # The session, not request.user: a family's views authenticate no Django
    # user, so the framework has set that to an anonymous user already.
    if USER_SESSION_KEY in request.session:
        request.session.pop(SESSION_KEY, None)
        return
    request.session.flush()


def session_family(session: SessionBase) -> Family | None:
    """The session's family; None without one, or when it was deleted (from
    another device) since."""
    family_id = session.get(SESSION_KEY)
    return Family.objects.filter(pk=family_id).first() if isinstance(family_id, int) else None
