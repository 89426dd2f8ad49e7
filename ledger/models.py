"""The book of payments. Each payment names what it paid for by kind and id;
what a registration, membership, donation or sponsorship has been paid is the
sum of its payments that stand (ledger/paid.py), so there is one record of it."""

from django.apps import apps
from django.db import models

from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field


class Payment(EmailKeyed, models.Model):
    """Money received (or refunded: a negative amount) for one registration,
    membership, donation or sponsorship. Never deleted: a mistake is voided
    with a reason, and keeps its receipt number."""

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
        # Kept where the money app first made it.
        db_table = "money_payment"
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

    class Meta:
        # Kept where the money app first made it.
        db_table = "money_receiptcounter"

    def __str__(self) -> str:
        return f"{self.year}: {self.last}"


# What each kind of payment pays for, named by its model's label and found
# through the app registry, as a generic foreign key finds its object: the book
# sits below the apps it serves and imports none of them. Each is a `Paid`
# model (ledger/paid.py) with `amount_due`, `payment_reference` and a payer.
PAYABLES = {
    Payment.Kind.REGISTRATION: "registrations.Registration",
    Payment.Kind.MEMBERSHIP: "membership.Membership",
    Payment.Kind.DONATION: "money.Donation",
    Payment.Kind.SPONSORSHIP: "sponsors.Sponsor",
}


def payable_model(kind: str) -> type[models.Model] | None:
    label = PAYABLES.get(kind)
    return None if label is None else apps.get_model(label)


def payable_get(kind: str, target_id: int, *, lock: bool = False) -> models.Model | None:
    """What a payment of `kind` pays for, by id (None when there is no such
    row), its row locked until the transaction ends when `lock` is set."""
    model = payable_model(kind)
    if model is None:
        return None
    query = model.objects.select_for_update() if lock else model.objects.all()
    return query.filter(pk=target_id).first()
