from django.db import models


class Upload(models.Model):
    """One issued upload URL and what became of the bytes sent to it.

    The row makes an upload URL single-use: the local endpoint takes one PUT
    (`received_at`), and an upload is accepted at most once (`accepted_at`).
    """

    class Kind(models.TextChoices):
        IMAGE = "image"
        AUDIO = "audio"
        ARTWORK = "artwork"

    key = models.CharField(max_length=100, unique=True)  # "uploads/<32 hex digits>"
    # What the upload URL was given for: its checker (uploads/checkers.py) sets the
    # size limit and what the bytes must be.
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.IMAGE)
    created_at = models.DateTimeField(auto_now_add=True)
    received_at = models.DateTimeField(null=True, blank=True)
    accepted_at = models.DateTimeField(null=True, blank=True)
    # The accepted copy that is served: "images/..." for an image, "audio/..." for an audio track.
    stored_key = models.CharField(max_length=100, blank=True)
    thumbnail_key = models.CharField(max_length=100, blank=True)

    def __str__(self) -> str:
        return self.key
