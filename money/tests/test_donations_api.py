"""Pledging a gift on the Donate page: POST /api/donations."""

import pytest

from core.money import REFERENCE_FULL
from money.models import Donation
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db

URL = "/api/donations"
BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
INSTRUCTIONS = "Zelle to treasurer@example.org with your reference in the memo."


def bn(text: str) -> str:
    return text.translate(BENGALI_DIGITS)


@pytest.fixture(autouse=True)
def instructions():
    settings = SiteSettings.get_solo()
    settings.payment_instructions = INSTRUCTIONS
    settings.save()


def pledge(client, headers=None, **fields):
    body = {"fullName": "Dipa Ghosh", "email": "dipa@example.com", "amount": 5000, "purpose": "puja", **fields}
    return client.post(URL, body, format="json", **(headers or {}))


def test_a_pledge_answers_its_reference_and_how_to_pay_and_emails_the_donor(
    api_client, smtp_server, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = pledge(api_client, note="In memory of my mother", anonymous=True)

    assert response.status_code == 201
    donation = Donation.objects.get()
    body = response.json()
    assert body == {
        "id": donation.pk,
        "amount": 5000,
        "purpose": "puja",
        "paymentReference": donation.payment_reference,
        "paymentInstructions": INSTRUCTIONS,
    }
    assert REFERENCE_FULL.match(donation.payment_reference)
    assert donation.payment_reference.startswith("DN-")
    assert (donation.note, donation.anonymous, donation.language) == ("In memory of my mother", True, "en")
    assert (donation.amount_paid, donation.payment_status) == (0, "unpaid")
    [email] = smtp_server.wait_for(1, within=10)
    assert email["To"] == "dipa@example.com"
    assert donation.payment_reference in email["Subject"]
    text = email.get_body(("plain",)).get_content()
    assert "$50.00" in text
    assert "the puja" in text
    assert donation.payment_reference in text
    assert INSTRUCTIONS in text


def test_a_pledge_in_bengali_is_answered_and_emailed_in_bengali(
    api_client, smtp_server, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = pledge(api_client, headers={"HTTP_ACCEPT_LANGUAGE": "bn"}, amount=250050)

    assert response.status_code == 201
    donation = Donation.objects.get()
    assert donation.language == "bn"
    [email] = smtp_server.wait_for(1, within=10)
    assert "দান" in email["Subject"]
    text = email.get_body(("plain",)).get_content()
    assert "আপনার পেমেন্টের রেফারেন্স:" in text
    assert f"${bn('2,500.50')}" in text
    assert "পুজো" in text
    # The reference stays in Latin letters and digits, as it goes into a memo.
    assert donation.payment_reference in text


def test_the_purpose_is_general_when_left_out(api_client):
    response = api_client.post(
        URL, {"fullName": "Dipa Ghosh", "email": "dipa@example.com", "amount": 100}, format="json"
    )

    assert response.status_code == 201
    assert response.json()["purpose"] == "general"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("amount", 99),
        ("amount", 10_000_001),
        ("amount", 50.0),
        ("amount", "50.00"),
        ("amount", None),
        ("purpose", "raffle"),
        ("note", "x" * 501),
        ("email", "not-an-address"),
        ("fullName", "D"),
    ],
)
def test_bad_input_is_a_400_on_its_field_and_saves_and_sends_nothing(
    api_client, smtp_server, django_capture_on_commit_callbacks, field, value
):
    with django_capture_on_commit_callbacks(execute=True):
        response = pledge(api_client, **{field: value})

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]
    assert not Donation.objects.exists()
    assert smtp_server.messages == []


def test_an_amount_out_of_range_names_the_range_in_dollars(api_client):
    response = pledge(api_client, amount=50)

    assert response.json()["errors"] == {"amount": ["Enter an amount from $1.00 to $100000.00."]}


def test_the_range_is_said_in_bengali_to_a_bengali_donor(api_client):
    response = pledge(api_client, headers={"HTTP_ACCEPT_LANGUAGE": "bn"}, amount=50)

    low, high = bn("1.00"), bn("100000.00")
    assert response.json()["errors"] == {"amount": [f"${low} থেকে ${high}-এর মধ্যে একটি পরিমাণ লিখুন।"]}


def test_pledges_are_throttled_per_address(api_client, throttle_rates):
    throttle_rates(donations="2/hour")

    statuses = [pledge(api_client).status_code for _ in range(3)]

    assert statuses == [201, 201, 429]
    assert Donation.objects.count() == 2


def test_a_bengali_donor_is_told_the_bengali_payment_instructions_where_they_are_written(
    api_client, smtp_server, django_capture_on_commit_callbacks
):
    settings = SiteSettings.get_solo()
    settings.payment_instructions_bn = "মেমোতে রেফারেন্স লিখে treasurer@example.org-এ Zelle করুন।"
    settings.save()

    with django_capture_on_commit_callbacks(execute=True):
        bengali = pledge(api_client, headers={"HTTP_ACCEPT_LANGUAGE": "bn"})
        english = pledge(api_client, email="mira@example.com")

    assert bengali.json()["paymentInstructions"] == "মেমোতে রেফারেন্স লিখে treasurer@example.org-এ Zelle করুন।"
    assert english.json()["paymentInstructions"] == INSTRUCTIONS
    by_address = {email["To"]: email.get_body(("plain",)).get_content() for email in smtp_server.wait_for(2, within=10)}
    assert "মেমোতে রেফারেন্স লিখে treasurer@example.org-এ Zelle করুন।" in by_address["dipa@example.com"]
    assert INSTRUCTIONS in by_address["mira@example.com"]
