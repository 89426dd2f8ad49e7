"""The organisers' WhatsApp nudges: one-tap links to send from their own phone."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.dates import local_today
from core.fields import LARGEST_ID
from core.permissions import ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import documented_error
from events.selectors import event_find
from families.models import Family
from families.nudges import NEEDS_EVENT, NUDGES, nudges_list

EVENT_MESSAGE = _("Choose the event.")


class NudgeFilterSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=list(NUDGES))
    eventId = serializers.IntegerField(
        source="event_id",
        min_value=1,
        max_value=LARGEST_ID,
        required=False,
        help_text="Required for `unregistered`; for `unpaid`, every upcoming event when left out.",
    )

    def validate(self, attrs):
        if attrs["kind"] in NEEDS_EVENT and not attrs.get("event_id"):
            raise serializers.ValidationError({"eventId": [EVENT_MESSAGE]})
        return attrs


class NudgeSerializer(serializers.Serializer):
    key = serializers.CharField(help_text="Names the family for good within the kind and event (for ticking it sent).")
    familyName = serializers.CharField(source="family_name")
    phone = serializers.CharField(allow_null=True, help_text="E.164 (US when written without a country code).")
    rawPhone = serializers.CharField(source="raw_phone", help_text="The number as the family wrote it.")
    language = serializers.ChoiceField(choices=Family.Language.choices)
    text = serializers.CharField(help_text="The message, in the family's language, with its own link.")
    link = serializers.URLField(help_text="The family's own link in the message (manage and pay, or register).")
    waUrl = serializers.URLField(source="wa_url", allow_null=True, help_text="https://wa.me/{digits}?text=…")
    reachable = serializers.SerializerMethodField(
        help_text="False for a family without a usable phone: listed apart, after the others, "
        "with `phone` and `waUrl` null."
    )

    def get_reachable(self, nudge) -> bool:
        return nudge.phone is not None


class AdminNudgesView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, TREASURER)

    @extend_schema(
        parameters=[NudgeFilterSerializer],
        responses={200: NudgeSerializer(many=True), 404: documented_error("No such event.")},
    )
    def get(self, request):
        filters = NudgeFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        event = None
        if filters.validated_data.get("event_id"):
            event = event_find(event_id=filters.validated_data["event_id"])
            if event is None:
                raise NotFound()
        nudges = nudges_list(kind=filters.validated_data["kind"], event=event, today=local_today())
        return Response(NudgeSerializer(nudges, many=True).data)
