"""Each email a party gets, read in both parts. Sent the way the services send
them: queued on commit, here run at once (see the root conftest)."""

import io
from datetime import date
from email.message import MIMEPart

import pytest
import zxingcpp
from django.core import mail
from django.utils import translation
from icalendar import Calendar
from PIL import Image

from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from registrations import emails
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def registration(settings):
    settings.SITE_URL = "https://tbca.example.org"
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", contact_email="organisers@example.org")
    event = EventFactory(
        title="Durga Puja",
        date=date(2030, 10, 15),
        time="5:00 PM - 10:00 PM",
        venue="Tracy Community Center",
        address="950 East St, Tracy, CA 95376",
    )
    return RegistrationFactory(event=event, full_name="Anita Sen", email="anita@example.com", guest_count=3)


def link(registration: Registration) -> str:
    return (
        f"https://tbca.example.org/events?register={registration.event_id}"
        f"&registration={registration.pk}&token={manage_token(REGISTRATION, registration.pk)}"
    )


def parts(message) -> tuple[str, str]:
    ((html, mimetype),) = message.alternatives
    assert mimetype == "text/html"
    return message.body, html


def calendar_of(message):
    (attachment,) = [item for item in message.attachments if getattr(item, "mimetype", None) == "text/calendar"]
    (vevent,) = Calendar.from_ical(attachment.content).walk("VEVENT")
    return attachment.filename, vevent


def test_confirmation_has_the_details_the_manage_link_and_the_calendar_file(registration):
    emails.send_confirmation(registration)

    (message,) = mail.outbox
    assert message.subject == "You're registered: Durga Puja"
    assert message.to == ["anita@example.com"]
    assert message.reply_to == ["organisers@example.org"]
    text, html = parts(message)
    assert text.startswith("Dear Anita Sen,\n\nThank you for registering for Durga Puja.\n\n")
    assert "When: Tuesday, October 15, 2030, 5:00 PM - 10:00 PM\n" in text
    assert "Where: Tracy Community Center, 950 East St, Tracy, CA 95376\n" in text
    assert "Guests: 3 people\n" in text
    assert f"To change your registration, open this link:\n{link(registration)}\n" in text
    assert text.endswith("See you there!\n\nTracy Bengali Cultural Association\nhttps://tbca.example.org\n")
    assert "Thank you for registering for <strong>Durga Puja</strong>." in html
    assert "Tuesday, October 15, 2030, 5:00 PM - 10:00 PM" in html
    assert f'href="{link(registration).replace("&", "&amp;")}"' in html
    assert "Tracy Bengali Cultural Association" in html
    filename, vevent = calendar_of(message)
    assert filename == f"event-{registration.event_id}.ics"
    assert vevent["SUMMARY"] == "Durga Puja"


def test_one_guest_is_one_person(registration):
    registration.guest_count = 1

    emails.send_confirmation(registration)

    text, html = parts(mail.outbox[0])
    assert "Guests: 1 person\n" in text
    assert "1 person<" in html


def test_names_and_titles_are_as_written_in_text_and_escaped_in_html(registration):
    registration.full_name = "Tom & <Jerry>"
    registration.event.title = "Puja & <Mela>\nDay 2"

    emails.send_confirmation(registration)

    (message,) = mail.outbox
    assert message.subject == "You're registered: Puja & <Mela> Day 2"
    text, html = parts(message)
    assert "Dear Tom & <Jerry>," in text
    assert "Dear Tom &amp; &lt;Jerry&gt;," in html
    assert "<Jerry>" not in html and "<Mela>" not in html


def test_waitlisted_notice_gives_the_place_and_the_link_without_a_calendar_file(registration):
    emails.send_waitlisted(registration, position=2)

    (message,) = mail.outbox
    assert message.subject == "You're on the waiting list: Durga Puja"
    text, html = parts(message)
    assert "Durga Puja is full for now. Your party is number 2 on the waiting list;" in text
    assert "Your party is number 2 on the waiting list;" in html
    assert f"To change or cancel, open this link:\n{link(registration)}" in text
    assert f'href="{link(registration).replace("&", "&amp;")}"' in html
    assert message.attachments == []


def test_waitlisted_notice_without_a_known_place_says_so_plainly(registration):
    emails.send_waitlisted(registration, position=None)

    text, html = parts(mail.outbox[0])
    assert "Your party is on the waiting list;" in text
    assert "Your party is on the waiting list;" in html


def test_promotion_confirms_the_party_with_the_link_and_the_calendar_file(registration):
    emails.send_promoted(registration)

    (message,) = mail.outbox
    assert message.subject == "A place is yours: Durga Puja"
    text, html = parts(message)
    assert "Seats freed up: your party is now confirmed for Durga Puja." in text
    assert "your party is now confirmed for <strong>Durga Puja</strong>." in html
    assert link(registration) in text
    assert calendar_of(message)[1]["SUMMARY"] == "Durga Puja"


@pytest.mark.parametrize(
    ("days", "subject", "when"),
    [(2, "See you soon: Durga Puja", "in 2 days"), (1, "See you tomorrow: Durga Puja", "tomorrow")],
)
def test_reminder_says_how_soon_with_the_link_and_the_calendar_file(registration, days, subject, when):
    emails.send_reminder(registration, days_before=days)

    (message,) = mail.outbox
    assert message.subject == subject
    text, html = parts(message)
    assert f"Durga Puja is {when}.\n" in text
    assert f"<strong>Durga Puja</strong> is {when}." in html
    assert link(registration) in text
    assert f'href="{link(registration).replace("&", "&amp;")}"' in html
    pass_link = f"https://tbca.example.org/pass/{registration.pk}?token={manage_token(REGISTRATION, registration.pk)}"
    assert f"Your pass for the door:\n{pass_link}\n" in text
    assert calendar_of(message)[0] == f"event-{registration.event_id}.ics"


def test_replies_go_to_the_default_contact_address_when_none_is_set(registration):
    SiteSettingsFactory(contact_email="")

    emails.send_confirmation(registration)

    assert mail.outbox[0].reply_to == ["info@tracybengali.org"]


def check_in_codes(message) -> list[str]:
    """What the QR codes shown in the HTML part say, read as a phone's camera would."""
    images = [item for item in message.attachments if isinstance(item, MIMEPart)]
    html = parts(message)[1]
    found = []
    for image in images:
        content_id = image["Content-ID"].strip("<>")
        assert f'src="cid:{content_id}"' in html
        found += [code.text for code in zxingcpp.read_barcodes(Image.open(io.BytesIO(image.get_content())))]
    return found


def test_the_confirmation_shows_a_qr_code_of_the_partys_check_in_link(registration):
    emails.send_confirmation(registration)

    (message,) = mail.outbox
    link = f"https://tbca.example.org/admin/check-in/{registration.event_id}?registration={registration.pk}"
    assert check_in_codes(message) == [link]
    # The guest is sent to its own pass, not to the volunteers' sign-in.
    text, html = parts(message)
    assert link not in text
    pass_link = f"https://tbca.example.org/pass/{registration.pk}?token={manage_token(REGISTRATION, registration.pk)}"
    assert f"on your phone:\n{pass_link}\n" in text
    assert f'href="{pass_link}"' in html


def test_a_promoted_party_gets_its_check_in_code_and_a_waiting_one_none(registration):
    emails.send_promoted(registration)
    emails.send_waitlisted(registration, position=2)

    promoted, waiting = mail.outbox
    assert len(check_in_codes(promoted)) == 1
    assert check_in_codes(waiting) == []


def test_cancelling_without_the_token_emails_the_link(api_client, registration):
    response = api_client.post(f"/api/registrations/{registration.pk}/cancel", HTTP_X_REGISTRATION_TOKEN="wrong")

    assert response.status_code == 403
    (message,) = mail.outbox
    assert message.subject == "You're registered: Durga Puja"
    assert link(registration) in message.body
    registration.refresh_from_db()
    assert registration.status == Registration.Status.CONFIRMED
    assert registration.confirmation_sent_at is not None


def test_the_calendar_file_is_in_the_partys_language_whoever_sends_it(registration):
    registration.event.time = "After sunset"
    registration.event.save()
    registration.language = "bn"
    registration.save()

    with translation.override("en"):
        emails.send_reminder(registration, days_before=2)

    (message,) = mail.outbox
    assert calendar_of(message)[1]["DESCRIPTION"].startswith("সময়: After sunset")


def test_a_party_that_owes_is_told_the_amount_the_reference_and_how_to_pay(registration):
    SiteSettingsFactory(payment_instructions="Zelle to treasurer@example.org")
    Registration.objects.filter(pk=registration.pk).update(amount_due=7500, payment_reference="DP-4821")
    registration.refresh_from_db()

    emails.send_confirmation(registration)

    text, html = parts(mail.outbox[0])
    assert (
        "Guests: 3 people\n\nAmount due: $75.00\nPayment reference: DP-4821\nZelle to treasurer@example.org\n"
        "Please write the reference in the memo, so we know your payment is yours.\n\n"
        "To change your registration" in text
    )
    assert "<strong>$75.00</strong>" in html
    assert "DP-4821" in html


def test_the_amount_is_in_bengali_digits_for_a_bengali_party(registration):
    Registration.objects.filter(pk=registration.pk).update(
        amount_due=123450, payment_reference="DP-4821", language="bn"
    )
    registration.refresh_from_db()

    emails.send_promoted(registration)

    text, _ = parts(mail.outbox[0])
    assert "প্রদেয়: $১,২৩৪.৫০\nপেমেন্ট রেফারেন্স: DP-4821\n" in text


def test_a_free_party_is_told_nothing_about_money(registration):
    emails.send_confirmation(registration)

    text, html = parts(mail.outbox[0])
    assert "Guests: 3 people\n\nTo change your registration" in text
    assert "Amount due" not in html
