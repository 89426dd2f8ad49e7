"""Joining, as the service does it for the family page and the door alike."""

import threading
from datetime import datetime

import pytest
from django.db import IntegrityError, connection, transaction

from core.money import REFERENCE_FULL
from membership.exceptions import AlreadyMember, TierUnavailable
from membership.models import Membership
from membership.services import membership_join
from membership.tests.factories import MembershipFactory, MembershipTierFactory

# gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
LOOK_ALIKE = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"


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


@pytest.mark.django_db
def test_an_address_joins_once_a_year_however_typed_and_its_look_alike_is_another_address():
    tier = MembershipTierFactory()
    membership_join(email="anita.roy@gmail.com", name="Anita Roy", language="en", tier=tier)

    with pytest.raises(AlreadyMember):
        membership_join(email="ANITA.ROY@GMAIL.COM", name="Anita Roy", language="en", tier=tier)
    look_alike = membership_join(email=LOOK_ALIKE, name="Anita Roy", language="en", tier=tier)
    next_year = membership_join(email="Anita.Roy@Gmail.com", name="Anita Roy", language="en", tier=tier, year=2027)

    assert (look_alike.email, look_alike.year, next_year.year) == (LOOK_ALIKE, 2026, 2027)
    assert Membership.objects.count() == 3


@pytest.mark.django_db
def test_the_database_holds_one_membership_a_year_per_address_not_per_look_alike():
    MembershipFactory(email="anita.roy@gmail.com", year=2026)
    # On PostgreSQL a constraint on LOWER(email) refused this row.
    MembershipFactory(email=LOOK_ALIKE, year=2026)

    with pytest.raises(IntegrityError), transaction.atomic():
        MembershipFactory(email="Anita.Roy@GMAIL.com", year=2026)
    assert Membership.objects.count() == 2


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
