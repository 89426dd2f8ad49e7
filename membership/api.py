"""Membership over HTTP: the tiers anyone may read, the tiers and the roll as
organisers keep them, and the one shape a membership is answered in (the
family's page uses it too)."""

from django.http import StreamingHttpResponse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from activity.services import download_record
from core.fields import LARGEST_ID, OptionalTextField, PayableSerializer, PlainTextField, required_messages
from core.money import MAX_CENTS
from core.permissions import ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import documented_error
from membership import selectors, services
from membership.csv_export import memberships_csv_pieces
from membership.models import Membership
from membership.years import year_label

TIER_NAME_MESSAGE = _("Give the tier a name.")
AMOUNT_MESSAGE = _("Enter the yearly dues in cents, from 0 to 10000000.")
TIER_MESSAGE = _("Choose a membership tier.")
YEAR_MESSAGE = _("Enter a year such as 2026.")
# The years a membership may be taken for or listed by.
FIRST_YEAR, LAST_YEAR = 2000, 2100


class TierSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    name = serializers.CharField()
    amount = serializers.IntegerField(help_text="Yearly dues in cents.")
    description = serializers.CharField()


class AdminTierSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    name = PlainTextField(max_length=120, error_messages=required_messages(TIER_NAME_MESSAGE))
    amount = serializers.IntegerField(
        min_value=0,
        max_value=MAX_CENTS,
        help_text="Yearly dues in cents.",
        error_messages={
            **required_messages(AMOUNT_MESSAGE),
            "min_value": AMOUNT_MESSAGE,
            "max_value": AMOUNT_MESSAGE,
            "invalid": AMOUNT_MESSAGE,
        },
    )
    description = OptionalTextField(max_length=500)
    active = serializers.BooleanField(
        required=False, help_text="Offered to families joining; a new tier is, and a change left without it keeps it."
    )


class MembershipSerializer(PayableSerializer):
    """A membership as its family sees it."""

    id = serializers.IntegerField()
    year = serializers.SerializerMethodField(help_text="The membership year's label: 2026, or 2026\u201327 (en dash).")
    tierId = serializers.IntegerField(source="tier_id")
    tierName = serializers.CharField(source="tier.name")
    active = serializers.BooleanField(help_text="Paid in full.")

    def get_year(self, membership: Membership) -> str:
        return label_of(membership.year, self.context)


class RollSerializer(PayableSerializer):
    """A line of the roll, as organisers see it."""

    id = serializers.IntegerField()
    familyName = serializers.CharField(source="name")
    email = serializers.EmailField()
    phone = serializers.CharField()
    tierName = serializers.CharField(source="tier.name")
    active = serializers.BooleanField(help_text="Paid in full.")


def label_of(year: int, context: dict) -> str:
    month = context.get("start_month") or selectors.start_month()
    return year_label(year, start_month=month)


def membership_context() -> dict:
    """What MembershipSerializer needs, read once for a whole list."""
    return {"start_month": selectors.start_month()}


class JoinSerializer(serializers.Serializer):
    tierId = serializers.IntegerField(
        min_value=1,
        max_value=LARGEST_ID,
        error_messages=required_messages(TIER_MESSAGE, "invalid", "min_value", "max_value"),
    )

    def validate_tierId(self, value: int):
        tier = selectors.tier_find(tier_id=value)
        if tier is None:
            raise serializers.ValidationError(TIER_MESSAGE)
        return tier


def year_from_query(request) -> int:
    """The `?year=` asked for, or the membership year of today."""
    raw = request.query_params.get("year")
    if raw in (None, ""):
        return selectors.current_year()
    serializer = YearQuerySerializer(data={"year": raw})
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data["year"]


class YearQuerySerializer(serializers.Serializer):
    year = serializers.IntegerField(
        min_value=FIRST_YEAR,
        max_value=LAST_YEAR,
        error_messages=required_messages(YEAR_MESSAGE, "invalid", "min_value", "max_value"),
    )


YEAR_PARAMETER = OpenApiParameter(
    "year",
    int,
    required=False,
    description="The membership year, by the calendar year it starts in; the current one when left out.",
)


def _tier_or_404(tier_id: int):
    tier = selectors.tier_find(tier_id=tier_id)
    if tier is None:
        raise NotFound()
    return tier


class TiersView(APIView):
    """The tiers a family may join, cheapest first."""

    permission_classes = [AllowAny]

    @extend_schema(responses=TierSerializer(many=True))
    def get(self, request):
        return Response(TierSerializer(selectors.active_tiers(), many=True).data)


class AdminTiersView(StaffOnlyMixin, APIView):
    roles = {"GET": (ORGANISER, TREASURER), "*": (TREASURER,)}

    @extend_schema(responses=AdminTierSerializer(many=True))
    def get(self, request):
        return Response(AdminTierSerializer(selectors.tiers_all(), many=True).data)

    @extend_schema(request=AdminTierSerializer, responses={201: AdminTierSerializer})
    def post(self, request):
        serializer = AdminTierSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        tier = services.tier_create(actor=request.user.get_username(), **serializer.validated_data)
        return Response(AdminTierSerializer(tier).data, status=status.HTTP_201_CREATED)


class AdminTierDetailView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(request=AdminTierSerializer, responses=AdminTierSerializer)
    def put(self, request, tier_id: int):
        tier = _tier_or_404(tier_id)
        serializer = AdminTierSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = {"active": tier.active, **serializer.validated_data}
        tier = services.tier_update(tier=tier, actor=request.user.get_username(), **data)
        return Response(AdminTierSerializer(tier).data)

    @extend_schema(
        request=None,
        responses={204: None, 409: documented_error("This tier is in use; make it inactive instead.")},
    )
    def delete(self, request, tier_id: int):
        services.tier_delete(tier=_tier_or_404(tier_id), actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)


class AdminRollView(StaffOnlyMixin, APIView):
    """The roll of a membership year, by name."""

    @extend_schema(parameters=[YEAR_PARAMETER], responses=RollSerializer(many=True))
    def get(self, request):
        year = year_from_query(request)
        return Response(RollSerializer(selectors.membership_roll(year=year), many=True).data)


class AdminRollExportView(StaffOnlyMixin, APIView):
    roles = (TREASURER,)

    @extend_schema(
        parameters=[
            YEAR_PARAMETER,
            OpenApiParameter(
                "Content-Disposition",
                str,
                OpenApiParameter.HEADER,
                response=[200],
                description='attachment; filename="memberships-{year}.csv"',
            ),
        ],
        responses={
            (200, "text/csv"): OpenApiResponse(
                str,
                description="memberships-{year}.csv: UTF-8 with a byte-order mark; columns Name, Email, Phone, "
                "Tier, Year, Amount Due, Amount Paid (in dollars), Payment Status, Payment Reference, Active.",
            )
        },
    )
    def get(self, request):
        year = year_from_query(request)
        download_record(actor=request.user.get_username(), action="download.roll", summary=str(year))
        response = StreamingHttpResponse(
            memberships_csv_pieces(
                selectors.membership_roll(year=year).iterator(chunk_size=500),
                year_label=year_label(year, start_month=selectors.start_month()),
            ),
            content_type="text/csv; charset=utf-8",
        )
        response["Content-Disposition"] = f'attachment; filename="memberships-{year}.csv"'
        response["Cache-Control"] = "no-store"
        return response
