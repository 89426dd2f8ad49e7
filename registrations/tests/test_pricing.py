"""What a party owes: its adults and children at the event's prices, the member
prices for a member family, nothing while it waits or once it cancelled."""

import pytest

from core.money import REFERENCE_FULL, new_reference, payment_status, reference_prefix
from events.tests.factories import EventFactory
from membership.tests.factories import MembershipFactory, MembershipTierFactory
from registrations import pricing
from registrations.models import Registration
from registrations.services import registration_cancel_by_organiser, registration_update_by_organiser
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

PRICES = {"adult": 2500, "child": 1000, "memberAdult": 2000, "memberChild": 500}


class _Members:
    """Addresses whose family holds a paid membership of every year an event here may fall in."""

    def add(self, email: str) -> None:
        tier = MembershipTierFactory()
        for year in range(2020, 2036):
            MembershipFactory(email=email, tier=tier, year=year, amount_paid=tier.amount)


@pytest.fixture
def members():
    return _Members()


def owed(body: dict) -> tuple[int, str]:
    return body["amountDue"], body["paymentStatus"]


def test_a_confirmed_party_owes_its_adults_and_children_at_the_prices(api_client):
    event = EventFactory(prices=PRICES)

    body = register(api_client, event, guests=4, children=1).json()

    assert owed(body) == (3 * 2500 + 1000, "unpaid")


def test_a_member_family_pays_the_member_prices(api_client, members):
    event = EventFactory(prices=PRICES)
    members.add("anita.sen@example.com")

    member = register(api_client, event, "Anita Sen", guests=3, children=2).json()
    other = register(api_client, event, "Rupa Das", guests=3, children=2).json()

    assert member["amountDue"] == 2000 + 2 * 500
    assert other["amountDue"] == 2500 + 2 * 1000


def test_a_free_event_owes_nothing(api_client):
    body = register(api_client, EventFactory(prices=None), guests=5).json()

    assert owed(body) == (0, "free")


def test_a_waiting_party_owes_nothing_until_it_is_promoted_and_nothing_once_cancelled(api_client):
    event = EventFactory(prices=PRICES, capacity=2)
    first = register(api_client, event, "Anita Sen", guests=2).json()
    waiting = register(api_client, event, "Rupa Das", guests=2).json()
    assert waiting["status"] == "waitlisted"
    assert waiting["amountDue"] == 0

    registration_cancel_by_organiser(registration=Registration.objects.get(pk=first["id"]))

    assert Registration.objects.get(pk=first["id"]).amount_due == 0
    promoted = Registration.objects.get(pk=waiting["id"])
    assert (promoted.status, promoted.amount_due) == ("confirmed", 5000)


def test_a_changed_party_owes_for_its_new_size(api_client):
    event = EventFactory(prices=PRICES)
    registration = Registration.objects.get(pk=register(api_client, event, guests=2).json()["id"])

    registration_update_by_organiser(registration=registration, actor="organiser", guest_count=3, children=1)

    assert Registration.objects.get(pk=registration.pk).amount_due == 2 * 2500 + 1000


def test_every_registration_gets_its_own_reference_from_the_events_initials(api_client):
    event = EventFactory(title="Durga Puja 2026", prices=PRICES)

    references = {register(api_client, event, f"Guest {n}").json()["paymentReference"] for n in range(5)}

    assert len(references) == 5
    assert all(REFERENCE_FULL.match(reference) and reference.startswith("DP-") for reference in references)


def test_a_reference_another_party_took_at_the_same_moment_is_drawn_again(api_client, monkeypatch):
    event = EventFactory(title="Durga Puja 2026", prices=PRICES)
    taken = register(api_client, event, "Bina Roy").json()["paymentReference"]
    # As when the other party had not yet committed when this one looked: the
    # first draw is the other's reference, and only the unique constraint sees it.
    draws = iter([taken])
    draw = pricing.registration_reference
    monkeypatch.setattr(pricing, "registration_reference", lambda event: next(draws, None) or draw(event))

    response = register(api_client, event, "Anita Sen")

    assert response.status_code == 201
    reference = response.json()["paymentReference"]
    assert reference != taken
    assert reference.startswith("DP-")
    assert Registration.objects.get(pk=response.json()["id"]).payment_reference == reference
    assert Registration.objects.filter(event=event).count() == 2


@pytest.mark.parametrize(
    ("title", "prefix"),
    [
        ("Durga Puja 2026", "DP"),
        ("Kali Puja", "KP"),
        ("Saraswati Puja Open Invitation Night Out", "SPN"),
        ("Poila Boishakh", "PB"),
        ("দুর্গাপূজা", "EV"),
        ("Music Brunch", "EV"),
        ("Onam", "EV"),
    ],
)
def test_an_events_prefix_is_its_initials_without_i_or_o(title, prefix):
    assert reference_prefix(title) == prefix


def test_a_reference_takes_a_fifth_digit_when_four_are_used_up():
    used = {f"DP-{n:04d}" for n in range(10_000)}

    reference = new_reference("DP", taken=used.__contains__)

    assert REFERENCE_FULL.match(reference)
    assert len(reference) == len("DP-12345")


@pytest.mark.parametrize(
    ("due", "paid", "status"),
    [
        (0, 0, "free"),
        (5000, 0, "unpaid"),
        (5000, 2000, "partial"),
        (5000, 5000, "paid"),
        (0, 5000, "refundDue"),
        (5000, 6000, "refundDue"),
    ],
)
def test_the_payment_status_follows_what_is_due_and_paid(due, paid, status):
    assert payment_status(due=due, paid=paid) == status


@pytest.mark.parametrize("prices", [{**PRICES, "adult": 25.0}, {**PRICES, "child": -1}, {"adult": 100}, "free"])
def test_the_event_form_refuses_prices_that_are_not_whole_cents(staff_client, prices):
    event = EventFactory()
    body = {
        "title": "Durga Puja",
        "date": "2030-10-15",
        "venue": "Hall",
        "address": "950 East St",
        "prices": prices,
    }

    response = staff_client.put(f"/api/admin/events/{event.pk}", body, format="json")

    assert response.status_code == 400
    assert any(field.startswith("prices") for field in response.json()["errors"])
    event.refresh_from_db()
    assert event.prices is None


def test_the_event_form_saves_prices_and_the_public_read_shows_them(staff_client, api_client):
    event = EventFactory()
    body = {"title": "Durga Puja", "date": "2030-10-15", "venue": "Hall", "address": "950 East St", "prices": PRICES}

    assert staff_client.put(f"/api/admin/events/{event.pk}", body, format="json").status_code == 200

    assert api_client.get(f"/api/events/{event.pk}").json()["prices"] == PRICES
