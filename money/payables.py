"""What can be paid for: a registration, a membership or a donation. Each keeps
`amount_due` (a donation's is its amount), `amount_paid` and a
`payment_reference`; this module finds one by kind and id, and says who pays."""

from dataclasses import dataclass

from django.db import models

from membership.models import Membership
from money.models import Donation, Payment
from registrations.models import Registration

Kind = Payment.Kind

MODELS: dict[str, type[models.Model]] = {
    Kind.REGISTRATION: Registration,
    Kind.MEMBERSHIP: Membership,
    Kind.DONATION: Donation,
}


@dataclass(frozen=True)
class Payer:
    name: str
    email: str
    language: str


def payable_get(kind: str, target_id: int, *, lock: bool = False) -> models.Model | None:
    model = MODELS.get(kind)
    if model is None:
        return None
    query = model.objects.select_for_update() if lock else model.objects.all()
    return query.filter(pk=target_id).first()


def payer_of(kind: str, payable: models.Model) -> Payer:
    if kind == Kind.MEMBERSHIP:
        return Payer(payable.name, payable.email, payable.language)
    return Payer(payable.full_name, payable.email, payable.language)


def outstanding(payable: models.Model) -> int:
    """Cents still owed (negative when more was paid than is due)."""
    return payable.amount_due - payable.amount_paid
