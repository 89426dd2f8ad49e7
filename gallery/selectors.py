from django.db.models import QuerySet

from gallery.models import GalleryImage


def gallery_images() -> QuerySet[GalleryImage]:
    return GalleryImage.objects.order_by("-created_at", "-id")
