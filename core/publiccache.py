"""Public reads answered from a cache of their rendered JSON.

The public GET endpoints (settings, events, the gallery) are read far more often
than anything they show changes, so each answer is rendered once into bytes, with
a gzipped copy and an ETag, and served from memory until a write changes it.

Invalidation is by generation, not by deleting keys. Each cached answer's key
holds the current token of every scope of data it shows ("events": events, their
slots and every registration that moves seats or slot counts; "gallery";
"settings"). A service that changes such data calls `public_reads_changed(scope)`,
which gives the scope a new token. Without REDIS_URL the tokens live in the
database and change inside the writing transaction, so every gunicorn process and
every container sees the new token exactly when it sees the new rows (the default
cache is then each process's own memory: a token kept there would leave the other
processes serving yesterday's seats); reading them is one small query. With
REDIS_URL they live in the shared cache (settings.PUBLIC_READS_GENERATIONS says
which) and change as soon as the writing transaction commits, before its request
answers: an answer rendered from the old rows is kept under the old token, never
under the new one, and reading the tokens costs no query.

A Redis that cannot be told a new token after the commit never turns the stored
write into an error: the failure is logged, and the process tells Redis again
(with a fresh token) before it next reads the tokens, so answers are fresh again
as soon as Redis answers that process. Should that process stop first, no token
in Redis lives longer than GENERATION_TIMEOUT_SECONDS, which bounds how long an
answer from before the write can be served.

The rendered bytes stay in each process's memory (the "public" cache): an answer
is a few kilobytes, rendering it again costs one process one query per change,
and a container of a new release can never serve JSON an older release rendered.

Most answers are the same in every language (organisers' texts are shown as
written): one entry serves every visitor, and it does not vary with the
visitor's language. An answer whose bytes depend on the language (a text the
site itself writes) is cached with `per_language=True`: one entry per language,
its key and ETag naming the language, and it varies with Accept-Language and
the `lang` cookie (see core/language.py).

Two calls, named for what they hand back. `cached_answer` gives a rendered HTTP
answer (`PublicJson`: bytes, gzip, ETag) that `respond` serves as it is;
`kept_value` keeps any value made from the public reads under the same
generations (a page's head and first data), and `cached_answer` is built on it.

The fast path: once a request's cached answer has been served, `fast_answer`
serves the same path and query again from a very early middleware
(cultural_site.middleware.PublicReadsMiddleware), before the language, security,
session, CSRF, authentication and routing middleware and the view run, for as
long as the generations and the site's date are those it was served for: the same
bytes, headers and ETag, at the cost of reading the tokens. What it reads of a request
it reads from `request.META` (the WSGI environ), not `request.headers`, which
would read every header of the request first. A page kept with
`kept_value` takes it too (`serve_again`), made afresh around its kept HTML for
each request, so that each gets a CSP nonce of its own.

Only these answers and the pages (cultural_site/spa.py) are compressed. The
answers hold no secret and reflect nothing a request sends, so compressing them
cannot leak a secret the way BREACH does; a page's only secret is its CSP nonce,
new in every answer, so there is nothing for an attacker to converge on. The
session, CSRF and registration answers stay uncompressed.
"""

import functools
import gzip
import hashlib
import json
import logging
import threading
import uuid
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, replace
from datetime import datetime, time, timedelta
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils import timezone
from django.utils.cache import patch_vary_headers
from rest_framework.renderers import JSONRenderer

from core import language
from core.conditional import GZIP_MIN_BYTES, accepts_gzip, client_holds
from core.dates import local_today
from core.models import PublicReadsGeneration

logger = logging.getLogger(__name__)

EVENTS = "events"
GALLERY = "gallery"
SETTINGS = "settings"
SCOPES = (EVENTS, GALLERY, SETTINGS)

CACHE_ALIAS = "public"
# Generations make old entries unreachable at once; the timeout only returns
# their memory, and bounds what a forgotten invalidation could ever cost.
TIMEOUT_SECONDS = 24 * 3600
# Browsers store the answer but ask again every time, with If-None-Match.
CACHE_CONTROL = "no-cache"
_UNCHANGED = "0"
# Where the generations live: "database" (the default), or "cache", the default
# cache shared by every process (Redis; settings.py chooses it with REDIS_URL).
IN_DATABASE, IN_SHARED_CACHE = "database", "cache"
GENERATION_KEY = "public-reads-generation:{scope}"
# How long a token lives in the shared cache: the longest a write that Redis could
# not be told of can leave the answers from before it served (see above). Each
# expiry costs each process one rendering of each answer it serves.
GENERATION_TIMEOUT_SECONDS = 300
# Paths and queries the fast path remembers; emptied when full (gallery pages are
# keyed by what visitors ask for).
FAST_PATH_ENTRIES = 500


@dataclass(frozen=True)
class PublicJson:
    """One rendered answer: its JSON bytes, their gzipped copy (None when too
    small to gain), the hash naming them, headers that go with them, and the
    language it is written in (None when it is the same in every language)."""

    body: bytes
    digest: str
    gzipped: bytes | None = None
    headers: tuple[tuple[str, str], ...] = ()
    language: str | None = None

    def data(self) -> Any:
        """The answer as Python data, for pages that embed what the API returns."""
        return json.loads(self.body)

    def in_language(self, chosen: str) -> "PublicJson":
        """This answer as one of a language's: its ETag names the language."""
        digest = hashlib.sha256(f"{chosen}:{self.digest}".encode()).hexdigest()[:32]
        return replace(self, language=chosen, digest=digest)


def render(data: Any, *, headers: Iterable[tuple[str, str]] = ()) -> PublicJson:
    """Render as DRF's JSON renderer does for an API answer (`null` for None, as
    the API writes an absent featured event), with its gzipped copy and hash."""
    body = b"null" if data is None else JSONRenderer().render(data)
    return PublicJson(
        body=body,
        digest=hashlib.sha256(body).hexdigest()[:32],
        # mtime=0: the same JSON gzips to the same bytes in every process.
        gzipped=gzip.compress(body, compresslevel=6, mtime=0) if len(body) >= GZIP_MIN_BYTES else None,
        headers=tuple(headers),
    )


def public_reads_changed(*scopes: str) -> None:
    """Give each scope a new generation, within the caller's transaction: answers
    cached from the old data are never served again once this commits (and are
    still served if it rolls back)."""
    unknown = set(scopes) - set(SCOPES)
    if unknown:
        raise ValueError(f"Unknown public cache scopes: {sorted(unknown)}")
    if _in_shared_cache():
        # After the commit, so that no answer is rendered from the old rows under the new token.
        changed = set(scopes)
        transaction.on_commit(lambda: _tell_after_commit(changed), robust=True)
        return
    token = uuid.uuid4().hex
    # Sorted, so two writers touching the same scopes lock their rows in one order.
    PublicReadsGeneration.objects.bulk_create(
        [PublicReadsGeneration(scope=scope, token=token) for scope in sorted(set(scopes))],
        update_conflicts=True,
        unique_fields=["scope"],
        update_fields=["token"],
    )


def _in_shared_cache() -> bool:
    return settings.PUBLIC_READS_GENERATIONS == IN_SHARED_CACHE


# Scopes changed by a committed write that the shared cache could not be told of
# (Redis unreachable): told before this process next reads the generations.
_untold: set[str] = set()
_untold_lock = threading.Lock()


def _tell(scopes: set[str]) -> None:
    """Give `scopes`, and any this process could not tell before, a new token in
    the shared cache; raises when the cache cannot be told, keeping them all untold."""
    with _untold_lock:
        scopes = scopes | _untold
        _untold.clear()
    if not scopes:
        return
    token = uuid.uuid4().hex
    try:
        caches["default"].set_many(
            {GENERATION_KEY.format(scope=scope): token for scope in scopes}, timeout=GENERATION_TIMEOUT_SECONDS
        )
    except BaseException:
        with _untold_lock:
            _untold.update(scopes)
        raise


def _tell_after_commit(scopes: set[str]) -> None:
    """The write is stored: a cache that cannot be told must not make it an error
    (the visitor would try again, and find the seats taken by the first try)."""
    try:
        _tell(scopes)
    except Exception:
        logger.exception(
            "Could not tell the shared cache that %s changed; it is told again before this process next "
            "reads the generations, and kept answers expire within %d s",
            ", ".join(sorted(scopes)),
            GENERATION_TIMEOUT_SECONDS,
        )


def _generations(scopes: Sequence[str]) -> list[str]:
    if _in_shared_cache():
        return _shared_generations(scopes)
    tokens = dict(PublicReadsGeneration.objects.filter(scope__in=scopes).values_list("scope", "token"))
    return [tokens.get(scope, _UNCHANGED) for scope in scopes]


def _shared_generations(scopes: Sequence[str]) -> list[str]:
    """The tokens from the shared cache. One it has lost (restarted, emptied)
    is made anew, once for every process (`add`), so nothing kept before is
    served again."""
    if _untold:
        # A change this process could not tell Redis of: told first, or this read fails as Redis does.
        _tell(set())
    store = caches["default"]
    keys = _generation_keys(tuple(scopes))
    in_order = getattr(store, "get_many_in_order", None)  # core.redis_cache's quicker read
    if in_order is not None:
        found = in_order(keys)
        if None not in found:
            return found
        tokens = {key: token for key, token in zip(keys, found, strict=True) if token is not None}
    else:
        tokens = store.get_many(keys)
    missing = [key for key in keys if key not in tokens]
    if missing:
        for key in missing:
            store.add(key, uuid.uuid4().hex, timeout=GENERATION_TIMEOUT_SECONDS)
        tokens.update(store.get_many(missing))
    return [tokens[key] for key in keys]


@functools.cache
def _generation_keys(scopes: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(GENERATION_KEY.format(scope=scope) for scope in scopes)


def cached_answer(
    *, scopes: Sequence[str], key: Sequence[Any], build: Callable[[], PublicJson], per_language: bool = False
) -> PublicJson:
    """The answer named by `key` for the current generation of `scopes`, built
    (and kept) when this process has none. `key` holds everything else the answer
    depends on: its parameters, and the site's date for answers that change at
    midnight. With `per_language`, the answer is built and kept for each
    language (`build` runs in it). Exceptions from `build` propagate and nothing
    is kept."""
    if not per_language:
        return kept_value(scopes=scopes, key=key, build=build)
    chosen = language.current()
    return kept_value(scopes=scopes, key=key, build=lambda: build().in_language(chosen), per_language=True)


def kept_value(
    *, scopes: Sequence[str], key: Sequence[Any], build: Callable[[], Any], per_language: bool = False
) -> Any:
    """What `build` returns, kept as `cached_answer` keeps a rendered answer: for the current
    generation of `scopes`, under `key`, per language with `per_language`. For what is
    made from the public reads and nothing else, such as a page's head and first data."""
    chosen = language.current() if per_language else None
    tokens = _generations(scopes)
    cache_key = ":".join(["public", *tokens, *map(str, key), *([f"lang={chosen}"] if chosen else [])])
    store = caches[CACHE_ALIAS]
    entry = store.get(cache_key)
    if entry is None:
        entry = build()
        store.set(cache_key, entry, TIMEOUT_SECONDS)
    _looked_up.set(_Served(scopes=tuple(scopes), tokens=tokens, until=_next_midnight(), entry=entry))
    return entry


@dataclass(frozen=True)
class _Served:
    """A kept answer as it was looked up: for these scopes' tokens, until the
    site's next midnight (answers keyed by the site's date change then)."""

    scopes: tuple[str, ...]
    tokens: list[str]
    until: datetime
    entry: Any


def _next_midnight() -> datetime:
    tomorrow = local_today() + timedelta(days=1)
    return timezone.make_aware(datetime.combine(tomorrow, time.min))


# Where `serve_again` leaves a request's answer for `remember`: a key of the
# request's environ (request.META), named for this module.
OFFERED = "core.publiccache.offered"

# The last answer this request (thread or task) looked up, for `serve_again` to hand to the fast path.
_looked_up: ContextVar[_Served | None] = ContextVar("public_answer_looked_up", default=None)


@dataclass(frozen=True)
class _Remembered:
    """An answer the fast path serves again: the kept value it was made from, how
    it is made for a request, and the headers the full stack's other layers gave it."""

    served: _Served
    answer: Callable[[HttpRequest], HttpResponse]
    headers: tuple[tuple[str, str], ...]

    @functools.cached_property
    def stored_headers(self) -> dict[str, tuple[str, str]]:
        return {name.lower(): (name, value) for name, value in self.headers}


_fast: dict[tuple[str, str, str, bool], _Remembered] = {}
# The paths of what `_fast` holds, for a first look at a request that has no answer there.
_fast_paths: set[str] = set()
# What the answer or the fast path's middleware sets for each request itself (the
# coding, the ETag, the length, the CSP with its nonce); every other header the full
# stack gave the answer (the language's, the security headers, DRF's Allow,
# X-Frame-Options ...) the fast path repeats.
_OWN_HEADERS = {
    "content-type",
    "content-encoding",
    "content-length",
    "etag",
    "content-security-policy",
    "content-security-policy-report-only",
}


def _fast_key(request: HttpRequest, chosen: str) -> tuple[str, str, str, bool]:
    # The scheme, since an answer over https carries HSTS.
    return (request.path, request.META.get("QUERY_STRING", ""), chosen, request.is_secure())


def fast_path_kept(request: HttpRequest) -> _Remembered | None:
    """What the fast path remembers for this request, if anything: only for a GET
    that chooses no language (choosing one sets the cookie, which the full stack does)."""
    if request.method != "GET" or language.QUERY_PARAMETER in request.GET:
        return None
    return _fast.get(_fast_key(request, language.requested_language(request)))


def fast_answer(request: HttpRequest, kept: _Remembered) -> HttpResponse | None:
    """The answer served before for this path, query and language, when it is
    still the current one (same generations, same day); else None, and the full
    stack answers."""
    served = kept.served
    if timezone.now() >= served.until or _generations(served.scopes) != served.tokens:
        return None
    response = kept.answer(request)
    # Put in as Django keeps them (lower-cased name: name, value): they were checked and
    # converted when the full stack first set them, and doing it again for each answer cost a
    # tenth of it.
    response.headers._store.update(kept.stored_headers)
    return response


def serve_again(request: HttpRequest, entry: Any, answer: Callable[[HttpRequest], HttpResponse]) -> None:
    """Offers the fast path this request's answer: `answer` makes it for a request
    from `entry`, the value `kept_value` has just handed this request."""
    served = _looked_up.get()
    if served is not None and served.entry is entry:
        # In the request's environ, which a view's DRF request shares with Django's
        # request, where the middleware finds it.
        request.META[OFFERED] = (served, answer)


def remember(request: HttpRequest, response: HttpResponse) -> None:
    """Keep the answer offered for this request (`serve_again`) for the fast path,
    with the headers the full stack gave it. Cookies are this request's alone (a
    stale session's removal, say) and never repeated."""
    offered = request.META.get(OFFERED)
    chosen = getattr(request, "LANGUAGE_CODE", None)
    if offered is None or chosen is None or response.status_code not in (200, 304):
        return
    if len(_fast) >= FAST_PATH_ENTRIES:
        fast_path_forget()
    served, answer = offered
    headers = tuple((name, value) for name, value in response.items() if name.lower() not in _OWN_HEADERS)
    _fast[_fast_key(request, chosen)] = _Remembered(served=served, answer=answer, headers=headers)
    _fast_paths.add(request.path)


def fast_path_without_database(path: str) -> bool:
    """Whether the fast path may have an answer for this path to serve again
    without a database query (the generations in the shared cache)."""
    return path in _fast_paths and _in_shared_cache()


def fast_path_forget() -> None:
    """Forget every answer the fast path remembers."""
    _fast.clear()
    _fast_paths.clear()


def respond(request: HttpRequest, entry: PublicJson) -> HttpResponse:
    """The answer for this request: gzipped when the client accepts it, or 304
    when the client already holds it. Each coding has its own strong ETag (the
    JSON's hash, with a suffix for gzip), since their bytes differ."""
    serve_again(request, entry, functools.partial(_json_answer, entry=entry))
    return _json_answer(request, entry=entry)


def _json_answer(request: HttpRequest, *, entry: PublicJson) -> HttpResponse:
    use_gzip = entry.gzipped is not None and accepts_gzip(request.META.get("HTTP_ACCEPT_ENCODING", ""))
    etag = f'"{entry.digest}-gzip"' if use_gzip else f'"{entry.digest}"'
    if client_holds(request, etag):
        response: HttpResponse = HttpResponseNotModified()
    else:
        response = HttpResponse(entry.gzipped if use_gzip else entry.body, content_type="application/json")
        if use_gzip:
            response["Content-Encoding"] = "gzip"
    for name, value in entry.headers:
        response[name] = value
    response["ETag"] = etag
    response["Cache-Control"] = CACHE_CONTROL
    patch_vary_headers(response, ["Accept-Encoding"])
    if entry.language is None:
        language.same_in_every_language(response)
    return response
