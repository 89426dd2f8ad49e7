"""Whatever a client sends to the programme's endpoints, the answer is a 4xx
with {"message": ...}, never a 500."""

import json

import pytest
from django.urls import reverse

from core.manage_links import PROGRAMME_ENTRY, manage_token
from events.tests.factories import EventFactory
from programme.tests.factories import ProgrammeEntryFactory
from programme.tests.helpers import act

pytestmark = pytest.mark.django_db

HUGE = "x" * 100_000

ACT_FIELDS = list(act())
# name: (method, url name, staff?, valid body, fields the body writes)
ENDPOINTS = {
    "submit": ("post", "event-programme", False, act, ACT_FIELDS),
    "change": ("put", "programme-entry", False, act, ACT_FIELDS),
    "decide": (
        "put",
        "admin-programme-entry",
        True,
        lambda: {"status": "accepted", "note": "Welcome"},
        ["status", "note"],
    ),
    "order": ("put", "admin-event-programme-order", True, lambda: {"entryIds": []}, ["entryIds"]),
    "event settings": (
        "put",
        "admin-event-detail",
        True,
        lambda: {
            "title": "Durga Puja",
            "date": "2030-10-15",
            "venue": "Hall",
            "address": "1 Main St",
            "programmeOpen": True,
            "programmeDeadline": "2030-10-01",
            "programmePublished": False,
            "programmeStart": "18:00",
            "programmeGapMinutes": 2,
        },
        ["programmeOpen", "programmeDeadline", "programmePublished", "programmeStart", "programmeGapMinutes"],
    ),
}


@pytest.fixture
def call(api_client, staff_client):
    event = EventFactory(programme_open=True)
    entry = ProgrammeEntryFactory(event=event)

    def _call(name: str, change=None, *, raw: bytes | None = None, content_type: str = "application/json"):
        method, url_name, staff, body, _ = ENDPOINTS[name]
        client = staff_client if staff else api_client
        target = entry.pk if url_name in {"programme-entry", "admin-programme-entry"} else event.pk
        data = raw if raw is not None else json.dumps(body() if change is None else change(body()))
        return getattr(client, method)(
            reverse(url_name, args=[target]),
            data,
            content_type=content_type,
            HTTP_X_PROGRAMME_TOKEN=manage_token(PROGRAMME_ENTRY, entry.pk),
        )

    return _call


def assert_client_error(response) -> dict:
    assert 400 <= response.status_code < 500, response.content[:300]
    body = response.json()
    assert isinstance(body["message"], str) and body["message"]
    return body


def test_the_valid_bodies_are_accepted(call):
    # The empty order first: once an act is accepted, the order must name it.
    for name in ["order", "submit", "change", "decide", "event settings"]:
        assert call(name).status_code in {200, 201}, name


def field_cases():
    for name, (*_, fields) in ENDPOINTS.items():
        for field in fields:
            for label, value in [("object", {"an": "object"}), ("nested list", [{"a": ["b"]}]), ("huge", HUGE)]:
                yield pytest.param(name, field, value, id=f"{name}-{field}-{label}")


@pytest.mark.parametrize(("name", "field", "value"), list(field_cases()))
def test_wrong_type_or_huge_field_is_400_naming_the_field(call, name, field, value):
    response = call(name, lambda body: {**body, field: value})

    assert response.status_code == 400, response.content[:300]
    body = assert_client_error(response)
    assert any(key == field or key.startswith(f"{field}.") for key in body["errors"]), body


@pytest.mark.parametrize(
    ("name", "field"), [(name, field) for name, (*_, fields) in ENDPOINTS.items() for field in fields]
)
def test_null_numbers_and_booleans_for_any_field_are_never_a_server_error(call, name, field):
    for value in (None, 12345678901234567890123, -1, 0.5, True, ""):
        response = call(name, lambda body, value=value: {**body, field: value})

        assert response.status_code < 500, (value, response.content[:300])
        if response.status_code >= 400:
            assert_client_error(response)


@pytest.mark.parametrize(
    "performers",
    [
        ["Riya Sen"],
        [{"name": {"first": "Riya"}}],
        [{"name": HUGE}],
        [{"name": "   "}],
        [None],
        {"name": "Riya"},
    ],
)
def test_a_malformed_performer_is_400(call, performers):
    response = call("submit", lambda body: {**body, "performers": performers})

    assert response.status_code == 400
    body = assert_client_error(response)
    assert any(key.startswith("performers") for key in body["errors"]), body


@pytest.mark.parametrize("endpoint", list(ENDPOINTS))
@pytest.mark.parametrize(
    "raw",
    [b'{"title": ', b"[1, 2]", b"null", b'"hello"', b"42", b"", b"{}", b'{"title": "\xff\xfe"}'],
)
def test_unusable_body_is_a_4xx_with_a_message(call, endpoint, raw):
    assert_client_error(call(endpoint, raw=raw))


@pytest.mark.parametrize(
    ("method", "name"),
    [
        ("get", "programme-entry"),
        ("put", "programme-entry"),
        ("post", "programme-withdraw"),
        ("post", "event-programme"),
        ("get", "event-programme"),
        ("put", "admin-programme-entry"),
        ("get", "admin-event-programme"),
        ("put", "admin-event-programme-order"),
        ("get", "admin-event-programme-tracks"),
    ],
)
def test_an_unknown_or_huge_id_is_404(api_client, staff_client, method, name):
    client = staff_client if name.startswith("admin") else api_client
    for unknown in (424242, 2**70):
        response = getattr(client, method)(reverse(name, args=[unknown]), {}, format="json", HTTP_X_PROGRAMME_TOKEN="x")
        assert response.status_code == 404, (unknown, response.content[:200])


def test_a_huge_token_is_403_not_an_error(api_client):
    entry = ProgrammeEntryFactory()

    response = api_client.get(reverse("programme-entry", args=[entry.pk]), HTTP_X_PROGRAMME_TOKEN=HUGE)

    assert response.status_code == 403
