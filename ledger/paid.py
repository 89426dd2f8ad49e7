"""What a payable has been paid, read from the book of payments: a
registration, membership, donation or sponsorship (`Paid` models) reads
`amount_paid` as the sum of its payments that stand, refunds taken off.

Their default manager adds that sum to every query, in SQL, so lists, filters
(`amount_paid__gte=F("amount_due")`) and totals read it at no extra query per
row. A row read otherwise (through a foreign key) reads it once, when first
asked, and again after `refresh_from_db()`; a row made in Python starts at 0.
Like any value read, it is as of the read: a payment recorded since is seen
after `refresh_from_db()`."""

from typing import Any, ClassVar

from django.db import models
from django.db.models import OuterRef, Subquery, Sum
from django.db.models.functions import Coalesce

from ledger.models import Payment


def paid_sum(kind: str) -> Coalesce:
    """The cents paid to the outer query's row of `kind`: its payments that
    stand, summed (0 without any)."""
    payments = (
        Payment.objects.filter(kind=kind, target_id=OuterRef("pk"), voided=False)
        .order_by()
        .values("target_id")
        .annotate(total=Sum("amount"))
        .values("total")
    )
    return Coalesce(Subquery(payments, output_field=models.IntegerField()), 0)


def paid_of(kind: str, target_id: int | None) -> int:
    """The cents paid to one row, read on its own (0 for a row not saved)."""
    if target_id is None:
        return 0
    total = Payment.objects.filter(kind=kind, target_id=target_id, voided=False).aggregate(total=Sum("amount"))
    return total["total"] or 0


class PaidManager(models.Manager):
    """Every query of a `Paid` model carries its `amount_paid`."""

    def get_queryset(self) -> models.QuerySet:
        return super().get_queryset().annotate(amount_paid=paid_sum(self.model.payment_kind))


class Paid:
    """A model paid through the book of payments, as `payment_kind`, by the
    person its `payer_name` names (its `full_name` unless it says otherwise)."""

    payment_kind: ClassVar[str]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # A row made here has been paid nothing yet (unless told otherwise).
        self.__dict__.setdefault("_amount_paid", 0)

    @classmethod
    def from_db(cls, db: str, field_names: list[str], values: list[Any], **kwargs: Any) -> "Paid":
        # A row read from the database is paid what its payments say: the
        # manager's query sets it next, and a row read otherwise asks.
        instance = super().from_db(db, field_names, values, **kwargs)
        instance.__dict__.pop("_amount_paid", None)
        return instance

    @property
    def payer_name(self) -> str:
        return self.full_name

    @property
    def amount_paid(self) -> int:
        if "_amount_paid" not in self.__dict__:
            self._amount_paid = paid_of(self.payment_kind, self.pk)
        return self._amount_paid

    @amount_paid.setter
    def amount_paid(self, cents: int) -> None:
        self._amount_paid = cents

    def refresh_from_db(self, *args: Any, **kwargs: Any) -> None:
        self.__dict__.pop("_amount_paid", None)
        super().refresh_from_db(*args, **kwargs)
