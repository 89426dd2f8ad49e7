"""/readyz with REDIS_URL: Redis holds the rate limits and the public reads'
generations, so while it is down the API answers 503 and the probe says the
container is not ready; a real redis-server is stopped and started again."""

import shutil
import subprocess
import time

import pytest
from django.core.cache import caches

from cultural_site import health
from tests.production.serving import free_port

pytestmark = [
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs Debian's redis-server"),
    pytest.mark.django_db,
]


class RedisServer:
    def __init__(self) -> None:
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while subprocess.run(["redis-cli", "-p", str(self.port), "ping"], capture_output=True).returncode != 0:
            assert time.monotonic() < deadline, "redis-server did not answer"
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


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
