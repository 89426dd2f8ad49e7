"""What a payable has been paid is its payments' sum, read in the query that
reads it; recording or voiding a payment writes the book and nothing else."""

import pytest
from django.db import connection
from django.db.models import F, Sum
from django.test.utils import CaptureQueriesContext

from events.models import Sponsorship
from events.tests.factories import EventFactory
from ledger.models import PAYABLES, Payment, payable_model
from ledger.tests.factories import PaymentFactory, pay
from membership.models import Membership
from membership.tests.factories import MembershipFactory
from money.models import Donation
from money.payments.services import payment_record, payment_void
from money.tests.factories import DonationFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from sponsors.models import Sponsor

pytestmark = pytest.mark.django_db


def test_each_kind_names_the_model_that_reads_its_payments():
    assert {kind: payable_model(kind) for kind in PAYABLES} == {
        "registration": Registration,
        "membership": Membership,
        "donation": Donation,
        "sponsorship": Sponsor,
    }
    assert set(PAYABLES) == set(Payment.Kind.values)
    assert all(payable_model(kind).payment_kind == kind for kind in PAYABLES)
    assert payable_model("gift") is None


def test_the_paid_sum_counts_the_payments_that_stand_and_takes_refunds_off():
    registration = RegistrationFactory(event=EventFactory(), amount_due=5000)
    other = RegistrationFactory(event=registration.event, amount_due=5000)
    payment_record(kind="registration", target_id=registration.pk, amount=3000, method="zelle")
    mistake = payment_record(kind="registration", target_id=registration.pk, amount=9000, method="cash")
    payment_record(kind="registration", target_id=registration.pk, amount=-500, method="zelle")
    payment_void(payment=mistake, reason="Recorded twice")
    # A membership's payment that bears the same id pays a membership, not the registration.
    PaymentFactory(kind="membership", target_id=registration.pk, amount=7000)

    paid = dict(Registration.objects.values_list("pk", "amount_paid"))

    assert paid == {registration.pk: 2500, other.pk: 0}
    assert Registration.objects.get(pk=registration.pk).payment_status == "partial"


def test_filters_and_totals_read_the_sum_in_the_query():
    event = EventFactory()
    settled = RegistrationFactory(event=event, amount_due=2000, amount_paid=2000)
    owing = RegistrationFactory(event=event, amount_due=2000, amount_paid=500)

    assert list(Registration.objects.filter(amount_paid__gte=F("amount_due"))) == [settled]
    assert list(Registration.objects.filter(amount_paid__lt=F("amount_due"))) == [owing]
    assert Registration.objects.aggregate(paid=Sum("amount_paid"))["paid"] == 2500


def test_a_list_reads_every_rows_sum_in_one_query():
    event = EventFactory()
    for cents in (100, 200, 300):
        RegistrationFactory(event=event, amount_due=300, amount_paid=cents)

    with CaptureQueriesContext(connection) as queries:
        sums = [party.amount_paid for party in Registration.objects.filter(event=event).order_by("pk")]

    assert sums == [100, 200, 300]
    assert len(queries) == 1


def test_a_row_read_through_a_foreign_key_asks_once_and_refresh_reads_it_again():
    donation = DonationFactory(amount=10000, amount_paid=2500)
    payment = Payment.objects.get(kind="donation", target_id=donation.pk)
    fetched = Donation._base_manager.get(pk=payment.target_id)

    with CaptureQueriesContext(connection) as queries:
        assert (fetched.amount_paid, fetched.amount_paid) == (2500, 2500)
    assert len(queries) == 1

    pay(donation, 7500)
    assert fetched.amount_paid == 2500
    fetched.refresh_from_db()
    assert (fetched.amount_paid, fetched.payment_status) == (10000, "paid")


def test_a_row_made_here_starts_unpaid_without_asking():
    with CaptureQueriesContext(connection) as queries:
        assert Donation(amount=500).amount_paid == 0
    assert len(queries) == 0


def test_recording_and_voiding_a_payment_write_the_book_and_nothing_else():
    event = EventFactory()
    offer = Sponsorship.objects.create(event=event, kind="item", name="Flowers", amount=15_100, position=0)
    sponsor = Sponsor.objects.create(
        event=event,
        sponsorship=offer,
        display_name="Sweet Bengal",
        contact_name="Rina Das",
        email="rina@example.com",
        amount_due=15_100,
        payment_reference="SP-1001",
    )
    member = MembershipFactory(name="Mita Roy")
    targets = {
        "registration": (RegistrationFactory(event=event, full_name="Anita Sen", amount_due=5000), "Anita Sen"),
        "membership": (member, "Mita Roy"),
        "donation": (DonationFactory(full_name="Tapan Ghosh"), "Tapan Ghosh"),
        "sponsorship": (sponsor, "Rina Das"),
    }
    for kind, (target, payer) in targets.items():
        with CaptureQueriesContext(connection) as recording:
            payment = payment_record(kind=kind, target_id=target.pk, amount=1000, method="cash")
        assert payment.payer_name == payer
        assert type(target).objects.get(pk=target.pk).amount_paid == 1000
        with CaptureQueriesContext(connection) as voiding:
            payment_void(payment=payment, reason="Recorded twice")

        writes = [
            query["sql"]
            for query in [*recording.captured_queries, *voiding.captured_queries]
            if query["sql"].startswith(("INSERT", "UPDATE", "DELETE"))
        ]
        tables = {sql.split('"')[1] for sql in writes}
        # The payment, its year's receipt counter, the activity log and the receipt's task.
        book = {"money_payment", "money_receiptcounter", "activity_entry", "django_tasks_database_dbtaskresult"}
        assert tables <= book
        assert "money_payment" in tables
        assert type(target).objects.get(pk=target.pk).amount_paid == 0
