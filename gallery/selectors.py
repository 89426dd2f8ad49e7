from django.db.models import QuerySet

from gallery.models import GalleryImage


def gallery_images() -> QuerySet[GalleryImage]:
    return GalleryImage.objects.order_by("-created_at", "-id")


def gallery_image_paths() -> list[str]:
    """Stored images the gallery shows, for the purge of unused uploads."""
    return list(GalleryImage.objects.values_list("image_path", flat=True))
