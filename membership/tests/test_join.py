"""Joining, as the service does it for the family page and the door alike."""

import threading
from datetime import datetime

import pytest
from django.db import connection

from core.money import REFERENCE_FULL
from membership.exceptions import AlreadyMember, TierUnavailable
from membership.models import Membership
from membership.services import membership_join
from membership.tests.factories import MembershipTierFactory


@pytest.fixture(autouse=True)
def _today(clock):
    clock.set(datetime(2026, 11, 25, 10, 0))


@pytest.mark.django_db
def test_a_membership_owes_the_tiers_dues_and_has_a_membership_reference():
    tier = MembershipTierFactory(amount=7500)

    membership = membership_join(email=" anita@example.com ", name="Anita Sen", language="bn", tier=tier)

    assert (membership.email, membership.year, membership.amount_due, membership.payment_status) == (
        "anita@example.com",
        2026,
        7500,
        "unpaid",
    )
    assert REFERENCE_FULL.match(membership.payment_reference)
    assert membership.payment_reference.startswith("MB-")


@pytest.mark.django_db
def test_an_inactive_tier_is_refused_and_nothing_is_saved():
    with pytest.raises(TierUnavailable):
        membership_join(email="a@example.com", name="Anita", language="en", tier=MembershipTierFactory(active=False))
    assert not Membership.objects.exists()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_one_address_joining_twice_at_once_gets_one_membership():
    tier = MembershipTierFactory()
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def join() -> None:
        start.wait()
        try:
            membership_join(email="anita@example.com", name="Anita Sen", language="en", tier=tier)
            outcomes.append("joined")
        except AlreadyMember:
            outcomes.append("refused")
        finally:
            connection.close()

    threads = [threading.Thread(target=join) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(outcomes) == ["joined", "refused"]
    assert Membership.objects.count() == 1
