"""Photos from families over HTTP: a family's upload URL and its photos sent
of an event; the organisers' list of photos waiting, approve and decline."""

from django.utils.decorators import method_decorator
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_protect
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.fields import LARGEST_ID, required_messages
from core.permissions import ORGANISER, StaffOnlyMixin
from core.schema import documented_error
from events.models import Event
from families import photos
from families.auth import FamilyOnlyMixin
from families.models import PhotoSubmission
from registrations.models import Registration
from uploads.api import UploadURLSerializer, new_upload_url
from uploads.models import Upload

NOT_SIGNED_IN = documented_error("No family is signed in in this session (or its family was deleted since).")
CSRF_REFUSED = documented_error("A change sent without a valid CSRF token.")
EVENT_MESSAGE = _("Choose the event the photos are of.")
PATHS_MESSAGE = _("Choose the photos to send.")
TOO_MANY_MESSAGE = _("Send at most 20 photos at a time.")


class PhotosSendSerializer(serializers.Serializer):
    eventId = serializers.IntegerField(
        min_value=1, max_value=LARGEST_ID, error_messages=required_messages(EVENT_MESSAGE, "invalid")
    )
    paths = serializers.ListField(
        child=serializers.CharField(max_length=2000),
        min_length=1,
        max_length=photos.MAX_PHOTOS,
        error_messages={
            **required_messages(PATHS_MESSAGE, "not_a_list", "empty"),
            "max_length": TOO_MANY_MESSAGE,
            "min_length": PATHS_MESSAGE,
        },
        help_text="Each photo's upload URL (from POST /api/family/photos/upload) once its bytes are there; at most 20.",
    )


class PhotoSentSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField()


PhotosSentSerializer = inline_serializer("PhotosSent", {"photos": PhotoSentSerializer(many=True)})


@method_decorator(csrf_protect, name="dispatch")
class FamilyPhotoUploadView(FamilyOnlyMixin, APIView):
    @extend_schema(
        summary="A one-time URL the family's browser PUTs one photo to",
        request=None,
        responses={200: UploadURLSerializer, 401: NOT_SIGNED_IN, 403: CSRF_REFUSED},
    )
    def post(self, request):
        return Response({"uploadURL": new_upload_url(request, kind=Upload.Kind.IMAGE)})


@method_decorator(csrf_protect, name="dispatch")
class FamilyPhotosView(FamilyOnlyMixin, APIView):
    @extend_schema(
        summary="Send photos of an event the family registered for; they wait for an organiser",
        request=PhotosSendSerializer,
        responses={
            201: PhotosSentSerializer,
            400: documented_error("No event or photos, more than 20, an unknown event, or a file that is not a photo."),
            401: NOT_SIGNED_IN,
            403: documented_error("The family did not register for this event, or no valid CSRF token."),
        },
    )
    def post(self, request):
        serializer = PhotosSendSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        event = Event.objects.filter(pk=serializer.validated_data["eventId"]).first()
        if event is None:
            message = str(_("This event does not exist."))
            raise serializers.ValidationError({"eventId": [message]})
        sent = photos.photos_submit(family=request.auth, event=event, paths=serializer.validated_data["paths"])
        body = {"photos": [{"id": s.pk, "status": s.status} for s in sent]}
        return Response(body, status=status.HTTP_201_CREATED)


class PhotoSubmissionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField(help_text="pending, approved or declined.")
    eventId = serializers.IntegerField(source="event_id")
    eventTitle = serializers.CharField(source="event.title")
    familyName = serializers.CharField(source="family.name", help_text="The credit it gets in the gallery.")
    familyEmail = serializers.CharField(source="family.email")
    imagePath = serializers.CharField(source="image_path")
    thumbnailPath = serializers.CharField(source="thumbnail_path")
    width = serializers.IntegerField(allow_null=True)
    height = serializers.IntegerField(allow_null=True)
    createdAt = serializers.DateTimeField(source="created_at")
    galleryImageId = serializers.IntegerField(source="gallery_image_id", allow_null=True)
    declinedConsent = serializers.ListField(
        child=serializers.CharField(),
        source="declined_consent",
        help_text="The parties of its event who declined photo consent (their names), to look for before approving.",
    )


STATUS_PARAMETER = OpenApiParameter(
    "status",
    str,
    OpenApiParameter.QUERY,
    enum=[choice for choice in PhotoSubmission.Status.values],
    description="Only the photos with this status (default: pending).",
)


def _with_consent(submissions: list[PhotoSubmission]) -> list[PhotoSubmission]:
    """Each submission with the names of its event's parties who declined photo consent (one query)."""
    declined: dict[int, list[str]] = {}
    rows = (
        Registration.objects.filter(event_id__in={s.event_id for s in submissions}, photo_consent=False)
        .exclude(status=Registration.Status.CANCELLED)
        .order_by("full_name", "pk")
        .values_list("event_id", "full_name")
    )
    for event_id, name in rows:
        declined.setdefault(event_id, []).append(name)
    for submission in submissions:
        submission.declined_consent = declined.get(submission.event_id, [])
    return submissions


class AdminPhotoSubmissionsView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        parameters=[STATUS_PARAMETER],
        responses={200: PhotoSubmissionSerializer(many=True), 400: documented_error("An unknown status.")},
    )
    def get(self, request):
        """The photos families sent, oldest first, with each event's parties who declined photo consent."""
        wanted = request.query_params.get("status", PhotoSubmission.Status.PENDING)
        if wanted not in PhotoSubmission.Status.values:
            raise serializers.ValidationError({"status": [str(_("Choose pending, approved or declined."))]})
        submissions = list(
            PhotoSubmission.objects.filter(status=wanted).select_related("family", "event").order_by("created_at", "id")
        )
        return Response(PhotoSubmissionSerializer(_with_consent(submissions), many=True).data)


def _submission(submission_id: int) -> PhotoSubmission:
    submission = PhotoSubmission.objects.select_related("family", "event").filter(pk=submission_id).first()
    if submission is None:
        raise NotFound()
    return submission


DECIDED = documented_error("The photo has been approved or declined already.")


class AdminPhotoApproveView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        summary="Approve a family's photo: it joins the gallery in its event's album, credited to the family",
        request=None,
        responses={200: PhotoSubmissionSerializer, 404: documented_error("No such photo."), 409: DECIDED},
    )
    def post(self, request, submission_id: int):
        submission = photos.photo_approve(submission=_submission(submission_id), actor=request.user.get_username())
        return Response(PhotoSubmissionSerializer(_with_consent([_submission(submission.pk)])[0]).data)


class AdminPhotoDeclineView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        summary="Decline a family's photo: it never shows, and its stored copies are deleted",
        request=None,
        responses={200: PhotoSubmissionSerializer, 404: documented_error("No such photo."), 409: DECIDED},
    )
    def post(self, request, submission_id: int):
        submission = photos.photo_decline(submission=_submission(submission_id), actor=request.user.get_username())
        return Response(PhotoSubmissionSerializer(_with_consent([_submission(submission.pk)])[0]).data)
