"""Serves the React app's index.html for client routes.

Django, not whitenoise, serves it, so it passes through the middleware (security
headers, CSP), and browsers ask for it again each time: a new deployment is picked
up at once. Each page, with its head and first data, is kept in the process's
memory as the public reads are (`served_page`).
"""

import logging
import re
from functools import lru_cache

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.middleware.csp import get_nonce
from django.utils.translation import gettext
from django.views.decorators.csrf import csrf_exempt

from core import language, publiccache
from core.dates import local_today
from core.errors import NOT_FOUND_MESSAGE, error_body
from cultural_site.middleware import DATABASE_ERRORS
from sharing.head import page_head, render_head, render_initial_data

logger = logging.getLogger(__name__)

# The client routes of frontend/src/lib/routes.ts (a test keeps the two the
# same); anything else is a 404 page.
CLIENT_ROUTES = [
    re.compile(pattern)
    for pattern in (
        r"^/$",
        r"^/events$",
        r"^/events/[^/]+$",
        r"^/events/[^/]+/programme$",
        r"^/programme/[^/]+$",
        r"^/gallery$",
        r"^/contact$",
        r"^/donate$",
        r"^/family$",
        r"^/admin$",
        r"^/admin/check-in/[^/]+$",
    )
]

# The public pages whose code is a chunk of its own (frontend/src/app/AppRoutes.tsx), by
# the name the build gives the chunk.
ROUTE_CHUNKS = [
    (re.compile(r"^/events(/[^/]+)?$"), "events"),
    (re.compile(r"^/events/[^/]+/programme$|^/programme/[^/]+$"), "programme"),
    (re.compile(r"^/gallery$"), "gallery"),
    (re.compile(r"^/contact$"), "contact"),
    (re.compile(r"^/donate$"), "donate"),
    (re.compile(r"^/family$"), "family"),
]
_ROUTE_LINK = re.compile(r'<link data-route="([^"]*)"[^>]*>')

NOT_BUILT = (
    "<!doctype html><title>Front end not built</title>"
    "<p>The front end has not been built yet. Run <code>make build</code>.</p>"
)


def _read_index() -> str | None:
    try:
        return settings.FRONTEND_INDEX.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None


@lru_cache(maxsize=1)
def _cached_index() -> str | None:
    return _read_index()


def index_html() -> str | None:
    return _read_index() if settings.DEBUG else _cached_index()


def with_csp_nonce(html: str, request) -> str:
    """Hands the page this response's CSP nonce, for the few <style> elements Radix
    adds at run time (see frontend/src/lib/csp.ts); scripts never get it."""
    nonce = get_nonce(request) if request is not None else None
    if nonce is None:
        return html
    # In a nonce attribute, which browsers hide from CSS selectors and scripts' getAttribute.
    return html.replace("</head>", f'<meta property="csp-nonce" nonce="{nonce}"></head>', 1)


_HTML_LANG = re.compile(r'<html lang="[^"]*"')
_LANGUAGE_LINK = re.compile(r'<link data-lang="([^"]*)"[^>]*>')
_BENGALI_FACE_LINK = re.compile(r'<link data-script="bengali"[^>]*>')
_BENGALI_TEXT = re.compile("[\u0980-\u09ff]")


def with_language(html: str) -> str:
    """<html lang> says which language the page is in (screen readers, fonts, search engines).
    The build marks what only some pages fetch early: one language's messages (<link
    data-lang="bn" rel="preload">) and the Bengali face (<link data-script="bengali">), which
    the first render waits for when the page has Bengali text, its own or an organiser's. Other
    pages lose those links."""
    current = language.current()
    html = _LANGUAGE_LINK.sub(lambda link: link.group(0) if link.group(1) == current else "", html)
    if current != "bn" and not _BENGALI_TEXT.search(html):
        html = _BENGALI_FACE_LINK.sub("", html)
    return _HTML_LANG.sub(f'<html lang="{current}"', html, count=1)


_BUILT_HEAD = re.compile(r'<title>.*?</title>|<meta name="description"[^>]*>', re.DOTALL)


def with_page_head(html: str, path: str, *, known: bool) -> tuple[str, int]:
    """The page with its own head and first data (see sharing/head.py), in the
    active language, and its status."""
    head = page_head(path, known=known)
    tags = render_head(head, site_name=head.site_name, locale=language.locale())
    html = _BUILT_HEAD.sub("", html)
    html = html.replace("</head>", f"{tags}</head>", 1)
    html = html.replace("</body>", f"{render_initial_data(head)}</body>", 1)
    return html, head.status


def with_route_code(html: str, path: str, *, known: bool) -> str:
    """The build lists each page's code as <link data-route="{chunk}" rel="preload">, so that it
    downloads with the page rather than once the main script asks for it; the page keeps only
    its own."""
    route = next((name for pattern, name in ROUTE_CHUNKS if known and pattern.match(path)), None)
    return _ROUTE_LINK.sub(lambda link: link.group(0) if link.group(1) == route else "", html)


def served_page(html: str, path: str, *, known: bool) -> tuple[str, int]:
    """The page at `path` as served but for its CSP nonce (its head, first data, code and
    language), with its status. It is made of the public reads and the site's date alone, so it
    is kept as they are (core/publiccache.py), per language and per build: serving it again
    costs one small query. Every unknown path shares the one 404 page."""

    def build() -> tuple[str, int]:
        page, status = with_page_head(html, path, known=known)
        return with_language(with_route_code(page, path, known=status == 200)), status

    key = ["page", hash(html), path if known else None, local_today()]
    return publiccache.kept_value(scopes=publiccache.SCOPES, key=key, build=build, per_language=True)


def page_response(request, html: str, status: int) -> HttpResponse:
    response = HttpResponse(with_csp_nonce(html, request), status=status, content_type="text/html; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    return response


def spa_response(status: int, request, path: str) -> HttpResponse:
    html = index_html()
    if html is None:
        return HttpResponse(NOT_BUILT, status=503 if status == 200 else status)
    try:
        page = served_page(html, path, known=status == 200)
    except DATABASE_ERRORS:
        # The app still loads and says what it can while the database is away.
        logger.warning("Page %s served without its head: the database is unavailable", path)
        return page_response(request, with_language(with_route_code(html, path, known=status == 200)), status)
    if not settings.DEBUG:
        # The public reads' fast path serves the kept page again, with a nonce of its own
        # each time. Not in development, where a new build of index.html shows at once.
        publiccache.serve_again(request, page, lambda later: page_response(later, *page))
    return page_response(request, *page)


def spa_view(request):
    path = request.path.rstrip("/") or "/"
    known = any(route.match(path) for route in CLIENT_ROUTES)
    return spa_response(200 if known else 404, request, path)


# Files the build writes beside index.html that must be served from the site's root: the
# service worker (its scope is the folder it is served from) and the web app manifest.
ROOT_FILES = {
    "sw.js": "text/javascript; charset=utf-8",
    "manifest.webmanifest": "application/manifest+json",
}


def root_file(request, name: str):
    """Read afresh on each request (browsers look for a new service worker on each visit) and
    never kept by a cache on the way: a new deployment's worker is found at once."""
    try:
        content = (settings.FRONTEND_DIST / name).read_bytes()
    except FileNotFoundError:
        return page_not_found(request)
    response = HttpResponse(content, content_type=ROOT_FILES[name])
    response["Cache-Control"] = "no-cache"
    if name == "sw.js":
        response["Service-Worker-Allowed"] = "/"
    return response


@csrf_exempt
def api_not_found(request):
    """Any method on an unknown API path is a 404: there is nothing there for a
    stale form to change, so no CSRF refusal (403) stands in front of it."""
    return JsonResponse(error_body(NOT_FOUND_MESSAGE), status=404)


def page_not_found(request, exception=None):
    if request.path.startswith("/api/"):
        return JsonResponse(error_body(NOT_FOUND_MESSAGE), status=404)
    return spa_response(404, request, request.path)


def server_error(request):
    message = gettext("Something went wrong on our side. Please try again.")
    if request.path.startswith("/api/"):
        return JsonResponse(error_body(message), status=500)
    title = gettext("Something went wrong")
    return HttpResponse(f"<!doctype html><title>{title}</title><p>{message}</p>", status=500)


def bad_request(request, exception=None):
    message = gettext("Bad request.")
    if request.path.startswith("/api/"):
        return JsonResponse(error_body(message), status=400)
    title = gettext("Bad request")
    return HttpResponse(f"<!doctype html><title>{title}</title><p>{message}</p>", status=400)
