from django.db import models

from core import language
from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from events.models import Shift

MAX_NAME = 120
# An organiser may correct a shift's hours up to a whole day.
MAX_MINUTES = 24 * 60


class ShiftVolunteer(EmailKeyed, models.Model):
    """Someone who took a place in a volunteer shift, with or without a
    family account: the name, address and phone they gave. Checked in at the
    door, their hours are the shift's length, which an organiser may correct."""

    class Language(models.TextChoices):
        ENGLISH = language.ENGLISH, "English"
        BENGALI = language.BENGALI, "বাংলা"

    shift = models.ForeignKey(Shift, on_delete=models.CASCADE, related_name="volunteers")
    full_name = models.CharField(max_length=MAX_NAME)
    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py): one person's shifts are found by it.
    email_key = email_key_field()
    phone = models.CharField(max_length=40, blank=True)
    # Every email to the volunteer is written in the language they signed up in.
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.ENGLISH)
    checked_in_at = models.DateTimeField(null=True, blank=True)
    # Minutes that count: the shift's length from the check-in, or what an
    # organiser set; None while nothing counts yet.
    minutes = models.PositiveSmallIntegerField(null=True, blank=True)
    # When the email with the manage link was last queued (resent at most every few minutes).
    link_sent_at = models.DateTimeField(null=True, blank=True)
    # When the reminder the day before was claimed for sending (once).
    reminder_sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["email_key"], name="shift_volunteer_by_email_key")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(minutes__isnull=True) | models.Q(minutes__lte=MAX_MINUTES),
                name="shift_volunteer_minutes_at_most_a_day",
            ),
            models.CheckConstraint(
                condition=models.Q(language__in=list(language.LANGUAGES)), name="shift_volunteer_language_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.full_name} ({self.shift})"

    @property
    def hours(self) -> float | None:
        return None if self.minutes is None else round(self.minutes / 60, 2)
