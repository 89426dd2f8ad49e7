"""Payments recorded and voided: each takes the next receipt number of its
year; what it paid for reads its paid sum from the book (ledger/paid.py), so
recording or voiding the payment is all there is to write."""

from dataclasses import dataclass
from datetime import date

from django.db import IntegrityError, transaction
from django.utils import timezone

from activity.models import SYSTEM
from activity.services import activity_record
from core.dates import local_today
from core.emails import email_key
from core.money import FIRST_YEAR, LAST_YEAR
from core.task_queue import enqueue
from ledger.models import Payment, ReceiptCounter, payable_get, payable_model
from money.exceptions import BankLineRecorded, PaymentAlreadyVoided, PaymentDateOutOfRange, PaymentTargetMissing
from money.receipts.tasks import deliver_receipt


def _next_receipt_number(year: int) -> str:
    """The year's next receipt number, `2026-00001` on: the counter's row is
    locked until the transaction ends, so payments recorded at the same moment
    take consecutive numbers, none twice and none skipped."""
    ReceiptCounter.objects.bulk_create([ReceiptCounter(year=year, last=0)], ignore_conflicts=True)
    counter = ReceiptCounter.objects.select_for_update().get(year=year)
    counter.last += 1
    counter.save(update_fields=["last"])
    return f"{year}-{counter.last:05d}"


@transaction.atomic
def payment_record(
    *,
    kind: str,
    target_id: int,
    amount: int,
    method: str,
    reference: str = "",
    received_on: date | None = None,
    actor: str = SYSTEM,
    bank_line_key: str | None = None,
    email_receipt: bool = True,
) -> Payment:
    """Record money received for a registration, membership, donation or
    sponsorship (a refund when `amount` is negative): it gets the next receipt
    number of its year (a year from 1900 to 2999), and the target's
    `amount_paid`, its payments' sum, counts it at once.
    Its receipt is emailed unless `email_receipt` is False (a payment brought in
    from the association's old spreadsheet, long since acknowledged)."""
    # Locked, so a payment and a change to what it pays for (a cancel, a new
    # price) are one after the other.
    payable = payable_get(kind, target_id, lock=True)
    if payable is None:
        raise PaymentTargetMissing()
    received_on = received_on or local_today()
    if not FIRST_YEAR <= received_on.year <= LAST_YEAR:
        raise PaymentDateOutOfRange()
    if bank_line_key and Payment.objects.filter(bank_line_key=bank_line_key).exists():
        raise BankLineRecorded()
    payment = Payment(
        kind=kind,
        target_id=target_id,
        amount=amount,
        method=method,
        reference=reference,
        received_on=received_on,
        payer_name=payable.payer_name,
        payer_email=payable.email,
        language=payable.language,
        receipt_number=_next_receipt_number(received_on.year),
        recorded_by=actor,
        bank_line_key=bank_line_key,
    )
    payment.full_clean()
    try:
        with transaction.atomic():
            payment.save()
    except IntegrityError:
        # Two uploads applying the same bank line at once: the second loses.
        if bank_line_key and Payment.objects.filter(bank_line_key=bank_line_key).exists():
            raise BankLineRecorded() from None
        raise
    activity_record(
        actor=actor,
        action="payment.record",
        target_type="payment",
        target_id=payment.pk,
        summary=f"{payment.receipt_number} {payment.payer_name}",
        changes={"amount": [None, amount], "method": [None, method], kind: [None, target_id]},
    )
    # The payer's receipt, with its PDF, written by the worker; its task is
    # stored with the payment, so a recorded payment always gets its receipt.
    if payment.payer_email and email_receipt:
        enqueue(deliver_receipt, payment.pk)
    return payment


@dataclass(frozen=True)
class ImportedPayment:
    """Money received as the association's spreadsheet records it."""

    kind: str
    target_id: int
    amount: int
    received_on: date | None = None
    reference: str = ""


@transaction.atomic
def payments_record_imported(
    *, payments: list[ImportedPayment], method: str = Payment.Method.OTHER, actor: str = SYSTEM
) -> list[Payment]:
    """Many payments at once, brought in from the association's spreadsheet, in
    a few queries however many there are: each gets the next receipt number of
    its year (consecutive, under the counter's lock, as payment_record's) and
    its target's paid sum follows; no receipt is emailed (what the sheet records
    was acknowledged long ago), and the import's own log entry tells of them."""
    targets = {
        kind: payable_model(kind).objects.select_for_update().in_bulk({p.target_id for p in payments if p.kind == kind})
        for kind in {payment.kind for payment in payments}
    }
    today = local_today()
    dated = [(payment, payment.received_on or today) for payment in payments]
    if any(not FIRST_YEAR <= on.year <= LAST_YEAR for _, on in dated):
        raise PaymentDateOutOfRange()
    numbers = {}
    for year in sorted({on.year for _, on in dated}):
        count = sum(1 for _, on in dated if on.year == year)
        ReceiptCounter.objects.bulk_create([ReceiptCounter(year=year, last=0)], ignore_conflicts=True)
        counter = ReceiptCounter.objects.select_for_update().get(year=year)
        first = counter.last + 1
        counter.last += count
        counter.save(update_fields=["last"])
        numbers[year] = iter(range(first, first + count))
    recorded = []
    for item, on in dated:
        payable = targets[item.kind].get(item.target_id)
        if payable is None:
            raise PaymentTargetMissing()
        recorded.append(
            Payment(
                kind=item.kind,
                target_id=item.target_id,
                amount=item.amount,
                method=method,
                reference=item.reference,
                received_on=on,
                payer_name=payable.payer_name,
                payer_email=payable.email,
                language=payable.language,
                receipt_number=f"{on.year}-{next(numbers[on.year]):05d}",
                recorded_by=actor,
            )
        )
    return Payment.objects.bulk_create(recorded, batch_size=500)


@transaction.atomic
def payment_void(*, payment: Payment, reason: str, actor: str = SYSTEM) -> Payment:
    """Take a payment back out of the totals; it stays listed, voided, and
    keeps its receipt number."""
    payment = Payment.objects.select_for_update().get(pk=payment.pk)
    if payment.voided:
        raise PaymentAlreadyVoided()
    payment.voided = True
    payment.void_reason = reason
    payment.voided_by = actor
    payment.voided_at = timezone.now()
    payment.save(update_fields=["voided", "void_reason", "voided_by", "voided_at"])
    activity_record(
        actor=actor,
        action="payment.void",
        target_type="payment",
        target_id=payment.pk,
        summary=f"{payment.receipt_number} {payment.payer_name}",
        changes={"voided": [False, True], "reason": [None, reason]},
    )
    return payment


@transaction.atomic
def payments_forget_address(*, email: str) -> int:
    """The address goes from the payments it made: no receipt, statement or
    family page finds them by it again (a family that signs in later with the
    same address is a new one). Each payment keeps its receipt number, amount,
    date, method, reference and the payer's name as its receipt gave them: the
    association's accounts. Returns how many payments there were."""
    email = email.strip()
    if not email:
        return 0
    return Payment.objects.filter(payer_email_key=email_key(email)).update(payer_email="")
