"""What the treasurer reads: the payments, and the year's books."""

from dataclasses import dataclass, field

from django.db.models import F, Q, QuerySet, Sum

from ledger.models import Payment
from membership.models import Membership
from money.models import Donation
from money.payments.payables import Kind, outstanding, payables_attach
from registrations.models import Registration
from sponsors.models import Sponsor


def payments_list(*, kind: str | None = None, target_id: int | None = None, year: int | None = None) -> list[Payment]:
    """Payments in receipt order (year, then number: the order the treasurer
    files them in, as the ledger's); voided ones stay listed. Each comes with
    what it paid for (`payables_attach`)."""
    payments = Payment.objects.all()
    if kind:
        payments = payments.filter(kind=kind)
    if target_id is not None:
        payments = payments.filter(target_id=target_id)
    if year is not None:
        payments = payments.filter(received_on__year=year)
    return payables_attach(list(payments.order_by("receipt_number", "id")))


def payment_get(*, payment_id: int) -> Payment | None:
    return Payment.objects.filter(pk=payment_id).first()


def ledger_payments(*, year: int) -> QuerySet[Payment]:
    """Every payment received in `year`, voided ones too, in the order of their receipt numbers."""
    return Payment.objects.filter(received_on__year=year).order_by("receipt_number")


@dataclass(frozen=True)
class Owed:
    kind: str
    target_id: int
    payer_name: str
    payment_reference: str | None
    outstanding: int


@dataclass(frozen=True)
class Finance:
    registrations_due: int
    registrations_paid: int
    memberships_due: int
    memberships_paid: int
    donations_paid: int
    refunds_due: int
    outstanding: list[Owed] = field(default_factory=list)


# What the books read of a payable: what is due, its reference, and who pays
# (what it was paid comes with every query of it, ledger/paid.py).
_FIELDS = ("amount_due", "payment_reference", "language", "email")


def _sums(query: QuerySet) -> tuple[int, int]:
    totals = query.aggregate(due=Sum("amount_due"), paid=Sum("amount_paid"))
    return totals["due"] or 0, totals["paid"] or 0


def finance_summary(*, year: int) -> Finance:
    """The books of `year`: what registrations to that year's events and that
    membership year's memberships owe and were paid, the gifts received in the
    year, what is owed back (paid beyond what is due), and every payable with
    something still owed, largest first. Donations pledged in the year count
    as owed until they are paid."""
    registrations = Registration.objects.filter(event__date__year=year)
    memberships = Membership.objects.filter(year=year)
    donations = Donation.objects.filter(created_at__year=year)
    registrations_due, registrations_paid = _sums(registrations)
    memberships_due, memberships_paid = _sums(memberships)
    donations_paid = (
        Payment.objects.filter(kind=Kind.DONATION, voided=False, received_on__year=year).aggregate(paid=Sum("amount"))[
            "paid"
        ]
        or 0
    )
    # Only those whose sums differ are read: the settled ones add nothing.
    unsettled = ~Q(amount_due=F("amount_paid"))
    payables = [
        *((Kind.REGISTRATION, item) for item in registrations.filter(unsettled).only(*_FIELDS, "full_name")),
        *((Kind.MEMBERSHIP, item) for item in memberships.filter(unsettled).only(*_FIELDS, "name")),
        *((Kind.DONATION, item) for item in donations.exclude(amount=F("amount_paid"))),
        *(
            (Kind.SPONSORSHIP, item)
            for item in Sponsor.objects.filter(event__date__year=year).filter(unsettled).only(*_FIELDS, "contact_name")
        ),
    ]
    refunds_due = sum(-outstanding(payable) for _, payable in payables if outstanding(payable) < 0)
    owed = [
        Owed(
            kind=kind,
            target_id=payable.pk,
            payer_name=payable.payer_name,
            payment_reference=payable.payment_reference,
            outstanding=outstanding(payable),
        )
        for kind, payable in payables
        if outstanding(payable) > 0
    ]
    owed.sort(key=lambda item: (-item.outstanding, item.kind, item.target_id))
    return Finance(
        registrations_due=registrations_due,
        registrations_paid=registrations_paid,
        memberships_due=memberships_due,
        memberships_paid=memberships_paid,
        donations_paid=donations_paid,
        refunds_due=refunds_due,
        outstanding=owed,
    )
