"""Request ids, and a clear answer while the database is unreachable."""

import errno
import logging
import re
import sys
import uuid

from django.conf import settings
from django.core.exceptions import DisallowedHost, PermissionDenied
from django.core.signals import got_request_exception
from django.db import InterfaceError, OperationalError
from django.dispatch import receiver
from django.http import HttpResponse, JsonResponse
from django.middleware.common import CommonMiddleware
from django.middleware.csp import ContentSecurityPolicyMiddleware, get_nonce
from django.middleware.security import SecurityMiddleware
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.csp import CSP, build_policy
from django.utils.translation import gettext, gettext_lazy
from redis.exceptions import RedisError

from core import language, publiccache
from core.errors import error_body
from cultural_site.logging import request_id_var

logger = logging.getLogger(__name__)

REQUEST_ID_HEADER = "X-Request-ID"
# As the WSGI environ names it: read there, since `request.headers` reads every header of
# the request, which a kept public read (cultural_site/handler.py) has no other use for.
REQUEST_ID_META = "HTTP_X_REQUEST_ID"
# Ids from a proxy or load balancer are kept when they are short and plain, so they
# can be followed across systems; anything else is replaced, never logged as sent.
SANE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{8,128}$")

UNAVAILABLE_MESSAGE = gettext_lazy("The service is temporarily unavailable. Please try again shortly.")
RETRY_AFTER_SECONDS = "30"
# A full disk (or quota) is said as what it is, 507, rather than as a passing outage:
# it lasts until someone makes room, and the file that did not fit is not kept.
STORAGE_FULL_MESSAGE = gettext_lazy("The server has no room left to store files. Please try again later.")
STORAGE_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})
DATABASE_ERRORS = (OperationalError, InterfaceError)
# A missing file is the code's business (a 404, say), not an outage.
NOT_OUTAGES = (FileNotFoundError, IsADirectoryError, NotADirectoryError)


FULL = "storage-full"


def outage_of(exception: BaseException) -> str | None:
    """Which backing service an exception says is unreachable: "database",
    "storage" (a failing disk, S3 unreachable or failing), FULL (no room left on
    the disk), "cache" (Redis, which holds the public reads' generations and the
    rate limits) or None."""
    if isinstance(exception, DATABASE_ERRORS):
        return "database"
    if isinstance(exception, RedisError):
        return "cache"
    if isinstance(exception, OSError) and exception.errno in STORAGE_FULL_ERRNOS:
        return FULL
    if isinstance(exception, OSError) and not isinstance(exception, NOT_OUTAGES):
        return "storage"
    try:
        from botocore.exceptions import BotoCoreError, ClientError
    except ImportError:
        return None
    if isinstance(exception, BotoCoreError):
        return "storage"
    if isinstance(exception, ClientError):
        status = exception.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0)
        return "storage" if status >= 500 else None
    return None


class RequestIdMiddleware:
    """Takes a sane incoming X-Request-ID or makes one, exposes it as `request.id`,
    returns it in the response and puts it on every log line of the request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        token = request_id_var.set(take_request_id(request))
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response[REQUEST_ID_HEADER] = request.id
        return response


def take_request_id(request) -> str:
    """The request's id, kept as `request.id`: the one it came with if sane, else a new one."""
    incoming = request.META.get(REQUEST_ID_META, "")
    request.id = incoming if SANE_REQUEST_ID.match(incoming) else uuid.uuid4().hex
    return request.id


def unavailable_response(request, service: str | None = None) -> HttpResponse:
    """503 while a service is unreachable; 507 when the disk is full."""
    full = service == FULL
    message, status = (STORAGE_FULL_MESSAGE, 507) if full else (UNAVAILABLE_MESSAGE, 503)
    if request.path.startswith("/api/"):
        response = JsonResponse(error_body(str(message)), status=status)
    else:
        title = gettext("Temporarily unavailable")
        response = HttpResponse(
            f'<!doctype html><html lang="{language.current()}"><title>{title}</title><p>{message}</p>',
            status=status,
        )
    if not full:
        response["Retry-After"] = RETRY_AFTER_SECONDS
    response["Cache-Control"] = "no-store"
    return response


class LanguageMiddleware:
    """Speaks the visitor's language (core/language.py says how it is chosen)
    while the request is handled, and keeps a `?lang=` choice in the cookie.

    Answers say which language they are in and that they vary with the cookie
    and Accept-Language, except those marked the same in every language (the
    public reads' shared bytes, share cards, stored images) and static files.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        chosen = language.requested_language(request)
        request.LANGUAGE_CODE = chosen
        with translation.override(chosen):
            response = self.get_response(request)
        if language.supported(request.GET.get(language.QUERY_PARAMETER)):
            response.set_cookie(
                language.COOKIE_NAME,
                chosen,
                max_age=language.COOKIE_MAX_AGE,
                path="/",
                samesite="Lax",
                secure=settings.SECURE_COOKIES,
                httponly=False,
            )
        static = request.path.startswith(settings.STATIC_URL)
        if not static and not getattr(response, "same_in_every_language", False):
            response.headers.setdefault("Content-Language", chosen)
            patch_vary_headers(response, ["Accept-Language", "Cookie"])
        return response


class DatabaseUnavailableMiddleware:
    """Answers 503 in the API's error shape when the database (or the file
    storage, or Redis) cannot be reached.

    A view's error is caught in `process_exception`. One raised by another
    middleware (saving a session, say) has already become a 500 by the time it gets
    here, so the `got_request_exception` receiver below marks the request and the
    500 is replaced. Nothing is retried: the connection health check reconnects on
    the next request once the database is back.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        service = getattr(request, "_service_unavailable", None)
        if response.status_code == 500 and service is not None:
            return unavailable_response(request, service)
        return response

    def process_exception(self, request, exception):
        service = outage_of(exception)
        if service is None:
            return None
        if service == FULL:
            logger.error("Storage full: %s: %s", type(exception).__name__, exception)
        else:
            logger.error("%s unavailable: %s: %s", service.capitalize(), type(exception).__name__, exception)
        return unavailable_response(request, service)


@receiver(got_request_exception)
def _mark_database_unavailable(sender, request=None, **kwargs):
    if request is not None:
        service = outage_of(sys.exception())
        if service is not None:
            request._service_unavailable = service


class _KeptPolicyMiddleware(ContentSecurityPolicyMiddleware):
    """Django's CSP middleware, whose policy, written out once per configuration, has only
    each response's nonce put in: building it afresh took a tenth of a kept answer's time."""

    _PLACE = "NONCE-PLACE"

    def __init__(self, get_response):
        super().__init__(get_response)
        self._written: tuple[dict, str, str] | None = None

    def _policies(self, config: dict) -> tuple[str, str]:
        """The policy without a nonce, and with a place for one."""
        written = self._written
        if written is None or written[0] != config:
            written = self._written = (dict(config), build_policy(config), build_policy(config, self._PLACE))
        return written[1], written[2]

    def process_response(self, request, response):
        config = settings.SECURE_CSP
        if settings.SECURE_CSP_REPORT_ONLY or not config or getattr(response, "_csp_config", None) is not None:
            return super().process_response(request, response)
        if str(CSP.HEADER_ENFORCE) not in response:
            nonce = get_nonce(request)
            without, with_place = self._policies(config)
            policy = with_place.replace(self._PLACE, str(nonce)) if nonce else without
            response.headers[str(CSP.HEADER_ENFORCE)] = policy
        return response


class PublicReadsMiddleware:
    """Serves a public read's or a public page's kept answer, right after the
    request id and before any other middleware, routing or the view, once the
    full stack has served it (core/publiccache.py, "The fast path").

    The answer comes with the headers the full stack gave it (the language's,
    the security headers, DRF's Allow, X-Frame-Options ...), remembered per
    path, query, language and scheme. What differs from one request to the
    next is made here as the full stack makes it: the CSP header, by the CSP
    middleware itself, so that a page gets a nonce of its own; CommonMiddleware's
    checks of the request (the host, the user agent, www) and its
    Content-Length. A request the security middleware would send to https, one
    refused, and an outage of the store of generations (the database or
    Redis) are left to the full stack, which answers them as ever.

    With the generations in Redis, cultural_site.handler answers a kept read
    with `kept_answer` before Django's handler does anything else.
    """

    def __init__(self, get_response):
        self.get_response = get_response
        self.security = SecurityMiddleware(get_response)
        self.csp = _KeptPolicyMiddleware(get_response)
        self.common = CommonMiddleware(get_response)

    def __call__(self, request):
        response = self.kept_answer(request)
        if response is not None:
            return response
        response = self.get_response(request)
        publiccache.remember(request, response)
        return response

    def kept_answer(self, request) -> HttpResponse | None:
        """The kept answer to this request, if there is one and it is still current."""
        kept = publiccache.fast_path_kept(request)
        if kept is None or not self._accepted(request):
            return None
        self.csp.process_request(request)
        try:
            response = publiccache.fast_answer(request, kept)
        except (*DATABASE_ERRORS, RedisError):
            return None
        if response is None:
            return None
        return self.common.process_response(request, self.csp.process_response(request, response))

    def _accepted(self, request) -> bool:
        """Whether the full stack would get as far as the view: no redirect to https
        or to www, an allowed host and user agent."""
        try:
            return self.security.process_request(request) is None and self.common.process_request(request) is None
        except (DisallowedHost, PermissionDenied):
            return False
