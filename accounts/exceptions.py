"""What the sign-in refuses."""

from django.utils.translation import gettext_lazy as _

from core.exceptions import Conflict, DomainError, RateLimited, Unauthenticated

INVALID_CREDENTIALS = _("Invalid credentials. Please try again.")
LOCKED_OUT = _("Too many failed sign-in attempts. Please wait 15 minutes and try again.")


class InvalidCredentials(DomainError):
    def __init__(self) -> None:
        super().__init__(INVALID_CREDENTIALS)


class SignInLockedOut(RateLimited):
    def __init__(self) -> None:
        super().__init__(LOCKED_OUT)


class CodeWrong(DomainError):
    def __init__(self) -> None:
        super().__init__(_("That code is wrong."))


class SignInAgain(Unauthenticated):
    """No half-done sign-in waits (never started, ten minutes old, or five wrong
    codes): the password must be given again."""

    def __init__(self) -> None:
        super().__init__(_("Your sign-in has expired. Enter your username and password again."), realm="admin")


class SetUpNotStarted(DomainError):
    def __init__(self) -> None:
        super().__init__(_("Start the set-up again: this one has expired."))


class PasskeyRefused(DomainError):
    def __init__(self) -> None:
        super().__init__(_("That passkey could not be added. Try again."))


class LastAdministrator(Conflict):
    def __init__(self) -> None:
        super().__init__(_("At least one administrator must remain."))


class UsernameTaken(Conflict):
    def __init__(self) -> None:
        super().__init__(_("That username is taken."))


class InvitationExpired(DomainError):
    def __init__(self) -> None:
        super().__init__(_("This invitation has expired."))


class PasswordRefused(DomainError):
    """Django's password validators' messages, on the password field."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__(messages[0], errors={"password": messages})


class SecondStepRequired(Conflict):
    """Removing the account's last second step while the settings require one for its role."""

    def __init__(self) -> None:
        super().__init__(_("Your role requires two-step sign-in: set up another second step before removing this one."))
