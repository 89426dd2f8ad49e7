"""Reads behind the receipts: one payment, and the donations that go on an
address's yearly statement. Addresses are matched by their keys (core/emails.py),
as a family's address is."""

from django.db.models import QuerySet

from core.emails import email_key
from ledger.models import Payment
from money.payments.payables import payables_attach


def payment_find(*, payment_id: int, email: str | None = None) -> Payment | None:
    """The payment; with `email`, only when that address paid it."""
    payments = Payment.objects.filter(pk=payment_id)
    if email is not None:
        payments = payments.filter(payer_email_key=email_key(email))
    return payments.first()


def _year_donations(year: int) -> QuerySet[Payment]:
    # A voided payment was never received, so it is on no statement.
    # Sponsorships count as gifts too, less what they bought (their receipts say so).
    return Payment.objects.filter(
        kind__in=[Payment.Kind.DONATION, Payment.Kind.SPONSORSHIP], received_on__year=year, voided=False
    )


def donation_payments(*, email: str, year: int) -> list[Payment]:
    """The address's donation and sponsorship payments received in `year`, in
    the order received, each with what it paid for (`payable`)."""
    payments = _year_donations(year).filter(payer_email_key=email_key(email))
    return payables_attach(list(payments.order_by("received_on", "receipt_number")))


def donor_addresses(*, year: int) -> list[str]:
    """Every address that gave in `year`, once each: its key (core/emails.py),
    which `donation_payments` takes as it takes the address."""
    return list(
        _year_donations(year)
        .exclude(payer_email_key="")
        .values_list("payer_email_key", flat=True)
        .distinct()
        .order_by("payer_email_key")
    )
