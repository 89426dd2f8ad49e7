from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import publiccache
from core.fields import LARGEST_ID, OptionalTextField, required_messages
from core.permissions import ORGANISER, StaffOnlyMixin
from core.schema import CACHED_READ_PARAMETERS, cached_responses
from gallery import services
from gallery.models import GalleryImage
from gallery.public import PAGE_SIZE, GalleryImageSerializer, OptionalEventField, gallery_page_json
from gallery.selectors import gallery_images


class GalleryImageCreateSerializer(serializers.Serializer):
    imagePath = serializers.CharField(
        max_length=2000, error_messages=required_messages(_("Choose an image to upload."))
    )
    title = OptionalTextField(max_length=200)
    caption = OptionalTextField(max_length=500)
    eventId = OptionalEventField()


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


class GalleryListView(APIView):
    permission_classes = [AllowAny]

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
    roles = (ORGANISER,)

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
    roles = (ORGANISER,)

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, image_id: int):
        image = GalleryImage.objects.filter(pk=image_id).first()
        if image is None:
            raise NotFound()
        services.gallery_image_delete(image=image, actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)
