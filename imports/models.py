from django.db import models

from imports.fields import KINDS


class Import(models.Model):
    """An uploaded sheet, kept as its cells until it is applied: its kind, its
    columns, its rows of text and the mapping of columns to fields chosen."""

    kind = models.CharField(max_length=20, choices=[(kind, kind) for kind in KINDS])
    filename = models.CharField(max_length=255, blank=True)
    columns = models.JSONField(default=list)
    rows = models.JSONField(default=list)
    # {column: field or null}
    mapping = models.JSONField(default=dict)
    uploaded_by = models.CharField(max_length=150, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    applied_at = models.DateTimeField(null=True, blank=True)
    applied_by = models.CharField(max_length=150, blank=True)
    created = models.PositiveIntegerField(default=0)
    updated = models.PositiveIntegerField(default=0)
    skipped = models.PositiveIntegerField(default=0)
    undone_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.kind} import {self.pk}"


class ImportedRecord(models.Model):
    """A record an import created (or changed): what its undo takes away."""

    class Model(models.TextChoices):
        FAMILY = "family"
        MEMBERSHIP = "membership"
        REGISTRATION = "registration"
        PAYMENT = "payment"

    sheet = models.ForeignKey(Import, on_delete=models.CASCADE, related_name="records")
    model = models.CharField(max_length=20, choices=Model.choices)
    object_id = models.PositiveBigIntegerField()
    created = models.BooleanField(default=True)
    line = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["id"]
        indexes = [models.Index("model", "object_id", name="imported_record_object")]

    def __str__(self) -> str:
        return f"{self.model} {self.object_id}"
