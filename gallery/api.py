from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from gallery.selectors import gallery_images


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


class GalleryListView(APIView):
    @extend_schema(responses=GalleryImageSerializer(many=True))
    def get(self, request):
        return Response(GalleryImageSerializer(gallery_images(), many=True).data)
