import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

pytestmark = pytest.mark.django_db

HTTP_METHODS = {"get", "post", "put", "patch", "delete"}


def api_routes() -> dict[str, URLPattern]:
    """Every concrete /api/ route, written the way OpenAPI writes paths."""
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
    return {path: pattern for path, pattern in routes.items() if path.startswith("/api/") and path != "/api/schema"}


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
