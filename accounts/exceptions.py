"""What the sign-in refuses."""

from core.exceptions import DomainError, RateLimited

INVALID_CREDENTIALS = "Invalid credentials. Please try again."
LOCKED_OUT = "Too many failed sign-in attempts. Please wait 15 minutes and try again."


class InvalidCredentials(DomainError):
    def __init__(self) -> None:
        super().__init__(INVALID_CREDENTIALS)


class SignInLockedOut(RateLimited):
    def __init__(self) -> None:
        super().__init__(LOCKED_OUT)
