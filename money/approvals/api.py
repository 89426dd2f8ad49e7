"""Two to sign: the proposals waiting for a second treasurer, and their approval or rejection."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.fields import PlainTextField, required_messages
from core.permissions import TREASURER, StaffOnlyMixin
from core.schema import documented_error
from ledger.models import Payment
from membership.api import membership_context
from money.approvals import selectors, services
from money.models import Approval
from money.payments.api import PaymentSerializer

MAX_REJECT_REASON = 500


class ApprovalSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    action = serializers.ChoiceField(
        choices=Approval.Action.choices, help_text="A refund recorded, or a payment voided."
    )
    status = serializers.ChoiceField(choices=Approval.Status.choices)
    kind = serializers.ChoiceField(choices=Payment.Kind.choices)
    targetId = serializers.IntegerField(source="target_id")
    payerName = serializers.CharField(source="payer_name")
    amount = serializers.IntegerField(help_text="Cents, as the payment has them: negative for a refund.")
    method = serializers.CharField(help_text="The refund's method, or the voided payment's.")
    reference = serializers.CharField()
    receivedOn = serializers.DateField(source="received_on", allow_null=True)
    paymentId = serializers.IntegerField(
        source="payment_id", allow_null=True, help_text="The payment to void, or the refund once recorded."
    )
    reason = serializers.CharField(help_text="Why the void is asked for; empty for a refund.")
    proposedBy = serializers.CharField(source="proposed_by")
    proposedAt = serializers.DateTimeField(source="proposed_at")
    decidedBy = serializers.CharField(
        source="decided_by", help_text="Who approved or rejected it; empty while pending."
    )
    decidedAt = serializers.DateTimeField(source="decided_at", allow_null=True)
    rejectReason = serializers.CharField(source="reject_reason")


class ApprovalFilterSerializer(serializers.Serializer):
    status = serializers.ChoiceField(
        choices=Approval.Status.choices, required=False, help_text="Every one when left out."
    )


class ApprovalRejectSerializer(serializers.Serializer):
    reason = PlainTextField(
        max_length=MAX_REJECT_REASON, error_messages=required_messages(_("Say why the proposal is rejected."))
    )


def _approval(approval_id: int) -> Approval:
    approval = selectors.approval_get(approval_id=approval_id)
    if approval is None:
        raise NotFound()
    return approval


class AdminApprovalsView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(parameters=[ApprovalFilterSerializer], responses=ApprovalSerializer(many=True))
    def get(self, request):
        filters = ApprovalFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        approvals = selectors.approvals_list(**filters.validated_data)
        return Response(ApprovalSerializer(approvals, many=True).data)


class AdminApprovalApproveView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(
        request=None,
        responses={
            200: PaymentSerializer,
            403: documented_error("Another treasurer must approve this (or the role does not allow it)."),
            409: documented_error("Already approved or rejected, or the payment was voided meanwhile."),
        },
        description="Carries the proposal out; the answer is the payment recorded (a refund) or voided.",
    )
    def post(self, request, approval_id: int):
        payment = services.approval_approve(approval=_approval(approval_id), actor=request.user.get_username())
        return Response(PaymentSerializer(payment, context=membership_context()).data)


class AdminApprovalRejectView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(
        request=ApprovalRejectSerializer,
        responses={200: ApprovalSerializer, 409: documented_error("Already approved or rejected.")},
    )
    def post(self, request, approval_id: int):
        approval = _approval(approval_id)
        serializer = ApprovalRejectSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        approval = services.approval_reject(
            approval=approval, reason=serializer.validated_data["reason"], actor=request.user.get_username()
        )
        return Response(ApprovalSerializer(approval).data)
