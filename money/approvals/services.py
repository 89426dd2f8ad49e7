"""Two to sign: a refund or a void of at least the settings' `approval_threshold`
is proposed by one treasurer and carried out only when another treasurer or an
administrator approves it (docs/roles.md). Nothing changes in the books while it
waits; approving carries it out through the payments' own services, once, even
when two people approve at the same moment (the proposal's row is locked)."""

from datetime import date

from django.db import transaction
from django.utils import timezone

from activity.services import activity_record
from core.dates import local_today
from core.money import FIRST_YEAR, LAST_YEAR
from ledger.models import Payment, payable_get
from money.exceptions import (
    ApprovalByProposer,
    ApprovalDecided,
    PaymentAlreadyVoided,
    PaymentDateOutOfRange,
    PaymentTargetMissing,
    VoidAlreadyProposed,
)
from money.models import Approval
from money.payments import services as payments
from sitesettings.models import SiteSettings

DEFAULT_THRESHOLD = SiteSettings._meta.get_field("approval_threshold").default


def approval_threshold() -> int | None:
    """The settings' threshold in cents (None: never), read without creating the settings' row."""
    found = SiteSettings.objects.filter(pk=SiteSettings.SINGLETON_PK).values_list("approval_threshold", flat=True)
    return next(iter(found), DEFAULT_THRESHOLD)


def needs_approval(cents: int) -> bool:
    threshold = approval_threshold()
    return threshold is not None and abs(cents) >= threshold


def _proposed(approval: Approval) -> None:
    activity_record(
        actor=approval.proposed_by,
        action="approval.propose",
        target_type="approval",
        target_id=approval.pk,
        summary=approval.payer_name,
        changes={
            "action": [None, approval.action],
            "amount": [None, approval.amount],
            "reason": [None, approval.reason],
        },
    )


@transaction.atomic
def refund_propose(
    *,
    kind: str,
    target_id: int,
    amount: int,
    method: str,
    reference: str = "",
    received_on: date | None = None,
    actor: str,
) -> Approval:
    """A refund (a negative `amount`) to be recorded once approved; refused now
    for what recording it would refuse (no such target, a date out of range)."""
    payable = payable_get(kind, target_id)
    if payable is None:
        raise PaymentTargetMissing()
    received_on = received_on or local_today()
    if not FIRST_YEAR <= received_on.year <= LAST_YEAR:
        raise PaymentDateOutOfRange()
    approval = Approval.objects.create(
        action=Approval.Action.REFUND,
        kind=kind,
        target_id=target_id,
        amount=amount,
        method=method,
        reference=reference,
        received_on=received_on,
        payer_name=payable.payer_name,
        proposed_by=actor,
    )
    _proposed(approval)
    return approval


@transaction.atomic
def void_propose(*, payment: Payment, reason: str, actor: str) -> Approval:
    """A void of `payment`, carried out once approved; refused now when the
    payment is already voided or a void of it is already waiting."""
    payment = Payment.objects.select_for_update().get(pk=payment.pk)
    if payment.voided:
        raise PaymentAlreadyVoided()
    if Approval.objects.filter(payment=payment, action=Approval.Action.VOID, status=Approval.Status.PENDING).exists():
        raise VoidAlreadyProposed()
    approval = Approval.objects.create(
        action=Approval.Action.VOID,
        kind=payment.kind,
        target_id=payment.target_id,
        amount=payment.amount,
        method=payment.method,
        reference=payment.reference,
        received_on=payment.received_on,
        payer_name=payment.payer_name,
        payment=payment,
        reason=reason,
        proposed_by=actor,
    )
    _proposed(approval)
    return approval


def _pending_locked(approval_id: int) -> Approval:
    """The proposal, its row locked until the transaction ends: a second decision
    waits here, then finds it decided."""
    approval = Approval.objects.select_for_update().get(pk=approval_id)
    if approval.status != Approval.Status.PENDING:
        raise ApprovalDecided()
    return approval


@transaction.atomic
def approval_approve(*, approval: Approval, actor: str) -> Payment:
    """Carry the proposal out as its proposer asked (the refund is recorded by
    them, the void made in their name), approved by `actor`, who must be someone
    else. Returns the payment recorded or voided."""
    approval = _pending_locked(approval.pk)
    if approval.proposed_by == actor:
        raise ApprovalByProposer()
    if approval.action == Approval.Action.REFUND:
        payment = payments.payment_record(
            kind=approval.kind,
            target_id=approval.target_id,
            amount=approval.amount,
            method=approval.method,
            reference=approval.reference,
            received_on=approval.received_on,
            actor=approval.proposed_by,
        )
    else:
        payment = payments.payment_void(payment=approval.payment, reason=approval.reason, actor=approval.proposed_by)
    approval.status = Approval.Status.APPROVED
    approval.payment = payment
    approval.decided_by = actor
    approval.decided_at = timezone.now()
    approval.save(update_fields=["status", "payment", "decided_by", "decided_at"])
    activity_record(
        actor=actor,
        action="approval.approve",
        target_type="approval",
        target_id=approval.pk,
        summary=approval.payer_name,
        changes={
            "status": [Approval.Status.PENDING, Approval.Status.APPROVED],
            "proposed_by": [None, approval.proposed_by],
            "action": [None, approval.action],
            "amount": [None, approval.amount],
        },
    )
    return payment


@transaction.atomic
def approval_reject(*, approval: Approval, reason: str, actor: str) -> Approval:
    """Drop the proposal; nothing of it is carried out. Its proposer may withdraw it so too."""
    approval = _pending_locked(approval.pk)
    approval.status = Approval.Status.REJECTED
    approval.decided_by = actor
    approval.decided_at = timezone.now()
    approval.reject_reason = reason
    approval.save(update_fields=["status", "decided_by", "decided_at", "reject_reason"])
    activity_record(
        actor=actor,
        action="approval.reject",
        target_type="approval",
        target_id=approval.pk,
        summary=approval.payer_name,
        changes={
            "status": [Approval.Status.PENDING, Approval.Status.REJECTED],
            "proposed_by": [None, approval.proposed_by],
            "action": [None, approval.action],
            "amount": [None, approval.amount],
            "reason": [None, reason],
        },
    )
    return approval
