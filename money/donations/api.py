"""Gifts pledged on the Donate page, open to all."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import language
from core.fields import OptionalTextField, PlainTextField, required_messages
from core.money import MAX_CENTS
from core.throttling import ScopedRateThrottle
from money.donations import services
from money.fields import CentsField
from money.models import Donation
from sitesettings.selectors import site_settings_get

MIN_DONATION = 100
MAX_NOTE = 500


@extend_schema_field({"type": "integer", "minimum": MIN_DONATION, "maximum": MAX_CENTS})
class DonationAmountField(CentsField):
    def __init__(self, **kwargs) -> None:
        super().__init__(low=MIN_DONATION, high=MAX_CENTS, **kwargs)


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
        return language.written(site_settings_get(), "payment_instructions")


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
