"""The production runtime's pieces, in process: probes, request ids, JSON logs and
the answer while the database is unreachable."""

import io
import json
import logging

import pytest
from botocore.exceptions import ClientError, EndpointConnectionError
from django.db import InterfaceError, OperationalError

from cultural_site import health, spa
from cultural_site.logging import JsonFormatter, RequestIdFilter
from events import selectors

UNAVAILABLE = {"message": "The service is temporarily unavailable. Please try again shortly."}


@pytest.fixture(autouse=True)
def _fresh_storage_check(monkeypatch):
    monkeypatch.setattr(health, "_storage_ok_until", 0.0)


@pytest.fixture
def json_log():
    """Records of the site's loggers, formatted as the production handler does."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RequestIdFilter())
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.addHandler(handler)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    root.removeHandler(handler)


# Tests without the django_db mark fail on any database access: pytest-django blocks it.
def test_healthz_answers_without_touching_the_database(client):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
def test_readyz_is_200_when_database_and_storage_work(client, settings):
    response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert not list((settings.MEDIA_ROOT / "health").iterdir())


@pytest.mark.django_db
def test_readyz_is_503_without_details_when_storage_refuses_files(client, settings):
    settings.MEDIA_ROOT = "/dev/null/media"

    response = client.get("/readyz")

    assert response.status_code == 503
    assert response.json() == {"status": "unavailable"}


@pytest.mark.django_db
def test_readyz_is_503_when_the_database_does_not_answer(client, monkeypatch):
    def broken_cursor():
        raise OperationalError("connection refused")

    monkeypatch.setattr(health.connection, "cursor", broken_cursor)

    response = client.get("/readyz")

    assert response.status_code == 503
    assert response.json() == {"status": "unavailable"}


# The page's head and first data come from the database; the page itself must not.
# tests/production/test_database_outage.py stops a real server's database.
@pytest.mark.django_db
@pytest.mark.parametrize("error", [OperationalError("server closed the connection"), InterfaceError("closed")])
@pytest.mark.parametrize("failing", ["page_head", "kept_value"])
def test_pages_still_load_while_the_database_is_unreachable(client, monkeypatch, error, failing, frontend_index):
    def unreachable(*args, **kwargs):
        raise error

    with monkeypatch.context() as patch:
        patch.setattr(spa.publiccache if failing == "kept_value" else spa, failing, unreachable)
        response = client.get("/events")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")
    assert b'<div id="root">' in response.content
    assert b"og:title" not in response.content
    # Nothing was kept from the failed page: once the database is back, the head is there.
    assert b"og:title" in client.get("/events").content


# The public reads look up their cache's generation in the database before the
# selector runs; the selector stands in for the failing service.
@pytest.mark.django_db
@pytest.mark.parametrize("error", [OperationalError("server closed the connection"), InterfaceError("closed")])
def test_api_answers_503_in_the_error_shape_when_the_database_is_unreachable(client, monkeypatch, error):
    def unreachable(**kwargs):
        raise error

    monkeypatch.setattr(selectors, "upcoming_events", unreachable)

    response = client.get("/api/events")

    assert response.status_code == 503
    assert response.json() == UNAVAILABLE
    assert response["Retry-After"] == "30"


def test_sane_incoming_request_id_is_kept(client):
    response = client.get("/healthz", headers={"X-Request-ID": "edge-4f9c2a7b"})

    assert response["X-Request-ID"] == "edge-4f9c2a7b"


@pytest.mark.parametrize("incoming", ["", "short", "has spaces in it", "x" * 200, "quote\"injection'attempt"])
def test_missing_or_odd_request_id_is_replaced(client, incoming):
    response = client.get("/healthz", headers={"X-Request-ID": incoming})

    assert response["X-Request-ID"] != incoming
    assert len(response["X-Request-ID"]) == 32


@pytest.mark.django_db
def test_unhandled_error_is_logged_as_json_with_the_request_id(client, monkeypatch, json_log):
    def broken(**kwargs):
        raise RuntimeError("selector broke")

    monkeypatch.setattr(selectors, "upcoming_events", broken)
    client.raise_request_exception = False

    response = client.get("/api/events", headers={"X-Request-ID": "trace-0001-abcd"})

    assert response.status_code == 500
    errors = [entry for entry in json_log() if entry["level"] == "ERROR"]
    assert errors
    assert all(entry["requestId"] == "trace-0001-abcd" for entry in errors)
    assert "RuntimeError: selector broke" in errors[0]["exception"]


@pytest.mark.django_db
def test_database_outage_is_logged_with_the_request_id(client, monkeypatch, json_log):
    def unreachable(**kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(selectors, "upcoming_events", unreachable)

    client.get("/api/events", headers={"X-Request-ID": "trace-0002-abcd"})

    entry = next(entry for entry in json_log() if entry["message"].startswith("Database unavailable"))
    assert entry["requestId"] == "trace-0002-abcd"
    assert entry["level"] == "ERROR"


@pytest.mark.django_db
@pytest.mark.parametrize(
    "error",
    [
        OSError(5, "Input/output error"),
        PermissionError(13, "Permission denied"),
        EndpointConnectionError(endpoint_url="https://s3.invalid"),
        ClientError({"Error": {"Code": "SlowDown"}, "ResponseMetadata": {"HTTPStatusCode": 503}}, "PutObject"),
    ],
)
def test_api_answers_503_when_the_storage_is_unreachable(client, monkeypatch, error):
    def unreachable(**kwargs):
        raise error

    monkeypatch.setattr(selectors, "upcoming_events", unreachable)

    response = client.get("/api/events")

    assert response.status_code == 503
    assert response.json() == UNAVAILABLE


@pytest.mark.django_db
@pytest.mark.parametrize("error", [OSError(28, "No space left on device"), OSError(122, "Disk quota exceeded")])
def test_a_full_disk_answers_507_saying_so(client, monkeypatch, error, json_log):
    def full(**kwargs):
        raise error

    monkeypatch.setattr(selectors, "upcoming_events", full)

    response = client.get("/api/events")

    assert response.status_code == 507
    assert response.json() == {"message": "The server has no room left to store files. Please try again later."}
    # It lasts until someone makes room: no "try again in 30 seconds".
    assert "Retry-After" not in response
    assert any(entry["message"].startswith("Storage full") for entry in json_log())


@pytest.mark.django_db
@pytest.mark.parametrize(
    "error",
    [
        FileNotFoundError(2, "No such file"),
        ClientError({"Error": {"Code": "NoSuchKey"}, "ResponseMetadata": {"HTTPStatusCode": 404}}, "GetObject"),
    ],
)
def test_other_errors_are_not_reported_as_an_outage(client, monkeypatch, error):
    def broken(**kwargs):
        raise error

    monkeypatch.setattr(selectors, "upcoming_events", broken)
    client.raise_request_exception = False

    response = client.get("/api/events")

    assert response.status_code == 500


@pytest.mark.parametrize(
    ("allowed_hosts", "expected"),
    [
        ("www.example.org,example.org", "www.example.org"),
        (".example.org", "example.org"),
        ("*", "localhost"),
        ("", "localhost"),
    ],
)
def test_container_probe_uses_a_host_the_site_accepts(monkeypatch, allowed_hosts, expected):
    monkeypatch.setenv("ALLOWED_HOSTS", allowed_hosts)

    assert health.probe_host() == expected
