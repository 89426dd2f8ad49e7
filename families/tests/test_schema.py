"""The family's endpoints as the OpenAPI schema (and so the browser's types) describes them."""

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def schema(django_db_blocker) -> dict:
    with django_db_blocker.unblock():
        return APIClient().get("/api/schema", {"format": "json"}).json()


def test_the_contract_endpoints_are_documented(schema):
    documented = {(method, path) for path, operations in schema["paths"].items() for method in operations}

    assert {
        ("get", "/api/family"),
        ("put", "/api/family"),
        ("delete", "/api/family"),
        ("post", "/api/family/sign-in"),
        ("post", "/api/family/verify"),
        ("post", "/api/family/sign-out"),
        ("get", "/api/family/export"),
        ("get", "/api/admin/events/{event_id}/family-registrations"),
    } <= documented


def test_sign_in_answers_202_and_both_sign_in_calls_document_their_throttle(schema):
    sign_in = schema["paths"]["/api/family/sign-in"]["post"]["responses"]

    assert "202" in sign_in
    for path in ("/api/family/sign-in", "/api/family/verify"):
        assert "429" in schema["paths"][path]["post"]["responses"], path


def test_the_family_calls_document_401_when_no_family_is_signed_in(schema):
    for method in ("get", "put", "delete"):
        assert "401" in schema["paths"]["/api/family"][method]["responses"], method
    assert "401" in schema["paths"]["/api/family/export"]["get"]["responses"]


def test_the_familys_registrations_carry_their_money(schema):
    registration = schema["components"]["schemas"]["FamilyRegistration"]["properties"]
    family = schema["components"]["schemas"]["Family"]["properties"]

    assert set(registration) == {
        "id",
        "eventId",
        "eventTitle",
        "eventTitleBn",
        "eventDate",
        "eventIsPast",
        "status",
        "guestCount",
        "waitlistPosition",
        "manageToken",
        "amountDue",
        "amountPaid",
        "paymentStatus",
        "paymentReference",
        "dayIds",
        "sittingIds",
    }
    assert set(family) == {
        "email",
        "name",
        "announcements",
        "announcementsStatus",
        "phone",
        "language",
        "members",
        "registrations",
        "memberships",
        "donations",
        "payments",
    }
