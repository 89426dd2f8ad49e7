"""The organisers' receipt of any payment, as a PDF."""

import pytest

from money.tests.receipt_helpers import LEGAL_NAME, donation_paid, pdf_text, receipt_settings

pytestmark = pytest.mark.django_db


def test_an_organiser_opens_any_payments_receipt(staff_client):
    receipt_settings()
    payment = donation_paid(4200)

    response = staff_client.get(f"/api/admin/payments/{payment.pk}/receipt.pdf", HTTP_ACCEPT="application/pdf")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == f'inline; filename="receipt-{payment.receipt_number}.pdf"'
    assert response["Cache-Control"] == "no-store"
    text = pdf_text(response.content)
    assert LEGAL_NAME in text
    assert "$42.00" in text


def test_an_unknown_payment_has_no_receipt(staff_client):
    assert staff_client.get("/api/admin/payments/999999/receipt.pdf").status_code == 404


def test_receipts_are_for_organisers_only(api_client, member_client):
    payment = donation_paid()

    assert api_client.get(f"/api/admin/payments/{payment.pk}/receipt.pdf").status_code == 401
    assert member_client.get(f"/api/admin/payments/{payment.pk}/receipt.pdf").status_code == 403
