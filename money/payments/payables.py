"""What payments paid for, read for the treasurer's lists and receipts: a
registration, a membership, a donation or a sponsorship taken (a sponsor), each
a `Paid` model of the book (ledger/paid.py) with `amount_due` (a donation's is
its amount), `amount_paid` (its payments' sum) and a `payment_reference`."""

from collections import defaultdict

from django.db import models

from ledger.models import PAYABLES, Payment, payable_get, payable_model

Kind = Payment.Kind


def payable_models() -> dict[str, type[models.Model]]:
    """Each kind's model, as the book names them."""
    return {kind: payable_model(kind) for kind in PAYABLES}


# What a receipt names besides the payable itself: a registration's event, a membership's tier.
_NAMED: dict[str, tuple[str, ...]] = {
    Kind.REGISTRATION: ("event",),
    Kind.MEMBERSHIP: ("tier",),
    Kind.SPONSORSHIP: ("event", "sponsorship"),
}


def payables_attach(payments: list[Payment]) -> list[Payment]:
    """Gives each payment what it paid for as `payable` (None when it was deleted
    since), with the event or tier its receipt names: a query for each kind,
    however many payments there are."""
    wanted: dict[str, set[int]] = defaultdict(set)
    for payment in payments:
        wanted[payment.kind].add(payment.target_id)
    found: dict[tuple[str, int], models.Model] = {}
    for kind, ids in wanted.items():
        model = payable_model(kind)
        if model is None:
            continue
        query = model.objects.filter(pk__in=ids)
        if kind in _NAMED:
            query = query.select_related(*_NAMED[kind])
        found.update(((kind, item.pk), item) for item in query)
    for payment in payments:
        payment.payable = found.get((payment.kind, payment.target_id))
    return payments


def payable_of(payment: Payment) -> models.Model | None:
    """What the payment paid for: as `payables_attach` found it, or read now."""
    if "payable" in vars(payment):
        return payment.payable
    return payable_get(payment.kind, payment.target_id)


def outstanding(payable: models.Model) -> int:
    """Cents still owed (negative when more was paid than is due)."""
    return payable.amount_due - payable.amount_paid
