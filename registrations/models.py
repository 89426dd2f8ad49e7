from django.db import models

from core.change_marks import ChangeMarkField, ChangeTransactionField, marked_table
from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from core.money import payment_status
from events.models import Event, EventDay, Sitting, Slot
from ledger.models import Payment
from ledger.paid import Paid, PaidManager

MIN_GUESTS = 1
MAX_GUESTS = 20
MAX_DIETARY_NOTES = 500


class Registration(Paid, EmailKeyed, models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed"
        WAITLISTED = "waitlisted"
        CANCELLED = "cancelled"

    class Language(models.TextChoices):
        ENGLISH = "en", "English"
        BENGALI = "bn", "বাংলা"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="registrations")
    full_name = models.CharField(max_length=120)
    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py); empty once anonymised.
    email_key = email_key_field()
    phone = models.CharField(max_length=40, blank=True)
    guest_count = models.PositiveSmallIntegerField(default=MIN_GUESTS)
    notes = models.TextField(max_length=2000, blank=True)
    children = models.PositiveSmallIntegerField(default=0)
    vegetarian_meals = models.PositiveSmallIntegerField(default=0)
    dietary_notes = models.TextField(max_length=MAX_DIETARY_NOTES, blank=True)
    photo_consent = models.BooleanField(default=False)
    slots = models.ManyToManyField(Slot, through="SlotClaim", related_name="registrations", blank=True)
    # For a festival of several days, the days the party comes (all of them
    # when it registered without choosing).
    days = models.ManyToManyField(EventDay, related_name="registrations", blank=True)
    # When the party was first seen at the door (the earliest tap, offline
    # phones included) and how many of it have come so far (None: all of it).
    # At a festival of several days each day has its own check-in (DayCheckIn);
    # these then say when the party first came on any day, and the most of it
    # that came on one day.
    checked_in_at = models.DateTimeField(null=True, blank=True)
    arrived_guests = models.PositiveSmallIntegerField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CONFIRMED)
    # The language the party used when it registered or last changed its
    # registration: every email to it is written in this language.
    language = models.CharField(max_length=2, choices=Language.choices, default=Language.ENGLISH)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)
    # When the confirmation email (with the manage link) was last queued for sending.
    confirmation_sent_at = models.DateTimeField(null=True, blank=True)
    # When the reminder before the event was claimed for sending (once per party).
    reminder_sent_at = models.DateTimeField(null=True, blank=True)
    # Money, in cents (registrations/pricing.py): what the party owes while
    # confirmed, whether it registered at the member prices, and the memo's
    # reference. What it has paid is its payments' sum (`amount_paid`, ledger/paid.py).
    amount_due = models.PositiveIntegerField(default=0)
    member_rate = models.BooleanField(default=False)
    payment_reference = models.CharField(max_length=16, unique=True, null=True, blank=True)
    # The mark of the last write (core/change_marks.py): the door's list asks for the parties
    # changed since its cursor.
    door_mark = ChangeMarkField()
    door_xid = ChangeTransactionField()

    payment_kind = Payment.Kind.REGISTRATION
    objects = PaidManager.from_queryset(EmailKeyedQuerySet)()

    class Meta:
        ordering = ["-created_at", "-id"]
        # An address's registrations, whatever their status (a family's page).
        indexes = [
            models.Index(fields=["email_key"], name="registration_by_email_key"),
            models.Index(fields=["event", "door_mark"], name="registration_door_changes"),
            models.Index(fields=["event", "door_xid"], name="registration_door_writers"),
        ]
        constraints = [
            # One living registration per address: someone who cancelled may register again.
            # Anonymised registrations have no email, and may be many per event.
            models.UniqueConstraint(
                fields=["email_key", "event"],
                condition=~models.Q(status="cancelled") & ~models.Q(email_key=""),
                name="registration_one_living_per_event_and_email_key",
            ),
            models.CheckConstraint(
                condition=models.Q(guest_count__gte=MIN_GUESTS, guest_count__lte=MAX_GUESTS),
                name="registration_guest_count_range",
            ),
            models.CheckConstraint(
                condition=models.Q(children__lt=models.F("guest_count")),
                name="registration_children_fewer_than_guests",
            ),
            models.CheckConstraint(
                condition=models.Q(vegetarian_meals__lte=models.F("guest_count")),
                name="registration_vegetarian_meals_within_guests",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=["confirmed", "waitlisted", "cancelled"]),
                name="registration_status_known",
            ),
            models.CheckConstraint(condition=models.Q(language__in=["en", "bn"]), name="registration_language_known"),
        ]

    def __str__(self) -> str:
        return f"{self.full_name} <{self.email}> for {self.event.title}"

    def save(self, *args, **kwargs):
        # Every write marks the row for the door's list, a write of some fields too.
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and "door_mark" not in update_fields:
            kwargs["update_fields"] = [*update_fields, "door_mark", "door_xid"]
        super().save(*args, **kwargs)

    @property
    def payment_status(self) -> str:
        return payment_status(due=self.amount_due, paid=self.amount_paid)

    @property
    def day_ids(self) -> list[int]:
        """The festival days this party comes (from a prefetch of `days` when there is one)."""
        return sorted(day.pk for day in self.days.all())

    @property
    def slot_ids(self) -> list[int]:
        """The slots this party claimed (from a prefetch of `claims` when there is one)."""
        return [claim.slot_id for claim in self.claims.all()]

    @property
    def sitting_ids(self) -> list[int]:
        """The sittings this party booked (from a prefetch of `sitting_bookings` when there is one)."""
        return sorted(booking.sitting_id for booking in self.sitting_bookings.all())


class SlotClaim(models.Model):
    """One party's place in a slot (a dish it brings, a job it takes)."""

    slot = models.ForeignKey(Slot, on_delete=models.CASCADE, related_name="claims")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="claims")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [models.UniqueConstraint("slot", "registration", name="slot_claim_once_per_party")]

    def __str__(self) -> str:
        return f"{self.registration.full_name}: {self.slot.title}"


class SittingBooking(models.Model):
    """A confirmed party's seats, its whole party, at a timed sitting."""

    sitting = models.ForeignKey(Sitting, on_delete=models.CASCADE, related_name="bookings")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="sitting_bookings")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [models.UniqueConstraint("sitting", "registration", name="sitting_booking_once_per_party")]

    def __str__(self) -> str:
        return f"{self.registration.full_name}: {self.sitting.title} {self.sitting.start_time}"


class CheckInTap(models.Model):
    """One tap at the door as a phone sent it, by the phone's own id for it:
    a replay of the same tap (a sync retried after a lost answer) is known
    and changes nothing."""

    class Kind(models.TextChoices):
        CHECK_IN = "check_in"
        UNDO = "undo"

    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="taps")
    # The festival day the tap was for; None at an event of one day.
    day = models.ForeignKey(EventDay, on_delete=models.CASCADE, related_name="taps", null=True, blank=True)
    tap_id = models.CharField(max_length=64, unique=True)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    tapped_at = models.DateTimeField()
    arrived_guests = models.PositiveSmallIntegerField(null=True, blank=True)
    received_at = models.DateTimeField(auto_now_add=True)
    # Whether the party was already in when this tap arrived (another phone, or the
    # same screen online, had checked it in): kept so a replay answers as the first
    # sending did.
    conflict = models.BooleanField(default=False)

    class Meta:
        ordering = ["tapped_at", "id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(kind__in=["check_in", "undo"]), name="check_in_tap_kind_known"),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.registration.full_name} at {self.tapped_at:%Y-%m-%d %H:%M}"


class DayCheckIn(models.Model):
    """A party's arrival on one day of a festival, as that day's taps tell it:
    there is a row only while the party is in on that day."""

    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="day_check_ins")
    day = models.ForeignKey(EventDay, on_delete=models.CASCADE, related_name="check_ins")
    checked_in_at = models.DateTimeField()
    # How many of the party came that day; None for all of it.
    arrived_guests = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["id"]
        constraints = [models.UniqueConstraint("registration", "day", name="day_check_in_once_per_party_and_day")]

    def __str__(self) -> str:
        return f"{self.registration.full_name} on {self.day.date.isoformat()}"


class GuestMessage(models.Model):
    """An organisers' email to an event's parties (parking changed, bring a
    shawl ...), kept so they can see what was sent."""

    class Audience(models.TextChoices):
        CONFIRMED = "confirmed"
        WAITLISTED = "waitlisted"
        ALL = "all"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="guest_messages")
    subject = models.CharField(max_length=200)
    body = models.TextField(max_length=10000)
    audience = models.CharField(max_length=10, choices=Audience.choices)
    recipients = models.PositiveIntegerField(default=0)
    sent_at = models.DateTimeField(auto_now_add=True)
    sent_by = models.CharField(max_length=150)

    class Meta:
        ordering = ["-sent_at", "-id"]

    def __str__(self) -> str:
        return f"{self.subject} ({self.event.title})"


class DoorRemoval(models.Model):
    """A party deleted from an event: the door's list tells the phones that kept it (`removed`)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="door_removals")
    registration_id = models.PositiveIntegerField()
    mark = ChangeMarkField()
    xid = ChangeTransactionField()

    class Meta:
        ordering = ["mark", "id"]
        indexes = [
            models.Index(fields=["event", "mark"], name="door_removal_by_mark"),
            models.Index(fields=["event", "xid"], name="door_removal_by_xid"),
        ]

    def __str__(self) -> str:
        return f"Party {self.registration_id} removed from {self.event_id}"


class DoorPass(models.Model):
    """A volunteer's phone's way in to one event's door, without a password: a link (shown as
    a QR code) whose token is kept only hashed. It ends six hours after the event's last day, or
    when an organiser revokes it (docs/roles.md)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="door_passes")
    label = models.CharField(max_length=60)
    token_hash = models.CharField(max_length=64, unique=True)
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.label} ({self.event_id})"


marked_table(Registration._meta.db_table, "door_mark")
marked_table(DoorRemoval._meta.db_table, "mark")
