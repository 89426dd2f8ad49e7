"""An organiser finds a party by name, email, phone or payment reference,
across events: registrations, memberships and donations, each opening where
it lives."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from actions.search import PER_KIND
from events.tests.factories import EventFactory
from membership.tests.factories import MembershipFactory, MembershipTierFactory
from money.tests.factories import DonationFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

URL = "/api/admin/search"


def search(client, q: str, **headers) -> list[dict]:
    response = client.get(URL, {"q": q}, **headers)
    assert response.status_code == 200, response.json()
    return response.json()


def found(client, q: str) -> set[tuple[str, int]]:
    return {(item["kind"], item["id"]) for item in search(client, q)}


@pytest.fixture
def anita():
    """Anita Sen: registered for two events, a member, and a donor."""
    puja, kali = EventFactory(title="Durga Puja"), EventFactory(title="Kali Puja")
    return {
        "puja": RegistrationFactory(
            event=puja,
            full_name="Anita Sen",
            email="Anita.Sen@Example.com",
            phone="(209) 555-0147",
            payment_reference="DP-4821",
        ),
        "kali": RegistrationFactory(event=kali, full_name="Anita Sen", email="anita.sen@example.com", phone=""),
        "member": MembershipFactory(
            name="Anita Sen",
            email="anita.sen@example.com",
            phone="",
            year=2026,
            tier=MembershipTierFactory(name="Family"),
            payment_reference="MB-7310",
        ),
        "gift": DonationFactory(
            full_name="Anita Sen",
            email="anita.sen@example.com",
            amount=2500,
            purpose="puja",
            payment_reference="DN-5522",
        ),
    }


def test_a_payment_reference_finds_its_registration_in_its_event_from_the_start(staff_client, anita):
    [item] = search(staff_client, "dp-48")

    assert item == {
        "kind": "registration",
        "id": anita["puja"].pk,
        "eventId": anita["puja"].event_id,
        "label": "Anita Sen · Durga Puja",
        "paymentReference": "DP-4821",
        "name": "Anita Sen",
        "outstanding": anita["puja"].amount_due,
        "year": None,
    }


def test_a_membership_and_a_donation_are_found_by_their_references(staff_client, anita):
    [member] = search(staff_client, "MB-7310")
    [gift] = search(staff_client, "dn-5522")

    assert member == {
        "kind": "membership",
        "id": anita["member"].pk,
        "eventId": None,
        "label": "Anita Sen · membership 2026 (Family)",
        "paymentReference": "MB-7310",
        "name": "Anita Sen",
        "outstanding": anita["member"].amount_due,
        "year": 2026,
    }
    assert (gift["kind"], gift["id"], gift["label"]) == (
        "donation",
        anita["gift"].pk,
        "Anita Sen · donation of $25.00 (Puja)",
    )


def test_a_name_finds_every_kind_across_events_in_any_case(staff_client, anita):
    RegistrationFactory(full_name="Bina Roy")

    assert found(staff_client, "aNiTa sE") == {
        ("registration", anita["puja"].pk),
        ("registration", anita["kali"].pk),
        ("membership", anita["member"].pk),
        ("donation", anita["gift"].pk),
    }


def test_an_email_finds_by_its_canonical_key_in_any_case_of_its_ascii_letters(staff_client, anita):
    assert found(staff_client, "ANITA.SEN@EXAMPLE.COM") == found(staff_client, "anita sen")
    assert ("registration", anita["puja"].pk) in found(staff_client, "anita.sen@example")


def test_a_phone_is_found_whatever_separates_its_digits(staff_client, anita):
    assert found(staff_client, "209 555 0147") == {("registration", anita["puja"].pk)}
    assert found(staff_client, "555-0147") == {("registration", anita["puja"].pk)}


def test_a_bengali_name_is_found(staff_client):
    registration = RegistrationFactory(full_name="অনিতা সেন")

    assert found(staff_client, "অনিতা") == {("registration", registration.pk)}


def test_labels_say_a_cancelled_or_waiting_party_and_speak_bengali(staff_client):
    cancelled = RegistrationFactory(full_name="Bina Roy", status="cancelled", event=EventFactory(title="Durga Puja"))

    [item] = search(staff_client, "bina", HTTP_ACCEPT_LANGUAGE="bn")

    assert (item["id"], item["label"]) == (cancelled.pk, "Bina Roy · Durga Puja (বাতিল)")


@pytest.mark.parametrize("q", ["", " ", "a", " D "])
def test_a_query_under_two_characters_finds_nothing(staff_client, anita, q):
    assert search(staff_client, q) == []


def test_a_query_too_long_is_400(staff_client):
    assert staff_client.get(URL, {"q": "x" * 101}).status_code == 400


def test_each_kind_gives_at_most_twenty_in_one_query_each(staff_client):
    RegistrationFactory.create_batch(PER_KIND + 5, full_name="Rahul Ghosh")
    MembershipFactory.create_batch(PER_KIND + 5, name="Rahul Ghosh")
    DonationFactory.create_batch(PER_KIND + 5, full_name="Rahul Ghosh")
    staff_client.get(URL, {"q": "rahul"})  # signs in and reads the settings row once

    with CaptureQueriesContext(connection) as captured:
        items = search(staff_client, "rahul")

    assert [item["kind"] for item in items].count("registration") == PER_KIND
    assert [item["kind"] for item in items].count("membership") == PER_KIND
    assert [item["kind"] for item in items].count("donation") == PER_KIND
    # One query a kind (four kinds), whatever the number found; the settings row is the sign-in's and the cache's.
    searching = [query for query in captured.captured_queries if "rahul" in query["sql"].lower()]
    assert len(searching) == 4, "\n".join(query["sql"][:90] for query in searching)


def test_only_organisers_search(api_client, member_client):
    assert api_client.get(URL, {"q": "anita"}).status_code == 401
    assert member_client.get(URL, {"q": "anita"}).status_code == 403


@pytest.mark.postgres
def test_a_look_alike_address_finds_only_itself_on_postgresql(staff_client):
    """PostgreSQL's UPPER() makes the dotless i of `gma\u0131l.com` an I: matched by
    the canonical key, the look-alike does not find the real address."""
    real = RegistrationFactory(full_name="Anita Roy", email="anita.roy@gmail.com")
    look_alike = RegistrationFactory(full_name="A Roy", email="anita.roy@gma\u0131l.com")

    assert found(staff_client, "anita.roy@gma\u0131l.com") == {("registration", look_alike.pk)}
    assert found(staff_client, "ANITA.ROY@GMAIL.COM") == {("registration", real.pk)}
    # A piece of the look-alike domain is not the real one either (its key is stored IDNA-encoded).
    assert ("registration", real.pk) not in found(staff_client, "gma\u0131l")
