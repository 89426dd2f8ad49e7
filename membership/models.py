from django.db import models

from core.money import payment_status
from families.models import Family


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


class Membership(models.Model):
    """A family's membership of one membership year, labelled by the calendar
    year it starts in (`year`). It is active once paid in full. A deleted
    family's memberships stay for the books, without the family."""

    family = models.ForeignKey(Family, on_delete=models.SET_NULL, null=True, blank=True, related_name="memberships")
    tier = models.ForeignKey(MembershipTier, on_delete=models.PROTECT, related_name="memberships")
    year = models.PositiveSmallIntegerField()
    amount_due = models.PositiveIntegerField(default=0)
    amount_paid = models.IntegerField(default=0)
    payment_reference = models.CharField(max_length=16, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # When the reminder to renew for the next year was claimed for sending (once).
    renewal_sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-year", "id"]
        constraints = [
            models.UniqueConstraint("family", "year", name="membership_one_per_family_and_year"),
        ]

    def __str__(self) -> str:
        return f"{self.tier.name} {self.year}"

    @property
    def payment_status(self) -> str:
        return payment_status(due=self.amount_due, paid=self.amount_paid)

    @property
    def active(self) -> bool:
        return self.amount_paid >= self.amount_due
