from django.db import models

from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from core.money import payment_status
from ledger.models import Payment
from ledger.paid import Paid, PaidManager


class Donation(Paid, EmailKeyed, models.Model):
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
    # What it has paid is its payments' sum (`amount_paid`, ledger/paid.py).
    payment_reference = models.CharField(max_length=16, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    payment_kind = Payment.Kind.DONATION
    objects = PaidManager.from_queryset(EmailKeyedQuerySet)()

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
