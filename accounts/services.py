from axes.handlers.proxy import AxesProxyHandler
from django.contrib.auth import authenticate, login
from django.contrib.auth.models import AbstractBaseUser
from django.http import HttpRequest

from accounts.exceptions import InvalidCredentials, SignInLockedOut


def organiser_sign_in(*, request: HttpRequest, username: str, password: str) -> AbstractBaseUser:
    """Start a session for an organiser (a staff user). A locked-out address is
    refused even with the right password; axes counts every failure."""
    if not AxesProxyHandler.is_allowed(request, {"username": username}):
        raise SignInLockedOut()
    user = authenticate(request, username=username, password=password)
    if user is None or not user.is_staff:
        raise InvalidCredentials()
    login(request, user)
    return user
