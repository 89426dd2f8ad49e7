"""Receipt numbers when organisers record payments at the same moment: on
PostgreSQL, where the transactions truly run at once (SQLite would queue them)."""

import threading

import pytest
from django.db import connections
from rest_framework.test import APIClient

from ledger.models import Payment
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

PAYMENTS = 12


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_payments_recorded_at_once_take_consecutive_receipt_numbers(staff_user):
    # Each for its own party: no lock on a shared party queues them.
    registrations = RegistrationFactory.create_batch(PAYMENTS)
    start = threading.Barrier(PAYMENTS)
    answers: list[tuple[int, dict]] = []
    errors: list[BaseException] = []

    def record(n: int) -> None:
        # Each thread is its own organiser's browser, with its own database connection.
        try:
            client = APIClient()
            client.force_login(staff_user)
            payload = {
                "kind": "registration",
                "targetId": registrations[n].pk,
                "amount": 100 + n,
                "method": "cash",
                "receivedOn": "2026-09-20",
            }
            start.wait(timeout=30)
            response = client.post("/api/admin/payments", payload, format="json")
            answers.append((response.status_code, response.json()))
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=record, args=(n,)) for n in range(PAYMENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert [status for status, _ in answers] == [201] * PAYMENTS
    numbers = sorted(body["receiptNumber"] for _, body in answers)
    assert numbers == [f"2026-{n:05d}" for n in range(1, PAYMENTS + 1)]
    assert sorted(Payment.objects.values_list("receipt_number", flat=True)) == numbers
    paid = Registration.objects.filter(pk__in=[party.pk for party in registrations]).values_list("pk", "amount_paid")
    assert dict(paid) == {party.pk: 100 + n for n, party in enumerate(registrations)}
