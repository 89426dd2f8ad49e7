from django.db import models

from core import language
from core.emails import EmailKeyed, EmailKeyedQuerySet, email_key_field
from core.money import payment_status
from ledger.models import Payment
from ledger.paid import Paid, PaidManager


class MembershipTier(models.Model):
    """A kind of membership and its yearly dues (family, single, student, senior ...)."""

    name = models.CharField(max_length=120)
    amount = models.PositiveIntegerField(help_text="Yearly dues in cents.")
    description = models.TextField(max_length=500, blank=True)
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["amount", "name", "id"]

    def __str__(self) -> str:
        return self.name


class Membership(Paid, EmailKeyed, models.Model):
    """A household's membership of one membership year, labelled by the
    calendar year it starts in (`year`). Like a registration, it belongs to an
    email address (a family's page shows those of its address). It is active
    once paid in full; it stays for the books when the family is deleted,
    anonymised (`memberships_anonymise`)."""

    email = models.EmailField(max_length=254)
    # The address as matched (core/emails.py).
    email_key = email_key_field()
    name = models.CharField(max_length=120)
    phone = models.CharField(max_length=40, blank=True)
    # The language of its emails (the receipt, the renewal).
    language = models.CharField(max_length=2, default=language.ENGLISH)
    tier = models.ForeignKey(MembershipTier, on_delete=models.PROTECT, related_name="memberships")
    year = models.PositiveSmallIntegerField()
    # What it has paid is its payments' sum (`amount_paid`, ledger/paid.py).
    amount_due = models.PositiveIntegerField(default=0)
    payment_reference = models.CharField(max_length=16, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # When the reminder to renew for the next year was claimed for sending (once).
    renewal_sent_at = models.DateTimeField(null=True, blank=True)

    payment_kind = Payment.Kind.MEMBERSHIP
    objects = PaidManager.from_queryset(EmailKeyedQuerySet)()

    class Meta:
        ordering = ["-year", "id"]
        constraints = [
            # A row the previous release wrote has no key until it is healed (core/emails.py);
            # a deleted family's memberships have no address, and may be many a year.
            models.UniqueConstraint(
                fields=["email_key", "year"],
                condition=~models.Q(email_key=""),
                name="membership_one_per_address_key_and_year",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.tier.name} {self.year}"

    @property
    def payer_name(self) -> str:
        return self.name

    @property
    def payment_status(self) -> str:
        return payment_status(due=self.amount_due, paid=self.amount_paid)

    @property
    def active(self) -> bool:
        return self.amount_paid >= self.amount_due
