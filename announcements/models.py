from django.db import models

from core import language
from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from events.models import Event

MAX_SUBJECT = 200
MAX_BODY = 20000


class Announcement(models.Model):
    class Kind(models.TextChoices):
        ALL = "all"
        MEMBERS = "members"
        EVENT = "event"
        VOLUNTEERS = "volunteers"

    class Status(models.TextChoices):
        # Waiting for its time (`send_at`).
        SCHEDULED = "scheduled"
        # Its recipients are being handed to the mail queue, batch by batch.
        SENDING = "sending"
        # Every recipient is in the mail queue (or skipped).
        SENT = "sent"

    subject_en = models.CharField(max_length=MAX_SUBJECT)
    subject_bn = models.CharField(max_length=MAX_SUBJECT, blank=True)
    body_en = models.TextField(max_length=MAX_BODY)
    body_bn = models.TextField(max_length=MAX_BODY, blank=True)
    audience_kind = models.CharField(max_length=10, choices=Kind.choices)
    audience_year = models.PositiveSmallIntegerField(null=True, blank=True)
    audience_event = models.ForeignKey(
        Event, on_delete=models.SET_NULL, null=True, blank=True, related_name="announcements"
    )
    send_at = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices)
    # How many addresses it was for when written (then when sent).
    recipients = models.PositiveIntegerField(default=0)
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(audience_kind__in=["all", "members", "event", "volunteers"]),
                name="announcement_audience_known",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=["scheduled", "sending", "sent"]), name="announcement_status_known"
            ),
        ]

    def __str__(self) -> str:
        return self.subject_en

    def written(self, field: str, lang: str) -> str:
        """The subject or body in `lang`, English where no Bengali is written."""
        if lang == language.BENGALI:
            bengali = getattr(self, f"{field}_bn").strip()
            if bengali:
                return bengali
        return getattr(self, f"{field}_en")


class Recipient(EmailKeyed, models.Model):
    """One address of an announcement, with how far its email got: each is
    handed to the mail queue once (`pending` to `queued`, in the batch's
    transaction), so a worker stopped mid-send carries on without sending twice."""

    class Status(models.TextChoices):
        PENDING = "pending"
        QUEUED = "queued"
        SENT = "sent"
        FAILED = "failed"
        # Unsubscribed or found undeliverable before its turn came.
        SKIPPED = "skipped"

    announcement = models.ForeignKey(Announcement, on_delete=models.CASCADE, related_name="recipient_rows")
    email = models.EmailField(max_length=254)
    email_key = email_key_field()
    language = models.CharField(max_length=2, default=language.ENGLISH)
    # The secret of its one-click unsubscribe link.
    token = models.CharField(max_length=64, unique=True)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    unsubscribed_at = models.DateTimeField(null=True, blank=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint("announcement", "email_key", name="announcement_recipient_once"),
            models.CheckConstraint(
                condition=models.Q(status__in=["pending", "queued", "sent", "failed", "skipped"]),
                name="announcement_recipient_status_known",
            ),
        ]
        indexes = [models.Index(fields=["announcement", "status"], name="announcement_recipient_status")]

    def __str__(self) -> str:
        return f"{self.email} ({self.status})"
