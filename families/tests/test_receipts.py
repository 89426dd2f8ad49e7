"""A family's own receipts and its statement of a year's donations: only what
was paid from the family's address; anything else is not found."""

from datetime import date

import pytest
from rest_framework.test import APIClient

from money.tests.receipt_helpers import donation_paid, pdf_text, receipt_settings

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(**{"family-sign-in": "1000/hour"})


@pytest.fixture
def anita(sign_in) -> APIClient:
    client = APIClient()
    sign_in(client, "anita@example.com")
    return client


def test_a_family_opens_the_receipt_of_its_own_payment(anita):
    receipt_settings()
    payment = donation_paid(3000, email="Anita@Example.com")

    response = anita.get(f"/api/family/payments/{payment.pk}/receipt.pdf")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    text = pdf_text(response.content)
    assert payment.receipt_number in text
    assert "$30.00" in text


def test_a_family_cannot_open_another_addresss_receipt(anita):
    theirs = donation_paid(email="rohan@example.com")

    response = anita.get(f"/api/family/payments/{theirs.pk}/receipt.pdf")

    assert response.status_code == 404
    assert response.content[:5] != b"%PDF-"
    assert anita.get("/api/family/payments/999999/receipt.pdf").status_code == 404


def test_without_a_family_session_there_is_no_receipt(api_client):
    payment = donation_paid()

    assert api_client.get(f"/api/family/payments/{payment.pk}/receipt.pdf").status_code == 401
    assert api_client.get("/api/family/statements/2026.pdf").status_code == 401


def test_a_family_downloads_its_statement_of_the_years_donations(anita):
    mine = donation_paid(10000, received_on=date(2026, 4, 1))
    also_mine = donation_paid(2500, received_on=date(2026, 9, 9))
    theirs = donation_paid(7000, received_on=date(2026, 5, 1), email="rohan@example.com")

    response = anita.get("/api/family/statements/2026.pdf")

    assert response.status_code == 200
    assert response["Content-Disposition"] == 'inline; filename="donations-2026.pdf"'
    text = pdf_text(response.content)
    assert mine.receipt_number in text
    assert also_mine.receipt_number in text
    assert theirs.receipt_number not in text
    assert "$125.00" in text


def test_a_year_without_donations_has_no_statement(anita):
    donation_paid(received_on=date(2025, 12, 31))
    donation_paid(received_on=date(2026, 1, 1), email="rohan@example.com")

    assert anita.get("/api/family/statements/2026.pdf").status_code == 404
    assert anita.get("/api/family/statements/1900.pdf").status_code == 404


def test_a_look_alike_addresss_gifts_are_not_the_familys(sign_in):
    # gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
    look_alike = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"
    mine = donation_paid(10000, received_on=date(2026, 4, 1), email="Anita.Roy@Gmail.com")
    theirs = donation_paid(7000, received_on=date(2026, 5, 1), email=look_alike)
    anita, other = APIClient(), APIClient()
    sign_in(anita, "anita.roy@gmail.com")
    sign_in(other, look_alike)

    text = pdf_text(anita.get("/api/family/statements/2026.pdf").content)
    their_text = pdf_text(other.get("/api/family/statements/2026.pdf").content)

    assert mine.receipt_number in text
    assert theirs.receipt_number not in text
    assert "$100.00" in text
    assert (theirs.receipt_number in their_text, mine.receipt_number in their_text) == (True, False)
    assert anita.get(f"/api/family/payments/{theirs.pk}/receipt.pdf").status_code == 404
    assert other.get(f"/api/family/payments/{mine.pk}/receipt.pdf").status_code == 404
    assert [payment["id"] for payment in anita.get("/api/family").json()["payments"]] == [mine.pk]
    assert [payment["id"] for payment in other.get("/api/family").json()["payments"]] == [theirs.pk]
    assert [donation["amount"] for donation in other.get("/api/family").json()["donations"]] == [7000]
