from django.db import transaction

from activity.models import SYSTEM
from activity.services import activity_record
from core.publiccache import GALLERY, public_reads_changed
from core.services import model_update
from events.models import Event
from gallery.models import GalleryImage
from uploads.models import Upload
from uploads.services import accepted_upload, objects_delete, served_key


@transaction.atomic
def gallery_image_create(
    *, image_path: str, title: str = "", caption: str = "", event: Event | None = None, actor: str = SYSTEM
) -> GalleryImage:
    """Verify the uploaded object, store it with its thumbnail, and add it to the gallery.

    On any failure nothing is left behind: no row, and no stored copies.
    """
    with accepted_upload(kind=Upload.Kind.IMAGE, reference=image_path, field="imagePath") as accepted:
        image = GalleryImage(
            image_path=accepted.path,
            thumbnail_path=accepted.thumbnail_path,
            width=accepted.width,
            height=accepted.height,
            title=title,
            caption=caption,
            event=event,
        )
        image.full_clean()
        image.save()
    _log(image, actor=actor, action="gallery.create")
    public_reads_changed(GALLERY)
    return image


@transaction.atomic
def gallery_image_add_stored(
    *,
    image_path: str,
    thumbnail_path: str,
    width: int | None,
    height: int | None,
    event: Event | None,
    credit: str = "",
    title: str = "",
    actor: str = SYSTEM,
) -> GalleryImage:
    """Add to the gallery an image already accepted and stored (with its thumbnail), such as a
    family's photo an organiser approved; `credit` names who took it."""
    image = GalleryImage(
        image_path=image_path,
        thumbnail_path=thumbnail_path,
        width=width,
        height=height,
        title=title,
        credit=credit,
        event=event,
    )
    image.full_clean()
    image.save()
    _log(image, actor=actor, action="gallery.create")
    public_reads_changed(GALLERY)
    return image


def _log(image: GalleryImage, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="gallery image",
        target_id=image.pk,
        event_id=image.event_id,
        summary=image.title or image.image_path,
        changes=changes,
    )


@transaction.atomic
def gallery_image_update(
    *, image: GalleryImage, title: str, caption: str, event: Event | None, actor: str = SYSTEM
) -> GalleryImage:
    """Change what the gallery says of an image (its file stays as it is)."""
    image, changes = model_update(
        GalleryImage.objects.select_for_update().get(pk=image.pk),
        data={"title": title, "caption": caption, "event_id": event.pk if event else None},
        fields=["title", "caption", "event_id"],
    )
    if changes:
        _log(image, actor=actor, action="gallery.update", changes=changes)
        public_reads_changed(GALLERY)
    return image


@transaction.atomic
def gallery_image_delete(*, image: GalleryImage, actor: str = SYSTEM) -> None:
    """Remove the image and, once that is committed, its stored original and thumbnail."""
    _log(image, actor=actor, action="gallery.delete")
    paths = [image.image_path, image.thumbnail_path]
    image.delete()
    public_reads_changed(GALLERY)
    # An event may show the same stored image as its featured image; keep it then.
    in_use = set(Event.objects.filter(featured_image__in=paths).values_list("featured_image", flat=True))
    in_use |= set(GalleryImage.objects.filter(image_path__in=paths).values_list("image_path", flat=True))
    keys = [key for path in paths if path not in in_use and (key := served_key(path))]
    transaction.on_commit(lambda: objects_delete(keys=keys))
