"""What the sign-in refuses."""

from django.utils.translation import gettext_lazy as _

from core.exceptions import DomainError, RateLimited

INVALID_CREDENTIALS = _("Invalid credentials. Please try again.")
LOCKED_OUT = _("Too many failed sign-in attempts. Please wait 15 minutes and try again.")


class InvalidCredentials(DomainError):
    def __init__(self) -> None:
        super().__init__(INVALID_CREDENTIALS)


class SignInLockedOut(RateLimited):
    def __init__(self) -> None:
        super().__init__(LOCKED_OUT)
