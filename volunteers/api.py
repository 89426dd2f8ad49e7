"""Volunteer shifts over HTTP: anyone signs up for a place (and gives it back
with the emailed link); organisers read the roster, email a shift's
volunteers, check them in and correct their hours; the door checks them in
from a list without their addresses."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core.fields import OptionalTextField, PlainTextField, required_messages
from core.manage_links import SHIFT_VOLUNTEER, manage_token
from core.permissions import DOOR, ORGANISER, StaffOnlyMixin
from core.schema import documented_error
from core.throttling import ScopedRateThrottle
from events.models import Shift
from events.public import ClockField, ShiftSerializer
from events.selectors import event_find_or_404
from volunteers import selectors, services
from volunteers.models import MAX_MINUTES, MAX_NAME, ShiftVolunteer


class SignUpSerializer(serializers.Serializer):
    fullName = PlainTextField(
        source="full_name",
        min_length=2,
        max_length=MAX_NAME,
        error_messages=required_messages(_("Name must be at least 2 characters"), "min_length"),
    )
    email = serializers.EmailField(
        max_length=254, error_messages=required_messages(_("Please enter a valid email address"), "invalid")
    )
    phone = OptionalTextField(max_length=40)


class SignedUpSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    shiftId = serializers.IntegerField(source="shift_id")
    manageToken = serializers.SerializerMethodField(
        help_text=f"Sent back in {SHIFT_VOLUNTEER.header} to read or give back the place; also in the email."
    )

    def get_manageToken(self, volunteer) -> str:
        return manage_token(SHIFT_VOLUNTEER, volunteer.pk)


class VolunteerPlaceSerializer(serializers.Serializer):
    """A volunteer's place as they read it through their link."""

    id = serializers.IntegerField()
    shiftId = serializers.IntegerField(source="shift_id")
    fullName = serializers.CharField(source="full_name")
    eventId = serializers.IntegerField(source="shift.event_id")
    eventTitle = serializers.CharField(source="shift.event.title")
    eventTitleBn = serializers.CharField(source="shift.event.title_bn")
    role = serializers.CharField(source="shift.role")
    date = serializers.DateField(source="shift.date")
    startTime = ClockField(source="shift.start_time")
    endTime = ClockField(source="shift.end_time")


class RosterVolunteerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    fullName = serializers.CharField(source="full_name")
    email = serializers.EmailField()
    phone = serializers.CharField()
    checkedInAt = serializers.DateTimeField(source="checked_in_at", allow_null=True)
    hours = serializers.FloatField(
        allow_null=True,
        help_text="Hours that count: the shift's length once checked in, or what an organiser set; null before.",
    )


class RosterShiftSerializer(ShiftSerializer):
    date = serializers.DateField(read_only=True, help_text="The day the shift is worked.")
    volunteers = RosterVolunteerSerializer(many=True, read_only=True, source="volunteers.all")


class RosterSerializer(serializers.Serializer):
    shifts = RosterShiftSerializer(many=True)


class DoorVolunteerSerializer(serializers.Serializer):
    """A volunteer as the door sees them: no address, no phone."""

    id = serializers.IntegerField()
    fullName = serializers.CharField(source="full_name")
    shiftId = serializers.IntegerField(source="shift_id")
    role = serializers.CharField(source="shift.role")
    date = serializers.DateField(source="shift.date")
    startTime = ClockField(source="shift.start_time")
    endTime = ClockField(source="shift.end_time")
    checkedInAt = serializers.DateTimeField(source="checked_in_at", allow_null=True)


class HoursSerializer(serializers.Serializer):
    hours = serializers.DecimalField(
        max_digits=4,
        decimal_places=2,
        min_value=0,
        max_value=MAX_MINUTES // 60,
        coerce_to_string=False,
        help_text="Hours that count for this shift, 0 to 24 (quarter hours and minutes round to the minute).",
    )


class ShiftMessageSerializer(serializers.Serializer):
    subject = PlainTextField(max_length=200, error_messages=required_messages(_("Subject is required")))
    body = PlainTextField(max_length=10000, error_messages=required_messages(_("Message is required")))

    def validate_subject(self, value):
        return " ".join(value.split())


TOKEN_PARAMETER = OpenApiParameter(
    SHIFT_VOLUNTEER.header,
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="The manageToken given at sign-up (and in its email).",
)
TOKEN_REFUSED = documented_error("No valid token for this place; the link to it is emailed again.")
NOT_FOUND = documented_error("No such event, shift or volunteer.")


def _shift_or_404(event_id: int, shift_id: int) -> Shift:
    shift = selectors.shift_get(event_id=event_id, shift_id=shift_id)
    if shift is None:
        raise NotFound()
    return shift


def _volunteer_or_404(volunteer_id: int) -> ShiftVolunteer:
    volunteer = selectors.volunteer_get(volunteer_id=volunteer_id)
    if volunteer is None:
        raise NotFound()
    return volunteer


class ShiftSignUpView(APIView):
    """Take a place in a shift: anyone, with a name, an address and a phone."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registrations"

    @extend_schema(
        operation_id="event_shift_volunteer_create",
        request=SignUpSerializer,
        responses={
            201: SignedUpSerializer,
            400: documented_error("Not valid, or the shift is over."),
            404: NOT_FOUND,
            409: documented_error("This shift is full, or you already have a shift at that time."),
        },
    )
    def post(self, request, event_id: int, shift_id: int):
        shift = _shift_or_404(event_id, shift_id)
        serializer = SignUpSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        volunteer = services.shift_sign_up(shift=shift, language=request.LANGUAGE_CODE, **serializer.validated_data)
        return Response(SignedUpSerializer(volunteer).data, status=status.HTTP_201_CREATED)


class ShiftVolunteerView(APIView):
    """A volunteer's place, read or given back with the token from its email."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registration-lookup"

    @extend_schema(
        operation_id="shift_volunteer_retrieve",
        parameters=[TOKEN_PARAMETER],
        responses={200: VolunteerPlaceSerializer, 403: TOKEN_REFUSED, 404: NOT_FOUND},
    )
    def get(self, request, volunteer_id: int):
        volunteer = _volunteer_or_404(volunteer_id)
        services.volunteer_authorise(volunteer=volunteer, token=request.headers.get(SHIFT_VOLUNTEER.header))
        return Response(VolunteerPlaceSerializer(volunteer).data)

    @extend_schema(
        operation_id="shift_volunteer_destroy",
        parameters=[TOKEN_PARAMETER],
        responses={204: None, 403: TOKEN_REFUSED, 404: NOT_FOUND},
    )
    def delete(self, request, volunteer_id: int):
        volunteer = _volunteer_or_404(volunteer_id)
        services.shift_give_up(volunteer=volunteer, token=request.headers.get(SHIFT_VOLUNTEER.header))
        return Response(status=status.HTTP_204_NO_CONTENT)


class AdminRosterView(StaffOnlyMixin, APIView):
    """Every shift of the event by day and time, with who is on it."""

    roles = (ORGANISER,)

    @extend_schema(operation_id="admin_event_roster", responses={200: RosterSerializer, 404: NOT_FOUND})
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        return Response(RosterSerializer({"shifts": selectors.roster(event=event)}).data)


class AdminDoorVolunteersView(StaffOnlyMixin, APIView):
    """The volunteers to check in at the door: names and shifts only."""

    roles = (ORGANISER, DOOR)

    @extend_schema(
        operation_id="admin_event_door_volunteers",
        responses={
            200: inline_serializer("DoorVolunteers", {"volunteers": DoorVolunteerSerializer(many=True)}),
            404: NOT_FOUND,
        },
    )
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        volunteers = selectors.event_shift_volunteers(event_id=event.pk)
        return Response({"volunteers": DoorVolunteerSerializer(volunteers, many=True).data})


class AdminShiftMessageView(StaffOnlyMixin, APIView):
    """Email one shift's volunteers, each in their language."""

    roles = (ORGANISER,)

    @extend_schema(
        operation_id="admin_shift_message",
        request=ShiftMessageSerializer,
        responses={
            202: inline_serializer("ShiftMessageAccepted", {"recipients": serializers.IntegerField()}),
            404: NOT_FOUND,
        },
    )
    def post(self, request, event_id: int, shift_id: int):
        shift = _shift_or_404(event_id, shift_id)
        serializer = ShiftMessageSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        recipients = services.shift_message_send(
            shift=shift, actor=request.user.get_username(), **serializer.validated_data
        )
        return Response({"recipients": recipients}, status=status.HTTP_202_ACCEPTED)


class AdminVolunteerCheckInView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, DOOR)

    @extend_schema(
        operation_id="admin_shift_volunteer_check_in",
        request=None,
        responses={200: RosterVolunteerSerializer, 404: NOT_FOUND},
    )
    def post(self, request, volunteer_id: int):
        volunteer = services.volunteer_check_in(
            volunteer=_volunteer_or_404(volunteer_id), actor=request.user.get_username()
        )
        return Response(RosterVolunteerSerializer(volunteer).data)


class AdminVolunteerView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        operation_id="admin_shift_volunteer_update",
        request=HoursSerializer,
        responses={200: RosterVolunteerSerializer, 404: NOT_FOUND},
    )
    def put(self, request, volunteer_id: int):
        volunteer = _volunteer_or_404(volunteer_id)
        serializer = HoursSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        minutes = round(serializer.validated_data["hours"] * 60)
        volunteer = services.volunteer_hours_set(
            volunteer=volunteer, minutes=minutes, actor=request.user.get_username()
        )
        return Response(RosterVolunteerSerializer(volunteer).data)
