"""The treasurer records, lists and voids payments through /api/admin/payments."""

from datetime import date

import pytest

from activity.models import Entry
from core.dates import local_today
from events.tests.factories import EventFactory
from ledger.models import Payment, ReceiptCounter
from money.tests.factories import DonationFactory, MembershipFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

PRICES = {"adult": 2500, "child": 1000, "memberAdult": 2000, "memberChild": 500}
URL = "/api/admin/payments"


def priced_registration(api_client, guests: int = 2) -> Registration:
    """A confirmed party of `guests` adults at $25 each, registered as a family would."""
    body = register(api_client, EventFactory(prices=PRICES), guests=guests).json()
    return Registration.objects.get(pk=body["id"])


def record(client, target, **fields):
    kind = {Registration: "registration"}.get(type(target), type(target).__name__.lower())
    payload = {"kind": kind, "targetId": target.pk, "amount": 5000, "method": "zelle", **fields}
    return client.post(URL, payload, format="json")


def test_recording_a_payment_answers_it_with_its_receipt_number_and_the_target_follows(api_client, staff_client):
    registration = priced_registration(api_client)

    response = record(staff_client, registration, reference="Zelle memo DP-1234", receivedOn="2026-03-04")

    assert response.status_code == 201
    payment = Payment.objects.get()
    assert response.json() == {
        "id": payment.pk,
        "receiptNumber": "2026-00001",
        "kind": "registration",
        "targetId": registration.pk,
        "payerName": registration.full_name,
        "amount": 5000,
        "method": "zelle",
        "reference": "Zelle memo DP-1234",
        "receivedOn": "2026-03-04",
        "recordedBy": "organiser",
        "voided": False,
        "voidReason": "",
        "paidFor": registration.event.title,
    }
    registration.refresh_from_db()
    assert (registration.amount_paid, registration.payment_status) == (5000, "paid")
    assert Entry.objects.get(action="payment.record").actor == "organiser"


def test_received_on_is_today_when_left_out(staff_client):
    donation = DonationFactory()

    body = record(staff_client, donation, amount=2000).json()

    assert body["receivedOn"] == local_today().isoformat()
    assert body["receiptNumber"] == f"{local_today().year}-00001"
    donation.refresh_from_db()
    assert (donation.amount_paid, donation.payment_status) == (2000, "partial")


def test_a_membership_payment_makes_it_active(staff_client):
    membership = MembershipFactory(amount_due=6000)

    response = record(staff_client, membership, amount=6000, method="check", reference="Check 1042")

    assert response.status_code == 201
    assert response.json()["payerName"] == membership.name
    membership.refresh_from_db()
    assert membership.active


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("amount", 25.5),
        ("amount", 25.0),
        ("amount", "2500"),
        ("amount", "25.00"),
        ("amount", True),
        ("amount", None),
        ("amount", 0),
        ("amount", 10_000_001),
        ("amount", -10_000_001),
        ("method", "bitcoin"),
        ("kind", "raffle"),
        ("receivedOn", "04/03/2026"),
        ("receivedOn", "9999-12-31"),
        ("targetId", 0),
        ("reference", "x" * 301),
    ],
)
def test_bad_input_is_a_400_on_its_field_and_saves_nothing(staff_client, field, value):
    registration = RegistrationFactory()

    response = record(staff_client, registration, **{field: value})

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]
    assert not Payment.objects.exists()
    assert not ReceiptCounter.objects.exists()
    registration.refresh_from_db()
    assert registration.amount_paid == 0


def test_a_float_amount_says_cents_are_whole_numbers(staff_client):
    response = record(staff_client, RegistrationFactory(), amount=12.5)

    assert response.json()["errors"] == {"amount": ["Enter the amount as a whole number of cents."]}


def test_a_zero_amount_says_so(staff_client):
    response = record(staff_client, RegistrationFactory(), amount=0)

    assert response.json()["errors"] == {"amount": ["The amount cannot be zero."]}


def test_an_unknown_target_is_a_400_on_target_id_and_saves_nothing(staff_client):
    response = staff_client.post(
        URL, {"kind": "membership", "targetId": 999, "amount": 100, "method": "cash"}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"targetId": ["There is nothing to pay with that kind and id."]}
    assert not Payment.objects.exists()
    assert not ReceiptCounter.objects.exists()


def test_a_refund_turns_a_cancelled_registrations_refund_due_back_to_free(api_client, staff_client):
    registration = priced_registration(api_client)
    record(staff_client, registration, amount=5000)
    staff_client.post(f"/api/admin/registrations/{registration.pk}/cancel")
    registration.refresh_from_db()
    assert (registration.amount_due, registration.payment_status) == (0, "refundDue")

    response = record(staff_client, registration, amount=-5000, reference="Refunded by Zelle")

    assert response.status_code == 201
    assert response.json()["amount"] == -5000
    registration.refresh_from_db()
    assert (registration.amount_paid, registration.payment_status) == (0, "free")


def test_payments_are_listed_in_receipt_order_and_filtered(staff_client):
    """As the treasurer files them: by year, then receipt number, even where a
    payment received earlier was recorded later."""
    registration, donation = RegistrationFactory(), DonationFactory()
    older = record(staff_client, registration, receivedOn="2026-01-05").json()
    newer = record(staff_client, registration, receivedOn="2026-02-05").json()
    gift = record(staff_client, donation, receivedOn="2026-01-20").json()
    last_year = record(staff_client, donation, receivedOn="2025-12-30").json()

    def ids(query: str = "") -> list[int]:
        response = staff_client.get(f"{URL}{query}")
        assert response.status_code == 200
        return [payment["id"] for payment in response.json()]

    assert [older["receiptNumber"], newer["receiptNumber"], gift["receiptNumber"]] == [
        "2026-00001",
        "2026-00002",
        "2026-00003",
    ]
    assert ids() == [last_year["id"], older["id"], newer["id"], gift["id"]]
    assert ids("?kind=registration") == [older["id"], newer["id"]]
    assert ids(f"?kind=donation&targetId={donation.pk}&year=2025") == [last_year["id"]]
    assert ids("?year=2026") == [older["id"], newer["id"], gift["id"]]


@pytest.mark.parametrize("year", ["soon", "9999"])
def test_a_bad_filter_is_a_400(staff_client, year):
    response = staff_client.get(f"{URL}?kind=raffle&year={year}")

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"kind", "year"}


def test_voiding_keeps_the_payment_listed_and_takes_it_out_of_the_totals(staff_client):
    registration = RegistrationFactory()
    payment = record(staff_client, registration, amount=3000).json()

    response = staff_client.post(f"{URL}/{payment['id']}/void", {"reason": "Recorded twice"}, format="json")

    assert response.status_code == 200
    assert response.json() == {**payment, "voided": True, "voidReason": "Recorded twice"}
    stored = Payment.objects.get()
    assert (stored.void_reason, stored.voided_by) == ("Recorded twice", "organiser")
    registration.refresh_from_db()
    assert registration.amount_paid == 0
    assert [listed["voided"] for listed in staff_client.get(URL).json()] == [True]
    assert Entry.objects.filter(action="payment.void").exists()


def test_voiding_twice_is_a_409_and_changes_nothing(staff_client):
    registration = RegistrationFactory()
    payment = record(staff_client, registration, amount=3000).json()
    staff_client.post(f"{URL}/{payment['id']}/void", {"reason": "Recorded twice"}, format="json")

    response = staff_client.post(f"{URL}/{payment['id']}/void", {"reason": "Again"}, format="json")

    assert response.status_code == 409
    assert response.json()["message"] == "This payment is already voided."
    assert Payment.objects.get().void_reason == "Recorded twice"
    registration.refresh_from_db()
    assert registration.amount_paid == 0


@pytest.mark.parametrize("reason", [None, "", "   ", "x" * 501])
def test_voiding_needs_a_reason_of_at_most_500_characters(staff_client, reason):
    registration = RegistrationFactory()
    payment = record(staff_client, registration, amount=3000).json()
    body = {} if reason is None else {"reason": reason}

    response = staff_client.post(f"{URL}/{payment['id']}/void", body, format="json")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["reason"]
    assert not Payment.objects.get().voided
    registration.refresh_from_db()
    assert registration.amount_paid == 3000


def test_voiding_an_unknown_payment_is_a_404(staff_client):
    assert staff_client.post(f"{URL}/999/void", {"reason": "Typo"}, format="json").status_code == 404


def test_payments_are_for_organisers_only(api_client, member_client):
    registration = RegistrationFactory()
    payload = {"kind": "registration", "targetId": registration.pk, "amount": 100, "method": "cash"}

    assert api_client.get(URL).status_code == 401
    assert api_client.post(URL, payload, format="json").status_code == 401
    assert member_client.post(URL, payload, format="json").status_code == 403
    assert member_client.get("/api/admin/finance").status_code == 403
    assert member_client.get("/api/admin/finance/ledger.csv").status_code == 403
    assert not Payment.objects.exists()


def test_a_payment_recorded_for_another_year_numbers_in_that_year(staff_client):
    registration = RegistrationFactory()

    bodies = [record(staff_client, registration, receivedOn=day).json() for day in ("2025-12-31", "2026-01-01")]

    assert [body["receiptNumber"] for body in bodies] == ["2025-00001", "2026-00001"]
    assert Payment.objects.get(receipt_number="2025-00001").received_on == date(2025, 12, 31)
