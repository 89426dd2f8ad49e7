from django.http import HttpResponse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import language
from core.dates import local_today
from core.fields import LARGEST_ID, CalendarDateField, OptionalTextField, PlainTextField, required_messages
from core.money import FIRST_YEAR, LAST_YEAR, MAX_CENTS, cents_text
from core.permissions import StaffOnlyMixin
from core.schema import documented_error
from core.throttling import ScopedRateThrottle
from membership.api import membership_context
from money import selectors, services
from money.ledger import ledger_csv
from money.models import Donation, Payment
from money.receipts import paid_for
from sitesettings.selectors import site_settings_get

MIN_DONATION = 100
MAX_NOTE = 500
MAX_VOID_REASON = 500


def _dollars(cents: int) -> str:
    return language.digits(f"${cents_text(cents)}")


@extend_schema_field(OpenApiTypes.INT)
class CentsField(serializers.Field):
    """An amount in whole cents: a JSON integer only. 25.0, "25" and "25.00"
    are refused, not rounded: money is never a float, and a dollar amount sent
    where cents are meant would be off a hundredfold."""

    default_error_messages = {
        "invalid": _("Enter the amount as a whole number of cents."),
        "required": _("Enter the amount as a whole number of cents."),
        "null": _("Enter the amount as a whole number of cents."),
        "range": _("Enter an amount from {low} to {high}."),
        "zero": _("The amount cannot be zero."),
    }

    def __init__(self, *, low: int, high: int, allow_zero: bool = True, **kwargs) -> None:
        super().__init__(**kwargs)
        self.low, self.high, self.allow_zero = low, high, allow_zero

    def to_internal_value(self, data) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        if data == 0 and not self.allow_zero:
            self.fail("zero")
        if not self.low <= data <= self.high:
            self.fail("range", low=_dollars(self.low), high=_dollars(self.high))
        return data

    def to_representation(self, value: int) -> int:
        return value


@extend_schema_field({"type": "integer", "minimum": -MAX_CENTS, "maximum": MAX_CENTS})
class PaymentAmountField(CentsField):
    def __init__(self, **kwargs) -> None:
        super().__init__(low=-MAX_CENTS, high=MAX_CENTS, allow_zero=False, **kwargs)


@extend_schema_field({"type": "integer", "minimum": MIN_DONATION, "maximum": MAX_CENTS})
class DonationAmountField(CentsField):
    def __init__(self, **kwargs) -> None:
        super().__init__(low=MIN_DONATION, high=MAX_CENTS, **kwargs)


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
    @extend_schema(
        parameters=[PaymentFilterSerializer],
        responses=PaymentSerializer(many=True),
    )
    def get(self, request):
        filters = PaymentFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        payments = selectors.payments_list(**filters.validated_data)
        return Response(PaymentSerializer(payments, many=True, context=membership_context()).data)

    @extend_schema(request=PaymentRecordSerializer, responses={201: PaymentSerializer})
    def post(self, request):
        serializer = PaymentRecordSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        payment = services.payment_record(**serializer.validated_data, actor=request.user.get_username())
        return Response(PaymentSerializer(payment).data, status=status.HTTP_201_CREATED)


class AdminPaymentVoidView(StaffOnlyMixin, APIView):
    @extend_schema(
        request=PaymentVoidSerializer,
        responses={200: PaymentSerializer, 409: documented_error("The payment is already voided.")},
    )
    def post(self, request, payment_id: int):
        payment = selectors.payment_get(payment_id=payment_id)
        if payment is None:
            raise NotFound()
        serializer = PaymentVoidSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
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
    @extend_schema(parameters=[YearSerializer], responses=FinanceSerializer)
    def get(self, request):
        return Response(FinanceSerializer(selectors.finance_summary(year=_year(request))).data)


class AdminLedgerView(StaffOnlyMixin, APIView):
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
        response = HttpResponse(
            ledger_csv(selectors.ledger_payments(year=year)), content_type="text/csv; charset=utf-8"
        )
        response["Content-Disposition"] = f'attachment; filename="ledger-{year}.csv"'
        response["Cache-Control"] = "no-store"
        return response


class DonationSerializer(serializers.Serializer):
    fullName = PlainTextField(
        source="full_name",
        min_length=2,
        max_length=120,
        error_messages=required_messages(_("Full name must be at least 2 characters"), "min_length"),
    )
    email = serializers.EmailField(
        max_length=254, error_messages=required_messages(_("Please enter a valid email address"), "invalid")
    )
    amount = DonationAmountField(help_text="Cents, 100 ($1) to 10000000.")
    purpose = serializers.ChoiceField(
        choices=Donation.Purpose.choices,
        required=False,
        default=Donation.Purpose.GENERAL,
        error_messages={"invalid_choice": _("Please choose what the gift is for.")},
    )
    note = OptionalTextField(max_length=MAX_NOTE)
    anonymous = serializers.BooleanField(required=False, default=False)


class DonationPledgedSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    amount = serializers.IntegerField(help_text="Cents.")
    purpose = serializers.ChoiceField(choices=Donation.Purpose.choices)
    paymentReference = serializers.CharField(source="payment_reference")
    paymentInstructions = serializers.SerializerMethodField()

    def get_paymentInstructions(self, donation) -> str:
        return site_settings_get().payment_instructions


class DonationView(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "donations"

    @extend_schema(request=DonationSerializer, responses={201: DonationPledgedSerializer})
    def post(self, request):
        serializer = DonationSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        donation = services.donation_create(**serializer.validated_data, language=request.LANGUAGE_CODE)
        return Response(DonationPledgedSerializer(donation).data, status=status.HTTP_201_CREATED)
