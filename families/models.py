from django.db import models

from core import language
from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from registrations.models import MAX_DIETARY_NOTES, MAX_GUESTS

MAX_MEMBERS = MAX_GUESTS


class Family(EmailKeyed, models.Model):
    """A household, known by its email address. Its registrations are not tied
    to it: they are every registration made with that address, before or after
    it first signed in."""

    class Language(models.TextChoices):
        ENGLISH = language.ENGLISH, "English"
        BENGALI = language.BENGALI, "বাংলা"

    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py): one family per key.
    email_key = email_key_field()
    name = models.CharField(max_length=120, blank=True)
    phone = models.CharField(max_length=40, blank=True)
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.ENGLISH)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    last_signed_in_at = models.DateTimeField(null=True, blank=True)
    # The secret of its calendar feed's address (families/calendar.py); made
    # when first asked for, replaced when the family resets it.
    calendar_token = models.CharField(max_length=64, unique=True, null=True, blank=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["name", "email"]
        verbose_name_plural = "families"
        constraints = [
            # A row the previous release wrote has no key until it is healed (core/emails.py).
            models.UniqueConstraint(
                fields=["email_key"], condition=~models.Q(email_key=""), name="family_one_per_email_key"
            ),
            models.CheckConstraint(
                condition=models.Q(language__in=list(language.LANGUAGES)), name="family_language_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} <{self.email}>" if self.name else self.email


class Member(models.Model):
    """Someone of the household, so that registering is ticking who comes."""

    family = models.ForeignKey(Family, on_delete=models.CASCADE, related_name="members")
    name = models.CharField(max_length=120)
    child = models.BooleanField(default=False)
    vegetarian = models.BooleanField(default=False)
    dietary_notes = models.TextField(max_length=MAX_DIETARY_NOTES, blank=True)
    # The order the family lists its members in.
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.name


class SignInCode(models.Model):
    """A 6-digit code emailed to an address. The address and the code are kept
    only as keyed hashes: nobody who reads the database (an organiser included)
    can use a code, or learn from this table who asked for one."""

    # The keyed hash of the address's key (core/emails.py): its codes are found
    # and counted however it is typed, as its family is found.
    address = models.CharField(max_length=64)
    code_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    # Wrong codes tried while it lived; at the limit it dies.
    attempts = models.PositiveSmallIntegerField(default=0)
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index("address", "created_at", name="sign_in_code_by_address")]

    def __str__(self) -> str:
        return f"Sign-in code {self.pk}"


class PhotoSubmission(models.Model):
    """A photo a family sent of an event it registered for: stored (and its
    thumbnail made) when sent, shown in the gallery only once an organiser
    approves it, in that event's album with the family's name as its credit."""

    class Status(models.TextChoices):
        PENDING = "pending"
        APPROVED = "approved"
        DECLINED = "declined"

    family = models.ForeignKey(Family, on_delete=models.CASCADE, related_name="photo_submissions")
    event = models.ForeignKey("events.Event", on_delete=models.CASCADE, related_name="photo_submissions")
    image_path = models.CharField(max_length=500)
    thumbnail_path = models.CharField(max_length=500, blank=True)
    width = models.PositiveIntegerField(null=True, blank=True)
    height = models.PositiveIntegerField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    gallery_image = models.ForeignKey(
        "gallery.GalleryImage", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.CharField(max_length=150, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index("status", "created_at", name="photo_submission_by_status")]

    def __str__(self) -> str:
        return f"Photo {self.pk} of {self.event_id}"
