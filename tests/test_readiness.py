"""/readyz with REDIS_URL: Redis holds the rate limits and the public reads'
generations, so while it is down the API answers 503 and the probe says the
container is not ready; a real redis-server is stopped and started again."""

import shutil

import pytest
from django.core.cache import caches

from cultural_site import health
from tests.redis import RedisServer

pytestmark = [
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs Debian's redis-server"),
    pytest.mark.django_db,
]


@pytest.fixture
def redis_server(settings, monkeypatch):
    """The site with REDIS_URL set, on a redis-server of the test's own."""
    server = RedisServer()
    server.start()
    settings.REDIS_URL = server.url
    settings.CACHES = {
        **settings.CACHES,
        "default": {
            "BACKEND": "core.redis_cache.SharedClientRedisCache",
            "LOCATION": server.url,
            "OPTIONS": {"socket_connect_timeout": 3, "socket_timeout": 5},
        },
    }
    monkeypatch.setattr(health, "STORAGE_CHECK_INTERVAL", 0.0)
    try:
        yield server
    finally:
        server.stop()
        # The conftest's clean-up clears every cache, this one too: point it back home.
        settings.CACHES = {**settings.CACHES, "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}


def test_readyz_is_503_while_redis_is_down_and_200_once_it_is_back(client, redis_server):
    assert client.get("/readyz").status_code == 200

    redis_server.stop()
    down = client.get("/readyz")

    assert down.status_code == 503
    assert down.json() == {"status": "unavailable"}
    # A rate-limited write answers 503 meanwhile: the probe says what a request would find.
    pledge = {"fullName": "Dipa Ghosh", "email": "dipa@example.com", "amount": 5000, "purpose": "puja"}
    assert client.post("/api/donations", pledge, content_type="application/json").status_code == 503

    redis_server.start()
    assert client.get("/readyz").status_code == 200
    assert caches["default"].get(health.CACHE_PROBE_KEY) is not None


def test_readyz_without_redis_url_does_not_look_for_one(client, settings):
    settings.REDIS_URL = ""

    assert client.get("/readyz").status_code == 200
