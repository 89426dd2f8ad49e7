from django.db import models

from events.validators import validate_schedule, validate_sponsors, validate_text_list


class Event(models.Model):
    title = models.CharField(max_length=200)
    description = models.TextField(max_length=5000, blank=True)
    # A calendar date, not an instant: 15 October is 15 October in every time zone.
    date = models.DateField(db_index=True)
    time = models.CharField(max_length=50, blank=True, help_text="Free text, e.g. 5:00 PM - 10:00 PM")
    venue = models.CharField(max_length=200)
    address = models.CharField(max_length=300)
    featured_image = models.CharField(max_length=500, blank=True)
    registration_open = models.BooleanField(default=True)
    # People the hall holds; None for no limit. Parties beyond it wait, whole, in order.
    capacity = models.PositiveIntegerField(null=True, blank=True)
    highlights = models.JSONField(default=list, blank=True, validators=[validate_text_list])
    schedule = models.JSONField(default=list, blank=True, validators=[validate_schedule])
    what_to_bring = models.JSONField(default=list, blank=True, validators=[validate_text_list])
    sponsors = models.JSONField(default=list, blank=True, validators=[validate_sponsors])
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["date", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(capacity__isnull=True) | models.Q(capacity__gte=1),
                name="event_capacity_at_least_one",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.date:%Y-%m-%d})"
