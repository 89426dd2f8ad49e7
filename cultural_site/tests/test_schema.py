import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

from core.schema import KEPT_BY_CLEANING, KEPT_BY_STRIP
from core.text import plain_text
from events.validators import MAX_DESCRIPTION, MAX_ITEMS, MAX_TEXT, MAX_TIME

pytestmark = pytest.mark.django_db

HTTP_METHODS = {"get", "post", "put", "patch", "delete"}


def api_routes() -> dict[str, URLPattern]:
    """Every concrete /api/ route and the stored images' route, written the way OpenAPI writes paths."""
    routes: dict[str, URLPattern] = {}

    def walk(patterns, prefix: str) -> None:
        for pattern in patterns:
            route = str(pattern.pattern)
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, prefix + route)
                continue
            if route.startswith("^"):
                route = re.sub(r"\(\?P<(\w+)>[^)]*\)", r"<\1>", route.strip("^$"))
                if re.search(r"[\\\[\]()*+?.|]", route):  # a catch-all, not an endpoint
                    continue
            routes["/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", prefix + route)] = pattern

    walk(get_resolver().url_patterns, "")
    documented = ("/api/", "/objects/")
    return {path: pattern for path, pattern in routes.items() if path.startswith(documented) and path != "/api/schema"}


@pytest.fixture(scope="module")
def schema(django_db_blocker) -> dict:
    from rest_framework.test import APIClient

    with django_db_blocker.unblock():
        response = APIClient().get("/api/schema", {"format": "json"})
    assert response.status_code == 200
    return response.json()


def test_schema_is_openapi_3(schema):
    assert schema["openapi"].startswith("3.")
    assert schema["info"]["title"]


def test_schema_documents_every_api_path(schema):
    assert set(schema["paths"]) == set(api_routes())


def test_schema_documents_every_method_of_every_api_view(schema):
    missing = []
    for path, pattern in api_routes().items():
        view_class = getattr(pattern.callback, "cls", None)
        methods = {m for m in HTTP_METHODS if view_class is not None and hasattr(view_class, m)}
        missing += [f"{method.upper()} {path}" for method in methods - set(schema["paths"].get(path, {}))]

    assert missing == []


def test_schema_lists_the_contract_endpoints(schema):
    expected = {
        ("get", "/api/settings"),
        ("get", "/api/events"),
        ("get", "/api/events/featured"),
        ("get", "/api/events/{event_id}"),
        ("post", "/api/registrations"),
        ("get", "/api/registrations/{registration_id}"),
        ("put", "/api/registrations/{registration_id}"),
        ("get", "/api/gallery"),
        ("post", "/api/contact"),
        ("post", "/api/auth/login"),
        ("post", "/api/auth/logout"),
        ("get", "/api/auth/session"),
        ("get", "/api/login"),
        ("get", "/api/logout"),
        ("get", "/api/admin/events"),
        ("post", "/api/admin/events"),
        ("put", "/api/admin/events/{event_id}"),
        ("delete", "/api/admin/events/{event_id}"),
        ("get", "/api/admin/registrations/stats"),
        ("get", "/api/admin/events/{event_id}/registrations"),
        ("get", "/api/admin/events/{event_id}/registrations/export"),
        ("delete", "/api/admin/registrations/{registration_id}"),
        ("put", "/api/admin/settings"),
    }
    documented = {(method, path) for path, operations in schema["paths"].items() for method in operations}

    assert expected - documented == set()


def test_registration_manage_operations_document_the_token_header(schema):
    for method in ("get", "put"):
        parameters = schema["paths"]["/api/registrations/{registration_id}"][method]["parameters"]
        assert {"in": "header", "name": "X-Registration-Token"}.items() <= next(
            p for p in parameters if p["in"] == "header"
        ).items()


def test_admin_operations_require_the_staff_session(schema):
    for path, operations in schema["paths"].items():
        if path.startswith("/api/admin/"):
            for operation in operations.values():
                assert operation["security"] == [{"staffSession": []}], path


def operations(schema):
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            yield method, path, operation


def test_featured_event_is_documented_as_nullable(schema):
    body = schema["paths"]["/api/events/featured"]["get"]["responses"]["200"]["content"]["application/json"]

    assert body["schema"] == {"allOf": [{"$ref": "#/components/schemas/Event"}], "nullable": True}


def test_every_operation_documents_the_outage_answer(schema):
    for method, path, operation in operations(schema):
        assert "503" in operation["responses"], (method, path)
        assert "Retry-After" in operation["responses"]["503"]["headers"]


def test_every_operation_with_an_id_in_its_path_documents_404(schema):
    for method, path, operation in operations(schema):
        if "{" in path:
            assert "404" in operation["responses"], (method, path)


def test_every_staff_operation_documents_401_and_403(schema):
    for method, path, operation in operations(schema):
        if operation.get("security") == [{"staffSession": []}]:
            assert {"401", "403"} <= set(operation["responses"]), (method, path)


def test_every_json_body_documents_400_413_and_415(schema):
    for method, path, operation in operations(schema):
        if "application/json" in operation.get("requestBody", {}).get("content", {}):
            assert {"400", "413", "415"} <= set(operation["responses"]), (method, path)


def test_throttled_and_lockout_operations_document_429(schema):
    for method, path in [
        ("post", "/api/registrations"),
        ("get", "/api/registrations/{registration_id}"),
        ("put", "/api/registrations/{registration_id}"),
        ("post", "/api/contact"),
        ("post", "/api/auth/login"),
    ]:
        assert "429" in schema["paths"][path][method]["responses"], (method, path)


def test_a_duplicate_registration_documents_409_with_the_existing_id(schema):
    response = schema["paths"]["/api/registrations"]["post"]["responses"]["409"]
    conflict = response["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]

    assert set(schema["components"]["schemas"][conflict]["properties"]) == {"message", "id"}


def test_validation_errors_name_the_request_fields(schema):
    response = schema["paths"]["/api/registrations"]["post"]["responses"]["400"]
    name = response["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    errors = schema["components"]["schemas"][name]["properties"]["errors"]

    assert set(errors["properties"]) == {
        "eventId",
        "fullName",
        "email",
        "phone",
        "guestCount",
        "notes",
        "children",
        "vegetarianMeals",
        "dietaryNotes",
        "photoConsent",
        "slotIds",
        "dayIds",
        "announcements",
        "nonFieldErrors",
    }
    # slotIds is a list, so an error may name one of its items ("slotIds.0").
    assert errors["additionalProperties"] == {"type": "array", "items": {"type": "string"}}


def test_event_lists_document_the_limits_the_server_enforces(schema):
    event = schema["components"]["schemas"]["EventRequest"]["properties"]

    assert {event[name]["maxItems"] for name in ("highlights", "schedule", "whatToBring", "sponsors")} == {MAX_ITEMS}
    entry = event["schedule"]["items"]["properties"]
    assert (entry["time"]["maxLength"], entry["activity"]["maxLength"], entry["description"]["maxLength"]) == (
        MAX_TIME,
        MAX_TEXT,
        MAX_DESCRIPTION,
    )
    assert event["schedule"]["items"]["required"] == ["activity"]


def test_the_csv_export_the_upload_and_the_images_document_their_content(schema):
    export = schema["paths"]["/api/admin/events/{event_id}/registrations/export"]["get"]["responses"]["200"]
    upload = schema["paths"]["/api/objects/uploads/{token}"]["put"]
    image = schema["paths"]["/objects/{key}"]["get"]["responses"]

    assert list(export["content"]) == ["text/csv"]
    assert "Content-Disposition" in export["headers"]
    assert {"403", "409", "411", "413"} <= set(upload["responses"])
    assert set(image["200"]["content"]) == {
        *("image/jpeg", "image/png", "image/webp", "image/gif"),
        "application/pdf",
        *("audio/mpeg", "audio/mp4", "audio/wav", "audio/ogg"),
    }
    assert {"302", "304", "404"} <= set(image)


def test_the_trimmed_text_pattern_keeps_exactly_what_strip_keeps():
    kept = re.compile(KEPT_BY_STRIP)
    # No character from U+3001 on is whitespace to Python.
    disagreements = [hex(code) for code in range(0x3100) if bool(kept.fullmatch(chr(code))) == chr(code).isspace()]

    assert disagreements == []


def test_the_cleaned_text_pattern_keeps_exactly_what_cleaning_and_strip_keep():
    kept = re.compile(KEPT_BY_CLEANING)
    disagreements = [
        hex(code) for code in range(0x3100) if bool(kept.fullmatch(chr(code))) != bool(plain_text(chr(code)).strip())
    ]

    assert disagreements == []


def test_paged_reads_document_404_for_a_page_past_the_last(schema):
    paged = [
        (method, path, operation)
        for method, path, operation in operations(schema)
        if any(parameter["name"] == "page" for parameter in operation.get("parameters", []))
    ]

    assert paged
    for method, path, operation in paged:
        assert "404" in operation["responses"], (method, path)


def test_every_operation_taking_the_registration_token_documents_its_403(schema):
    for method, path, operation in operations(schema):
        if any(parameter["name"] == "X-Registration-Token" for parameter in operation.get("parameters", [])):
            if path.endswith("/pass"):
                # The guest's pass says nothing of a party to a wrong token: 404, as for an unknown id.
                assert "404" in operation["responses"] and "403" not in operation["responses"], (method, path)
            else:
                assert "403" in operation["responses"], (method, path)
