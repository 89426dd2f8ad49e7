from axes.handlers.proxy import AxesProxyHandler
from django.contrib.auth import authenticate, login
from django.http import HttpRequest

from accounts import two_factor
from accounts.exceptions import InvalidCredentials, SignInLockedOut


def organiser_sign_in(*, request: HttpRequest, username: str, password: str) -> dict | None:
    """Start a session for an organiser (a staff user). A locked-out address is
    refused even with the right password; axes counts every failure. An account
    with two-step sign-in gets no session yet: the answer says what to ask for
    (see `two_factor.sign_in_finish`); otherwise None."""
    if not AxesProxyHandler.is_allowed(request, {"username": username}):
        raise SignInLockedOut()
    user = authenticate(request, username=username, password=password)
    if user is None or not user.is_staff:
        raise InvalidCredentials()
    if two_factor.has_two_factor(user):
        return two_factor.sign_in_pending(request=request, user=user)
    login(request, user)
    return None
