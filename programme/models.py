from django.db import models

from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from core.text import ANONYMOUS_NAME
from events.models import Event
from programme.validators import MAX_NAME, validate_performers

MIN_DURATION = 1
MAX_DURATION = 30
MAX_TITLE = 200
MAX_NOTES = 2000
MAX_DECISION_NOTE = 1000


class ProgrammeEntry(EmailKeyed, models.Model):
    """One act a family offers for an event's cultural programme: a dance, a
    song, a recitation ... with its performers, how long it runs and the music
    it is performed to. Organisers accept or decline it and set the running
    order; an accepted act has a `position` (1 first) and, once the event
    has a programme start, the clock time it goes on stage."""

    class Kind(models.TextChoices):
        DANCE = "dance"
        SONG = "song"
        RECITATION = "recitation"
        DRAMA = "drama"
        INSTRUMENTAL = "instrumental"
        OTHER = "other"

    class Status(models.TextChoices):
        SUBMITTED = "submitted"
        ACCEPTED = "accepted"
        DECLINED = "declined"
        WITHDRAWN = "withdrawn"

    class ChildNames(models.TextChoices):
        """How much of a child performer's name the public programme may show, as
        the family agreed when it offered the act. Organisers always see it whole."""

        FULL = "full", "Full name"
        FIRST = "first", "First name only"
        NONE = "none", "Not named"

    class Language(models.TextChoices):
        ENGLISH = "en", "English"
        BENGALI = "bn", "বাংলা"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="programme_entries")
    title = models.CharField(max_length=MAX_TITLE)
    kind = models.CharField(max_length=12, choices=Kind.choices)
    # [{"name": "Riya Sen", "child": true}, ...], 1 to MAX_PERFORMERS of them.
    performers = models.JSONField(default=list, validators=[validate_performers])
    duration_minutes = models.PositiveSmallIntegerField()
    # Acts offered before families were asked show only their children's first names.
    child_names = models.CharField(max_length=5, choices=ChildNames.choices, default=ChildNames.FIRST)
    contact_name = models.CharField(max_length=MAX_NAME)
    contact_email = models.EmailField(max_length=254)
    # The contact's address as matched (core/emails.py); empty once anonymised.
    contact_email_key = email_key_field()
    contact_phone = models.CharField(max_length=40, blank=True)
    notes = models.TextField(max_length=MAX_NOTES, blank=True)
    # The act's music: "/objects/audio/<hex>.<ext>", or empty.
    track_path = models.CharField(max_length=100, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.SUBMITTED)
    # What the organisers told the contact with their decision.
    decision_note = models.TextField(max_length=MAX_DECISION_NOTE, blank=True)
    # Place in the running order (1 first) while accepted, else None.
    position = models.PositiveSmallIntegerField(null=True, blank=True)
    # "HH:MM" the act starts, from the event's programme start; empty without one.
    start_time = models.CharField(max_length=5, blank=True)
    # The submitter's language: every email about the act is written in it.
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.ENGLISH)
    # When the email with the manage link was last queued (resent at most every few minutes).
    link_sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    email_keyed = ("contact_email",)
    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["contact_email_key"], name="programme_entry_by_email_key")]
        verbose_name = "programme entry"
        verbose_name_plural = "programme entries"
        constraints = [
            models.CheckConstraint(
                condition=models.Q(duration_minutes__gte=MIN_DURATION, duration_minutes__lte=MAX_DURATION),
                name="programme_entry_duration_range",
            ),
            models.CheckConstraint(
                condition=models.Q(kind__in=["dance", "song", "recitation", "drama", "instrumental", "other"]),
                name="programme_entry_kind_known",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=["submitted", "accepted", "declined", "withdrawn"]),
                name="programme_entry_status_known",
            ),
            models.CheckConstraint(
                condition=models.Q(child_names__in=["full", "first", "none"]),
                name="programme_entry_child_names_known",
            ),
            # Only an accepted act has a place in the running order (the services,
            # under the event's lock, keep the places 1..n).
            models.CheckConstraint(
                condition=models.Q(status="accepted", position__isnull=False)
                | ~models.Q(status="accepted") & models.Q(position__isnull=True),
                name="programme_entry_position_when_accepted",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.event.title})"

    @property
    def performer_names(self) -> list[str]:
        return [performer["name"] for performer in self.performers]

    @property
    def public_performer_names(self) -> list[str]:
        """The performers as the public programme names them: a grown-up whole;
        a child as the family agreed (whole, by the first name, or not at all)."""
        return [name for performer in self.performers if (name := self._public_name(performer))]

    @property
    def children_not_named(self) -> int:
        """How many children the public programme leaves unnamed."""
        if self.child_names != self.ChildNames.NONE:
            return 0
        return sum(1 for performer in self.performers if performer["child"])

    def _public_name(self, performer: dict) -> str:
        name = performer["name"]
        if not performer["child"] or self.child_names == self.ChildNames.FULL or name == ANONYMOUS_NAME:
            return name
        if self.child_names == self.ChildNames.FIRST:
            return name.split()[0] if name.split() else name
        return ""
