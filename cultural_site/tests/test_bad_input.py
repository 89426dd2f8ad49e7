"""Whatever a client sends, the API answers 4xx with {"message": ...}, never 500."""

import json

import pytest
from django.test import Client

from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

HUGE = "x" * 100_000


def event_body() -> dict:
    return {
        "title": "Kali Puja",
        "description": "",
        "date": "2030-10-15",
        "time": "7 PM",
        "venue": "Hall",
        "address": "1 Main St",
        "featuredImage": "",
        "registrationOpen": True,
        "highlights": ["Aarti"],
        "schedule": [{"time": "7 PM", "activity": "Aarti", "description": ""}],
        "whatToBring": ["Family"],
        "sponsors": [{"name": "Sen Family", "benefits": ""}],
    }


def registration_body(event_id: int) -> dict:
    return {
        "eventId": event_id,
        "fullName": "Anita Sen",
        "email": "anita@example.com",
        "phone": "",
        "guestCount": 2,
        "notes": "",
    }


def contact_body() -> dict:
    return {
        "firstName": "Rina",
        "lastName": "Das",
        "email": "rina@example.com",
        "subject": "other",
        "message": "A message long enough.",
    }


def settings_body() -> dict:
    return {
        "groupName": "TBCA",
        "tagline": "Together",
        "aboutText": "",
        "contactEmail": "",
        "whatsappLink": "",
        "instagramLink": "",
        "announcementText": "",
        "showAnnouncement": False,
    }


def login_body() -> dict:
    return {"username": "organiser", "password": "secret"}


# name: (method, url template, staff?, valid body, fields the body writes)
ENDPOINTS = {
    "create registration": ("post", "/api/registrations", False, "registration", list(registration_body(1))),
    "update registration": (
        "put",
        "/api/registrations/{registration}",
        False,
        "registration",
        ["fullName", "email", "phone", "guestCount", "notes"],
    ),
    "contact": ("post", "/api/contact", False, "contact", list(contact_body())),
    "login": ("post", "/api/auth/login", False, "login", list(login_body())),
    "create event": ("post", "/api/admin/events", True, "event", list(event_body())),
    "update event": ("put", "/api/admin/events/{event}", True, "event", list(event_body())),
    "update settings": ("put", "/api/admin/settings", True, "settings", list(settings_body())),
}


@pytest.fixture
def call(api_client, staff_client):
    """Call an endpoint by name with a body built from its valid body."""
    registration = RegistrationFactory(event=EventFactory())
    bodies = {
        "event": event_body(),
        "registration": registration_body(registration.event_id),
        "contact": contact_body(),
        "settings": settings_body(),
        "login": login_body(),
    }

    def _call(name: str, body=None, *, raw: bytes | None = None, content_type: str = "application/json"):
        method, template, staff, kind, _ = ENDPOINTS[name]
        client = staff_client if staff else api_client
        url = template.format(event=registration.event_id, registration=registration.pk)
        data = raw if raw is not None else json.dumps(bodies[kind] if body is None else body(bodies[kind]))
        return getattr(client, method)(
            url,
            data,
            content_type=content_type,
            HTTP_X_REGISTRATION_TOKEN=manage_token(REGISTRATION, registration.pk),
        )

    return _call


def assert_client_error(response) -> dict:
    assert 400 <= response.status_code < 500, response.content[:300]
    body = response.json()
    assert isinstance(body["message"], str)
    assert body["message"]
    return body


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


def null_cases():
    for name, (*_, fields) in ENDPOINTS.items():
        for field in fields:
            yield pytest.param(name, field, id=f"{name}-{field}")


@pytest.mark.parametrize(("name", "field"), list(null_cases()))
def test_null_field_is_never_a_server_error(call, name, field):
    response = call(name, lambda body: {**body, field: None})

    assert response.status_code < 500
    if response.status_code >= 400:
        assert_client_error(response)


@pytest.mark.parametrize(("name", "field"), list(null_cases()))
def test_numbers_and_booleans_for_any_field_are_never_a_server_error(call, name, field):
    for value in (12345678901234567890123, -1, 0.5, True):
        response = call(name, lambda body, value=value: {**body, field: value})

        assert response.status_code < 500, (value, response.content[:300])
        if response.status_code >= 400:
            assert_client_error(response)


BODIES = {
    "malformed JSON": (b'{"title": ', "application/json"),
    "JSON list": (b"[1, 2]", "application/json"),
    "JSON list of objects": (b'[{"title": "x"}]', "application/json"),
    "JSON null": (b"null", "application/json"),
    "JSON string": (b'"hello"', "application/json"),
    "JSON number": (b"42", "application/json"),
    "empty body": (b"", "application/json"),
    "empty object": (b"{}", "application/json"),
    "NaN": (b'{"guestCount": NaN}', "application/json"),
    "form encoded": (b"title=x&fullName=y", "application/x-www-form-urlencoded"),
    "plain text": (b"hello", "text/plain"),
    "XML": (b"<event/>", "application/xml"),
    "not UTF-8": (b'{"title": "\xff\xfe"}', "application/json"),
}


@pytest.mark.parametrize("endpoint", list(ENDPOINTS))
@pytest.mark.parametrize("kind", list(BODIES))
def test_unusable_body_is_a_4xx_with_a_message(call, endpoint, kind):
    raw, content_type = BODIES[kind]

    response = call(endpoint, raw=raw, content_type=content_type)

    body = assert_client_error(response)
    if response.status_code == 400 and "errors" in body:
        assert isinstance(body["errors"], dict)


def test_non_json_body_is_415(call):
    response = call("contact", raw=b"firstName=Rina", content_type="application/x-www-form-urlencoded")

    assert response.status_code == 415
    assert response.json() == {"message": "Send the request body as JSON."}


def test_malformed_json_is_400(call):
    response = call("contact", raw=b"{", content_type="application/json")

    assert response.status_code == 400
    assert response.json() == {"message": "The request body is not valid JSON."}


def test_a_json_list_instead_of_an_object_is_400(call):
    response = call("contact", raw=b"[]", content_type="application/json")

    assert response.status_code == 400
    assert response.json() == {"message": "Invalid data. Expected a dictionary, but got list."}


ID_PATHS = [
    ("get", "/api/events/{id}"),
    ("get", "/api/registrations/{id}"),
    ("put", "/api/registrations/{id}"),
    ("put", "/api/admin/events/{id}"),
    ("delete", "/api/admin/events/{id}"),
    ("get", "/api/admin/events/{id}/registrations"),
    ("get", "/api/admin/events/{id}/registrations/export"),
    ("delete", "/api/admin/registrations/{id}"),
]


@pytest.mark.parametrize(("method", "path"), ID_PATHS)
@pytest.mark.parametrize("unknown", ["0", "424242", "99999999999999999999999999", "-1", "abc", "1.5", "%00"])
def test_unknown_or_malformed_id_is_404(staff_client, method, path, unknown):
    EventFactory()

    response = getattr(staff_client, method)(
        path.format(id=unknown), event_body(), format="json", HTTP_X_REGISTRATION_TOKEN=manage_token(REGISTRATION, 0)
    )

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("delete", "/api/events"),
        ("post", "/api/events/featured"),
        ("get", "/api/registrations"),
        ("delete", "/api/registrations/{registration}"),
        ("get", "/api/contact"),
        ("get", "/api/auth/login"),
        ("patch", "/api/admin/events/{event}"),
        ("post", "/api/admin/registrations/stats"),
        ("get", "/api/admin/settings"),
        ("post", "/api/settings"),
    ],
)
def test_wrong_method_is_405_with_a_message(staff_client, method, path):
    registration = RegistrationFactory()

    response = getattr(staff_client, method)(path.format(event=registration.event_id, registration=registration.pk))

    assert response.status_code == 405
    assert response.json()["message"].startswith("Method ")


def test_unknown_api_path_is_a_json_404(api_client):
    response = api_client.get("/api/nothing/here")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_a_post_to_an_unknown_api_path_is_404_even_signed_in_without_a_csrf_token(staff_user):
    # A signed-in organiser's browser sends its session cookie; Django checks CSRF on
    # session-backed posts, but an API path that names nothing has nothing to protect.
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(staff_user)

    response = browser.post("/api/events/-1/programme", {"title": "x"}, content_type="application/json")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_trailing_slash_is_not_an_api_path(api_client):
    response = api_client.get("/api/events/")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_huge_registration_token_header_is_403_not_500(api_client):
    registration = RegistrationFactory()

    response = api_client.get(f"/api/registrations/{registration.pk}", HTTP_X_REGISTRATION_TOKEN=HUGE)

    assert response.status_code == 403
    assert response.json()["message"]


@pytest.mark.parametrize("debug", [False, True])
@pytest.mark.parametrize("path", ["/api/events/1%0A", "/objects/images/1%0A.jpg"])
def test_documented_path_with_a_line_break_is_a_json_404(api_client, settings, path, debug):
    # A path no route matches gets an HTML page (Django's own with DEBUG on), not the API's answer.
    settings.DEBUG = debug

    response = api_client.get(path)

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


@pytest.mark.parametrize("address", ["http://[", "https://[::1/x", "http://]" + "x" * 600])
def test_malformed_web_address_as_featured_image_is_never_a_server_error(call, address):
    response = call("update event", lambda body: {**body, "featuredImage": address})

    assert response.status_code < 500, response.content[:300]
    if response.status_code >= 400:
        assert_client_error(response)


def test_body_over_the_size_limit_is_413_in_the_error_shape(call, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000

    response = call("contact", lambda body: {**body, "message": "x" * 2000})

    assert response.status_code == 413
    assert response.json() == {"message": "The request is too large."}
