"""The family's calendar feed over HTTP: its secret address, a new one, and the
feed itself (opened by the calendar app with the secret alone, no session)."""

from django.http import HttpResponse
from django.utils.decorators import method_decorator
from django.views.decorators.csrf import csrf_protect
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core.schema import documented_error
from events.calendar import CONTENT_TYPE
from events.calendar_api import CalendarOnly
from families import services
from families.auth import FamilyOnlyMixin
from families.calendar import family_calendar_url, family_ics
from families.models import Family

NOT_SIGNED_IN = documented_error("No family is signed in in this session.")


class CalendarFeedSerializer(serializers.Serializer):
    url = serializers.URLField(
        help_text="The family's secret feed (https); a calendar app subscribes to it, as webcal:// too."
    )


class FamilyCalendarFeedView(FamilyOnlyMixin, APIView):
    @extend_schema(responses={200: CalendarFeedSerializer, 401: NOT_SIGNED_IN})
    def get(self, request):
        token = services.family_calendar_token(family=request.auth)
        return Response({"url": family_calendar_url(token)})


@method_decorator(csrf_protect, name="dispatch")
class FamilyCalendarFeedResetView(FamilyOnlyMixin, APIView):
    @extend_schema(
        request=None,
        responses={
            200: CalendarFeedSerializer,
            401: NOT_SIGNED_IN,
            403: documented_error("A change sent without a valid CSRF token."),
        },
        description="Replaces the secret: the old address answers 404 from now on.",
    )
    def post(self, request):
        token = services.family_calendar_token_reset(family=request.auth)
        return Response({"url": family_calendar_url(token)})


class FamilyCalendarView(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list = []
    content_negotiation_class = CalendarOnly

    @extend_schema(
        summary="A family's calendar feed",
        description=(
            "Every confirmed registration of the family (events over for less than a year too), one VEVENT "
            "each with a stable UID, times in America/Los_Angeles with its VTIMEZONE; in the family's language."
        ),
        responses={
            (200, "text/calendar"): OpenApiResponse(response=OpenApiTypes.STR, description="The feed."),
            404: OpenApiResponse(description="No family has this secret (it was reset, or never was)."),
        },
    )
    def get(self, request, token: str):
        family = Family.objects.filter(calendar_token=token).first() if token else None
        if family is None:
            raise NotFound()
        response = HttpResponse(family_ics(family), content_type=CONTENT_TYPE)
        response["Content-Disposition"] = 'inline; filename="family.ics"'
        response["Cache-Control"] = "private, no-cache"
        return response
