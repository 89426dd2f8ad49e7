"""Sign-in limits hold when requests arrive at once (PostgreSQL, where they can
race; SQLite serialises every write)."""

import threading

import pytest
from django.db import connection, connections
from rest_framework.test import APIClient

from families.models import Family, SignInCode
from families.tests.conftest import ask_for_code, verify

AT_ONCE = 12


def at_once(count: int, request) -> list:
    """Run `request(n)` in `count` threads released together; their results."""
    start = threading.Barrier(count)
    results: list = []
    errors: list[BaseException] = []

    def run(n: int) -> None:
        try:
            start.wait(timeout=30)
            results.append(request(n))
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    return results


@pytest.fixture(autouse=True)
def _on_postgresql(throttle_rates):
    if connection.vendor != "postgresql":
        pytest.skip("SQLite serialises every write, so it cannot show a race; run with DATABASE_URL on PostgreSQL.")
    throttle_rates(**{"family-sign-in": "1000/hour", "family-verify": "1000/hour"})


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_codes_asked_for_at_once_still_send_at_most_five(smtp_server):
    statuses = at_once(AT_ONCE, lambda n: ask_for_code(APIClient(), "anita@example.com").status_code)

    assert statuses == [202] * AT_ONCE
    assert SignInCode.objects.count() == 5
    assert len(smtp_server.wait_for(5, within=20)) == 5


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_one_code_typed_on_two_devices_at_once_signs_in_once(emailed_code):
    code = emailed_code(APIClient(), "anita@example.com")

    statuses = at_once(2, lambda n: verify(APIClient(), "anita@example.com", code).status_code)

    assert sorted(statuses) == [200, 400]
    assert Family.objects.count() == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_wrong_codes_tried_at_once_all_count(emailed_code):
    code = emailed_code(APIClient(), "anita@example.com")
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"

    statuses = at_once(AT_ONCE, lambda n: verify(APIClient(), "anita@example.com", wrong).status_code)

    assert statuses == [400] * AT_ONCE
    assert SignInCode.objects.get().attempts == 5
    assert verify(APIClient(), "anita@example.com", code).status_code == 400
