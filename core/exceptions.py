"""Domain errors: what services raise when a business rule refuses a request.

They know nothing of HTTP. The API's exception handler (core/errors.py) decides
which status each kind answers with.
"""

from typing import Any


class DomainError(Exception):
    """A rule refused the request; `message` is the sentence to show, `extra`
    goes into the error body as it is (an `errors` map, a conflicting `id`)."""

    def __init__(self, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.message = message
        self.extra = extra


class Conflict(DomainError):
    """The request clashes with what is stored (a duplicate, a used link)."""


class Unauthenticated(DomainError):
    """The caller must sign in first; `realm` names the sign-in it lacks."""

    def __init__(self, message: str, *, realm: str, **extra: Any) -> None:
        super().__init__(message, **extra)
        self.realm = realm


class Forbidden(DomainError):
    """The caller may not do this (a missing or wrong token)."""


class Gone(DomainError):
    """What the request names is no longer there: deleted while the request was
    on its way (after its view found it). Answered as any unknown id is, 404."""


class TooLarge(DomainError):
    """What was sent is over a size limit."""


class RateLimited(DomainError):
    """Too many attempts; the caller must wait."""
