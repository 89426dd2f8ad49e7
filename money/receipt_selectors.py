"""Reads behind the receipts: one payment, and the donations that go on an
address's yearly statement. Addresses are compared without regard to case, as
a family's address is."""

from django.db.models import QuerySet
from django.db.models.functions import Lower

from money.models import Payment


def payment_find(*, payment_id: int, email: str | None = None) -> Payment | None:
    """The payment; with `email`, only when that address paid it."""
    payments = Payment.objects.filter(pk=payment_id)
    if email is not None:
        payments = payments.filter(payer_email__iexact=email)
    return payments.first()


def _year_donations(year: int) -> QuerySet[Payment]:
    # A voided payment was never received, so it is on no statement.
    return Payment.objects.filter(kind=Payment.Kind.DONATION, received_on__year=year, voided=False)


def donation_payments(*, email: str, year: int) -> list[Payment]:
    """The address's donation payments received in `year`, in the order received."""
    return list(_year_donations(year).filter(payer_email__iexact=email).order_by("received_on", "receipt_number"))


def donor_addresses(*, year: int) -> list[str]:
    """Every address that gave in `year`, once each (in lower case)."""
    return list(
        _year_donations(year)
        .exclude(payer_email="")
        .annotate(address=Lower("payer_email"))
        .values_list("address", flat=True)
        .distinct()
        .order_by("address")
    )
