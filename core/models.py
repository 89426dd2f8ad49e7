from django.db import models


class PublicReadsGeneration(models.Model):
    """The current generation of one scope of public data ("events",
    "gallery", "settings"): a token that every write to that data replaces, in
    its own transaction. Cached public answers are keyed by it (core/publiccache.py)."""

    scope = models.CharField(primary_key=True, max_length=20)
    token = models.CharField(max_length=32)

    def __str__(self) -> str:
        return f"{self.scope}: {self.token}"
