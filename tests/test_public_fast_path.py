"""The fast path: a public read served once by the full stack is served again by
an early middleware (cultural_site.middleware.PublicReadsMiddleware) with the
same bytes and the same headers, and never once what it shows has changed,
with the generations in the database or in a shared cache (Redis)."""

import gzip
import json
import re
from datetime import datetime

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import caches
from django.db import OperationalError, transaction
from rest_framework.test import APIClient

from core import publiccache
from events.models import Slot
from events.tests.factories import EventFactory
from gallery.models import GalleryImage
from registrations.tests.helpers import register
from sitesettings.tests.factories import SiteSettingsFactory

PUBLIC_READS = [
    "/api/settings",
    "/api/events",
    "/api/events/featured",
    "/api/events/{event}",
    "/api/gallery",
    "/api/gallery?limit=3",
]
# Different on every answer by design.
PER_REQUEST = {"x-request-id"}
ASKED_AS = [
    {},
    {"Accept-Encoding": "gzip"},
    {"Accept-Language": "bn"},
    {"Accept-Encoding": "gzip, br", "Accept-Language": "bn-BD", "Cookie": "lang=bn; sessionid=abc"},
]


@pytest.fixture
def fast_answers(monkeypatch):
    """The paths the fast path answered, in order."""
    answered = []
    real = publiccache.fast_answer

    def spy(request, kept):
        response = real(request, kept)
        if response is not None:
            answered.append(request.get_full_path())
        return response

    monkeypatch.setattr(publiccache, "fast_answer", spy)
    return answered


@pytest.fixture
def content():
    SiteSettingsFactory()
    event = EventFactory(capacity=10)
    Slot.objects.create(event=event, kind="bring", title="Mishti", needed=2, position=0)
    for number in range(5):
        GalleryImage.objects.create(image_path=f"/objects/images/{number}.jpg", title=f"Aarti {number}")
    return event


def headers(response) -> dict:
    return {name.lower(): value for name, value in response.items() if name.lower() not in PER_REQUEST}


@pytest.mark.django_db
@pytest.mark.parametrize("path", PUBLIC_READS)
@pytest.mark.parametrize("asked", ASKED_AS, ids=["plain", "gzip", "bengali", "cookies"])
def test_the_fast_path_answers_with_the_full_stacks_bytes_and_headers(client, content, fast_answers, path, asked):
    path = path.format(event=content.pk)

    slow = client.get(path, headers=asked)
    fast = client.get(path, headers=asked)

    assert fast_answers == [path]
    assert slow.status_code == fast.status_code == 200
    assert fast.content == slow.content
    assert headers(fast) == headers(slow)
    assert fast["X-Request-ID"] != slow["X-Request-ID"]
    for name in ("X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy", "Content-Length", "ETag", "Vary"):
        assert fast[name] == slow[name], name
    held = client.get(path, headers={**asked, "If-None-Match": slow["ETag"]})
    assert held.status_code == 304
    assert fast_answers == [path, path]


@pytest.mark.django_db
def test_a_held_answer_gets_the_same_304_from_either_path(client, content, fast_answers):
    first = client.get("/api/events", headers={"Accept-Encoding": "gzip"})
    slow = client.get("/api/events/featured", headers={"If-None-Match": '"nothing"'})
    assert slow.status_code == 200
    publiccache.fast_path_forget()
    held_slow = client.get("/api/events", headers={"Accept-Encoding": "gzip", "If-None-Match": first["ETag"]})
    held_fast = client.get("/api/events", headers={"Accept-Encoding": "gzip", "If-None-Match": first["ETag"]})

    assert fast_answers == ["/api/events"]
    assert held_slow.status_code == held_fast.status_code == 304
    assert headers(held_fast) == headers(held_slow)
    assert gzip.decompress(first.content) == client.get("/api/events").content


@pytest.mark.django_db
def test_the_fast_path_costs_one_query_with_the_generations_in_the_database(
    client, content, fast_answers, django_assert_num_queries
):
    client.get("/api/events")
    with django_assert_num_queries(1):
        assert client.get("/api/events").status_code == 200
    assert fast_answers == ["/api/events"]


@pytest.mark.django_db
def test_what_the_fast_path_leaves_to_the_full_stack(client, content, fast_answers):
    client.get("/api/events")
    chosen = client.get("/api/events?lang=bn")
    client.get("/api/events?lang=bn")
    refused_host = client.get("/api/events", headers={"Host": "elsewhere.example"})
    missing = client.get("/api/events/999999")
    client.get("/api/events/999999")
    client.head("/api/events")

    assert fast_answers == []
    assert chosen.cookies["lang"].value == "bn"
    assert refused_host.status_code == 400
    assert missing.status_code == 404


@pytest.mark.django_db
def test_the_fast_path_never_serves_yesterdays_upcoming_events(api_client, clock, fast_answers):
    clock.set(datetime(2030, 10, 15, 23, 30))
    event = EventFactory(date=datetime(2030, 10, 15).date())
    assert [item["id"] for item in api_client.get("/api/events").json()] == [event.pk]
    assert [item["id"] for item in api_client.get("/api/events").json()] == [event.pk]

    clock.set(datetime(2030, 10, 16, 0, 5))

    assert api_client.get("/api/events").json() == []
    assert fast_answers == ["/api/events"]


@pytest.mark.django_db
def test_a_registration_shows_at_once_through_the_fast_path(api_client, content, fast_answers):
    path = f"/api/events/{content.pk}"
    before = api_client.get(path)
    api_client.get(path)

    assert register(api_client, content, guests=3, email="anita@example.com").status_code == 201
    after = api_client.get(path, headers={"If-None-Match": before["ETag"]})
    again = api_client.get(path)

    assert after.status_code == 200
    assert (before.json()["spotsLeft"], after.json()["spotsLeft"]) == (10, 7)
    assert again.content == after.content
    assert fast_answers == [path, path]


# The generations in a shared cache (Redis in production; here each test's own
# memory cache, which every thread of the test server shares as Redis would).


@pytest.fixture
def shared_generations(settings):
    settings.PUBLIC_READS_GENERATIONS = publiccache.IN_SHARED_CACHE


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("shared_generations")
def test_with_shared_generations_the_fast_path_costs_no_query(client, content, fast_answers, django_assert_num_queries):
    client.get("/api/events")
    client.get("/api/settings")
    with django_assert_num_queries(0):
        assert client.get("/api/events").status_code == 200
        assert client.get("/api/settings").status_code == 200
    assert fast_answers == ["/api/events", "/api/settings"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("shared_generations")
def test_with_shared_generations_every_change_shows_at_once(throttle_rates, content, fast_answers):
    throttle_rates(registrations="1000/hour")
    client, staff = APIClient(), APIClient()
    staff.force_login(
        get_user_model().objects.create_user("organiser", password="x" * 20, is_staff=True, is_superuser=True)
    )
    path = f"/api/events/{content.pk}"
    client.get(path)
    client.get("/api/settings")
    assert client.get(path).json()["spotsLeft"] == 10

    created = register(client, content, guests=3, email="anita@example.com")
    assert created.status_code == 201
    assert client.get(path).json()["spotsLeft"] == 7

    changed = {**client.get("/api/settings").json(), "groupName": "Tracy Bengali Samiti"}
    response = staff.put("/api/admin/settings", changed, format="json")
    assert response.status_code == 200, response.content
    assert client.get("/api/settings").json()["groupName"] == "Tracy Bengali Samiti"

    # A shared cache that lost its tokens (restarted, emptied) serves nothing kept before.
    caches["default"].clear()
    assert client.get(path).json()["spotsLeft"] == 7
    assert client.get("/api/settings").json()["groupName"] == "Tracy Bengali Samiti"
    assert len(fast_answers) >= 2


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("shared_generations")
def test_with_shared_generations_a_rolled_back_change_keeps_the_tokens(content):
    before = publiccache._generations([publiccache.EVENTS])
    with pytest.raises(RuntimeError), transaction.atomic():
        publiccache.public_reads_changed(publiccache.EVENTS)
        raise RuntimeError("refused")
    assert publiccache._generations([publiccache.EVENTS]) == before
    with transaction.atomic():
        publiccache.public_reads_changed(publiccache.EVENTS)
        assert publiccache._generations([publiccache.EVENTS]) == before
    assert publiccache._generations([publiccache.EVENTS]) != before


# The public pages: kept as the reads are, served again by the fast path around
# the kept HTML, with a CSP nonce of their own each time.

PUBLIC_PAGES = ["/", "/events", "/events/{event}", "/events/{event}/programme", "/gallery", "/contact"]
NONCE_IN_PAGE = re.compile(r'<meta property="csp-nonce" nonce="([^"]+)">')
NONCE_IN_POLICY = re.compile(r"'nonce-([^']+)'")


def without_nonce(text: str) -> str:
    return NONCE_IN_POLICY.sub("'nonce-'", NONCE_IN_PAGE.sub('<meta property="csp-nonce" nonce="">', text))


def text_of(response) -> str:
    """The page's HTML, gzipped or not as the browser asked."""
    body = response.content
    return (gzip.decompress(body) if response.get("Content-Encoding") == "gzip" else body).decode()


def nonce_of(response) -> str:
    in_page = NONCE_IN_PAGE.search(text_of(response))[1]
    assert NONCE_IN_POLICY.search(response["Content-Security-Policy"])[1] == in_page
    return in_page


@pytest.mark.django_db
@pytest.mark.usefixtures("built_index")
@pytest.mark.parametrize("path", PUBLIC_PAGES)
@pytest.mark.parametrize("asked", ASKED_AS, ids=["plain", "gzip", "bengali", "cookies"])
def test_the_fast_path_serves_a_page_as_the_full_stack_with_a_nonce_of_its_own(
    client, content, fast_answers, path, asked
):
    path = path.format(event=content.pk)

    slow = client.get(path, headers=asked)
    fast = client.get(path, headers=asked)

    assert fast_answers == [path]
    assert slow.status_code == fast.status_code == 200
    assert without_nonce(text_of(fast)) == without_nonce(text_of(slow))
    assert fast.get("Content-Encoding") == slow.get("Content-Encoding")
    # Gzipped, each answer's own nonce may compress to a byte more or less.
    alike = {"content-length"} if fast.get("Content-Encoding") == "gzip" else set()
    assert {name: without_nonce(value) for name, value in headers(fast).items() if name not in alike} == {
        name: without_nonce(value) for name, value in headers(slow).items() if name not in alike
    }
    assert int(fast["Content-Length"]) == len(fast.content)
    assert len({nonce_of(slow), nonce_of(fast), nonce_of(client.get(path, headers=asked))}) == 3
    assert fast["Content-Language"] == slow["Content-Language"] == ("bn" if "Accept-Language" in asked else "en")


@pytest.mark.django_db
@pytest.mark.usefixtures("built_index")
def test_a_registration_shows_at_once_on_the_event_page_through_the_fast_path(api_client, content, fast_answers):
    path = f"/events/{content.pk}"

    def spots_left() -> int:
        page = api_client.get(path).content.decode()
        start = page.index('<script id="initial-data" type="application/json">')
        first_data = json.loads(page[page.index(">", start) + 1 : page.index("</script>", start)])
        return first_data[f"/api/events/{content.pk}"]["spotsLeft"]

    assert spots_left() == 10
    assert spots_left() == 10
    assert register(api_client, content, guests=3, email="anita@example.com").status_code == 201
    assert spots_left() == 7
    assert spots_left() == 7
    assert fast_answers == [path, path]


@pytest.mark.django_db
@pytest.mark.usefixtures("built_index")
def test_pages_in_development_are_left_to_the_full_stack(client, content, fast_answers, settings):
    settings.DEBUG = True
    client.get("/events")
    assert client.get("/events").status_code == 200
    assert fast_answers == []


@pytest.mark.django_db
def test_an_answer_over_https_is_not_served_again_over_http(client, content, fast_answers, settings):
    settings.SECURE_HSTS_SECONDS = 3600
    secure = [client.get("/api/events", secure=True) for _ in range(2)]
    plain = [client.get("/api/events") for _ in range(2)]

    assert [bool(answer.get("Strict-Transport-Security")) for answer in secure + plain] == [True, True, False, False]
    assert fast_answers == ["/api/events", "/api/events"]


@pytest.mark.django_db
def test_a_request_the_security_middleware_sends_to_https_is_sent_there(client, content, fast_answers, settings):
    client.get("/api/events")
    settings.SECURE_SSL_REDIRECT = True
    client.handler.load_middleware()

    redirected = client.get("/api/events")

    assert redirected.status_code == 301
    assert redirected["Location"] == "https://testserver/api/events"
    assert fast_answers == []


@pytest.mark.django_db
def test_with_the_generations_in_an_unreachable_database_the_full_stack_answers_503(
    client, content, fast_answers, monkeypatch
):
    client.get("/api/events")

    def unreachable(scopes):
        raise OperationalError("connection refused")

    monkeypatch.setattr(publiccache, "_generations", unreachable)
    answer = client.get("/api/events")

    assert answer.status_code == 503
    assert answer["Retry-After"] == "30"
    assert fast_answers == []


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("shared_generations", "built_index")
def test_with_shared_generations_a_page_served_again_costs_no_query(
    client, content, fast_answers, django_assert_num_queries
):
    client.get("/")
    with django_assert_num_queries(0):
        assert client.get("/").status_code == 200
    assert fast_answers == ["/"]


@pytest.mark.django_db
@pytest.mark.usefixtures("built_index")
def test_the_fast_paths_policy_follows_the_settings(client, content, fast_answers, settings):
    client.get("/events")
    assert "img-src 'self'" in client.get("/events")["Content-Security-Policy"]

    settings.SECURE_CSP = {**settings.SECURE_CSP, "img-src": ["'self'", "https://photos.example.org"]}
    policy = client.get("/events")["Content-Security-Policy"]

    assert fast_answers == ["/events", "/events"]
    assert "img-src 'self' https://photos.example.org;" in policy
    assert re.search(r"style-src 'self' 'nonce-[\w-]+' 'unsafe-hashes'", policy)


@pytest.mark.django_db
@pytest.mark.usefixtures("built_index")
@pytest.mark.parametrize("path", ["/events", "/api/events"])
def test_the_fast_paths_headers_are_plain_strings_as_wsgi_wants(client, content, fast_answers, path):
    client.get(path)
    response = client.get(path)

    assert fast_answers == [path]
    assert all(type(name) is str and type(value) is str for name, value in response.items())
