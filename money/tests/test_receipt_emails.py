"""Receipts and statements by email, as they reach a real mail server: in the
payer's language, the PDF attached; statements once per donor, through the
queue."""

from datetime import date

import pytest
from django.tasks import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from events.tests.factories import EventFactory
from mailing.tests.worker import run_queue
from money.payments.services import payment_record
from money.receipts.emails import receipt_send
from money.receipts.pdf import NO_GOODS_OR_SERVICES
from money.tests.receipt_helpers import LEGAL_NAME, donation_paid, nfc, pdf_text, receipt_settings
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db(transaction=True)


def attached_pdfs(message) -> dict[str, bytes]:
    return {
        part.get_filename(): part.get_content()
        for part in message.iter_attachments()
        if part.get_content_type() == "application/pdf"
    }


def test_recording_a_payment_emails_the_payer_the_receipt_with_the_pdf_attached(smtp_server):
    receipt_settings()
    registration = RegistrationFactory(event=EventFactory(title="Durga Puja 2026"), email="anita@example.com")

    payment = payment_record(kind="registration", target_id=registration.pk, amount=4500, method="zelle")

    (message,) = smtp_server.wait_for(1, within=10)
    assert message["To"] == "anita@example.com"
    assert payment.receipt_number in message["Subject"]
    assert "$45.00" in message.get_body(("plain",)).get_content()
    pdfs = attached_pdfs(message)
    assert list(pdfs) == [f"receipt-{payment.receipt_number}.pdf"]
    text = pdf_text(pdfs[f"receipt-{payment.receipt_number}.pdf"])
    assert LEGAL_NAME in text
    assert "Durga Puja 2026" in text


def test_a_bengali_payer_gets_the_email_and_the_receipt_in_bengali(smtp_server):
    donation_paid(full_name="অনিতা সেন", language="bn")

    (message,) = smtp_server.wait_for(1, within=10)
    assert nfc("রসিদ") in nfc(message["Subject"])
    assert nfc("প্রিয় অনিতা সেন") in nfc(message.get_body(("plain",)).get_content())
    (pdf,) = attached_pdfs(message).values()
    assert nfc("রসিদ") in pdf_text(pdf)


def test_a_refund_email_says_it_is_a_refund(smtp_server):
    registration = RegistrationFactory()
    payment_record(kind="registration", target_id=registration.pk, amount=-1500, method="zelle")

    (message,) = smtp_server.wait_for(1, within=10)
    assert "refund" in message["Subject"]
    assert "We have refunded you $15.00." in message.get_body(("plain",)).get_content()


def test_a_payer_without_an_address_is_sent_nothing(smtp_server):
    payment = donation_paid(email="")

    assert receipt_send(payment.pk) is False
    assert receipt_send(payment.pk + 1000) is False


def test_each_donor_gets_one_statement_of_the_years_gifts(staff_client, smtp_server):
    receipt_settings()
    anita_first = donation_paid(10000, received_on=date(2026, 1, 5))
    anita_second = donation_paid(5000, received_on=date(2026, 12, 1), email="Anita@Example.com")
    rohan = donation_paid(2500, received_on=date(2026, 7, 4), full_name="Rohan Das", email="rohan@example.com")
    donation_paid(9900, received_on=date(2025, 7, 4), email="last-year@example.com")
    RegistrationFactory()
    # Each gift's own receipt first; the statements come after them.
    smtp_server.wait_for(4, within=20)
    smtp_server.messages.clear()

    response = staff_client.post("/api/admin/statements/2026/send")

    assert response.status_code == 202
    assert response.json() == {"recipients": 2}
    arrived = smtp_server.wait_for(2, within=20)
    assert len(arrived) == 2
    by_address = {message["To"].lower(): message for message in arrived}
    assert set(by_address) == {"anita@example.com", "rohan@example.com"}
    anita = pdf_text(attached_pdfs(by_address["anita@example.com"])["donations-2026.pdf"])
    assert anita_first.receipt_number in anita
    assert anita_second.receipt_number in anita
    assert "$150.00" in anita
    assert rohan.receipt_number not in anita
    assert NO_GOODS_OR_SERVICES in anita
    assert "$150.00" in by_address["anita@example.com"].get_body(("plain",)).get_content()


def test_a_look_alike_address_gets_a_statement_of_its_own(staff_client, smtp_server):
    # gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
    look_alike = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"
    receipt_settings()
    anita = donation_paid(10000, received_on=date(2026, 1, 5), email="anita.roy@gmail.com")
    anita_again = donation_paid(5000, received_on=date(2026, 2, 5), email="ANITA.ROY@GMAIL.COM")
    theirs = donation_paid(2500, received_on=date(2026, 7, 4), full_name="Anita Roy", email=look_alike)
    smtp_server.wait_for(3, within=20)
    smtp_server.messages.clear()
    smtp_server.recipients.clear()

    assert staff_client.post("/api/admin/statements/2026/send").json() == {"recipients": 2}

    arrived = smtp_server.wait_for(2, within=20)
    by_domain = {
        recipients[0].rpartition("@")[2].lower(): pdf_text(attached_pdfs(message)["donations-2026.pdf"])
        for recipients, message in zip(smtp_server.recipients, arrived, strict=True)
    }
    assert set(by_domain) == {"gmail.com", "xn--gmal-nza.com"}
    assert (anita.receipt_number in by_domain["gmail.com"], anita_again.receipt_number in by_domain["gmail.com"]) == (
        True,
        True,
    )
    assert theirs.receipt_number not in by_domain["gmail.com"]
    assert "$150.00" in by_domain["gmail.com"]
    assert theirs.receipt_number in by_domain["xn--gmal-nza.com"]
    assert anita.receipt_number not in by_domain["xn--gmal-nza.com"]
    assert "$25.00" in by_domain["xn--gmal-nza.com"]


def test_only_organisers_send_statements(api_client, smtp_server):
    donation_paid(received_on=date(2026, 1, 5))
    smtp_server.wait_for(1, within=10)

    assert api_client.post("/api/admin/statements/2026/send").status_code == 401
    assert [
        message["Subject"] for message in smtp_server.messages if attached_pdfs(message).get("donations-2026.pdf")
    ] == []


def test_a_receipt_queued_under_the_tasks_former_path_is_still_sent(database_queue, smtp_server):
    """A receipt's task stored before its module moved (its path then was
    money.receipt_tasks.deliver_receipt) runs as one stored now does."""
    payment = donation_paid()
    DBTaskResult.objects.all().delete()
    DBTaskResult.objects.create(
        status=TaskResultStatus.READY,
        args_kwargs={"args": [payment.pk], "kwargs": {}},
        task_path="money.receipt_tasks.deliver_receipt",
        backend_name="default",
    )

    run_queue()  # the receipt's task, then the email it queued

    (message,) = smtp_server.wait_for(1, within=10)
    assert payment.receipt_number in message["Subject"]
    assert list(attached_pdfs(message)) == [f"receipt-{payment.receipt_number}.pdf"]
