"""The site's WSGI handler (cultural_site/handler.py) with the generations in a
real Redis: a kept public read or page is answered before Django's handler runs
(no request signals, no middleware chain), with the full stack's bytes and
headers, and never once what it shows has changed."""

import contextlib
import gzip
import io
import json
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest
from django.core import signals
from django.core.cache import caches
from django.db import close_old_connections

from core import publiccache
from cultural_site.handler import SiteHandler
from events.models import Event
from events.tests.factories import EventFactory
from sitesettings.tests.factories import SiteSettingsFactory
from tests.production.serving import free_port

pytestmark = [
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs Debian's redis-server"),
    pytest.mark.django_db(transaction=True),
]


@pytest.fixture(scope="module")
def redis_url() -> Iterator[str]:
    """A Redis of the tests' own, in memory only."""
    port = free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while subprocess.run(["redis-cli", "-p", str(port), "ping"], capture_output=True).returncode != 0:
            assert time.monotonic() < deadline, "redis-server did not answer"
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture
def in_redis(settings, redis_url):
    """The site as it runs with REDIS_URL: the shared cache and the generations in Redis."""
    settings.CACHES = {
        **settings.CACHES,
        "default": {"BACKEND": "core.redis_cache.SharedClientRedisCache", "LOCATION": redis_url},
    }
    settings.PUBLIC_READS_GENERATIONS = publiccache.IN_SHARED_CACHE
    caches["default"].clear()
    publiccache.fast_path_forget()
    yield
    publiccache.fast_path_forget()


@pytest.fixture
def handled():
    """How many requests Django's own handler took (its request_started signal)."""
    seen = []

    def count(**kwargs):
        seen.append(kwargs["environ"]["PATH_INFO"])

    # As Django's test client does: the test's database connection stays open.
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    signals.request_started.connect(count)
    yield seen
    signals.request_started.disconnect(count)
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


@pytest.fixture
def content():
    SiteSettingsFactory()
    return EventFactory(capacity=10)


class Answer:
    def __init__(self, status: str, headers: list[tuple[str, str]], body: bytes):
        self.status, self.headers, self.body = status, headers, body

    def __getitem__(self, name: str) -> str:
        return next(value for key, value in self.headers if key.lower() == name.lower())

    def others(self) -> dict[str, str]:
        return {key.lower(): value for key, value in self.headers if key.lower() != "x-request-id"}


def get(app: SiteHandler, path: str, **headers: str) -> Answer:
    """The answer of the WSGI application to a GET, as a WSGI server sees it."""
    started = {}
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path.partition("?")[0],
        "QUERY_STRING": path.partition("?")[2],
        "SERVER_NAME": "testserver",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_HOST": "testserver",
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(),
        "wsgi.errors": sys.stderr,
        **{f"HTTP_{name.upper()}": value for name, value in headers.items()},
    }

    def start_response(status, response_headers, exc_info=None):
        started.update(status=status, headers=response_headers)

    chunks = app(environ, start_response)
    body = b"".join(chunks)
    with contextlib.suppress(AttributeError):
        chunks.close()
    return Answer(started["status"], started["headers"], body)


@pytest.mark.usefixtures("in_redis")
@pytest.mark.parametrize("path", ["/api/events", "/api/settings", "/api/events/{event}"])
def test_a_kept_read_is_answered_before_djangos_handler(content, handled, path):
    app = SiteHandler()
    path = path.format(event=content.pk)

    slow = get(app, path, accept_encoding="gzip")
    fast = get(app, path, accept_encoding="gzip", x_request_id="door-phone-0001")
    held = get(app, path, accept_encoding="gzip", if_none_match=slow["ETag"])

    assert handled == [path]
    assert slow.status == fast.status == "200 OK"
    assert fast.body == slow.body
    assert fast.others() == slow.others()
    assert fast["X-Request-ID"] == "door-phone-0001"
    assert len(held["X-Request-ID"]) == 32
    assert held.status == "304 Not Modified"
    assert held.body == b""


@pytest.mark.usefixtures("in_redis", "built_index")
def test_a_kept_page_gets_a_nonce_of_its_own_before_djangos_handler(content, handled):
    app = SiteHandler()

    slow = get(app, "/events", accept_encoding="gzip")
    fast = get(app, "/events", accept_encoding="gzip")

    assert handled == ["/events"]
    assert fast.status == "200 OK"
    assert fast["Content-Security-Policy"] != slow["Content-Security-Policy"]
    nonce = fast["Content-Security-Policy"].split("'nonce-")[1].split("'")[0]
    assert f'nonce="{nonce}"' in gzip.decompress(fast.body).decode()


@pytest.mark.usefixtures("in_redis")
def test_a_change_shows_at_once(content, handled):
    app = SiteHandler()
    path = f"/api/events/{content.pk}"
    get(app, path)
    get(app, path)

    Event.objects.filter(pk=content.pk).update(title="Durga Puja")
    publiccache.public_reads_changed(publiccache.EVENTS)
    changed = get(app, path)

    assert handled == [path, path]
    assert b'"title":"Durga Puja"' in changed.body
    get(app, path)
    assert handled == [path, path]


@pytest.mark.usefixtures("in_redis")
def test_a_redis_that_lost_the_tokens_serves_nothing_kept_before(content, handled):
    app = SiteHandler()
    get(app, "/api/events")
    caches["default"].clear()

    get(app, "/api/events")
    get(app, "/api/events")

    assert handled == ["/api/events", "/api/events"]


@pytest.mark.usefixtures("in_redis")
def test_what_the_handler_leaves_to_django(content, handled):
    app = SiteHandler()
    get(app, "/api/events")

    chosen = get(app, "/api/events?lang=bn")
    get(app, "/api/events?lang=bn")
    refused = get(app, "/api/events", host="elsewhere.example")
    other = get(app, "/api/settings")

    assert handled == ["/api/events", "/api/events", "/api/events", "/api/events", "/api/settings"]
    assert "lang=bn" in chosen["Set-Cookie"]
    assert refused.status.startswith("400")
    assert other.status == "200 OK"


def test_with_the_generations_in_the_database_the_middleware_answers_kept_reads(
    content, handled, settings, monkeypatch
):
    answered = []
    real = publiccache.fast_answer
    monkeypatch.setattr(publiccache, "fast_answer", lambda request, kept: answered.append(1) or real(request, kept))
    app = SiteHandler()

    first = get(app, "/api/events")
    again = get(app, "/api/events")

    assert settings.PUBLIC_READS_GENERATIONS == publiccache.IN_DATABASE
    assert handled == ["/api/events", "/api/events"]
    assert answered == [1]
    assert again.body == first.body


@pytest.mark.usefixtures("in_redis")
def test_the_shared_cache_reads_values_in_order(redis_url):
    store = caches["default"]
    store.set_many({"first": "a1", "second": 2})

    assert store.get_many_in_order(("second", "missing", "first")) == [2, None, "a1"]
    assert store.get_many_in_order(("second", "missing", "first")) == [2, None, "a1"]


@pytest.fixture
def redis_gone(settings, redis_url):
    """Redis unreachable from here on (back afterwards, for the caches' clean-up)."""
    live = settings.CACHES
    settings.CACHES = {
        **live,
        "default": {
            "BACKEND": "core.redis_cache.SharedClientRedisCache",
            "LOCATION": f"redis://127.0.0.1:{free_port()}/0",
        },
    }
    yield
    settings.CACHES = live


@pytest.mark.usefixtures("in_redis")
def test_an_unreachable_redis_gets_a_clear_503(content, handled, client, request):
    app = SiteHandler()
    get(app, "/api/events")
    request.getfixturevalue("redis_gone")

    kept = get(app, "/api/events")
    fresh = client.get("/api/settings")

    assert kept.status == "503 Service Unavailable"
    assert fresh.status_code == 503
    assert kept["Retry-After"] == fresh["Retry-After"] == "30"
    assert b"temporarily unavailable" in kept.body
    assert fresh.json() == json.loads(kept.body)
