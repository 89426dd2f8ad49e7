from django.http import StreamingHttpResponse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from activity.services import download_record
from core import language
from core.conditional import private_json
from core.dates import local_today
from core.fields import LARGEST_ID, OptionalTextField, PayableSerializer, PlainTextField, required_messages
from core.manage_links import REGISTRATION, manage_token
from core.permissions import DOOR, ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import CONFLICT_WITH_ID, MANAGE_LINK_REFUSED, documented_error
from core.throttling import ScopedRateThrottle
from events.selectors import event_find_or_404
from registrations import selectors, services
from registrations.csv_export import registrations_csv_pieces
from registrations.door_api import door_event_allowed
from registrations.emails import check_in_code_svg
from registrations.exceptions import (
    CHILDREN_MESSAGE,
    MAX_GUESTS_MESSAGE,
    MIN_GUESTS_MESSAGE,
    VEGETARIAN_MESSAGE,
    PassNotFound,
)
from registrations.models import MAX_DIETARY_NOTES, MAX_GUESTS, MIN_GUESTS, GuestMessage, Registration
from registrations.sittings import sitting_json

NAME_MESSAGE = _("Name must be at least 2 characters")
EMAIL_MESSAGE = _("Please enter a valid email address")


class RegistrationSerializer(PayableSerializer):
    id = serializers.IntegerField(read_only=True)
    eventId = serializers.IntegerField(source="event_id", read_only=True)
    fullName = PlainTextField(
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
            "invalid": _("Number of guests must be a whole number"),
        },
    )
    notes = OptionalTextField(max_length=2000)
    children = serializers.IntegerField(
        min_value=0,
        max_value=MAX_GUESTS - 1,
        required=False,
        default=0,
        help_text="How many of the guests are children; fewer than guestCount.",
    )
    vegetarianMeals = serializers.IntegerField(
        source="vegetarian_meals", min_value=0, max_value=MAX_GUESTS, required=False, default=0
    )
    dietaryNotes = PlainTextField(
        source="dietary_notes",
        max_length=MAX_DIETARY_NOTES,
        allow_blank=True,
        required=False,
        default="",
        error_messages={
            "max_length": language.with_numbers_lazy(
                _("Dietary notes can be at most %(count)s characters"), {"count": MAX_DIETARY_NOTES}
            )
        },
    )
    photoConsent = serializers.BooleanField(source="photo_consent", required=False, default=False)
    slotIds = serializers.ListField(
        source="slot_ids",
        child=serializers.IntegerField(min_value=1, max_value=LARGEST_ID),
        max_length=50,
        required=False,
        help_text="The event's slots this party takes; left out on an update, the claims stay as they are.",
    )
    dayIds = serializers.ListField(
        source="day_ids",
        child=serializers.IntegerField(min_value=1, max_value=LARGEST_ID),
        max_length=15,
        required=False,
        help_text="For a festival of several days, the days this party comes (at least one). Left out, every "
        "day on a new registration, and the days it has on an update. Empty for an event of one day.",
    )
    sittingIds = serializers.ListField(
        source="sitting_ids",
        child=serializers.IntegerField(),
        read_only=True,
        help_text="The timed sittings this party booked (PUT /api/registrations/{id}/sittings changes them).",
    )
    checkedInAt = serializers.DateTimeField(source="checked_in_at", read_only=True, allow_null=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    status = serializers.ChoiceField(choices=Registration.Status.choices, read_only=True)
    waitlistPosition = serializers.SerializerMethodField(help_text="Place on the waiting list (1 first) while waiting.")

    def get_waitlistPosition(self, registration) -> int | None:
        if hasattr(registration, "waitlist_position"):
            return registration.waitlist_position
        return selectors.waitlist_position(registration)

    def validate(self, attrs):
        guests = attrs.get("guest_count", MIN_GUESTS)
        errors = {}
        if attrs.get("children", 0) >= guests:
            errors["children"] = [CHILDREN_MESSAGE]
        if attrs.get("vegetarian_meals", 0) > guests:
            errors["vegetarianMeals"] = [VEGETARIAN_MESSAGE]
        if errors:
            raise ValidationError(errors)
        if "slot_ids" in attrs:
            attrs["slot_ids"] = list(dict.fromkeys(attrs["slot_ids"]))
        if "day_ids" in attrs:
            attrs["day_ids"] = list(dict.fromkeys(attrs["day_ids"]))
        return attrs


class DayCheckInSerializer(serializers.Serializer):
    dayId = serializers.IntegerField()
    checkedInAt = serializers.DateTimeField()
    arrivedGuests = serializers.IntegerField(help_text="How many of the party came that day.")


# A moment as every DateTimeField of the API writes it (in the site's time zone).
_MOMENT = serializers.DateTimeField()


def _arrivals(registration: Registration) -> list:
    """The party's check-ins of festival days (as the selectors prefetch them, else read now)."""
    arrivals = getattr(registration, "arrivals", None)
    if arrivals is None:
        arrivals = registration.arrivals = list(registration.day_check_ins.all())
    return arrivals


def _day_arrival(registration: Registration, day_id: int):
    """The party's check-in on a festival day, or None."""
    return next((check_in for check_in in _arrivals(registration) if check_in.day_id == day_id), None)


def _sitting_order(sitting) -> tuple:
    """In the order of the day and the time (a sitting of an event of one day has no day)."""
    return (sitting.day.date if sitting.day else None, sitting.start_time, sitting.title, sitting.pk)


class BookedSittingSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    dayId = serializers.IntegerField(allow_null=True)
    title = serializers.CharField()
    titleBn = serializers.CharField(allow_blank=True)
    startTime = serializers.CharField(help_text="HH:MM, 24-hour.")


class AdminRegistrationSerializer(RegistrationSerializer):
    """A registration as organisers see it: with the language its emails are written in,
    and its check-ins. Given a festival day (the door's list of that day, a tap for it),
    `checkedInAt` and `arrivedGuests` are that day's."""

    language = serializers.ChoiceField(
        choices=Registration.Language.choices,
        read_only=True,
        help_text="The language of this party's emails: the one it used to register or last change its registration.",
    )
    checkedInAt = serializers.SerializerMethodField(
        help_text="When the party was checked in: on the day asked for (dayId), else on the first day it came."
    )
    arrivedGuests = serializers.SerializerMethodField(
        help_text="How many of the party have arrived (all of it unless a tap said fewer); null until checked in. "
        "On the day asked for (dayId), else the most of it that came on one day."
    )
    checkIns = serializers.SerializerMethodField(
        help_text="At a festival, the party's check-in on each day it has come, by day; empty otherwise."
    )
    sittings = serializers.SerializerMethodField(
        help_text="The timed sittings the party booked, in the order of the day and the time."
    )

    def _arrival(self, registration) -> tuple:
        day = self.context.get("day")
        if day is None:
            return registration.checked_in_at, registration.arrived_guests
        arrival = _day_arrival(registration, day.pk)
        return (arrival.checked_in_at, arrival.arrived_guests) if arrival else (None, None)

    @extend_schema_field(serializers.DateTimeField(allow_null=True))
    def get_checkedInAt(self, registration):
        checked_in_at, _arrived = self._arrival(registration)
        return None if checked_in_at is None else _MOMENT.to_representation(checked_in_at)

    def get_arrivedGuests(self, registration) -> int | None:
        checked_in_at, arrived = self._arrival(registration)
        if checked_in_at is None:
            return None
        return arrived or registration.guest_count

    @extend_schema_field(DayCheckInSerializer(many=True))
    def get_checkIns(self, registration):
        # Written out rather than through a serializer per row: the door's list has thousands.
        return [
            {
                "dayId": arrival.day_id,
                "checkedInAt": _MOMENT.to_representation(arrival.checked_in_at),
                "arrivedGuests": arrival.arrived_guests or registration.guest_count,
            }
            for arrival in sorted(_arrivals(registration), key=lambda arrival: arrival.checked_in_at)
        ]

    @extend_schema_field(BookedSittingSerializer(many=True))
    def get_sittings(self, registration):
        bookings = sorted(registration.sitting_bookings.all(), key=lambda booking: _sitting_order(booking.sitting))
        return [sitting_json(booking.sitting) for booking in bookings]


class RegistrationCreateSerializer(RegistrationSerializer):
    eventId = serializers.IntegerField(
        source="event_id",
        error_messages=required_messages(_("Choose an event"), "invalid"),
    )
    announcements = serializers.BooleanField(
        required=False,
        default=False,
        write_only=True,
        help_text="Email me the announcements: the address is emailed a link to confirm it (double opt-in).",
    )


class CreatedRegistrationSerializer(RegistrationSerializer):
    manageToken = serializers.SerializerMethodField()

    def get_manageToken(self, registration) -> str:
        return manage_token(REGISTRATION, registration.pk)


StatsSerializer = inline_serializer(
    "RegistrationStats",
    {
        "totalRegistrations": serializers.IntegerField(),
        "totalGuests": serializers.IntegerField(),
        "todayRegistrations": serializers.IntegerField(),
    },
)
TOKEN_PARAMETER = OpenApiParameter(
    REGISTRATION.header,
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="The manageToken given when the registration was made (and in its confirmation email).",
)
TOKEN_REFUSED = MANAGE_LINK_REFUSED


def _registration_or_404(registration_id: int):
    registration = selectors.registration_get(registration_id=registration_id)
    if registration is None:
        raise NotFound()
    return registration


class RegistrationCreateView(APIView):
    permission_classes = [AllowAny]
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
        event = event_find_or_404(event_id=data.pop("event_id"))
        registration = services.registration_create(event=event, language=request.LANGUAGE_CODE, **data)
        return Response(CreatedRegistrationSerializer(registration).data, status=status.HTTP_201_CREATED)


class RegistrationManageView(APIView):
    """Read or change one registration; needs the manage token from its email."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registration-lookup"

    @extend_schema(parameters=[TOKEN_PARAMETER], responses={200: RegistrationSerializer, 403: TOKEN_REFUSED})
    def get(self, request, registration_id: int):
        registration = _registration_or_404(registration_id)
        services.registration_authorise(registration=registration, token=request.headers.get(REGISTRATION.header))
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
        token = request.headers.get(REGISTRATION.header)
        # Check the token before the body, so a stranger learns nothing from validation.
        services.registration_authorise(registration=registration, token=token)
        serializer = RegistrationSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        registration = services.registration_update(
            registration=registration, token=token, language=request.LANGUAGE_CODE, **serializer.validated_data
        )
        return Response(RegistrationSerializer(registration).data)


class RegistrationCancelView(APIView):
    """The party gives its seats back; needs the manage token, like an update."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registration-lookup"

    @extend_schema(
        parameters=[TOKEN_PARAMETER],
        request=None,
        responses={
            200: RegistrationSerializer,
            400: documented_error("The event has already taken place."),
            403: TOKEN_REFUSED,
        },
    )
    def post(self, request, registration_id: int):
        registration = services.registration_cancel(
            registration=_registration_or_404(registration_id), token=request.headers.get(REGISTRATION.header)
        )
        return Response(RegistrationSerializer(registration).data)


class PassDaySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    date = serializers.DateField()
    title = serializers.CharField()
    titleBn = serializers.CharField(source="title_bn")


class PassSerializer(serializers.Serializer):
    """A guest's pass: the party, its event and days, and the check-in code the
    door scans. No email, phone, notes or money: it is shown to a volunteer."""

    id = serializers.IntegerField()
    fullName = serializers.CharField(source="full_name")
    guestCount = serializers.IntegerField(source="guest_count")
    children = serializers.IntegerField()
    status = serializers.ChoiceField(choices=Registration.Status.choices)
    eventId = serializers.IntegerField(source="event_id")
    eventTitle = serializers.CharField(source="event.title")
    eventTitleBn = serializers.CharField(source="event.title_bn")
    eventDate = serializers.DateField(source="event.date")
    eventEndDate = serializers.DateField(source="event.end_date", allow_null=True)
    eventTime = serializers.CharField(source="event.time")
    venue = serializers.CharField(source="event.venue")
    address = serializers.CharField(source="event.address")
    days = PassDaySerializer(
        source="pass_days", many=True, help_text="A festival's days this party comes; empty for one day."
    )
    checkedInAt = serializers.DateTimeField(source="checked_in_at", allow_null=True)
    checkInCode = serializers.SerializerMethodField(
        help_text="The door's check-in code as an SVG data URI (what the confirmation email shows); "
        "null unless the party is confirmed."
    )

    def get_checkInCode(self, registration) -> str | None:
        if registration.status != Registration.Status.CONFIRMED:
            return None
        return check_in_code_svg(registration)


class SittingsSerializer(serializers.Serializer):
    sittingIds = serializers.ListField(
        source="sitting_ids",
        child=serializers.IntegerField(min_value=1, max_value=LARGEST_ID),
        max_length=50,
        allow_empty=True,
        help_text="Every sitting the party books (at most one per title and day, on the days it comes); "
        "an empty list gives them all back.",
    )

    def validate_sitting_ids(self, value):
        return list(dict.fromkeys(value))


class RegistrationSittingsView(APIView):
    """A confirmed party books its timed sittings, whole; needs the manage token (the family page holds it)."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registration-lookup"

    @extend_schema(
        parameters=[TOKEN_PARAMETER],
        request=SittingsSerializer,
        responses={
            200: RegistrationSerializer,
            400: documented_error("Sittings are for confirmed parties; yours is on the waiting list."),
            403: TOKEN_REFUSED,
            409: documented_error("That sitting is full."),
        },
    )
    def put(self, request, registration_id: int):
        registration = _registration_or_404(registration_id)
        token = request.headers.get(REGISTRATION.header)
        # Check the token before the body, so a stranger learns nothing from validation.
        services.registration_authorise(registration=registration, token=token)
        serializer = SittingsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        registration = services.registration_sittings_set(
            registration=registration, token=token, sitting_ids=serializer.validated_data["sitting_ids"]
        )
        return Response(RegistrationSerializer(registration).data)


class RegistrationPassView(APIView):
    """The guest's pass, opened with the manage token. A wrong token is 404,
    as an unknown id is: the pass never says whether a party exists, and
    (unlike a change) sends no email."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "registration-lookup"

    @extend_schema(
        parameters=[TOKEN_PARAMETER],
        responses={200: PassSerializer, 404: documented_error("No pass has that id and token.")},
    )
    def get(self, request, registration_id: int):
        registration = selectors.registration_pass(
            registration_id=registration_id, token=request.headers.get(REGISTRATION.header)
        )
        if registration is None:
            raise PassNotFound()
        return Response(PassSerializer(registration).data)


class AdminRegistrationCancelView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(request=None, responses=AdminRegistrationSerializer)
    def post(self, request, registration_id: int):
        registration = services.registration_cancel_by_organiser(
            registration=_registration_or_404(registration_id), actor=request.user.get_username()
        )
        return Response(AdminRegistrationSerializer(registration).data)


STATUS_PARAMETER = OpenApiParameter(
    "status", str, OpenApiParameter.QUERY, required=False, enum=[choice for choice, _ in Registration.Status.choices]
)


class AdminRegistrationStatsView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, TREASURER)

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


DAY_PARAMETER = OpenApiParameter(
    "dayId",
    int,
    OpenApiParameter.QUERY,
    required=False,
    description="At a festival, one of its days: only the parties coming that day, each with that day's check-in "
    "(the door's list of the day).",
)


def _day_id(value, *, field: str = "dayId") -> int | None:
    """A day's id as a query or body sends it: None when left out, else a whole number (400 otherwise)."""
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not str(value).isdigit() or not 1 <= int(value) <= LARGEST_ID:
        raise ValidationError({field: [_("Choose from this event's days.")]})
    return int(value)


class AdminEventRegistrationsView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, TREASURER, DOOR)

    @extend_schema(parameters=[STATUS_PARAMETER, DAY_PARAMETER], responses=AdminRegistrationSerializer(many=True))
    def get(self, request, event_id: int):
        status_filter = request.query_params.get("status") or None
        if status_filter is not None and status_filter not in Registration.Status.values:
            raise ValidationError({"status": [_("Choose confirmed, waitlisted or cancelled.")]})
        event = event_find_or_404(event_id=event_id)
        day_id = _day_id(request.query_params.get("dayId"))
        day = None if day_id is None else services.door_day(event=event, day_id=day_id)
        registrations = selectors.event_registrations(event=event, status=status_filter, day=day)
        data = AdminRegistrationSerializer(registrations, many=True, context={"day": day}).data
        return private_json(request, data)


class SummarySlotSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=["bring", "volunteer"])
    title = serializers.CharField()
    needed = serializers.IntegerField()
    taken = serializers.IntegerField()
    takenBy = serializers.ListField(child=serializers.CharField())


class DietaryNoteSerializer(serializers.Serializer):
    fullName = serializers.CharField()
    dietaryNotes = serializers.CharField()


class GuestsOnDaySerializer(serializers.Serializer):
    date = serializers.DateField()
    guests = serializers.IntegerField(help_text="Guests of the confirmed parties that registered that day.")


class SummaryMealSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class SummaryDaySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    date = serializers.DateField()
    title = serializers.CharField()
    capacity = serializers.IntegerField(allow_null=True)
    meals = SummaryMealSerializer(many=True, help_text="The day's meals: each is served to every guest that day.")
    parties = serializers.IntegerField(help_text="Confirmed parties coming that day.")
    guests = serializers.IntegerField()
    adults = serializers.IntegerField()
    children = serializers.IntegerField()
    vegetarianMeals = serializers.IntegerField(source="vegetarian_meals", help_text="Per meal of the day.")
    otherMeals = serializers.IntegerField(source="other_meals", help_text="Per meal of the day.")
    arrivedParties = serializers.IntegerField(
        source="arrived_parties", help_text="Confirmed parties checked in that day."
    )
    arrivedGuests = serializers.IntegerField(
        source="arrived_guests", help_text="Guests who came that day (a party partly in counts those who came)."
    )


class SummarySittingSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    dayId = serializers.IntegerField(source="day_id", allow_null=True)
    title = serializers.CharField()
    titleBn = serializers.CharField(source="title_bn", allow_blank=True)
    startTime = serializers.CharField(source="start_time", help_text="HH:MM, 24-hour.")
    capacity = serializers.IntegerField()
    parties = serializers.IntegerField(help_text="Confirmed parties that booked it.")
    guests = serializers.IntegerField()
    children = serializers.IntegerField()
    vegetarianMeals = serializers.IntegerField(source="vegetarian_meals")
    takenBy = serializers.ListField(source="taken_by", child=serializers.CharField(), help_text="The parties' names.")


class EventSummarySerializer(serializers.Serializer):
    confirmedParties = serializers.IntegerField(source="confirmed_parties")
    confirmedGuests = serializers.IntegerField(source="confirmed_guests")
    adults = serializers.IntegerField()
    children = serializers.IntegerField()
    vegetarianMeals = serializers.IntegerField(source="vegetarian_meals")
    otherMeals = serializers.IntegerField(source="other_meals")
    waitlistedParties = serializers.IntegerField(source="waitlisted_parties")
    waitlistedGuests = serializers.IntegerField(source="waitlisted_guests")
    cancelledParties = serializers.IntegerField(source="cancelled_parties")
    checkedInParties = serializers.IntegerField(
        source="checked_in_parties", help_text="Parties checked in (at a festival: on any of its days)."
    )
    checkedInGuests = serializers.IntegerField(
        source="checked_in_guests",
        help_text="Guests who came (at a festival: per party, the most of it that came on one day).",
    )
    dietaryNotes = DietaryNoteSerializer(source="dietary_notes", many=True)
    noPhotoConsent = serializers.ListField(source="no_photo_consent", child=serializers.CharField())
    slots = SummarySlotSerializer(many=True)
    guestsByDay = GuestsOnDaySerializer(source="guests_by_day", many=True)
    days = SummaryDaySerializer(many=True, help_text="A festival's days (none for an event of one day).")
    sittings = SummarySittingSerializer(many=True, help_text="The timed sittings and who booked them.")


class AdminEventSummaryView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, TREASURER, DOOR)

    @extend_schema(responses=EventSummarySerializer)
    def get(self, request, event_id: int):
        summary = selectors.event_summary(event=event_find_or_404(event_id=event_id))
        return Response(EventSummarySerializer(summary).data)


class AdminRegistrationExportView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

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
                "Phone, Guests, Notes, Registered At, ... and Days (the festival days the party chose).",
            )
        },
    )
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        download_record(actor=request.user.get_username(), action="download.registrations", event_id=event.pk)
        # Streamed: thousands of registrations are read and written a chunk at a time.
        response = StreamingHttpResponse(
            registrations_csv_pieces(selectors.event_registrations_for_export(event=event)),
            content_type="text/csv; charset=utf-8",
        )
        response["Content-Disposition"] = f'attachment; filename="registrations-{event.pk}.csv"'
        response["Cache-Control"] = "no-store"
        return response


class AdminRegistrationDetailView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, registration_id: int):
        services.registration_delete(
            registration=_registration_or_404(registration_id), actor=request.user.get_username()
        )
        return Response(status=status.HTTP_204_NO_CONTENT)


DAY_ID_HELP = (
    "At a festival, the day of the tap, one the party comes; today's when left out and today is one of its "
    "days (else 400 'Choose the day.'). Refused at an event of one day."
)


class CheckInTapSerializer(serializers.Serializer):
    """A tap at the door, as a phone kept it; every field may be left out (a tap made online, now)."""

    checkedInAt = serializers.DateTimeField(
        source="checked_in_at",
        required=False,
        help_text="When the tap happened: at most 5 minutes ahead of the server's clock and 7 days back. "
        "An earlier time than the stored one replaces it.",
    )
    arrivedGuests = serializers.IntegerField(
        source="arrived_guests",
        min_value=MIN_GUESTS,
        max_value=MAX_GUESTS,
        required=False,
        help_text="How many of the party came, 1 to guestCount (all when left out); a later tap may raise it, "
        "never lower it.",
    )
    tapId = serializers.CharField(
        source="tap_id",
        min_length=8,
        max_length=64,
        required=False,
        help_text="The phone's own id for the tap: sent again, it changes nothing and answers as the first time.",
    )
    dayId = serializers.IntegerField(
        source="day_id",
        min_value=1,
        max_value=LARGEST_ID,
        required=False,
        help_text=DAY_ID_HELP,
    )


class UndoTapSerializer(serializers.Serializer):
    undoneAt = serializers.DateTimeField(
        source="undone_at",
        required=False,
        help_text="When the undo was tapped: it undoes the check-ins tapped before it, never a later one.",
    )
    tapId = serializers.CharField(source="tap_id", min_length=8, max_length=64, required=False)
    dayId = serializers.IntegerField(
        source="day_id", min_value=1, max_value=LARGEST_ID, required=False, help_text=DAY_ID_HELP
    )


class CheckInAnswerSerializer(AdminRegistrationSerializer):
    conflict = serializers.BooleanField(
        help_text="The party was already checked in by another tap (another phone, or a tap made online)."
    )
    dayId = serializers.SerializerMethodField(help_text="The festival day of the tap; null at an event of one day.")

    def get_dayId(self, registration) -> int | None:
        day = self.context.get("day")
        return None if day is None else day.pk


def _answer(answer) -> dict:
    registration = answer.registration
    registration.conflict = answer.conflict
    return CheckInAnswerSerializer(registration, context={"day": answer.day}).data


def _tap_data(serializer_class, request) -> dict:
    # No body at all is a tap made now, as the screen online has always sent it.
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


TAP_ID_TAKEN = documented_error(
    "The tapId names a tap of another party, or of another day of the festival (errors.tapId says so)."
)


class AdminCheckInView(StaffOnlyMixin, APIView):
    """At the door: mark a party arrived (POST) or undo it (DELETE), now or at the time a phone kept."""

    roles = (ORGANISER, DOOR)
    # A door pass's session taps at its own event's door (registrations/door_passes.py).
    door_pass = True

    @extend_schema(
        request=CheckInTapSerializer,
        responses={
            200: CheckInAnswerSerializer,
            400: documented_error(
                "Only confirmed parties are checked in (not waiting or cancelled ones); a tap's time more than "
                "5 minutes ahead or 7 days back, or more guests than the party has, is refused; at a festival, "
                "a tap without its day (when today is none of the days), or for a day the party does not come."
            ),
            409: TAP_ID_TAKEN,
        },
    )
    def post(self, request, registration_id: int):
        data = _tap_data(CheckInTapSerializer, request)
        registration = _registration_or_404(registration_id)
        door_event_allowed(request, registration.event_id)
        answer = services.registration_check_in(registration=registration, actor=request.user.get_username(), **data)
        return Response(_answer(answer))

    # The undone check-in answers with the registration (200), not the 204 a DELETE is assumed to give.
    @extend_schema(
        request=UndoTapSerializer,
        responses={
            200: CheckInAnswerSerializer,
            400: documented_error("The undo's time is refused; at a festival, as for a check-in, its day."),
            409: TAP_ID_TAKEN,
        },
    )
    def delete(self, request, registration_id: int):
        data = _tap_data(UndoTapSerializer, request)
        registration = _registration_or_404(registration_id)
        door_event_allowed(request, registration.event_id)
        answer = services.registration_check_in_undo(
            registration=registration, actor=request.user.get_username(), **data
        )
        return Response(_answer(answer))


class GuestMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    subject = PlainTextField(
        max_length=200,
        error_messages=required_messages(_("Subject is required")),
    )
    body = PlainTextField(
        max_length=10000,
        error_messages=required_messages(_("Message is required")),
    )
    audience = serializers.ChoiceField(choices=GuestMessage.Audience.choices)
    recipients = serializers.IntegerField(read_only=True)
    sentAt = serializers.DateTimeField(source="sent_at", read_only=True)
    sentBy = serializers.CharField(source="sent_by", read_only=True)

    def validate_subject(self, value):
        # A subject is one line in every mail program.
        return " ".join(value.split())


class AdminGuestMessagesView(StaffOnlyMixin, APIView):
    """Email an event's parties (through the queue), and list what was sent."""

    roles = (ORGANISER,)

    @extend_schema(responses=GuestMessageSerializer(many=True))
    def get(self, request, event_id: int):
        messages = selectors.event_guest_messages(event=event_find_or_404(event_id=event_id))
        return Response(GuestMessageSerializer(messages, many=True).data)

    @extend_schema(
        request=GuestMessageSerializer,
        responses={202: inline_serializer("MessageAccepted", {"recipients": serializers.IntegerField()})},
    )
    def post(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        serializer = GuestMessageSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        message = services.guest_message_send(
            event=event, actor=request.user.get_username(), **serializer.validated_data
        )
        return Response({"recipients": message.recipients}, status=status.HTTP_202_ACCEPTED)
