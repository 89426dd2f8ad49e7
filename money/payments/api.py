"""The treasurer's payments: recording, voiding and listing them, the year's books and its ledger."""

from django.http import HttpResponse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from activity.services import download_record
from core.dates import local_today
from core.fields import LARGEST_ID, CalendarDateField, OptionalTextField, PlainTextField, required_messages
from core.money import FIRST_YEAR, LAST_YEAR, MAX_CENTS
from core.permissions import TREASURER, StaffOnlyMixin
from core.schema import documented_error
from ledger.models import Payment
from membership.api import membership_context
from money.approvals import services as approvals
from money.fields import CentsField
from money.payments import selectors, services
from money.payments.ledger import ledger_csv
from money.receipts.pdf import paid_for

MAX_VOID_REASON = 500


@extend_schema_field({"type": "integer", "minimum": -MAX_CENTS, "maximum": MAX_CENTS})
class PaymentAmountField(CentsField):
    def __init__(self, **kwargs) -> None:
        super().__init__(low=-MAX_CENTS, high=MAX_CENTS, allow_zero=False, **kwargs)


class PaymentSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    receiptNumber = serializers.CharField(source="receipt_number", help_text="2026-00001")
    kind = serializers.ChoiceField(choices=Payment.Kind.choices)
    targetId = serializers.IntegerField(source="target_id")
    payerName = serializers.CharField(source="payer_name")
    amount = serializers.IntegerField(help_text="Cents; negative for a refund.")
    method = serializers.ChoiceField(choices=Payment.Method.choices)
    reference = serializers.CharField()
    receivedOn = CalendarDateField(source="received_on")
    recordedBy = serializers.CharField(source="recorded_by")
    voided = serializers.BooleanField()
    voidReason = serializers.CharField(source="void_reason", help_text="Why it was voided; empty while it stands.")
    paidFor = serializers.SerializerMethodField(help_text="What it was for, as its receipt says.")

    def get_paidFor(self, payment) -> str:
        return paid_for(payment, start_month=self.context.get("start_month"))


class PaymentRecordSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Payment.Kind.choices)
    targetId = serializers.IntegerField(source="target_id", min_value=1, max_value=LARGEST_ID)
    amount = PaymentAmountField(help_text="Cents, not zero; negative for a refund.")
    method = serializers.ChoiceField(choices=Payment.Method.choices)
    reference = OptionalTextField(max_length=300, help_text="Check number, Zelle memo ...")
    receivedOn = CalendarDateField(source="received_on", required=False, help_text="Today when left out.")

    def validate_receivedOn(self, value):
        if not FIRST_YEAR <= value.year <= LAST_YEAR:
            raise serializers.ValidationError(_("Enter a date between 1900 and 2999."))
        return value


class PaymentVoidSerializer(serializers.Serializer):
    reason = PlainTextField(
        max_length=MAX_VOID_REASON, error_messages=required_messages(_("Say why the payment is voided."))
    )


class ProposalSerializer(serializers.Serializer):
    approvalId = serializers.IntegerField(source="pk")
    status = serializers.ChoiceField(choices=["pending"])


PROPOSED = OpenApiResponse(
    ProposalSerializer,
    description="At or above the settings' approvalThreshold: a proposal that waits for a second treasurer; "
    "nothing changes yet.",
)


class PaymentFilterSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Payment.Kind.choices, required=False)
    targetId = serializers.IntegerField(source="target_id", min_value=1, max_value=LARGEST_ID, required=False)
    year = serializers.IntegerField(
        min_value=FIRST_YEAR, max_value=LAST_YEAR, required=False, help_text="The year of receivedOn."
    )


class YearSerializer(serializers.Serializer):
    year = serializers.IntegerField(
        min_value=FIRST_YEAR, max_value=LAST_YEAR, required=False, help_text="This year by default."
    )


def _year(request) -> int:
    serializer = YearSerializer(data=request.query_params)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data.get("year") or local_today().year


class AdminPaymentsView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(
        parameters=[PaymentFilterSerializer],
        responses=PaymentSerializer(many=True),
    )
    def get(self, request):
        filters = PaymentFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        payments = selectors.payments_list(**filters.validated_data)
        return Response(PaymentSerializer(payments, many=True, context=membership_context()).data)

    @extend_schema(request=PaymentRecordSerializer, responses={201: PaymentSerializer, 202: PROPOSED})
    def post(self, request):
        serializer = PaymentRecordSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        amount = serializer.validated_data["amount"]
        if amount < 0 and approvals.needs_approval(amount):
            approval = approvals.refund_propose(**serializer.validated_data, actor=request.user.get_username())
            return Response(ProposalSerializer(approval).data, status=status.HTTP_202_ACCEPTED)
        payment = services.payment_record(**serializer.validated_data, actor=request.user.get_username())
        return Response(PaymentSerializer(payment).data, status=status.HTTP_201_CREATED)


class AdminPaymentVoidView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(
        request=PaymentVoidSerializer,
        responses={
            200: PaymentSerializer,
            202: PROPOSED,
            409: documented_error("The payment is already voided, or a void of it is already waiting for approval."),
        },
    )
    def post(self, request, payment_id: int):
        payment = selectors.payment_get(payment_id=payment_id)
        if payment is None:
            raise NotFound()
        serializer = PaymentVoidSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        if approvals.needs_approval(payment.amount):
            approval = approvals.void_propose(
                payment=payment, reason=serializer.validated_data["reason"], actor=request.user.get_username()
            )
            return Response(ProposalSerializer(approval).data, status=status.HTTP_202_ACCEPTED)
        payment = services.payment_void(
            payment=payment, reason=serializer.validated_data["reason"], actor=request.user.get_username()
        )
        return Response(PaymentSerializer(payment).data)


class DueSerializer(serializers.Serializer):
    due = serializers.IntegerField(help_text="Cents.")
    paid = serializers.IntegerField(help_text="Cents.")


class PaidSerializer(serializers.Serializer):
    paid = serializers.IntegerField(help_text="Cents.")


class OwedSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Payment.Kind.choices)
    targetId = serializers.IntegerField(source="target_id")
    payerName = serializers.CharField(source="payer_name")
    paymentReference = serializers.CharField(source="payment_reference", allow_null=True)
    outstanding = serializers.IntegerField(help_text="Cents still owed.")


class FinanceSerializer(serializers.Serializer):
    registrations = serializers.SerializerMethodField()
    memberships = serializers.SerializerMethodField()
    donations = serializers.SerializerMethodField()
    refundsDue = serializers.IntegerField(source="refunds_due", help_text="Cents paid beyond what is due.")
    outstanding = OwedSerializer(many=True, help_text="Largest first.")

    @extend_schema_field(DueSerializer)
    def get_registrations(self, finance) -> dict:
        return {"due": finance.registrations_due, "paid": finance.registrations_paid}

    @extend_schema_field(DueSerializer)
    def get_memberships(self, finance) -> dict:
        return {"due": finance.memberships_due, "paid": finance.memberships_paid}

    @extend_schema_field(PaidSerializer)
    def get_donations(self, finance) -> dict:
        return {"paid": finance.donations_paid}


class AdminFinanceView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(parameters=[YearSerializer], responses=FinanceSerializer)
    def get(self, request):
        return Response(FinanceSerializer(selectors.finance_summary(year=_year(request))).data)


class AdminLedgerView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(
        parameters=[YearSerializer],
        responses={
            (200, "text/csv"): OpenApiResponse(
                str,
                description="ledger-{year}.csv: UTF-8 with a byte-order mark; every payment received in the year.",
            )
        },
    )
    def get(self, request):
        year = _year(request)
        download_record(actor=request.user.get_username(), action="download.ledger", summary=str(year))
        response = HttpResponse(
            ledger_csv(selectors.ledger_payments(year=year)), content_type="text/csv; charset=utf-8"
        )
        response["Content-Disposition"] = f'attachment; filename="ledger-{year}.csv"'
        response["Cache-Control"] = "no-store"
        return response
