"""The gallery as the public reads show it: the photo serializer and the
cached pages (core/publiccache.py) that the API and the gallery page's first
data take."""

from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core import publiccache
from events.models import Event
from gallery.selectors import gallery_page


class GalleryImageSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    imagePath = serializers.CharField(source="image_path", read_only=True)
    thumbnailPath = serializers.CharField(source="thumbnail_path", read_only=True)
    width = serializers.IntegerField(read_only=True)
    height = serializers.IntegerField(read_only=True)
    title = serializers.CharField(read_only=True)
    caption = serializers.CharField(read_only=True)
    credit = serializers.CharField(read_only=True, help_text="Who took it (the family that sent it), or empty.")
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


PAGE_SIZE = 60


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
