"""The proposals of two to sign, as the treasurer's desk reads them."""

from django.db.models import Case, IntegerField, Value, When

from money.models import Approval


def approvals_list(*, status: str | None = None) -> list[Approval]:
    """Pending proposals first (oldest first, as they wait), then the decided ones, newest first."""
    approvals = Approval.objects.all()
    if status:
        approvals = approvals.filter(status=status)
    pending_first = Case(
        When(status=Approval.Status.PENDING, then=Value(0)), default=Value(1), output_field=IntegerField()
    )
    return list(approvals.order_by(pending_first, "-proposed_at", "-id")[:500])


def approval_get(*, approval_id: int) -> Approval | None:
    return Approval.objects.filter(pk=approval_id).first()
