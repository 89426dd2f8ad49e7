from django.db.models import Q, QuerySet

from gallery.models import GalleryImage


def gallery_images(*, event_id: int | None = None, before: int | None = None) -> QuerySet[GalleryImage]:
    """Newest first; only one event's with `event_id`; with `before`, only those
    that come after image `before` in that order (the next page of a list)."""
    images = GalleryImage.objects.order_by("-created_at", "-id")
    if event_id is not None:
        images = images.filter(event_id=event_id)
    if before is not None:
        boundary = GalleryImage.objects.filter(pk=before).values_list("created_at", flat=True).first()
        if boundary is None:
            # Deleted since its page was read: ids follow the order images were added in.
            images = images.filter(pk__lt=before)
        else:
            images = images.filter(Q(created_at__lt=boundary) | Q(created_at=boundary, pk__lt=before))
    return images


def gallery_page(
    *, limit: int, event_id: int | None = None, before: int | None = None
) -> tuple[list[GalleryImage], bool]:
    """Up to `limit` images of `gallery_images`, and whether more follow."""
    images = list(gallery_images(event_id=event_id, before=before)[: limit + 1])
    return images[:limit], len(images) > limit


def gallery_image_paths() -> list[str]:
    """Stored images the gallery shows, for the purge of unused uploads."""
    return list(GalleryImage.objects.values_list("image_path", flat=True))
