from django.db import models

REGISTRANT = "registrant"
SYSTEM = "system"


class Entry(models.Model):
    """One change. It names what it describes by type, id and a summary rather
    than by foreign key, so deleting an event or a registration keeps its history."""

    at = models.DateTimeField(auto_now_add=True, db_index=True)
    # An organiser's username, "registrant" (through the manage link) or "system".
    actor = models.CharField(max_length=150)
    action = models.CharField(max_length=50)
    target_type = models.CharField(max_length=30)
    target_id = models.BigIntegerField(null=True, blank=True)
    event_id = models.BigIntegerField(null=True, blank=True, db_index=True)
    summary = models.CharField(max_length=300, blank=True)
    # {"field": [old, new]} for each field that changed.
    changes = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-at", "-id"]
        verbose_name_plural = "activity"

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor}: {self.action} {self.summary}"
