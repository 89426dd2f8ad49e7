from django.db import models

from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field


class ContactMessage(EmailKeyed, models.Model):
    class Subject(models.TextChoices):
        EVENT_INQUIRY = "event-inquiry", "Event Inquiry"
        VOLUNTEER = "volunteer", "Volunteer Opportunities"
        MEMBERSHIP = "membership", "Community Membership"
        FEEDBACK = "feedback", "Feedback"
        OTHER = "other", "Other"

    first_name = models.CharField(max_length=100)
    last_name = models.CharField(max_length=100)
    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py).
    email_key = email_key_field()
    subject = models.CharField(max_length=20, choices=Subject.choices)
    message = models.TextField(max_length=5000)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    # Whether forwarding to the organisers' address worked; the message is kept either way.
    forwarded = models.BooleanField(default=False)
    # An organiser has dealt with it (replied, passed it on); the inbox shows the rest first.
    handled = models.BooleanField(default=False, db_index=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["email_key"], name="contact_message_by_email_key")]

    def __str__(self) -> str:
        return f"{self.get_subject_display()} from {self.first_name} {self.last_name}"
