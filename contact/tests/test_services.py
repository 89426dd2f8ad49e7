import pytest
from django.core import mail
from django.db import transaction

from contact.models import ContactMessage
from contact.selectors import contact_messages_from
from contact.services import contact_message_create, contact_messages_delete_from
from contact.tests.factories import ContactMessageFactory
from sitesettings.tests.factories import SiteSettingsFactory

FIELDS = {
    "first_name": "Rina",
    "last_name": "Das",
    "email": "rina@example.com",
    "subject": "feedback",
    "message": "Lovely event & thank you!\n<b>See you at Kali Puja.</b>",
}


@pytest.mark.django_db(transaction=True)
def test_create_stores_the_message_and_marks_it_forwarded_once_the_email_is_sent():
    contact = contact_message_create(**FIELDS)

    assert ContactMessage.objects.get(pk=contact.pk).forwarded is True
    assert len(mail.outbox) == 1


@pytest.mark.django_db(transaction=True)
def test_forward_has_the_message_in_both_parts_escaped_only_in_html():
    SiteSettingsFactory(group_name="TBCA", contact_email="organisers@example.org")

    contact_message_create(**FIELDS)

    (forward,) = mail.outbox
    assert forward.subject == "[TBCA] Feedback from Rina Das"
    assert forward.to == ["organisers@example.org"]
    assert forward.reply_to == ["rina@example.com"]
    assert "Rina Das <rina@example.com> wrote (Feedback):" in forward.body
    assert "Lovely event & thank you!\n<b>See you at Kali Puja.</b>" in forward.body
    ((html, mimetype),) = forward.alternatives
    assert mimetype == "text/html"
    assert "Lovely event &amp; thank you!<br>&lt;b&gt;See you at Kali Puja.&lt;/b&gt;" in html
    assert 'href="mailto:rina@example.com"' in html
    assert "<b>" not in html


@pytest.mark.django_db(transaction=True)
def test_create_keeps_the_message_unforwarded_when_mail_fails(broken_mail):
    contact = contact_message_create(**FIELDS)

    stored = ContactMessage.objects.get(pk=contact.pk)
    assert stored.forwarded is False
    assert stored.message == FIELDS["message"]
    assert mail.outbox == []


@pytest.mark.django_db(transaction=True)
def test_nothing_is_forwarded_for_a_message_whose_transaction_rolls_back():
    with pytest.raises(RuntimeError), transaction.atomic():
        contact_message_create(**FIELDS)
        raise RuntimeError("something after it failed")

    assert not ContactMessage.objects.exists()
    assert mail.outbox == []


@pytest.mark.django_db
def test_an_address_is_matched_by_its_key_and_a_look_alike_is_another_sender():
    # gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
    look_alike = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"
    hers = ContactMessageFactory(email="Anita.Roy@Gmail.com")
    theirs = ContactMessageFactory(email=look_alike)

    assert list(contact_messages_from(email="ANITA.ROY@GMAIL.COM")) == [hers]
    assert contact_messages_delete_from(email="anita.roy@gmail.com") == [hers.pk]
    assert list(ContactMessage.objects.all()) == [theirs]
