from django.db import models
from django.db.models.functions import Lower

from events.models import Event

MIN_GUESTS = 1
MAX_GUESTS = 20


class Registration(models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed"
        WAITLISTED = "waitlisted"
        CANCELLED = "cancelled"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="registrations")
    full_name = models.CharField(max_length=120)
    email = models.EmailField(max_length=254)
    phone = models.CharField(max_length=40, blank=True)
    guest_count = models.PositiveSmallIntegerField(default=MIN_GUESTS)
    notes = models.TextField(max_length=2000, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CONFIRMED)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)
    # When the confirmation email (with the manage link) was last queued for sending.
    confirmation_sent_at = models.DateTimeField(null=True, blank=True)
    # When the reminder before the event was claimed for sending (once per party).
    reminder_sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            # One living registration per email: someone who cancelled may register again.
            models.UniqueConstraint(
                Lower("email"),
                "event",
                condition=~models.Q(status="cancelled"),
                name="registration_one_living_per_event_and_email",
            ),
            models.CheckConstraint(
                condition=models.Q(guest_count__gte=MIN_GUESTS, guest_count__lte=MAX_GUESTS),
                name="registration_guest_count_range",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=["confirmed", "waitlisted", "cancelled"]),
                name="registration_status_known",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.full_name} <{self.email}> for {self.event.title}"
