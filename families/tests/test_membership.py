"""Membership on the family's page and at the door: joining for the year of
today, the family's money sections, and the member prices that follow."""

import json
from datetime import date, datetime

import pytest
from rest_framework.test import APIClient

from activity.models import Entry
from events.tests.factories import EventFactory
from families.models import Family
from families.tests.factories import FamilyFactory
from ledger.models import Payment
from membership.models import Membership
from membership.tests.factories import MembershipFactory, MembershipTierFactory
from money.models import Donation
from money.payments.services import payment_record, payment_void
from registrations.models import Registration
from registrations.tests.helpers import register
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)

PRICES = {"adult": 2500, "child": 1000, "memberAdult": 2000, "memberChild": 500}


@pytest.fixture(autouse=True)
def _today(clock, throttle_rates):
    clock.set(datetime(2026, 11, 25, 10, 0))
    throttle_rates(**{"family-sign-in": "1000/hour", "registrations": "1000/hour"})


@pytest.fixture
def anita(sign_in) -> APIClient:
    client = APIClient()
    sign_in(client, "anita@example.com")
    Family.objects.filter(email="anita@example.com").update(name="Anita Sen", phone="209-555-0142")
    return client


def join(client: APIClient, tier_id) -> dict:
    return client.post("/api/family/membership", {"tierId": tier_id}, format="json")


def donation(**fields) -> Donation:
    values = {
        "full_name": "Anita Sen",
        "email": "anita@example.com",
        "amount": 10000,
        "purpose": "puja",
        "payment_reference": "DN-4821",
        **fields,
    }
    return Donation.objects.create(**values)


def test_a_family_joins_for_the_membership_year_of_today(anita):
    tier = MembershipTierFactory(name="Family", amount=5000)

    response = join(anita, tier.pk)

    assert response.status_code == 201
    membership = Membership.objects.get()
    assert response.json() == {
        "id": membership.pk,
        "year": "2026",
        "tierId": tier.pk,
        "tierName": "Family",
        "amountDue": 5000,
        "amountPaid": 0,
        "paymentStatus": "unpaid",
        "paymentReference": membership.payment_reference,
        "active": False,
    }
    assert membership.payment_reference.startswith("MB-")
    assert (membership.email, membership.name, membership.phone, membership.year) == (
        "anita@example.com",
        "Anita Sen",
        "209-555-0142",
        2026,
    )
    assert Entry.objects.filter(action="membership.join", target_id=membership.pk, actor="family").exists()


def test_the_year_is_labelled_across_two_calendar_years_when_it_starts_after_january(anita):
    SiteSettingsFactory(membership_year_start_month=4)
    tier = MembershipTierFactory()

    body = join(anita, tier.pk).json()

    assert body["year"] == "2026\u201327"
    assert anita.get("/api/family").json()["memberships"][0]["year"] == "2026\u201327"


def test_joining_twice_in_one_year_is_409_and_keeps_the_first(anita):
    SiteSettingsFactory(membership_year_start_month=4)
    first = join(anita, MembershipTierFactory().pk).json()

    response = join(anita, MembershipTierFactory().pk)

    assert response.status_code == 409
    assert response.json() == {"message": "You already have a membership for 2026\u201327."}
    assert list(Membership.objects.values_list("pk", flat=True)) == [first["id"]]


def test_a_member_renews_ahead_for_the_next_year_as_the_renewal_email_asks(anita):
    this_year = join(anita, MembershipTierFactory(name="Family", amount=5100).pk).json()

    response = anita.post(
        "/api/family/membership",
        {"tierId": MembershipTierFactory(name="Senior", amount=1500).pk, "renew": True},
        format="json",
    )

    assert response.status_code == 201
    assert (response.json()["year"], response.json()["tierName"], response.json()["amountDue"]) == (
        "2027",
        "Senior",
        1500,
    )
    assert [item["year"] for item in anita.get("/api/family").json()["memberships"]] == ["2027", "2026"]
    renewing_twice = anita.post("/api/family/membership", {"tierId": this_year["tierId"], "renew": True}, format="json")
    assert renewing_twice.status_code == 409
    assert renewing_twice.json() == {"message": "You already have a membership for 2027."}


def test_renewing_ahead_waits_for_the_membership_years_last_two_months(sign_in, clock):
    SiteSettingsFactory(membership_year_start_month=4)
    tier = MembershipTierFactory(name="Family", amount=5100)
    # The year 2026-27 ends on 1 April 2027: 30 January is still more than 60 days before it.
    clock.set(datetime(2027, 1, 30, 10, 0))
    anita = APIClient()
    sign_in(anita, "anita@example.com")
    join(anita, tier.pk)

    early = anita.post("/api/family/membership", {"tierId": tier.pk, "renew": True}, format="json")
    clock.set(datetime(2027, 2, 1, 10, 0))
    in_time = anita.post("/api/family/membership", {"tierId": tier.pk, "renew": True}, format="json")

    assert early.status_code == 400
    assert early.json()["errors"] == {
        "renew": ["Renewing for next year opens two months before this membership year ends."]
    }
    assert in_time.status_code == 201
    assert in_time.json()["year"] == "2027\u201328"
    assert Membership.objects.filter(year=2027).count() == 1


def test_the_refusal_is_in_bengali_for_a_bengali_visitor(anita):
    MembershipFactory(email="ANITA@example.com", year=2026)

    response = anita.post(
        "/api/family/membership", {"tierId": MembershipTierFactory().pk}, format="json", HTTP_ACCEPT_LANGUAGE="bn"
    )

    assert response.status_code == 409
    assert response.json() == {"message": "২০২৬-এর জন্য আপনার সদস্যপদ আগেই আছে।"}


def test_an_inactive_or_unknown_tier_is_400_on_the_tier_and_nothing_is_saved(anita):
    inactive = MembershipTierFactory(active=False)

    for tier_id in (inactive.pk, 999_999, "gold", None):
        response = join(anita, tier_id)
        assert response.status_code == 400, tier_id
        assert list(response.json()["errors"]) == ["tierId"]
    assert not Membership.objects.exists()


def test_joining_needs_a_family_session(api_client, staff_client):
    tier = MembershipTierFactory()

    for client in (api_client, staff_client):
        response = join(client, tier.pk)
        assert response.status_code == 401
        assert response.json() == {"message": "Sign in to see your family."}
    assert not Membership.objects.exists()


def test_the_family_answer_lists_its_memberships_donations_and_payments(anita):
    old = MembershipFactory(email="Anita@Example.com", year=2025, tier__name="Single", tier__amount=2500, paid=True)
    current = join(anita, MembershipTierFactory(name="Family", amount=5000).pk).json()
    gift = donation()
    MembershipFactory(email="bina@example.com", year=2026)
    donation(email="bina@example.com", payment_reference="DN-1111")
    dues = payment_record(
        kind="membership", target_id=current["id"], amount=5000, method="zelle", received_on=date(2026, 11, 20)
    )
    mistaken = payment_record(
        kind="donation", target_id=gift.pk, amount=10000, method="check", received_on=date(2026, 11, 21)
    )
    payment_void(payment=mistaken, reason="Bounced", actor="treasurer")

    body = anita.get("/api/family").json()

    assert [(item["id"], item["year"], item["tierName"], item["active"]) for item in body["memberships"]] == [
        (current["id"], "2026", "Family", True),
        (old.pk, "2025", "Single", True),
    ]
    assert body["memberships"][0]["paymentStatus"] == "paid"
    (listed_gift,) = body["donations"]
    assert listed_gift == {
        "id": gift.pk,
        "amount": 10000,
        "purpose": "puja",
        "paymentReference": "DN-4821",
        "amountDue": 10000,
        "amountPaid": 0,
        "paymentStatus": "unpaid",
        "createdAt": listed_gift["createdAt"],
    }
    assert body["payments"] == [
        {
            "id": mistaken.pk,
            "receiptNumber": mistaken.receipt_number,
            "kind": "donation",
            "amount": 10000,
            "method": "check",
            "receivedOn": "2026-11-21",
            "voided": True,
            "receiptUrl": f"/api/family/payments/{mistaken.pk}/receipt.pdf",
        },
        {
            "id": dues.pk,
            "receiptNumber": dues.receipt_number,
            "kind": "membership",
            "amount": 5000,
            "method": "zelle",
            "receivedOn": "2026-11-20",
            "voided": False,
            "receiptUrl": f"/api/family/payments/{dues.pk}/receipt.pdf",
        },
    ]


def test_family_data_holds_the_money_and_the_delete_leaves_it_in_the_books(anita):
    membership = join(anita, MembershipTierFactory().pk).json()
    gift = donation(note="For the idol")
    payment = payment_record(kind="membership", target_id=membership["id"], amount=5000, method="cash")

    data = json.loads(anita.get("/api/family/export").content)

    assert [item["id"] for item in data["memberships"]] == [membership["id"]]
    assert ("membership.join", membership["id"]) in [(entry["action"], entry["targetId"]) for entry in data["activity"]]
    assert [(item["id"], item["note"]) for item in data["donations"]] == [(gift.pk, "For the idol")]
    assert [(item["receiptNumber"], item["payerName"]) for item in data["payments"]] == [
        (payment.receipt_number, "Anita Sen")
    ]

    assert anita.delete("/api/family", {"confirm": "DELETE"}, format="json").status_code == 204
    assert not Family.objects.exists()
    assert Membership.objects.filter(pk=membership["id"], email="", amount_paid=5000).exists()
    assert Donation.objects.filter(pk=gift.pk, email="", amount=10000).exists()
    assert Payment.objects.filter(pk=payment.pk, payer_email="", payer_name="Anita Sen", amount=5000).exists()


def _books(staff_client, year: int) -> dict:
    books = staff_client.get(f"/api/admin/finance?year={year}").json()
    ledger = staff_client.get(f"/api/admin/finance/ledger.csv?year={year}").content.decode("utf-8-sig")
    return {**books, "ledger_amounts": [row.split(",")[7] for row in ledger.splitlines()[1:]]}


def test_deleting_the_family_anonymises_its_pledges_and_memberships_and_keeps_the_books(anita, staff_client):
    tier = MembershipTierFactory(name="Family", amount=5000)
    membership = Membership.objects.get(pk=join(anita, tier.pk).json()["id"])
    reference = membership.payment_reference
    pledge = donation(
        amount=25000, note="In memory of my late father, Dr. Amal Sen", payment_reference="DN-7777", anonymous=False
    )
    unpaid = donation(amount=5000, note="For the bhog", payment_reference="DN-7778", purpose="general")
    dues = payment_record(kind="membership", target_id=membership.pk, amount=5000, method="zelle")
    gift = payment_record(kind="donation", target_id=pledge.pk, amount=20000, method="check", reference="Check 1042")
    other_membership = MembershipFactory(email="bina@example.com", name="Bina Roy", year=membership.year)
    other_gift = donation(full_name="Bina Roy", email="bina@example.com", note="For Durga", payment_reference="DN-1")
    before = _books(staff_client, 2026)
    assert before["donations"] == {"paid": 20000}
    assert before["memberships"]["paid"] == 5000
    assert "Anita Sen" in {item["payerName"] for item in before["outstanding"]}

    assert anita.delete("/api/family", {"confirm": "DELETE"}, format="json").status_code == 204

    membership.refresh_from_db()
    assert (membership.name, membership.email, membership.phone) == ("Deleted family", "", "")
    assert (membership.tier_id, membership.year, membership.amount_due, membership.amount_paid) == (
        tier.pk,
        2026,
        5000,
        5000,
    )
    assert membership.payment_reference == reference
    for gift_row, amount, paid in ((pledge, 25000, 20000), (unpaid, 5000, 0)):
        gift_row.refresh_from_db()
        assert (gift_row.full_name, gift_row.email, gift_row.note, gift_row.anonymous) == (
            "Deleted family",
            "",
            "",
            True,
        )
        assert (gift_row.amount, gift_row.amount_paid) == (amount, paid)
    assert (pledge.payment_reference, pledge.purpose) == ("DN-7777", "puja")
    identifying = ("Anita", "anita@", "209-555", "Amal", "late father")
    rows = [
        *Membership.objects.filter(pk=membership.pk).values(),
        *Donation.objects.filter(pk__in=[pledge.pk, unpaid.pk]).values(),
    ]
    assert not [row for row in rows if any(word in str(row) for word in identifying)]
    about = Entry.objects.filter(target_type="membership", target_id=membership.pk)
    assert about.exists()
    assert not [entry for entry in about if any(word in f"{entry.summary}{entry.changes}" for word in identifying)]
    for payment, amount in ((dues, 5000), (gift, 20000)):
        payment.refresh_from_db()
        assert (payment.payer_email, payment.payer_name, payment.amount) == ("", "Anita Sen", amount)
    assert gift.reference == "Check 1042"
    # The books of the year read the same, receipt by receipt.
    after = _books(staff_client, 2026)
    assert {**after, "outstanding": None} == {**before, "outstanding": None}
    assert [(item["paymentReference"], item["outstanding"]) for item in after["outstanding"]] == [
        (item["paymentReference"], item["outstanding"]) for item in before["outstanding"]
    ]
    assert "Anita Sen" not in {item["payerName"] for item in after["outstanding"]}
    # The others' stay as they were.
    other_membership.refresh_from_db()
    other_gift.refresh_from_db()
    assert (other_membership.name, other_membership.email) == ("Bina Roy", "bina@example.com")
    assert (other_gift.full_name, other_gift.email, other_gift.note) == ("Bina Roy", "bina@example.com", "For Durga")


def test_two_deleted_families_memberships_of_one_year_both_stay(anita, sign_in):
    tier = MembershipTierFactory(amount=5000)
    first = join(anita, tier.pk).json()["id"]
    anita.delete("/api/family", {"confirm": "DELETE"}, format="json")
    bina = APIClient()
    sign_in(bina, "bina@example.com")
    second = join(bina, tier.pk).json()["id"]

    assert bina.delete("/api/family", {"confirm": "DELETE"}, format="json").status_code == 204

    assert list(Membership.objects.order_by("pk").values_list("pk", "email", "name")) == [
        (first, "", "Deleted family"),
        (second, "", "Deleted family"),
    ]


def test_the_address_signing_in_again_finds_none_of_the_deleted_familys_money(anita, sign_in):
    membership = join(anita, MembershipTierFactory(amount=5000).pk).json()
    gift = donation()
    payment_record(kind="membership", target_id=membership["id"], amount=5000, method="cash")
    payment_record(kind="donation", target_id=gift.pk, amount=10000, method="cash")
    anita.delete("/api/family", {"confirm": "DELETE"}, format="json")

    body = sign_in(anita, "anita@example.com")

    assert (body["memberships"], body["donations"], body["payments"]) == ([], [], [])


@pytest.mark.postgres
def test_deleting_a_look_alike_family_leaves_the_real_familys_money_alone(sign_in):
    """On PostgreSQL's UTF-8 collation the dotless i's upper case is I: matched by anything but
    the address's key, the dotless-i family's delete would reach Anita's rows."""
    anita = APIClient()
    sign_in(anita, "anita.roy@gmail.com")
    membership = join(anita, MembershipTierFactory(amount=5000).pk).json()
    gift = donation(email="anita.roy@gmail.com", note="In memory of my late father")
    paid = payment_record(kind="donation", target_id=gift.pk, amount=10000, method="cash")
    look_alike = APIClient()
    sign_in(look_alike, "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com")

    assert look_alike.delete("/api/family", {"confirm": "DELETE"}, format="json").status_code == 204

    gift.refresh_from_db()
    paid.refresh_from_db()
    assert (gift.full_name, gift.email) == ("Anita Sen", "anita.roy@gmail.com")
    assert gift.note == "In memory of my late father"
    assert paid.payer_email == "anita.roy@gmail.com"
    assert Membership.objects.get(pk=membership["id"]).email == "anita.roy@gmail.com"


def test_a_member_paid_in_full_registers_at_the_member_prices(anita, api_client):
    tier = MembershipTierFactory(amount=5000)
    event = EventFactory(prices=PRICES, date=date(2026, 12, 12))
    membership = join(anita, tier.pk).json()

    unpaid = register(api_client, event, "Anita Sen", guests=3, children=1, email="anita@example.com").json()
    payment_record(kind="membership", target_id=membership["id"], amount=5000, method="zelle")
    paid = register(
        api_client,
        EventFactory(prices=PRICES, date=date(2026, 12, 13)),
        "Anita Sen",
        guests=3,
        children=1,
        email="ANITA@example.com",
    ).json()

    assert unpaid["amountDue"] == 2 * 2500 + 1000
    assert paid["amountDue"] == 2 * 2000 + 500
    assert anita.get("/api/family").json()["memberships"][0]["active"] is True


def test_a_look_alike_address_does_not_get_the_member_prices(api_client):
    event = EventFactory(prices=PRICES, date=date(2026, 12, 12))
    MembershipFactory(email="anita.roy@gmail.com", year=2026, paid=True)
    # gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
    look_alike = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"

    theirs = register(api_client, event, "Anita Roy", guests=3, children=1, email=look_alike).json()
    hers = register(api_client, event, "Anita Roy", guests=3, children=1, email="Anita.Roy@GMAIL.com").json()

    assert theirs["amountDue"] == 2 * 2500 + 1000
    assert hers["amountDue"] == 2 * 2000 + 500
    assert list(Registration.objects.order_by("pk").values_list("member_rate", flat=True)) == [False, True]


def test_an_organiser_signs_up_a_new_family_at_the_door(staff_client):
    tier = MembershipTierFactory(name="Family", amount=5000)

    response = staff_client.post(
        "/api/admin/memberships",
        {"email": "rina@example.com", "name": "Rina Das", "tierId": tier.pk, "year": 2027},
        format="json",
    )

    assert response.status_code == 201
    membership = Membership.objects.get()
    assert response.json() == {
        "id": membership.pk,
        "familyName": "Rina Das",
        "email": "rina@example.com",
        "phone": "",
        "tierName": "Family",
        "amountDue": 5000,
        "amountPaid": 0,
        "paymentStatus": "unpaid",
        "paymentReference": membership.payment_reference,
        "active": False,
    }
    assert membership.year == 2027
    family = Family.objects.get()
    assert (family.email, family.name) == ("rina@example.com", "Rina Das")
    assert list(Entry.objects.order_by("pk").values_list("action", "actor")) == [
        ("family.create", "organiser"),
        ("membership.join", "organiser"),
    ]


def test_signing_up_a_known_family_keeps_its_family_and_defaults_to_this_year(staff_client):
    FamilyFactory(email="rina@example.com", name="The Das family", phone="209-555-0199", language="bn")

    response = staff_client.post(
        "/api/admin/memberships",
        {"email": "RINA@example.com", "name": "Rina Das", "tierId": MembershipTierFactory().pk},
        format="json",
    )

    assert response.status_code == 201
    assert Family.objects.count() == 1
    membership = Membership.objects.get()
    assert (membership.year, membership.phone, membership.language) == (2026, "209-555-0199", "bn")
    again = staff_client.post(
        "/api/admin/memberships",
        {"email": "rina@example.com", "name": "Rina Das", "tierId": MembershipTierFactory().pk, "year": 2026},
        format="json",
    )
    assert again.status_code == 409
    assert again.json() == {"message": "You already have a membership for 2026."}


def test_a_bad_sign_up_at_the_door_is_400_per_field_and_saves_nothing(staff_client, api_client):
    tier = MembershipTierFactory()

    response = staff_client.post(
        "/api/admin/memberships",
        {"email": "not an address", "name": "R", "tierId": tier.pk, "year": 1990},
        format="json",
    )

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"email", "name", "year"}
    assert (
        api_client.post(
            "/api/admin/memberships", {"email": "a@example.com", "name": "Rina", "tierId": tier.pk}, format="json"
        ).status_code
        == 401
    )
    assert not Membership.objects.exists()
    assert not Family.objects.exists()
