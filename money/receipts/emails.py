"""Receipts by email: a payment's receipt to its payer, and each donor's
statement of a year's gifts, the PDF attached, in the payer's language. Queued
like every email (mailing.services.send_email), so a mail server that is down
delays them and loses none."""

from django.utils import translation

from core.money import dollars
from mailing.services import send_email
from money.receipts.pdf import receipt_filename, receipt_pdf, statement_filename, statement_pdf
from money.receipts.selectors import donation_payments, payment_find
from sitesettings.selectors import site_settings_get

PDF = "application/pdf"


def receipt_send(payment_id: int) -> bool:
    """Email the payment's receipt to whoever paid it; False when there is no
    one to send it to (the payment is gone, or its payer left no address)."""
    payment = payment_find(payment_id=payment_id)
    if payment is None or not payment.payer_email:
        return False
    with translation.override(payment.language):
        send_email(
            template="payment_receipt",
            to=[payment.payer_email],
            reply_to=[site_settings_get().contact_email],
            context={
                "payment": payment,
                "amount": dollars(abs(payment.amount)),
                "refund": payment.amount < 0,
            },
            attachments=[(receipt_filename(payment), receipt_pdf(payment), PDF)],
        )
    return True


def statement_send(*, email: str, year: int) -> bool:
    """Email the address its statement of `year`'s donations; False when it
    gave nothing that year."""
    payments = donation_payments(email=email, year=year)
    pdf = statement_pdf(email, year)
    if pdf is None:
        return False
    latest = payments[-1]
    with translation.override(latest.language):
        send_email(
            template="donation_statement",
            to=[latest.payer_email],
            reply_to=[site_settings_get().contact_email],
            context={
                "name": latest.payer_name,
                "year": year,
                "total": dollars(sum(payment.amount for payment in payments)),
            },
            attachments=[(statement_filename(year), pdf, PDF)],
        )
    return True
