"""Serves the React app's index.html for client routes.

Django, not whitenoise, serves it, so it passes through the middleware (security
headers, CSP), and browsers ask for it again each time: a new deployment is picked
up at once. Each page, with its head and first data, is kept in the process's
memory as the public reads are (`served_page`).
"""

import logging
import re
import struct
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from django.conf import settings
from django.http import HttpResponse, JsonResponse, StreamingHttpResponse
from django.middleware.csp import get_nonce
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.html import escape, json_script
from django.utils.translation import gettext
from django.views.decorators.csrf import csrf_exempt
from rest_framework.exceptions import APIException

from accounts.api import session_body
from core import language, publiccache
from core.dates import local_today
from core.errors import NOT_FOUND_MESSAGE, error_body
from cultural_site import renderer
from cultural_site.middleware import DATABASE_ERRORS
from registrations.door_api import LIST_KEPT_COOKIE, door_opening_read, door_parties
from registrations.exceptions import DoorDayRefused
from sharing.head import page_head, render_head, render_initial_data

logger = logging.getLogger(__name__)

SESSION_PATH = "/api/auth/session"

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
        r"^/shifts/[^/]+$",
        r"^/sponsors/[^/]+$",
        r"^/souvenir/[^/]+$",
        r"^/gallery$",
        r"^/contact$",
        r"^/donate$",
        r"^/family$",
        r"^/pass/[^/]+$",
        r"^/announcements/confirm$",
        r"^/admin$",
        r"^/admin/check-in/[^/]+$",
        r"^/door/[^/]+$",
        r"^/admin/welcome$",
    )
]

# The public pages whose code is a chunk of its own (frontend/src/app/AppRoutes.tsx), by
# the name the build gives the chunk.
ROUTE_CHUNKS = [
    (re.compile(r"^/events(/[^/]+)?$|^/(shifts|sponsors|souvenir)/[^/]+$"), "events"),
    (re.compile(r"^/events/[^/]+/programme$|^/programme/[^/]+$"), "programme"),
    (re.compile(r"^/gallery$"), "gallery"),
    (re.compile(r"^/contact$"), "contact"),
    (re.compile(r"^/donate$"), "donate"),
    (re.compile(r"^/family$|^/announcements/confirm$"), "family"),
    (re.compile(r"^/pass/[^/]+$"), "pass"),
    # The door, on its own: a volunteer's phone fetches the check-in screen and not the whole admin.
    (re.compile(r"^/admin/check-in/[^/]+$|^/door/[^/]+$"), "door"),
    # The organisers' screens: their code, the largest, downloads beside React's.
    (re.compile(r"^/admin(/|$)"), "admin"),
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


_HTML_LANG = re.compile(r'<html lang="[^"]*"')
_LANGUAGE_LINK = re.compile(r'<link data-lang="([^"]*)"[^>]*>')
_BENGALI_FACE_LINK = re.compile(r'<link data-script="bengali"[^>]*>')
_BENGALI_TEXT = re.compile("[\u0980-\u09ff]")
# The line for browsers without JavaScript, in both languages, on every page: it is never drawn
# where the app runs, so its Bengali asks for no face.
_NOSCRIPT = re.compile(r"<noscript>.*?</noscript>", re.DOTALL)


def with_language(html: str) -> str:
    """<html lang> says which language the page is in (screen readers, fonts, search engines).
    The build marks what only some pages fetch early: one language's messages (<link
    data-lang="bn" rel="preload">) and the Bengali face (<link data-script="bengali">), which
    the first render waits for when the page has Bengali text, its own or an organiser's. Other
    pages lose those links."""
    current = language.current()
    html = _LANGUAGE_LINK.sub(lambda link: link.group(0) if link.group(1) == current else "", html)
    if current != "bn" and not _BENGALI_TEXT.search(_NOSCRIPT.sub("", html)):
        html = _BENGALI_FACE_LINK.sub("", html)
    return _HTML_LANG.sub(f'<html lang="{current}"', html, count=1)


_BUILT_HEAD = re.compile(r'<title>.*?</title>|<meta name="description"[^>]*>', re.DOTALL)


_EMPTY_ROOT = '<div id="root"></div>'
_FONT_PRELOAD = re.compile(r'<link [^>]*as="font"[^>]*>')
_HTML_OPEN = re.compile(r"<html([^>]*)>")
_MANIFEST_LINK = re.compile(r'<link rel="manifest"[^>]*>')
_CODE_PRELOAD = re.compile(r'<link data-(?:route="[^"]*"|lang="[^"]*"|app) rel="preload"[^>]*>')


class _WithoutFirstScreen(Exception):
    """The page, whole but for its first screen, which the renderer could not give."""

    def __init__(self, page: tuple[str, int]):
        self.page = page


def with_page_head(html: str, path: str, *, known: bool) -> tuple[str, int]:
    """The page with its own head, first data (see sharing/head.py) and, for a public page, its
    first screen (cultural_site/renderer.py), in the active language, and its status. Raises
    _WithoutFirstScreen, holding the page without it, when the renderer cannot draw it."""
    head = page_head(path, known=known)
    tags = render_head(head, site_name=head.site_name, locale=language.locale())
    html = _BUILT_HEAD.sub("", html)
    html = html.replace("</head>", f"{tags}</head>", 1)
    html = html.replace("</body>", f"{render_initial_data(head)}</body>", 1)
    if head.status != 200 or not renderer.renders(path):
        return html, head.status
    screen = renderer.first_screen(path, language=language.current(), data=head.initial_data)
    if screen is None:
        raise _WithoutFirstScreen((html, head.status))
    # The first screen is painted as soon as the stylesheet is in, its text in the fallback faces
    # until the site's own arrive (frontend/src/boot.ts): fetched before, they would hold that
    # paint back.
    # A page in Bengali keeps its Bengali face, which its whole text is set in: on a phone the
    # system's own is used at once (styles.css), elsewhere the page's arrives with the stylesheet.
    in_bengali = language.current() == "bn"
    html = _FONT_PRELOAD.sub(lambda link: link[0] if in_bengali and _BENGALI_FACE_LINK.match(link[0]) else "", html)
    html = _HTML_OPEN.sub(r'<html\1 class="fallback-fonts">', html, count=1)
    # The web app manifest (and the icons it names) too: boot.ts links it once the page is painted.
    html = _MANIFEST_LINK.sub("", html)
    # And the app's code, the page's and its language's: boot.ts fetches them then.
    html = _CODE_PRELOAD.sub(lambda link: link.group(0).replace(' rel="preload"', ' data-rel="preload"'), html)
    # The path it was drawn for: a page kept by the service worker and shown for another path
    # (offline) is drawn afresh by the app rather than taken over (frontend/src/index.tsx).
    drawn = f'<div id="root" data-drawn="{escape(path)}">{screen}</div>'
    return html.replace(_EMPTY_ROOT, drawn, 1), head.status


def with_route_code(html: str, path: str, *, known: bool) -> str:
    """The build lists each page's code as <link data-route="{chunk}" rel="preload">, so that it
    downloads with the page rather than once the main script asks for it; the page keeps only
    its own. The door's pages fetch no face with them either: on a phone at the door the list
    comes first, its text in the fallbacks (sized the same), and the faces follow once the
    stylesheet asks for them."""
    route = next((name for pattern, name in ROUTE_CHUNKS if known and pattern.match(path)), None)
    html = _ROUTE_LINK.sub(lambda link: link.group(0) if link.group(1) == route else "", html)
    return _FONT_PRELOAD.sub("", html) if route == "door" else html


_GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"  # no name, no time, any system
_NONCE_AT = "</head>"


def _deflated(data: bytes, *, last: bool) -> bytes:
    """`data` as a raw deflate stream of its own; all but the last end on a full flush, so that
    such streams, put one after the other, are one stream that inflates to their concatenation."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush(zlib.Z_FINISH if last else zlib.Z_FULL_FLUSH)


def _stored(data: bytes) -> bytes:
    """`data` as one stored (uncompressed) deflate block, not the last: a few bytes of header
    rather than a compressor's set-up, which for a nonce costs far more than it saves. It follows
    a full flush, so it starts on a byte: its three header bits are padded to one zero byte."""
    return b"\x00" + struct.pack("<HH", len(data), len(data) ^ 0xFFFF) + data


@dataclass(frozen=True)
class KeptPage:
    """A page as kept, but for what each response adds: its CSP nonce (and, on the door's page,
    what is the visitor's own) before `</head>`, and on the door's page a first screen of the
    visitor's own in its empty root. It keeps its status, its parts around those points, and each
    part compressed once, so that a gzipped answer is the parts with the response's own bytes
    between them: the nonce stored as it is, a first screen compressed on its own."""

    status: int
    parts: tuple[bytes, ...]
    deflated: tuple[bytes, ...]
    head_crc: int

    @classmethod
    def of(cls, html: str, status: int, *, own_root: bool = False) -> "KeptPage":
        """`own_root`: the page's empty root is left for each response to fill (`body`'s `root`)."""
        head, at, rest = html.partition(_NONCE_AT)
        parts = [head, at + rest]
        if own_root and _EMPTY_ROOT in parts[1]:
            parts[1:] = parts[1].split(_EMPTY_ROOT, 1)
        encoded = tuple(part.encode() for part in parts)
        return cls(
            status=status,
            parts=encoded,
            deflated=tuple(_deflated(part, last=n == len(encoded) - 1) for n, part in enumerate(encoded)),
            head_crc=zlib.crc32(encoded[0]),
        )

    def _own_root(self, root: bytes | None) -> bytes:
        return (root or _EMPTY_ROOT.encode()) if len(self.parts) == 3 else b""

    def body(self, nonce_tag: bytes, root: bytes | None = None) -> bytes:
        return b"".join(self.pieces(nonce_tag, lambda: root, gzipped=False))

    def gzipped(self, nonce_tag: bytes, root: bytes | None = None) -> bytes:
        return b"".join(self.pieces(nonce_tag, lambda: root, gzipped=True))

    def pieces(self, nonce_tag: bytes, root: Callable[[], bytes | None], *, gzipped: bool) -> Iterator[bytes]:
        """The page in two pieces: up to its root, then the rest, its root asked of `root` only
        once the first piece is out (so a page sent as it is made has its head, and the stylesheet
        and code it names, on their way meanwhile). Gzipped, the nonce is stored as it is and a
        root of the visitor's own compressed on its own: nothing else shares its window."""
        head, rest, *after = self.parts
        if not gzipped:
            yield head + nonce_tag + rest
            yield self._own_root(root()) + b"".join(after)
            return
        middle = _stored(nonce_tag) if nonce_tag else b""
        yield _GZIP_HEADER + self.deflated[0] + middle + self.deflated[1]
        own_root = self._own_root(root())
        size = len(head)
        crc = self.head_crc
        for part in (nonce_tag, rest, own_root, *after):
            size += len(part)
            crc = zlib.crc32(part, crc)
        screen = _deflated(own_root, last=False) if own_root else b""
        yield b"".join((screen, *self.deflated[2:], struct.pack("<II", crc, size & 0xFFFFFFFF)))


def served_page(html: str, path: str, *, known: bool) -> KeptPage:
    """The page at `path` as served but for its CSP nonce (its head, first data, first screen,
    code and language), with its status. It is made of the public reads and the site's date
    alone, so it is kept as they are (core/publiccache.py), per language and per build: serving
    it again costs reading the generations. Every unknown path shares the one 404 page."""

    def finish(page: str, status: int) -> KeptPage:
        html = with_language(with_route_code(page, path, known=status == 200))
        # The door's check-in page is drawn for each visitor (`_door_screen`), in its own root.
        return KeptPage.of(html, status, own_root=status == 200 and _CHECK_IN.match(path) is not None)

    key = ["page", hash(html), path if known else None, local_today()]
    try:
        return publiccache.kept_value(
            scopes=publiccache.SCOPES,
            key=key,
            build=lambda: finish(*with_page_head(html, path, known=known)),
            per_language=True,
        )
    except _WithoutFirstScreen as missing:
        # Served, not kept: the next visitor's page asks the renderer again.
        return finish(*missing.page)


def csp_nonce_tag(request) -> bytes:
    """This response's CSP nonce, for the few <style> elements Radix adds at run time (see
    frontend/src/lib/csp.ts); scripts never get it. In a nonce attribute, which browsers hide
    from CSS selectors and scripts' getAttribute."""
    nonce = get_nonce(request) if request is not None else None
    return b"" if nonce is None else f'<meta property="csp-nonce" nonce="{nonce}">'.encode()


def page_response(
    request, page: KeptPage, *, own: bytes = b"", draw: Callable[[], bytes | None] | None = None
) -> HttpResponse | StreamingHttpResponse:
    """The kept page for this request, with a CSP nonce of its own and what else is this
    request's alone (`own`, before `</head>` too), gzipped when the browser accepts it.
    Compressing cannot leak a secret as BREACH does: the kept page holds none, and what is this
    request's is stored in the gzip stream uncompressed, so no guess at it changes the size.
    `draw`: the door's first screen, drawn for this visitor (names, no secret, compressed on its
    own) once the page up to it has been sent."""
    nonce_tag = csp_nonce_tag(request) + own
    gzipped = publiccache.accepts_gzip(request.META.get("HTTP_ACCEPT_ENCODING", ""))
    if draw is None:
        response = HttpResponse(
            page.gzipped(nonce_tag) if gzipped else page.body(nonce_tag),
            status=page.status,
            content_type="text/html; charset=utf-8",
        )
    else:
        response = StreamingHttpResponse(
            page.pieces(nonce_tag, draw, gzipped=gzipped), status=page.status, content_type="text/html; charset=utf-8"
        )
    if gzipped:
        response["Content-Encoding"] = "gzip"
    patch_vary_headers(response, ["Accept-Encoding"])
    response["Cache-Control"] = "no-cache"
    return response


# The door's check-in screen: its page carries who is signed in (below).
_CHECK_IN = re.compile(r"^/admin/check-in/[^/]+$")
_EVENT_ID = re.compile(r"[0-9]{1,18}")
REQUEST_DATA_ID = "request-data"


def _request_data(request, path: str) -> tuple[bytes, Callable[[], bytes | None] | None]:
    """What the door's check-in screen would ask first, written into its page: the answer of
    GET /api/auth/session (with the CSRF cookie it hands out), so a volunteer's phone asks the
    list at once rather than a round trip later, read as the page's first data is
    (frontend/src/lib/initial-data.ts); and, when the server can tell which read of the list the
    page will make first (the list it opens with, `door_opening_read`, on a phone without a copy
    of it), that read, asked for beside the page's code (the page's own read then takes its
    answer). With it, what draws the page's first screen with the list it opens with
    (`_door_screen`), for one who may read that list, else None."""
    session = session_body(request)
    data = json_script({SESSION_PATH: session}, REQUEST_DATA_ID)
    event_id = path.rsplit("/", 1)[1]
    if not _EVENT_ID.fullmatch(event_id):
        return data.encode(), None
    opening = door_opening_read(request, int(event_id))
    # A phone with a copy asks for what changed since it instead, which only it can tell.
    if opening is not None and not request.COOKIES.get(LIST_KEPT_COOKIE):
        data += f'<link rel="preload" href="{escape(opening)}" as="fetch" crossorigin="use-credentials">'
    if opening is None or not settings.RENDERER_SOCKET:
        return data.encode(), None
    query = request.META.get("QUERY_STRING", "")
    drawn_for = f"{path}?{query}" if query else path
    in_language = language.current()

    def draw() -> bytes | None:
        # Once the page's head is out, after the view has returned: in the visitor's language still.
        with translation.override(in_language):
            return _door_screen(path, drawn_for, session, opening)

    return data.encode(), draw


# The door's first screen is the visitor's own: shown at once, and taken over by the app, which
# draws it afresh (frontend/src/index.tsx). It is inert until the page's script holds what is
# typed or tapped on it for the app (frontend/src/lib/screen-hold.ts), so without JavaScript
# nothing on it pretends to answer; the service worker keeps the page without what is between
# the markers (frontend/src/lib/offline.ts, `pageToKeep`).
DOOR_SCREEN = '<div id="root" data-screen="door" inert><!--screen-->{}<!--/screen--></div>'
_DAY_ID = re.compile(r"[?&]dayId=([0-9]+)")


def _door_screen(path: str, drawn_for: str, session: dict, opening: str) -> bytes | None:
    """The check-in page's first screen as the app's first render draws it at `drawn_for` (the
    path and its query) with the list `opening` (its whole read): the parties the phone shows
    first, with the counts, search and day, drawn by the page renderer (cultural_site/renderer.py)
    from the same first data. So the volunteer sees the list before the app's code is in. None
    when it cannot be drawn: the page is then the app's alone, as it was before, and is never
    broken off, its head being on its way already."""
    day = _DAY_ID.search(opening)
    try:
        parties = door_parties(event_id=int(path.rsplit("/", 1)[1]), day_id=day and int(day[1]))
        data = {**page_head(path, known=True).initial_data, SESSION_PATH: session, opening: parties}
    except (*DATABASE_ERRORS, APIException, DoorDayRefused):
        return None
    except Exception:
        logger.exception("The door's first screen of %s could not be drawn", path)
        return None
    screen = renderer.first_screen(drawn_for, language=language.current(), data=data)
    return None if screen is None else DOOR_SCREEN.format(screen).encode()


def spa_response(status: int, request, path: str) -> HttpResponse | StreamingHttpResponse:
    html = index_html()
    if html is None:
        return HttpResponse(NOT_BUILT, status=503 if status == 200 else status)
    try:
        page = served_page(html, path, known=status == 200)
    except DATABASE_ERRORS:
        # The app still loads and says what it can while the database is away.
        logger.warning("Page %s served without its head: the database is unavailable", path)
        page = KeptPage.of(with_language(with_route_code(html, path, known=status == 200)), status)
        return page_response(request, page)
    if status == 200 and _CHECK_IN.match(path):
        # This visitor's own: never kept by a cache on the way, nor by the fast path.
        try:
            own, draw = _request_data(request, path)
        except DATABASE_ERRORS:
            # Who is signed in is asked by the app then, as on any other page.
            own, draw = b"", None
        response = page_response(request, page, own=own, draw=draw)
        response["Cache-Control"] = "private, no-cache"
        patch_vary_headers(response, ["Cookie"])
        return response
    if not settings.DEBUG:
        # The public reads' fast path serves the kept page again, with a nonce of its own
        # each time. Not in development, where a new build of index.html shows at once.
        publiccache.serve_again(request, page, lambda later: page_response(later, page))
    return page_response(request, page)


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
