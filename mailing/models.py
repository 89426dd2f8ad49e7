"""What the site knows about an address as a recipient of mail: whether it
asked for announcements (double opt-in), and whether its mail server refuses it
for good. Both are kept per address, matched by its key (core/emails.py), so a
look-alike address is another address."""

from django.db import models

from core import language
from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field


class AnnouncementConsent(EmailKeyed, models.Model):
    """An address's consent to announcements: asked (a link emailed), confirmed by
    that link, or withdrawn (unsubscribed). Transactional emails need none."""

    class Status(models.TextChoices):
        PENDING = "pending"
        SUBSCRIBED = "subscribed"
        UNSUBSCRIBED = "unsubscribed"

    email = models.EmailField(max_length=254)
    email_key = email_key_field()
    # The language the announcements reach it in.
    language = models.CharField(max_length=2, default=language.ENGLISH)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.PENDING)
    # The keyed hash of the confirmation link's token (never the token itself).
    token_hash = models.CharField(max_length=64, blank=True, db_index=True)
    requested_at = models.DateTimeField()
    confirmed_at = models.DateTimeField(null=True, blank=True)
    unsubscribed_at = models.DateTimeField(null=True, blank=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["email_key"]
        constraints = [
            models.UniqueConstraint(
                fields=["email_key"], condition=~models.Q(email_key=""), name="announcement_consent_one_per_email_key"
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=["pending", "subscribed", "unsubscribed"]),
                name="announcement_consent_status_known",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.email} ({self.status})"


class Undeliverable(EmailKeyed, models.Model):
    """An address its mail server refused for good (a 5xx answer): bulk sends
    skip it until an organiser clears it."""

    email = models.EmailField(max_length=254)
    email_key = email_key_field()
    # The mail server's answer, as it gave it.
    reason = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["email_key"], condition=~models.Q(email_key=""), name="undeliverable_one_per_email_key"
            ),
        ]

    def __str__(self) -> str:
        return self.email
