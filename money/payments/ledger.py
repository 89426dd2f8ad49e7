"""The year's ledger as a spreadsheet: every payment, voided ones too, in the
order of their receipt numbers."""

from collections.abc import Iterable

from django.utils.translation import gettext_lazy as _

from core.csv import csv_pieces, header_row, neutralise
from core.money import cents_text
from ledger.models import Payment
from money.payments.payables import payable_models

# The columns' names, in the organiser's language (the request's); their order never changes.
HEADER = [
    _("Receipt Number"),
    _("Received On"),
    _("Kind"),
    _("Payer"),
    _("For"),
    _("Reference"),
    _("Method"),
    _("Amount"),
    _("Voided"),
    _("Void Reason"),
    _("Recorded By"),
]


def _what_for(payments: list[Payment]) -> dict[tuple[str, int], str]:
    """Each payment's target's payment reference (DP-4821), one query per kind."""
    references = {}
    for kind, model in payable_models().items():
        ids = {payment.target_id for payment in payments if payment.kind == kind}
        if ids:
            for pk, reference in model.objects.filter(pk__in=ids).values_list("pk", "payment_reference"):
                references[(kind, pk)] = reference or ""
    return references


def ledger_csv(payments: Iterable[Payment]) -> bytes:
    """UTF-8 with a byte-order mark, so Excel opens Bengali names correctly;
    text a payer or organiser typed is made safe from running as a formula.
    Amounts are dollars and cents ("25.00", "-5.00" for a refund)."""
    payments = list(payments)
    what_for = _what_for(payments)

    def row(payment: Payment) -> list:
        return [
            payment.receipt_number,
            payment.received_on.isoformat(),
            payment.kind,
            neutralise(payment.payer_name),
            neutralise(what_for.get((payment.kind, payment.target_id), "")),
            neutralise(payment.reference),
            payment.method,
            cents_text(payment.amount),
            "Yes" if payment.voided else "No",
            neutralise(payment.void_reason),
            neutralise(payment.recorded_by),
        ]

    return b"".join(csv_pieces(header_row(HEADER), payments, row))
