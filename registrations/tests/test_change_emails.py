"""What a party is told when its registration changes after the first email:
its own change or cancel through the manage link, and an organiser's cancel.
Read back from a real SMTP server, in English and in Bengali."""

from datetime import date, timedelta

import pytest
from django_tasks_db.models import DBTaskResult

from core.manage_links import REGISTRATION, manage_token
from events.models import EventDay
from events.tests.factories import EventFactory
from ledger.tests.factories import pay
from mailing.tests.worker import run_queue
from registrations.models import Registration
from registrations.tests.helpers import register
from registrations.tests.test_confirmation_kept import post_commit_lost  # noqa: F401 (a fixture)
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)

PRICES = {"adult": 2500, "child": 1000, "memberAdult": 2000, "memberChild": 500}
BENGALI = {"HTTP_ACCEPT_LANGUAGE": "bn-IN,bn;q=0.9"}
TOKEN = "HTTP_X_REGISTRATION_TOKEN"
BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def bn(text: str) -> str:
    """`text` with Bengali digits, as a Bengali email writes amounts."""
    return text.translate(BENGALI_DIGITS)


@pytest.fixture(autouse=True)
def _site(settings, throttle_rates):
    settings.SITE_URL = "https://tbca.example.org"
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", payment_instructions="Zelle to pay@tbca.org")


@pytest.fixture
def durga_puja():
    return EventFactory(title="Durga Puja", date=date.today() + timedelta(days=30), prices=PRICES, capacity=100)


def text_of(message) -> str:
    # SMTP carries lines ended by CRLF.
    return message.get_body(("plain",)).get_content().replace("\r\n", "\n")


def html_of(message) -> str:
    return message.get_body(("html",)).get_content()


def change(api_client, body: dict, headers=None, **fields):
    return api_client.put(
        f"/api/registrations/{body['id']}",
        {"fullName": body["fullName"], "email": body["email"], "guestCount": body["guestCount"], **fields},
        format="json",
        **{TOKEN: body["manageToken"]},
        **(headers or {}),
    )


def links(registration_id: int, *, bengali: bool) -> tuple[str, str]:
    token = manage_token(REGISTRATION, registration_id)
    lang = "&lang=bn" if bengali else ""
    registration = Registration.objects.get(pk=registration_id)
    manage = (
        f"https://tbca.example.org/events?register={registration.event_id}"
        f"&registration={registration_id}&token={token}{lang}"
    )
    return manage, f"https://tbca.example.org/pass/{registration_id}?token={token}{lang}"


def test_a_party_that_grows_is_emailed_what_changed_and_what_it_owes_now(api_client, durga_puja, smtp_server):
    body = register(api_client, durga_puja, "Anita Sen", 2).json()
    smtp_server.wait_for(1, within=10)

    response = change(api_client, body, guestCount=4, children=1)

    assert response.status_code == 200
    _, message = smtp_server.wait_for(2, within=10)
    assert message["To"] == "anita.sen@example.com"
    assert message["Subject"] == "Your registration is changed: Durga Puja"
    text = text_of(message)
    assert "Your registration for Durga Puja is changed." in text
    assert "- Guests: 2 → 4\n" in text
    assert "- Children: 0 → 1\n" in text
    assert "- Amount due: $50.00 → $85.00\n" in text
    assert "Amount due now: $85.00\n" in text
    assert f"Payment reference: {body['paymentReference']}\n" in text
    assert "Zelle to pay@tbca.org" in text
    manage, pass_link = links(body["id"], bengali=False)
    assert f"To change or cancel, open this link:\n{manage}\n" in text
    assert f"Your pass for the door:\n{pass_link}\n" in text
    assert "lang=bn" not in text
    assert "4 → <strong>" not in html_of(message)
    assert "2 → <strong>4</strong>" in html_of(message)


def test_a_bengali_partys_change_is_told_in_bengali_with_bengali_links(api_client, durga_puja, smtp_server):
    body = register(api_client, durga_puja, "Anita Sen", 2, headers=BENGALI).json()
    smtp_server.wait_for(1, within=10)
    pay(Registration.objects.get(pk=body["id"]), 5000)

    response = change(api_client, body, headers=BENGALI, guestCount=3)

    assert response.status_code == 200
    _, message = smtp_server.wait_for(2, within=10)
    assert message["Subject"] == "আপনার নিবন্ধন বদলানো হয়েছে: Durga Puja"
    text = text_of(message)
    assert "- অতিথি: ২ → ৩\n" in text
    assert f"- প্রদেয়: {bn('$50.00')} → {bn('$75.00')}\n" in text
    assert f"এখন প্রদেয়: {bn('$75.00')}\n" in text
    assert f"এ পর্যন্ত পরিশোধিত: {bn('$50.00')}\n" in text
    assert f"আরও পরিশোধ করতে হবে: {bn('$25.00')}\n" in text
    manage, pass_link = links(body["id"], bengali=True)
    assert f"{manage}\n" in text
    assert f"{pass_link}\n" in text
    assert f'href="{manage.replace("&", "&amp;")}"' in html_of(message)
    assert text.endswith("https://tbca.example.org/?lang=bn\n")


def test_sending_the_same_form_again_changes_nothing_and_emails_nothing(api_client, durga_puja, smtp_server):
    body = register(api_client, durga_puja, "Anita Sen", 2).json()
    smtp_server.wait_for(1, within=10)

    assert change(api_client, body, headers=BENGALI).status_code == 200

    # Only the language the form was sent in changed: nothing to tell.
    assert change(api_client, body, guestCount=3).status_code == 200
    _, message = smtp_server.wait_for(2, within=10)
    assert message["Subject"] == "Your registration is changed: Durga Puja"
    assert len(smtp_server.messages) == 2


def test_a_change_of_days_names_the_days(api_client, smtp_server):
    start = date.today() + timedelta(days=30)
    event = EventFactory(title="Durga Puja", date=start, end_date=start + timedelta(days=1), prices=None)
    first = EventDay.objects.create(event=event, date=start, title="Saptami")
    second = EventDay.objects.create(event=event, date=start + timedelta(days=1), title="Ashtami")
    body = register(api_client, event, "Anita Sen", 2, dayIds=[first.pk]).json()
    smtp_server.wait_for(1, within=10)

    assert change(api_client, body, dayIds=[first.pk, second.pk]).status_code == 200

    _, message = smtp_server.wait_for(2, within=10)
    text = text_of(message)
    assert "- Days: Saptami → Saptami, Ashtami\n" in text
    assert "You owe nothing now." in text


def test_cancelling_by_the_manage_link_emails_the_party_and_what_is_owed_back(api_client, durga_puja, smtp_server):
    body = register(api_client, durga_puja, "Anita Sen", 2).json()
    smtp_server.wait_for(1, within=10)
    pay(Registration.objects.get(pk=body["id"]), 5000)

    response = api_client.post(f"/api/registrations/{body['id']}/cancel", **{TOKEN: body["manageToken"]})

    assert response.status_code == 200
    _, message = smtp_server.wait_for(2, within=10)
    assert message["Subject"] == "Your registration is cancelled: Durga Puja"
    text = text_of(message)
    assert "Your registration for Durga Puja is cancelled, as you asked." in text
    assert "You have paid $50.00; we owe you a refund of $50.00." in text
    assert f"https://tbca.example.org/events?register={durga_puja.pk}\n" in text
    # Cancelling twice is harmless and tells nobody twice.
    api_client.post(f"/api/registrations/{body['id']}/cancel", **{TOKEN: body["manageToken"]})
    assert len(smtp_server.messages) == 2


def test_an_organisers_cancel_is_told_to_a_bengali_family_in_bengali(api_client, staff_client, durga_puja, smtp_server):
    body = register(api_client, durga_puja, "Anita Sen", 2, headers=BENGALI).json()
    smtp_server.wait_for(1, within=10)

    response = staff_client.post(f"/api/admin/registrations/{body['id']}/cancel", HTTP_ACCEPT_LANGUAGE="en-US")

    assert response.status_code == 200
    _, message = smtp_server.wait_for(2, within=10)
    assert message["To"] == "anita.sen@example.com"
    assert message["Subject"] == "আপনার নিবন্ধন বাতিল হয়েছে: Durga Puja"
    text = text_of(message)
    assert "আয়োজকরা Durga Puja অনুষ্ঠানে আপনার নিবন্ধন বাতিল করেছেন।" in text
    assert "এখন আপনার কিছু দেওয়ার নেই।" in text
    assert f"https://tbca.example.org/events?register={durga_puja.pk}&lang=bn\n" in text


def test_an_organisers_cancel_of_an_english_party_says_the_organisers_cancelled(
    api_client, staff_client, durga_puja, smtp_server
):
    body = register(api_client, durga_puja, "Anita Sen", 2).json()
    smtp_server.wait_for(1, within=10)

    staff_client.post(f"/api/admin/registrations/{body['id']}/cancel")

    _, message = smtp_server.wait_for(2, within=10)
    text = text_of(message)
    assert "The organisers have cancelled your registration for Durga Puja." in text
    assert "You owe nothing now." in text


@pytest.mark.usefixtures("post_commit_lost")
def test_the_change_email_is_stored_with_the_change_even_if_nothing_runs_after_the_commit(
    api_client, durga_puja, database_queue, smtp_server
):
    body = register(api_client, durga_puja, "Anita Sen", 2).json()
    run_queue()
    smtp_server.wait_for(1, within=10)

    assert change(api_client, body, guestCount=3).status_code == 200

    run_queue()
    _, message = smtp_server.wait_for(2, within=10)
    assert message["Subject"] == "Your registration is changed: Durga Puja"


def test_a_refused_change_stores_no_email(api_client, database_queue):
    event = EventFactory(title="Durga Puja", date=date.today() + timedelta(days=30), capacity=3)
    body = register(api_client, event, "Anita Sen", 2).json()
    before = DBTaskResult.objects.filter(task_path="mailing.tasks.deliver_email").count()

    response = change(api_client, body, guestCount=5)

    assert response.status_code == 400
    assert DBTaskResult.objects.filter(task_path="mailing.tasks.deliver_email").count() == before
