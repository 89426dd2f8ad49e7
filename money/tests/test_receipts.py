"""The receipt and the year's statement as PDFs, read back as their reader
would: who gave, how much, for what, and the words the IRS asks for."""

import io
from datetime import date

import pytest
from pypdf import PdfReader

from core.money import dollars
from events.tests.factories import EventFactory
from money.payments.services import payment_record, payment_void
from money.receipts import pdf as receipts
from money.receipts.pdf import NO_GOODS_OR_SERVICES, receipt_pdf, statement_pdf
from money.tests.receipt_helpers import (
    EIN,
    LEGAL_NAME,
    donation,
    donation_paid,
    membership,
    nfc,
    pdf_text,
    receipt_settings,
)
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("cents", "shown"),
    [(0, "$0.00"), (5, "$0.05"), (123450, "$1,234.50"), (10_000_000, "$100,000.00"), (-500, "-$5.00")],
)
def test_dollars_are_written_from_whole_cents(cents, shown):
    assert dollars(cents) == shown


def test_a_donation_receipt_carries_the_organisation_the_number_the_amount_and_the_irs_words():
    receipt_settings()
    payment = donation_paid(123450, received_on=date(2026, 10, 3))

    text = pdf_text(receipt_pdf(payment))

    assert LEGAL_NAME in text
    assert f"EIN {EIN}" in text
    assert "Tracy, CA 95376" in text
    assert "Receipt" in text
    assert payment.receipt_number in text
    assert "Saturday, October 3, 2026" in text
    assert "Anita Sen" in text
    assert "$1,234.50" in text
    assert "Donation: Puja" in text
    assert "Zelle" in text
    assert NO_GOODS_OR_SERVICES in text
    assert "VOID" not in text


def test_without_a_legal_name_the_receipt_is_in_the_groups_name():
    receipt_settings(legal_name="", ein="", group_name="Bay Area Bengali Circle")

    text = pdf_text(receipt_pdf(donation_paid()))

    assert "Bay Area Bengali Circle" in text
    assert "EIN" not in text


def test_a_registration_receipt_names_the_event_and_has_no_irs_words():
    receipt_settings()
    registration = RegistrationFactory(event=EventFactory(title="Durga Puja 2026"))
    payment = payment_record(
        kind="registration", target_id=registration.pk, amount=4500, method="check", reference="Check 1042"
    )

    text = pdf_text(receipt_pdf(payment))

    assert "Durga Puja 2026" in text
    assert "$45.00" in text
    assert "Check 1042" in text
    assert NO_GOODS_OR_SERVICES not in text


def test_a_membership_receipt_names_the_membership_year_and_tier():
    receipt_settings(membership_year_start_month=9)
    member = membership(year=2026)
    payment = payment_record(kind="membership", target_id=member.pk, amount=5000, method="cash")

    assert "Membership 2026\u201327: Family" in pdf_text(receipt_pdf(payment))


def test_a_refund_is_shown_as_a_refund():
    registration = RegistrationFactory()
    payment = payment_record(kind="registration", target_id=registration.pk, amount=-2500, method="zelle")

    text = pdf_text(receipt_pdf(payment))

    assert "Amount refunded" in text
    assert "$25.00" in text
    assert "Amount received" not in text


def test_a_voided_payment_says_void_with_the_reason():
    payment = payment_void(payment=donation_paid(), reason="Recorded twice", actor="treasurer")

    text = pdf_text(receipt_pdf(payment))

    assert "VOID" in text
    assert "Recorded twice" in text


def test_a_bengali_name_extracts_from_the_pdf_as_it_was_typed():
    payment = donation_paid(full_name="অনিতা সেন")

    text = pdf_text(receipt_pdf(payment))

    assert nfc("অনিতা সেন") in text
    assert "Receipt" in text


def test_a_bengali_payers_receipt_is_in_bengali_and_keeps_the_irs_words_in_english():
    payment = donation_paid(full_name="অনিতা সেন", language="bn", received_on=date(2026, 10, 3))

    text = pdf_text(receipt_pdf(payment))
    # A reader guesses word breaks from where glyphs sit, and a vowel sign
    # drawn apart from its consonant can read as a break: compare without them.
    letters = "".join(text.split())

    assert nfc("রসিদ") in text
    assert nfc("অনিতা সেন") in text
    assert nfc("প্রাপ্তঅর্থ") in letters
    assert nfc("অক্টোবর") in letters
    assert NO_GOODS_OR_SERVICES in text
    assert nfc("এইদানেরবিনিময়েকোনোপণ্যবাপরিষেবাদেওয়াহয়নি।") in letters


def test_the_statement_lists_the_years_gifts_of_the_address_and_their_total():
    receipt_settings()
    first = donation_paid(10000, received_on=date(2026, 2, 1))
    second = donation_paid(2550, received_on=date(2026, 11, 30), email="ANITA@example.com")
    voided = donation_paid(99900, received_on=date(2026, 5, 5))
    payment_void(payment=voided, reason="Bounced", actor="treasurer")
    last_year = donation_paid(7000, received_on=date(2025, 12, 31))
    someone_else = donation_paid(8000, received_on=date(2026, 6, 1), email="rohan@example.com")

    text = pdf_text(statement_pdf("anita@example.com", 2026))

    assert LEGAL_NAME in text
    assert "Donations in 2026" in text
    assert first.receipt_number in text
    assert second.receipt_number in text
    assert "$125.50" in text
    for left_out in (voided, last_year, someone_else):
        assert left_out.receipt_number not in text
    assert NO_GOODS_OR_SERVICES in text


def test_an_address_that_gave_nothing_that_year_has_no_statement():
    donation_paid(received_on=date(2025, 6, 1))
    donation(email="pledged@example.com")

    assert statement_pdf("anita@example.com", 2026) is None
    assert statement_pdf("pledged@example.com", 2026) is None


def test_the_faces_are_cut_to_static_weights_once_and_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(receipts, "STATIC_FONTS", tmp_path / "fonts")

    receipts.fonts_prepare()
    kept = {path.name: path.stat().st_mtime_ns for path in (tmp_path / "fonts").iterdir()}
    receipts.fonts_prepare()

    assert len(kept) == len(receipts.FACES) * len(receipts.WEIGHTS)
    assert all(name.endswith(".ttf") for name in kept)
    assert {path.name: path.stat().st_mtime_ns for path in (tmp_path / "fonts").iterdir()} == kept


def test_a_receipt_is_written_when_the_fonts_cannot_be_kept(tmp_path, monkeypatch):
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    monkeypatch.setattr(receipts, "STATIC_FONTS", not_a_folder / "fonts")

    text = pdf_text(receipt_pdf(donation_paid(full_name="অনিতা সেন")))

    assert nfc("অনিতা সেন") in text


def test_a_bengali_donors_statement_shows_its_total_and_the_irs_words_after_bengali_text():
    first = donation_paid(10000, full_name="অনিতা সেন", language="bn", received_on=date(2026, 3, 3))
    second = donation_paid(2550, full_name="অনিতা সেন", language="bn", received_on=date(2026, 4, 3))

    text = pdf_text(statement_pdf("anita@example.com", 2026))

    assert first.receipt_number in text
    assert second.receipt_number in text
    assert "$125.50" in text
    assert NO_GOODS_OR_SERVICES in text
    assert nfc("মোট") in "".join(text.split())


def test_a_statement_of_many_gifts_runs_over_pages_and_keeps_every_line():
    payments = [
        donation_paid(
            100 + day, language="bn", received_on=date(2026, 1, 1 + day % 28) if day < 28 else date(2026, 2, day - 27)
        )
        for day in range(45)
    ]

    pdf = statement_pdf("anita@example.com", 2026)
    text = pdf_text(pdf)

    assert len(PdfReader(io.BytesIO(pdf)).pages) > 1
    assert all(payment.receipt_number in text for payment in payments)
    assert dollars(sum(payment.amount for payment in payments)) in text
    assert NO_GOODS_OR_SERVICES in text


def test_a_receipt_outlives_the_registration_it_paid_for():
    registration = RegistrationFactory(full_name="Anita Sen")
    payment = payment_record(kind="registration", target_id=registration.pk, amount=4500, method="cash")
    registration.delete()

    text = pdf_text(receipt_pdf(payment))

    assert "Event registration" in text
    assert "Anita Sen" in text
    assert "$45.00" in text
