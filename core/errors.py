"""One error shape for the whole API: {"message": ..., "errors": {...}}.

Services raise DomainError subclasses (core/exceptions.py); DRF raises its own
exceptions. Both are turned into the same JSON body here, so the browser needs
one way to read them, and this is the one place that knows their HTTP status.
"""

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404, JsonResponse
from django.utils.translation import gettext, gettext_lazy, ngettext
from rest_framework import exceptions, status
from rest_framework.response import Response

from core import language
from core.exceptions import Conflict, DomainError, Forbidden, Gone, RateLimited, TooLarge, Unauthenticated

VALIDATION_MESSAGE = gettext_lazy("Please correct the highlighted fields.")
NOT_FOUND_MESSAGE = gettext_lazy("Not found.")

# The first matching kind decides; any other DomainError is a 400.
DOMAIN_STATUS: list[tuple[type[DomainError], int]] = [
    (Unauthenticated, status.HTTP_401_UNAUTHORIZED),
    (Conflict, status.HTTP_409_CONFLICT),
    (Forbidden, status.HTTP_403_FORBIDDEN),
    (Gone, status.HTTP_404_NOT_FOUND),
    (TooLarge, status.HTTP_413_REQUEST_ENTITY_TOO_LARGE),
    (RateLimited, status.HTTP_429_TOO_MANY_REQUESTS),
]


def domain_status(exc: DomainError) -> int:
    return next((code for kind, code in DOMAIN_STATUS if isinstance(exc, kind)), status.HTTP_400_BAD_REQUEST)


# DRF's and Django's messages that state a limit ("no more than 120 characters") and quote
# nothing the visitor typed: their numbers are written as the language writes them, as the
# site's own messages' are (Bengali digits in Bengali).
NUMBERED_CODES = frozenset(
    {"max_length", "min_length", "max_value", "min_value", "max_digits", "max_decimal_places", "max_whole_digits"}
)


def _message(item: Any) -> str:
    code = getattr(item, "code", None)
    return language.digits(str(item)) if code in NUMBERED_CODES else str(item)


def flatten_errors(detail: Any, prefix: str = "") -> dict[str, list[str]]:
    """Turn DRF's nested error detail into {"field.0.name": ["message"]}."""
    if isinstance(detail, dict):
        flat: dict[str, list[str]] = {}
        for key, value in detail.items():
            key = "nonFieldErrors" if key == "non_field_errors" else key
            name = f"{prefix}.{key}" if prefix else str(key)
            flat.update(flatten_errors(value, name))
        return flat
    if isinstance(detail, list):
        if all(isinstance(item, str) for item in detail):
            return {prefix or "nonFieldErrors": [_message(item) for item in detail]}
        flat = {}
        for index, item in enumerate(detail):
            if item:
                flat.update(flatten_errors(item, f"{prefix}.{index}" if prefix else str(index)))
        return flat
    return {prefix or "nonFieldErrors": [_message(detail)]}


def error_body(message: str, errors: dict[str, list[str]] | None = None, **extra: Any) -> dict:
    # str(): a lazily translated message becomes a sentence in the active language.
    body: dict[str, Any] = {"message": str(message)}
    if errors:
        body["errors"] = errors
    body.update(extra)
    return body


def error_response(message: str, status: int) -> JsonResponse:
    """The error shape from a plain Django view (outside DRF's handler)."""
    return JsonResponse(error_body(message), status=status)


def exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, DomainError):
        # A 401 names the sign-in that would help, as HTTP asks.
        headers = {"WWW-Authenticate": f'Session realm="{exc.realm}"'} if isinstance(exc, Unauthenticated) else None
        return Response(error_body(exc.message, **exc.extra), status=domain_status(exc), headers=headers)
    if isinstance(exc, RequestDataTooBig):
        # Left to Django it would be a bare 400 page; it is the body's size that is refused.
        return Response(
            error_body(gettext("The request is too large.")), status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
        )

    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    elif isinstance(exc, DjangoValidationError):
        detail = exc.message_dict if hasattr(exc, "error_dict") else exc.messages
        exc = exceptions.ValidationError(detail)

    if not isinstance(exc, exceptions.APIException):
        return None

    headers = {}
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header
    if getattr(exc, "wait", None):
        headers["Retry-After"] = str(int(exc.wait))

    if isinstance(exc, exceptions.ValidationError):
        errors = flatten_errors(exc.detail)
        only_general = set(errors) == {"nonFieldErrors"}
        message = errors["nonFieldErrors"][0] if only_general else VALIDATION_MESSAGE
        return Response(
            error_body(message, None if only_general else errors),
            status=exc.status_code,
            headers=headers,
        )
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        return Response(error_body(gettext("Unauthorized")), status=401, headers=headers)
    if isinstance(exc, exceptions.NotFound):
        return Response(error_body(NOT_FOUND_MESSAGE), status=404)
    if isinstance(exc, exceptions.ParseError):
        return Response(error_body(gettext("The request body is not valid JSON.")), status=400)
    if isinstance(exc, exceptions.UnsupportedMediaType):
        return Response(error_body(gettext("Send the request body as JSON.")), status=415)
    if isinstance(exc, exceptions.Throttled):
        wait = int(exc.wait or 60)
        message = ngettext(
            "Too many requests. Please try again in %(seconds)s second.",
            "Too many requests. Please try again in %(seconds)s seconds.",
            wait,
        ) % {"seconds": language.number(wait)}
        return Response(error_body(message), status=429, headers=headers)
    return Response(error_body(str(exc.detail)), status=exc.status_code, headers=headers)
