"""Recording a payment: the receipt number runs on, the target's paid sum follows."""

from datetime import date

import pytest

from events.tests.factories import EventFactory
from ledger.models import Payment, ReceiptCounter
from money.exceptions import PaymentDateOutOfRange
from money.payments.services import payment_record, payment_void
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def test_payments_take_consecutive_receipt_numbers_per_year_and_the_paid_sum_follows():
    registration = RegistrationFactory(event=EventFactory())

    first = payment_record(kind="registration", target_id=registration.pk, amount=2500, method="zelle")
    second = payment_record(
        kind="registration", target_id=registration.pk, amount=1000, method="cash", received_on=date(2027, 1, 2)
    )
    third = payment_record(kind="registration", target_id=registration.pk, amount=-500, method="zelle")

    year = first.received_on.year
    assert [first.receipt_number, third.receipt_number] == [f"{year}-00001", f"{year}-00002"]
    assert second.receipt_number == "2027-00001"
    assert Registration.objects.get(pk=registration.pk).amount_paid == 3000


def test_a_voided_payment_keeps_its_number_and_leaves_the_totals():
    registration = RegistrationFactory(event=EventFactory())
    payment = payment_record(kind="registration", target_id=registration.pk, amount=2500, method="zelle")

    payment_void(payment=payment, reason="Recorded twice", actor="treasurer")

    stored = Payment.objects.get()
    assert (stored.voided, stored.void_reason) == (True, "Recorded twice")
    assert stored.receipt_number == payment.receipt_number
    assert Registration.objects.get(pk=registration.pk).amount_paid == 0


@pytest.mark.parametrize("received_on", [date(9999, 12, 31), date(1899, 12, 31), date(1, 1, 1)])
def test_a_payment_dated_outside_1900_to_2999_is_refused_and_takes_no_receipt_number(received_on):
    registration = RegistrationFactory(event=EventFactory())

    with pytest.raises(PaymentDateOutOfRange):
        payment_record(
            kind="registration", target_id=registration.pk, amount=2500, method="bank", received_on=received_on
        )

    assert not Payment.objects.exists()
    assert not ReceiptCounter.objects.exists()
    assert Registration.objects.get(pk=registration.pk).amount_paid == 0
