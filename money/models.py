from django.db import models

from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from core.money import payment_status


class Donation(EmailKeyed, models.Model):
    """A gift pledged on the Donate page; it is paid (by Zelle, check ...) as
    anything else is, and counts for the donor's taxes once received."""

    class Purpose(models.TextChoices):
        GENERAL = "general"
        PUJA = "puja"
        SPONSORSHIP = "sponsorship"
        BUILDING = "building"
        OTHER = "other"

    full_name = models.CharField(max_length=120)
    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py).
    email_key = email_key_field()
    amount = models.PositiveIntegerField(help_text="Cents pledged.")
    purpose = models.CharField(max_length=12, choices=Purpose.choices, default=Purpose.GENERAL)
    note = models.TextField(max_length=500, blank=True)
    anonymous = models.BooleanField(default=False, help_text="Not to be named in public thanks.")
    language = models.CharField(max_length=2, default="en")
    amount_paid = models.IntegerField(default=0)
    payment_reference = models.CharField(max_length=16, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["email_key"], name="donation_by_email_key")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(purpose__in=["general", "puja", "sponsorship", "building", "other"]),
                name="donation_purpose_known",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.full_name} ({self.payment_reference})"

    @property
    def amount_due(self) -> int:
        return self.amount

    @property
    def payment_status(self) -> str:
        return payment_status(due=self.amount, paid=self.amount_paid)


class Payment(EmailKeyed, models.Model):
    """Money received (or refunded: a negative amount) for one registration,
    membership or donation. Never deleted: a mistake is voided with a reason,
    and keeps its receipt number."""

    class Kind(models.TextChoices):
        REGISTRATION = "registration"
        MEMBERSHIP = "membership"
        DONATION = "donation"
        SPONSORSHIP = "sponsorship"

    class Method(models.TextChoices):
        ZELLE = "zelle"
        VENMO = "venmo"
        CASH = "cash"
        CHECK = "check"
        CARD = "card"
        BANK = "bank"
        OTHER = "other"

    kind = models.CharField(max_length=12, choices=Kind.choices)
    target_id = models.PositiveIntegerField()
    amount = models.IntegerField(help_text="Cents; negative for a refund.")
    method = models.CharField(max_length=8, choices=Method.choices)
    reference = models.CharField(max_length=300, blank=True, help_text="Check number, Zelle memo, bank line ...")
    received_on = models.DateField()
    # Who paid, as at recording: the books keep the name when the family is
    # deleted, not the address (`payments_forget_address`).
    payer_name = models.CharField(max_length=120)
    payer_email = models.EmailField(max_length=254, blank=True)
    # The payer's address as matched (core/emails.py); empty without one.
    payer_email_key = email_key_field()
    language = models.CharField(max_length=2, default="en")
    receipt_number = models.CharField(max_length=16, unique=True)
    recorded_by = models.CharField(max_length=150)
    recorded_at = models.DateTimeField(auto_now_add=True)
    voided = models.BooleanField(default=False)
    void_reason = models.CharField(max_length=500, blank=True)
    voided_by = models.CharField(max_length=150, blank=True)
    voided_at = models.DateTimeField(null=True, blank=True)
    # A bank statement's line (its date, amount and description, hashed) is
    # recorded once, ever, across every upload.
    bank_line_key = models.CharField(max_length=64, unique=True, null=True, blank=True)

    email_keyed = ("payer_email",)
    objects = EmailKeyedQuerySet.as_manager()

    class Meta:
        ordering = ["-received_on", "-id"]
        indexes = [
            models.Index("kind", "target_id", name="payment_by_target"),
            models.Index(fields=["payer_email_key"], name="payment_by_payer_email_key"),
        ]
        constraints = [
            models.CheckConstraint(condition=~models.Q(amount=0), name="payment_amount_not_zero"),
            models.CheckConstraint(
                condition=models.Q(kind__in=["registration", "membership", "donation", "sponsorship"]),
                name="payment_kind_known",
            ),
        ]

    def __str__(self) -> str:
        return self.receipt_number


class ReceiptCounter(models.Model):
    """The last receipt number given in a year: taken under a row lock, so the
    numbers run on with no gap and no repeat however many are recorded at once."""

    year = models.PositiveSmallIntegerField(primary_key=True)
    last = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.year}: {self.last}"


class BankImport(models.Model):
    """A bank statement uploaded by the treasurer, kept with its parsed lines
    until they are recorded."""

    filename = models.CharField(max_length=255, blank=True)
    uploaded_by = models.CharField(max_length=150)
    uploaded_at = models.DateTimeField(auto_now_add=True)
    # [{line, date, description, amount}] as read from the file (amount in cents).
    rows = models.JSONField(default=list)

    class Meta:
        ordering = ["-uploaded_at", "-id"]

    def __str__(self) -> str:
        return self.filename or f"Import {self.pk}"


class Approval(models.Model):
    """A refund or a void at or above the settings' `approval_threshold`: proposed
    by one treasurer, carried out only when another treasurer or administrator
    approves it (or dropped when one rejects it). Nothing changes in the books
    while it waits."""

    class Action(models.TextChoices):
        REFUND = "refund"
        VOID = "void"

    class Status(models.TextChoices):
        PENDING = "pending"
        APPROVED = "approved"
        REJECTED = "rejected"

    action = models.CharField(max_length=8, choices=Action.choices)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    # What the refund pays back (its payment's fields), or the payment a void takes back.
    kind = models.CharField(max_length=12, choices=Payment.Kind.choices)
    target_id = models.PositiveIntegerField()
    amount = models.IntegerField(help_text="Cents, as the payment has them (negative for a refund).")
    method = models.CharField(max_length=8, choices=Payment.Method.choices, blank=True)
    reference = models.CharField(max_length=300, blank=True)
    received_on = models.DateField(null=True, blank=True)
    payer_name = models.CharField(max_length=120, blank=True)
    payment = models.ForeignKey(
        Payment,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="approvals",
        help_text="The payment voided, or the refund once recorded.",
    )
    reason = models.CharField(max_length=500, blank=True, help_text="Why a void is asked for.")
    proposed_by = models.CharField(max_length=150)
    proposed_at = models.DateTimeField(auto_now_add=True)
    decided_by = models.CharField(max_length=150, blank=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    reject_reason = models.CharField(max_length=500, blank=True)

    class Meta:
        ordering = ["-proposed_at", "-id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(action__in=["refund", "void"]), name="approval_action_known"),
            models.CheckConstraint(
                condition=models.Q(status__in=["pending", "approved", "rejected"]), name="approval_status_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.action} {self.payer_name} ({self.status})"
