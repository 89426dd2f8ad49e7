import factory

from core.dates import local_today
from ledger.models import Payment


class PaymentFactory(factory.django.DjangoModelFactory):
    """A payment written straight into the book, with no receipt: what a test
    needs to start from something already paid."""

    class Meta:
        model = Payment

    kind = Payment.Kind.REGISTRATION
    target_id = 1
    amount = 1000
    method = Payment.Method.CASH
    received_on = factory.LazyFunction(local_today)
    payer_name = "Anita Sen"
    receipt_number = factory.Sequence(lambda n: f"T-{n:05d}")
    recorded_by = "treasurer"


def pay(payable, cents: int) -> Payment | None:
    """Pay `cents` to a registration, membership, donation or sponsor (nothing for 0)."""
    if not cents:
        return None
    payable.__dict__.pop("_amount_paid", None)
    return PaymentFactory(kind=payable.payment_kind, target_id=payable.pk, amount=cents, payer_name=payable.payer_name)


def paid_on_creation(obj, create, extracted, **kwargs) -> None:
    """A factory's `amount_paid`: cents paid at once (True: all that is due)."""
    if create and extracted:
        pay(obj, obj.amount_due if extracted is True else extracted)
