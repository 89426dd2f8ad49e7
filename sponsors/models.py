"""An event's sponsors and its souvenir magazine: who took which sponsorship
(a package, an item or an ad), what they owe and were paid, an ad's artwork
and what the organisers said of it; and the stories, poems and drawings
families send for the souvenir."""

from django.db import models

from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from core.money import payment_status
from events.models import Event, Sponsorship
from ledger.models import Payment
from ledger.paid import Paid, PaidManager

MAX_NAME = 120
MAX_NOTE = 1000
MAX_TEXT = 20_000
MAX_TITLE = 200


class Language(models.TextChoices):
    ENGLISH = "en", "English"
    BENGALI = "bn", "বাংলা"


class Sponsor(Paid, EmailKeyed, models.Model):
    """One sponsorship taken: a payable (kind `sponsorship`) with its
    reference, and for an ad, its artwork on its way to the printer."""

    class Status(models.TextChoices):
        PENDING = "pending"
        ARTWORK_SUBMITTED = "artworkSubmitted"
        APPROVED = "approved"
        CHANGES_REQUESTED = "changesRequested"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="event_sponsors")
    sponsorship = models.ForeignKey(Sponsorship, on_delete=models.PROTECT, related_name="sponsors")
    # The name the sponsor is thanked by (a family, a shop); the contact is who pays.
    display_name = models.CharField(max_length=MAX_NAME)
    contact_name = models.CharField(max_length=MAX_NAME)
    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py).
    email_key = email_key_field()
    phone = models.CharField(max_length=40, blank=True)
    show_name = models.BooleanField(default=True, help_text="Named on the sponsor wall and in the souvenir.")
    note = models.TextField(max_length=MAX_NOTE, blank=True)
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.ENGLISH)
    # What was offered when it was taken: the sum owed, and the goods the
    # sponsor gets with their fair market value (for the receipt).
    amount_due = models.PositiveIntegerField()
    goods = models.CharField(max_length=500, blank=True)
    goods_value = models.PositiveIntegerField(default=0)
    # What it has paid is its payments' sum (`amount_paid`, ledger/paid.py).
    payment_reference = models.CharField(max_length=16, unique=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    # An ad's artwork: "/objects/artwork/<hex>.<ext>", or empty.
    artwork_path = models.CharField(max_length=100, blank=True)
    link_sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    payment_kind = Payment.Kind.SPONSORSHIP
    objects = PaidManager.from_queryset(EmailKeyedQuerySet)()

    class Meta:
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["email_key"], name="sponsor_by_email_key")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(status__in=["pending", "artworkSubmitted", "approved", "changesRequested"]),
                name="sponsor_status_known",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.payment_reference})"

    @property
    def payer_name(self) -> str:
        return self.contact_name

    @property
    def payment_status(self) -> str:
        return payment_status(due=self.amount_due, paid=self.amount_paid)


class SponsorReview(models.Model):
    """One step of an ad's artwork: sent by the sponsor, approved or sent back
    with a note by an organiser. Kept, so the history shows who said what."""

    sponsor = models.ForeignKey(Sponsor, on_delete=models.CASCADE, related_name="reviews")
    status = models.CharField(max_length=16, choices=Sponsor.Status.choices)
    note = models.TextField(max_length=MAX_NOTE, blank=True)
    artwork_path = models.CharField(max_length=100, blank=True)
    actor = models.CharField(max_length=150)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.sponsor} {self.status}"


class Contribution(models.Model):
    """A story, poem or drawing a family sends for the event's souvenir."""

    class Kind(models.TextChoices):
        STORY = "story"
        POEM = "poem"
        DRAWING = "drawing"

    class Status(models.TextChoices):
        SUBMITTED = "submitted"
        ACCEPTED = "accepted"
        DECLINED = "declined"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="souvenir_contributions")
    title = models.CharField(max_length=MAX_TITLE)
    author = models.CharField(max_length=MAX_NAME)
    kind = models.CharField(max_length=8, choices=Kind.choices)
    text = models.TextField(max_length=MAX_TEXT, blank=True)
    # A drawing: "/objects/images/<hex>.<ext>", or empty.
    image_path = models.CharField(max_length=100, blank=True)
    child_age = models.PositiveSmallIntegerField(null=True, blank=True)
    # Where the manage link is emailed; empty when none was given.
    email = models.EmailField(max_length=254, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.SUBMITTED)
    decision_note = models.TextField(max_length=MAX_NOTE, blank=True)
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.ENGLISH)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(kind__in=["story", "poem", "drawing"]), name="contribution_kind_known"
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=["submitted", "accepted", "declined"]), name="contribution_status_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.author})"
