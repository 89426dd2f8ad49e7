"""Redis (REDIS_URL: the public reads' generations and the rate limits) stopping
in the middle of a registration, a real redis-server stopped while the request
is on its way: the registration is stored, so the visitor gets 201 and its
confirmation, never a 503 for a write that was kept; the cache that could not
be told is logged, and the public reads are fresh once Redis is back."""

import shutil

import pytest
from django.core.cache import caches
from django.db.models.signals import post_save

from core import publiccache
from events.tests.factories import EventFactory
from mailing.tests.worker import run_queue
from registrations.models import Registration
from registrations.tests.helpers import register
from tests.redis import RedisServer

pytestmark = [
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs Debian's redis-server"),
    pytest.mark.django_db(transaction=True),
]


@pytest.fixture
def redis_server():
    server = RedisServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def in_redis(settings, redis_server):
    """The site as it runs with REDIS_URL; the caches are the tests' own again
    afterwards, for their clean-up (conftest.py), whether Redis runs or not."""
    live = settings.CACHES
    settings.CACHES = {
        **live,
        "default": {"BACKEND": "core.redis_cache.SharedClientRedisCache", "LOCATION": redis_server.url},
    }
    settings.PUBLIC_READS_GENERATIONS = publiccache.IN_SHARED_CACHE
    publiccache.fast_path_forget()
    yield
    publiccache.fast_path_forget()
    settings.CACHES = live


@pytest.fixture
def stopped_when_saved(redis_server):
    """Redis stops as a new registration is saved: after the request's rate
    limit was counted in it, before the commit tells it the seats changed."""

    def stop(sender, instance, created, **kwargs):
        if created:
            redis_server.stop()

    post_save.connect(stop, sender=Registration, dispatch_uid="stop-redis")
    yield
    post_save.disconnect(sender=Registration, dispatch_uid="stop-redis")


def spots_left(api_client, event) -> int:
    (shown,) = [item for item in api_client.get("/api/events").json() if item["id"] == event.pk]
    return shown["spotsLeft"]


@pytest.mark.usefixtures("in_redis", "database_queue")
def test_redis_stopping_during_a_registration_answers_201_and_the_confirmation_follows(
    api_client, redis_server, stopped_when_saved, smtp_server, caplog
):
    event = EventFactory(title="Durga Puja", capacity=10)
    assert spots_left(api_client, event) == 10
    store = caches["default"]
    # No token in Redis outlives GENERATION_TIMEOUT_SECONDS: a change Redis missed is forgotten by then.
    ttl = store._cache.get_client().ttl(store.make_key(publiccache.GENERATION_KEY.format(scope="events")))
    assert 0 < ttl <= publiccache.GENERATION_TIMEOUT_SECONDS

    response = register(api_client, event, guests=3)

    assert response.status_code == 201, response.content
    assert redis_server.process.poll() is not None
    registration = Registration.objects.get(pk=response.json()["id"])
    assert "Could not tell the shared cache that events changed" in caplog.text
    run_queue()
    (message,) = smtp_server.wait_for(1, within=20)
    assert message["Subject"] == "You're registered: Durga Puja"
    assert message["To"] == registration.email
    registration.refresh_from_db()
    assert registration.confirmation_sent_at is not None

    # Meanwhile the public reads answer 503, as the README says; once Redis is back they show the new seats.
    assert api_client.get("/api/events").status_code == 503
    redis_server.start()
    assert spots_left(api_client, event) == 7
