from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core import publiccache
from core.fields import LARGEST_ID, OptionalTextField, required_messages
from core.permissions import StaffOnlyMixin
from core.schema import CACHED_READ_PARAMETERS, cached_responses
from events.models import Event
from gallery import services
from gallery.models import GalleryImage
from gallery.selectors import gallery_images, gallery_page


class GalleryImageSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    imagePath = serializers.CharField(source="image_path", read_only=True)
    thumbnailPath = serializers.CharField(source="thumbnail_path", read_only=True)
    width = serializers.IntegerField(read_only=True)
    height = serializers.IntegerField(read_only=True)
    title = serializers.CharField(read_only=True)
    caption = serializers.CharField(read_only=True)
    eventId = serializers.IntegerField(source="event_id", read_only=True, allow_null=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)


@extend_schema_field(OpenApiTypes.INT)
class OptionalEventField(serializers.Field):
    """An event id; null, absent or "" mean no associated event."""

    default_error_messages = {
        "invalid": _("Choose an event from the list."),
        "does_not_exist": _("This event does not exist."),
    }

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("default", None)
        super().__init__(**kwargs)

    def validate_empty_values(self, data):
        if data == "":
            return (True, None)
        return super().validate_empty_values(data)

    def to_internal_value(self, data) -> Event:
        if isinstance(data, bool) or not isinstance(data, int | str):
            self.fail("invalid")
        text = str(data).strip()
        if not text.isdigit() or len(text) > 18:
            self.fail("invalid")
        event = Event.objects.filter(pk=int(text)).first()
        if event is None:
            self.fail("does_not_exist")
        return event


class GalleryImageCreateSerializer(serializers.Serializer):
    imagePath = serializers.CharField(max_length=2000, error_messages=required_messages("Choose an image to upload."))
    title = OptionalTextField(max_length=200)
    caption = OptionalTextField(max_length=500)
    eventId = OptionalEventField()


PAGE_SIZE = 60
MAX_PAGE_SIZE = 100


class GalleryQuerySerializer(serializers.Serializer):
    eventId = serializers.IntegerField(
        source="event_id",
        required=False,
        min_value=1,
        max_value=LARGEST_ID,
        help_text="Only this event's photos (its album).",
    )
    before = serializers.IntegerField(
        required=False,
        min_value=1,
        max_value=LARGEST_ID,
        help_text="The id of the last image already shown: the page holds the ones after it. "
        "Each page's `Link` header names the next one.",
    )
    limit = serializers.IntegerField(
        required=False,
        default=PAGE_SIZE,
        min_value=1,
        max_value=MAX_PAGE_SIZE,
        help_text=f"Images in the page (default {PAGE_SIZE}).",
    )


NEXT_PAGE_LINK = OpenApiParameter(
    "Link",
    str,
    OpenApiParameter.HEADER,
    response=[200],
    description='`</api/gallery?before={id}&limit={n}>; rel="next"` when more images follow (with `eventId` '
    "when filtered); absent on the last page.",
)


def gallery_page_json(
    *, limit: int = PAGE_SIZE, event_id: int | None = None, before: int | None = None
) -> publiccache.PublicJson:
    """A page of the gallery as the API answers it, from the cache (the gallery
    page's first data too); a ValidationError for an unknown event."""

    def build() -> publiccache.PublicJson:
        if event_id is not None and not Event.objects.filter(pk=event_id).exists():
            unknown = OptionalEventField.default_error_messages["does_not_exist"]
            raise serializers.ValidationError({"eventId": [unknown]})
        images, more = gallery_page(limit=limit, event_id=event_id, before=before)
        headers = []
        if more:
            query = {"eventId": event_id} if event_id is not None else {}
            query.update(before=images[-1].pk, limit=limit)
            headers.append(("Link", f'<{reverse("gallery")}?{urlencode(query)}>; rel="next"'))
        return publiccache.render(GalleryImageSerializer(images, many=True).data, headers=headers)

    return publiccache.cached_answer(
        scopes=[publiccache.GALLERY], key=["gallery", event_id, before, limit], build=build
    )


class GalleryListView(APIView):
    @extend_schema(
        operation_id="gallery_list",
        parameters=[GalleryQuerySerializer, *CACHED_READ_PARAMETERS, NEXT_PAGE_LINK],
        responses=cached_responses(GalleryImageSerializer(many=True)),
    )
    def get(self, request):
        query = GalleryQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        return publiccache.respond(request, gallery_page_json(**query.validated_data))


class AdminGalleryListView(StaffOnlyMixin, APIView):
    @extend_schema(responses=GalleryImageSerializer(many=True))
    def get(self, request):
        """Every image, newest first, unpaged: what the organisers' gallery tab manages."""
        return Response(GalleryImageSerializer(gallery_images(), many=True).data)

    @extend_schema(request=GalleryImageCreateSerializer, responses={201: GalleryImageSerializer})
    def post(self, request):
        serializer = GalleryImageCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        image = services.gallery_image_create(
            image_path=data["imagePath"],
            title=data["title"],
            caption=data["caption"],
            event=data["eventId"],
            actor=request.user.get_username(),
        )
        return Response(GalleryImageSerializer(image).data, status=status.HTTP_201_CREATED)


class AdminGalleryDetailView(StaffOnlyMixin, APIView):
    @extend_schema(request=None, responses={204: None})
    def delete(self, request, image_id: int):
        image = GalleryImage.objects.filter(pk=image_id).first()
        if image is None:
            raise NotFound()
        services.gallery_image_delete(image=image, actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)
