"""A sponsor's receipt, read back from its PDF: the goods received, their
value and the deductible rest (IRS Publication 1771), or the no-goods words."""

import pytest

from money.payments.services import payment_record
from money.receipts.pdf import NO_GOODS_OR_SERVICES, receipt_pdf, statement_pdf
from money.tests.receipt_helpers import nfc, pdf_text, receipt_settings
from sponsors.models import Sponsor
from sponsors.tests.helpers import event_with_offers, offer, take

pytestmark = pytest.mark.django_db


def paid(client, name: str, **overrides) -> tuple[Sponsor, object]:
    event = event_with_offers()
    response = take(client, offer(event, name), **overrides)
    assert response.status_code == 201, response.json()
    sponsor = Sponsor.objects.get(pk=response.json()["id"])
    payment = payment_record(kind="sponsorship", target_id=sponsor.pk, amount=sponsor.amount_due, method="zelle")
    return sponsor, payment


def test_a_package_with_dinner_passes_says_what_was_received_and_what_is_deductible(api_client):
    receipt_settings()
    _sponsor, payment = paid(api_client, "Platinum")

    text = " ".join(pdf_text(receipt_pdf(payment)).split())

    assert "Sponsorship: Platinum, Durga Puja" in text
    assert "$2,000.00" in text
    assert "you received 4 dinner passes, with an estimated fair market value of $100.00" in text
    assert "($1,900.00 of $2,000.00) is deductible" in text
    assert NO_GOODS_OR_SERVICES not in text


def test_an_item_without_goods_carries_the_no_goods_words(api_client):
    _sponsor, payment = paid(api_client, "Flowers for Ashtami")

    text = " ".join(pdf_text(receipt_pdf(payment)).split())

    assert NO_GOODS_OR_SERVICES in text
    assert "fair market value" not in text


def test_a_bengali_sponsors_receipt_keeps_the_english_words_and_adds_the_bengali(api_client):
    _sponsor, payment = paid(api_client, "Platinum", contactName="অনিতা সেন")
    payment.language = "bn"
    payment.save(update_fields=["language"])

    text = " ".join(pdf_text(receipt_pdf(payment)).split())

    assert nfc("অনিতা সেন") in text
    assert "with an estimated fair market value of $100.00" in text
    # A reader may break a Bengali line between clusters: compared without spaces.
    assert nfc("আনুমানিকন্যায্যবাজারমূল্য$100.00") in "".join(text.split())


def test_the_years_statement_counts_the_sponsorship_with_its_goods(api_client):
    _sponsor, payment = paid(api_client, "Platinum")

    text = " ".join(pdf_text(statement_pdf("anita@example.com", payment.received_on.year)).split())

    assert payment.receipt_number in text
    assert "with an estimated fair market value of $100.00" in text
    assert "No goods or services were provided in exchange for the other contributions" in text
