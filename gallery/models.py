from django.db import models

from events.models import Event


class GalleryImage(models.Model):
    # "/objects/<key>": the stored original and its resized thumbnail.
    image_path = models.CharField(max_length=500)
    thumbnail_path = models.CharField(max_length=500, blank=True)
    width = models.PositiveIntegerField(null=True, blank=True)
    height = models.PositiveIntegerField(null=True, blank=True)
    title = models.CharField(max_length=200, blank=True)
    caption = models.CharField(max_length=500, blank=True)
    # Who took it, as the gallery shows it: the family whose photo it is, when a family sent it.
    credit = models.CharField(max_length=120, blank=True)
    event = models.ForeignKey(Event, null=True, blank=True, on_delete=models.SET_NULL, related_name="gallery_images")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.title or self.image_path
