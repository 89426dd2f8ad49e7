from django.http import StreamingHttpResponse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from activity.services import download_record
from core import publiccache
from core.fields import LARGEST_ID, OptionalTextField, PlainTextField, required_messages
from core.manage_links import PROGRAMME_ENTRY, manage_token
from core.permissions import ORGANISER, StaffOnlyMixin
from core.schema import CACHED_READ_PARAMETERS, cached_responses, documented_error
from core.throttling import ScopedRateThrottle
from events.selectors import event_find_or_404
from programme import selectors, services
from programme.models import MAX_DECISION_NOTE, MAX_DURATION, MAX_NOTES, MAX_TITLE, MIN_DURATION, ProgrammeEntry
from programme.public import ProgrammeActSerializer, public_programme_json
from programme.tracks import tracks_zip_pieces
from programme.validators import MAX_NAME, MAX_PERFORMERS
from uploads.api import UploadURLSerializer, new_upload_url
from uploads.models import Upload


class PerformerSerializer(serializers.Serializer):
    name = PlainTextField(max_length=MAX_NAME, error_messages=required_messages(_("Performer name is required")))
    child = serializers.BooleanField(required=False, default=False, help_text="The performer is a child.")


@extend_schema_field({"type": "string", "nullable": True, "maxLength": 2000})
class TrackField(serializers.CharField):
    """The act's music: an upload URL from POST /api/programme/upload (or its
    /objects/uploads/ path), or the act's own trackPath to keep it; empty or
    null for none."""

    def __init__(self, **kwargs):
        super().__init__(max_length=2000, allow_blank=True, allow_null=True, required=False, **kwargs)

    def run_validation(self, data=serializers.empty):
        value = super().run_validation(data)
        return value or ""


class ProgrammeEntrySerializer(serializers.Serializer):
    """An act as its family sends and reads it."""

    id = serializers.IntegerField(read_only=True)
    eventId = serializers.IntegerField(source="event_id", read_only=True)
    title = PlainTextField(max_length=MAX_TITLE, error_messages=required_messages(_("Title is required")))
    kind = serializers.ChoiceField(choices=ProgrammeEntry.Kind.choices)
    performers = PerformerSerializer(many=True, min_length=1, max_length=MAX_PERFORMERS)
    childNames = serializers.ChoiceField(
        source="child_names",
        choices=ProgrammeEntry.ChildNames.choices,
        required=False,
        help_text="How the public programme names the children among the performers: full names, first names "
        "only, or not at all. A new act without it shows first names; a change without it keeps the choice. "
        "Organisers always see the names whole.",
    )
    durationMinutes = serializers.IntegerField(
        source="duration_minutes",
        min_value=MIN_DURATION,
        max_value=MAX_DURATION,
        error_messages={
            **required_messages(_("Length must be between 1 and 30 minutes"), "min_value", "max_value"),
            "invalid": _("Length must be a whole number of minutes"),
        },
    )
    contactName = PlainTextField(
        source="contact_name",
        min_length=2,
        max_length=MAX_NAME,
        error_messages=required_messages(_("Name must be at least 2 characters"), "min_length"),
    )
    contactEmail = serializers.EmailField(
        source="contact_email",
        max_length=254,
        error_messages=required_messages(_("Please enter a valid email address"), "invalid"),
    )
    contactPhone = OptionalTextField(source="contact_phone", max_length=40)
    notes = OptionalTextField(max_length=MAX_NOTES)
    trackPath = TrackField(
        source="track_path",
        help_text="An upload URL from POST /api/programme/upload; answers give /objects/audio/... or empty. "
        "Left out of a change, the act keeps its track.",
    )
    status = serializers.ChoiceField(choices=ProgrammeEntry.Status.choices, read_only=True)
    position = serializers.IntegerField(read_only=True, allow_null=True, help_text="Place in the running order.")
    startTime = serializers.SerializerMethodField(help_text="HH:MM the act starts; null until known.")
    note = serializers.CharField(source="decision_note", read_only=True, help_text="The organisers' note.")
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    def get_startTime(self, entry) -> str | None:
        return entry.start_time or None

    def validate_performers(self, value):
        return [{"name": performer["name"], "child": performer["child"]} for performer in value]


class CreatedProgrammeEntrySerializer(ProgrammeEntrySerializer):
    manageToken = serializers.SerializerMethodField()

    def get_manageToken(self, entry) -> str:
        return manage_token(PROGRAMME_ENTRY, entry.pk)


class AdminProgrammeEntrySerializer(ProgrammeEntrySerializer):
    """An act as organisers see it: with the language its emails are written
    in and where its music can be played."""

    language = serializers.ChoiceField(choices=ProgrammeEntry.Language.choices, read_only=True)
    trackUrl = serializers.SerializerMethodField(help_text="The act's music, to play or download; null without.")

    def get_trackUrl(self, entry) -> str | None:
        if not entry.track_path:
            return None
        request = self.context.get("request")
        return request.build_absolute_uri(entry.track_path) if request else entry.track_path


class AdminProgrammeSerializer(serializers.Serializer):
    entries = AdminProgrammeEntrySerializer(many=True)
    totalMinutes = serializers.IntegerField(help_text="The accepted acts' lengths and the gaps between them.")


class ProgrammeDecisionSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=[ProgrammeEntry.Status.ACCEPTED, ProgrammeEntry.Status.DECLINED])
    note = OptionalTextField(max_length=MAX_DECISION_NOTE, help_text="Emailed to the contact with the decision.")


class ProgrammeOrderSerializer(serializers.Serializer):
    entryIds = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=LARGEST_ID),
        max_length=500,
        help_text="Every accepted act's id, first on stage first.",
    )


TOKEN_PARAMETER = OpenApiParameter(
    PROGRAMME_ENTRY.header,
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="The manageToken given when the act was submitted (and in its email).",
)
TOKEN_REFUSED = documented_error("No valid token for this act; the link to it is emailed again.")
CLOSED = documented_error("Programme submissions are closed (not open, or past the deadline).")


def _entry_or_404(entry_id: int) -> ProgrammeEntry:
    entry = selectors.entry_get(entry_id=entry_id)
    if entry is None:
        raise NotFound()
    return entry


class EventProgrammeView(APIView):
    """The published programme (GET), and a family's act offered for it (POST)."""

    permission_classes = [AllowAny]
    throttle_scope = "programme"

    def get_throttles(self):
        return [ScopedRateThrottle()] if self.request.method == "POST" else []

    @extend_schema(
        operation_id="event_programme_retrieve",
        responses={
            **cached_responses(ProgrammeActSerializer(many=True)),
            404: documented_error("No such event, or its programme is not published yet."),
        },
        parameters=CACHED_READ_PARAMETERS,
    )
    def get(self, request, event_id: int):
        return publiccache.respond(request, public_programme_json(event_id=event_id))

    @extend_schema(
        operation_id="event_programme_create",
        request=ProgrammeEntrySerializer,
        responses={201: CreatedProgrammeEntrySerializer, 400: CLOSED},
    )
    def post(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        serializer = ProgrammeEntrySerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        entry = services.entry_submit(event=event, language=request.LANGUAGE_CODE, **serializer.validated_data)
        return Response(CreatedProgrammeEntrySerializer(entry).data, status=status.HTTP_201_CREATED)


class ProgrammeUploadView(APIView):
    """A one-time URL the family's browser PUTs one audio file to (at most
    25 MB); give it as trackPath. Checked to be MP3, M4A, WAV or OGG by its
    bytes when the act is saved."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "programme-upload"

    @extend_schema(request=None, responses=UploadURLSerializer)
    def post(self, request):
        return Response({"uploadURL": new_upload_url(request, kind=Upload.Kind.AUDIO)})


class ProgrammeEntryView(APIView):
    """Read or change one act; needs the manage token from its email."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "programme-lookup"

    @extend_schema(parameters=[TOKEN_PARAMETER], responses={200: ProgrammeEntrySerializer, 403: TOKEN_REFUSED})
    def get(self, request, entry_id: int):
        entry = _entry_or_404(entry_id)
        services.entry_authorise(entry=entry, token=request.headers.get(PROGRAMME_ENTRY.header))
        return Response(ProgrammeEntrySerializer(entry).data)

    @extend_schema(
        parameters=[TOKEN_PARAMETER],
        request=ProgrammeEntrySerializer,
        responses={200: ProgrammeEntrySerializer, 400: CLOSED, 403: TOKEN_REFUSED},
    )
    def put(self, request, entry_id: int):
        entry = _entry_or_404(entry_id)
        token = request.headers.get(PROGRAMME_ENTRY.header)
        # Check the token before the body, so a stranger learns nothing from validation.
        services.entry_authorise(entry=entry, token=token)
        serializer = ProgrammeEntrySerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        entry = services.entry_update(
            entry=entry, token=token, language=request.LANGUAGE_CODE, **serializer.validated_data
        )
        return Response(ProgrammeEntrySerializer(entry).data)


class ProgrammeWithdrawView(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "programme-lookup"

    @extend_schema(
        parameters=[TOKEN_PARAMETER], request=None, responses={200: ProgrammeEntrySerializer, 403: TOKEN_REFUSED}
    )
    def post(self, request, entry_id: int):
        entry = services.entry_withdraw(
            entry=_entry_or_404(entry_id), token=request.headers.get(PROGRAMME_ENTRY.header)
        )
        return Response(ProgrammeEntrySerializer(entry).data)


class AdminEventProgrammeView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(responses=AdminProgrammeSerializer)
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        data = {"entries": selectors.event_entries(event=event), "totalMinutes": selectors.total_minutes(event=event)}
        return Response(AdminProgrammeSerializer(data, context={"request": request}).data)


class AdminEntryDecisionView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        request=ProgrammeDecisionSerializer,
        responses={200: AdminProgrammeEntrySerializer, 400: documented_error("The act was withdrawn.")},
    )
    def put(self, request, entry_id: int):
        entry = _entry_or_404(entry_id)
        serializer = ProgrammeDecisionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        entry = services.entry_decide(entry=entry, actor=request.user.get_username(), **serializer.validated_data)
        return Response(AdminProgrammeEntrySerializer(entry, context={"request": request}).data)


class AdminProgrammeOrderView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        request=ProgrammeOrderSerializer,
        responses={200: AdminProgrammeSerializer},
    )
    def put(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        serializer = ProgrammeOrderSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.programme_order(
            event=event, entry_ids=serializer.validated_data["entryIds"], actor=request.user.get_username()
        )
        event.refresh_from_db()
        data = {"entries": selectors.event_entries(event=event), "totalMinutes": selectors.total_minutes(event=event)}
        return Response(AdminProgrammeSerializer(data, context={"request": request}).data)


class AdminTracksZipView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "Content-Disposition",
                str,
                OpenApiParameter.HEADER,
                response=[200],
                description='attachment; filename="programme-{event_id}-tracks.zip"',
            )
        ],
        responses={
            (200, "application/zip"): OpenApiResponse(
                bytes,
                description="The accepted acts' music in running order, named '01 - {title}.{ext}' by their place.",
            )
        },
    )
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        download_record(actor=request.user.get_username(), action="download.tracks", event_id=event.pk)
        # Streamed: forty tracks of 25 MB are read and sent a chunk at a time.
        response = StreamingHttpResponse(
            tracks_zip_pieces(selectors.running_order(event=event)), content_type="application/zip"
        )
        response["Content-Disposition"] = f'attachment; filename="programme-{event.pk}-tracks.zip"'
        response["Cache-Control"] = "no-store"
        return response
