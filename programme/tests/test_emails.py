"""Each email a family gets about its act, read in both parts and both
languages. Sent the way the services send them: queued on commit, here run at
once (see the root conftest)."""

import pytest
from django.core import mail

from core.manage_links import PROGRAMME_ENTRY, manage_token
from events.tests.factories import EventFactory
from programme import emails
from programme.tests.factories import ProgrammeEntryFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def entry(settings):
    settings.SITE_URL = "https://tbca.example.org"
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", contact_email="organisers@example.org")
    event = EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00")
    return ProgrammeEntryFactory(
        event=event,
        title="Dhunuchi Naach",
        contact_name="Anita Sen",
        contact_email="anita@example.com",
        duration_minutes=6,
        performers=[{"name": "Riya Sen", "child": True}, {"name": "Mita Sen", "child": False}],
    )


def link(entry) -> str:
    return f"https://tbca.example.org/programme/{entry.pk}?token={manage_token(PROGRAMME_ENTRY, entry.pk)}"


def parts(message) -> tuple[str, str]:
    ((html, mimetype),) = message.alternatives
    assert mimetype == "text/html"
    return message.body, html


def test_the_received_email_names_the_act_and_gives_its_manage_link(entry):
    emails.send_received(entry)

    (message,) = mail.outbox
    assert message.subject == "Your performance for Durga Puja is received"
    assert message.to == ["anita@example.com"]
    assert message.reply_to == ["organisers@example.org"]
    text, html = parts(message)
    assert text.startswith(
        'Dear Anita Sen,\n\nThank you for offering "Dhunuchi Naach" for the programme of Durga Puja.'
    )
    assert "Length: 6 minutes\n" in text
    assert "Performers: Riya Sen, Mita Sen\n" in text
    assert f"To change or withdraw your performance, open this link:\n{link(entry)}\n" in text
    assert f'href="{link(entry)}"' in html
    assert "Change or withdraw" in html


def test_the_received_email_in_bengali(entry):
    entry.language = "bn"

    emails.send_received(entry)

    (message,) = mail.outbox
    assert message.subject == "Durga Puja-এর জন্য আপনার পরিবেশনা আমরা পেয়েছি"
    text, html = parts(message)
    assert "সময়: ৬ মিনিট" in text
    assert "অনুষ্ঠানসূচি" in text
    assert link(entry) in text and 'lang="bn"' in html


def test_the_acceptance_email_carries_the_note(entry):
    entry.status = "accepted"
    entry.decision_note = "Please bring your own dhunuchi.\nRehearsal at 4 PM."

    emails.send_decision(entry)

    (message,) = mail.outbox
    assert message.subject == "Your performance is accepted: Dhunuchi Naach"
    text, html = parts(message)
    assert '"Dhunuchi Naach" is accepted for the programme of Durga Puja.' in text
    assert "The organisers' note:\nPlease bring your own dhunuchi.\nRehearsal at 4 PM.\n" in text
    assert "Please bring your own dhunuchi.<br>Rehearsal at 4 PM." in html
    assert link(entry) in text


def test_the_declining_email_says_so_kindly_without_an_empty_note(entry):
    entry.status = "declined"

    emails.send_decision(entry)

    (message,) = mail.outbox
    assert message.subject == "About your performance: Dhunuchi Naach"
    text, _ = parts(message)
    assert 'We are sorry: "Dhunuchi Naach" could not be given a place in the programme of Durga Puja.' in text
    assert "note" not in text


def test_the_decision_in_bengali(entry):
    entry.language = "bn"
    entry.status = "accepted"

    emails.send_decision(entry)

    (message,) = mail.outbox
    assert message.subject == "আপনার পরিবেশনা গৃহীত হয়েছে: Dhunuchi Naach"
    assert "গৃহীত" in message.body


def test_the_time_email_gives_the_place_and_the_start(entry):
    entry.status, entry.position, entry.start_time = "accepted", 3, "18:24"

    emails.send_time(entry)

    (message,) = mail.outbox
    assert message.subject == "Dhunuchi Naach goes on stage at 18:24"
    text, html = parts(message)
    assert "The programme of Durga Puja is published." in text
    assert '"Dhunuchi Naach" is performance number 3 and starts at 18:24.' in text
    assert "starts at 18:24" in html
    assert link(entry) in text


def test_the_time_email_without_a_programme_start_gives_the_place(entry):
    entry.status, entry.position, entry.start_time = "accepted", 2, ""

    emails.send_time(entry)

    (message,) = mail.outbox
    assert message.subject == "The programme of Durga Puja is out"
    assert '"Dhunuchi Naach" is performance number 2.' in message.body


def test_the_time_email_in_bengali_has_bengali_digits(entry):
    entry.language = "bn"
    entry.status, entry.position, entry.start_time = "accepted", 3, "18:24"

    emails.send_time(entry)

    (message,) = mail.outbox
    assert message.subject == "Dhunuchi Naach মঞ্চে উঠবে ১৮:২৪-এ"
    assert "৩ নম্বর পরিবেশনা" in message.body


def test_names_and_titles_are_as_written_in_text_and_escaped_in_html(entry):
    entry.contact_name = "Tom & <Jerry>"
    entry.title = "Song & <Dance>"

    emails.send_received(entry)

    text, html = parts(mail.outbox[0])
    assert "Dear Tom & <Jerry>," in text and '"Song & <Dance>"' in text
    assert "Tom &amp; &lt;Jerry&gt;" in html
    assert "<Dance>" not in html and "<Jerry>" not in html
