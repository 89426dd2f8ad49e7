from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from core.dates import local_today
from core.fields import OptionalTextField, required_messages
from core.permissions import StaffOnlyMixin
from core.schema import CONFLICT_WITH_ID, documented_error
from events.selectors import event_get
from registrations import selectors, services
from registrations.csv_export import registrations_csv
from registrations.models import MAX_GUESTS, MIN_GUESTS
from registrations.tokens import manage_token_for

TOKEN_HEADER = "X-Registration-Token"
NAME_MESSAGE = "Name must be at least 2 characters"
EMAIL_MESSAGE = "Please enter a valid email address"
MIN_GUESTS_MESSAGE = "Must have at least 1 guest"
MAX_GUESTS_MESSAGE = "Maximum 20 guests allowed"


class RegistrationSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    eventId = serializers.IntegerField(source="event_id", read_only=True)
    fullName = serializers.CharField(
        source="full_name",
        min_length=2,
        max_length=120,
        error_messages=required_messages(NAME_MESSAGE, "min_length"),
    )
    email = serializers.EmailField(
        max_length=254,
        error_messages=required_messages(EMAIL_MESSAGE, "invalid"),
    )
    phone = OptionalTextField(max_length=40)
    guestCount = serializers.IntegerField(
        source="guest_count",
        min_value=MIN_GUESTS,
        max_value=MAX_GUESTS,
        error_messages={
            **required_messages(MIN_GUESTS_MESSAGE, "min_value"),
            "max_value": MAX_GUESTS_MESSAGE,
            "invalid": "Number of guests must be a whole number",
        },
    )
    notes = OptionalTextField(max_length=2000)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)


class RegistrationCreateSerializer(RegistrationSerializer):
    eventId = serializers.IntegerField(
        source="event_id",
        error_messages=required_messages("Choose an event", "invalid"),
    )


class CreatedRegistrationSerializer(RegistrationSerializer):
    manageToken = serializers.SerializerMethodField()

    def get_manageToken(self, registration) -> str:
        return manage_token_for(registration.pk)


StatsSerializer = inline_serializer(
    "RegistrationStats",
    {
        "totalRegistrations": serializers.IntegerField(),
        "totalGuests": serializers.IntegerField(),
        "todayRegistrations": serializers.IntegerField(),
    },
)
TOKEN_PARAMETER = OpenApiParameter(
    TOKEN_HEADER,
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="The manageToken given when the registration was made (and in its confirmation email).",
)
TOKEN_REFUSED = documented_error("No valid token for this registration; the link to it is emailed again.")


def _registration_or_404(registration_id: int):
    registration = selectors.registration_get(registration_id=registration_id)
    if registration is None:
        raise NotFound()
    return registration


def _event_or_404(event_id: int):
    event = event_get(event_id=event_id)
    if event is None:
        raise NotFound()
    return event


class RegistrationCreateView(APIView):
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registrations"

    @extend_schema(
        request=RegistrationCreateSerializer,
        responses={
            201: CreatedRegistrationSerializer,
            404: documented_error("No event has that eventId."),
            409: CONFLICT_WITH_ID,
        },
    )
    def post(self, request):
        serializer = RegistrationCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        event = _event_or_404(data.pop("event_id"))
        registration = services.registration_create(event=event, **data)
        return Response(CreatedRegistrationSerializer(registration).data, status=status.HTTP_201_CREATED)


class RegistrationManageView(APIView):
    """Read or change one registration; needs the manage token from its email."""

    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registration-lookup"

    @extend_schema(parameters=[TOKEN_PARAMETER], responses={200: RegistrationSerializer, 403: TOKEN_REFUSED})
    def get(self, request, registration_id: int):
        registration = _registration_or_404(registration_id)
        services.registration_authorise(registration=registration, token=request.headers.get(TOKEN_HEADER))
        return Response(RegistrationSerializer(registration).data)

    @extend_schema(
        parameters=[TOKEN_PARAMETER],
        request=RegistrationSerializer,
        responses={
            200: RegistrationSerializer,
            403: TOKEN_REFUSED,
            409: documented_error("Someone else registered for this event with that email address."),
        },
    )
    def put(self, request, registration_id: int):
        registration = _registration_or_404(registration_id)
        token = request.headers.get(TOKEN_HEADER)
        # Check the token before the body, so a stranger learns nothing from validation.
        services.registration_authorise(registration=registration, token=token)
        serializer = RegistrationSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        registration = services.registration_update(registration=registration, token=token, **serializer.validated_data)
        return Response(RegistrationSerializer(registration).data)


class AdminRegistrationStatsView(StaffOnlyMixin, APIView):
    @extend_schema(responses=StatsSerializer)
    def get(self, request):
        stats = selectors.registration_stats(today=local_today())
        return Response(
            {
                "totalRegistrations": stats.total_registrations,
                "totalGuests": stats.total_guests,
                "todayRegistrations": stats.today_registrations,
            }
        )


class AdminEventRegistrationsView(StaffOnlyMixin, APIView):
    @extend_schema(responses=RegistrationSerializer(many=True))
    def get(self, request, event_id: int):
        registrations = selectors.event_registrations(event=_event_or_404(event_id))
        return Response(RegistrationSerializer(registrations, many=True).data)


class AdminRegistrationExportView(StaffOnlyMixin, APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "Content-Disposition",
                str,
                OpenApiParameter.HEADER,
                response=[200],
                description='attachment; filename="registrations-{event_id}.csv"',
            )
        ],
        responses={
            (200, "text/csv"): OpenApiResponse(
                str,
                description="registrations-{event_id}.csv: UTF-8 with a byte-order mark; columns Name, Email, "
                "Phone, Guests, Notes, Registered At.",
            )
        },
    )
    def get(self, request, event_id: int):
        event = _event_or_404(event_id)
        response = HttpResponse(
            registrations_csv(selectors.event_registrations(event=event)),
            content_type="text/csv; charset=utf-8",
        )
        response["Content-Disposition"] = f'attachment; filename="registrations-{event.pk}.csv"'
        response["Cache-Control"] = "no-store"
        return response


class AdminRegistrationDetailView(StaffOnlyMixin, APIView):
    @extend_schema(request=None, responses={204: None})
    def delete(self, request, registration_id: int):
        services.registration_delete(registration=_registration_or_404(registration_id))
        return Response(status=status.HTTP_204_NO_CONTENT)
