import pytest
from django.core import mail

from contact.models import ContactMessage
from contact.services import contact_message_create

pytestmark = pytest.mark.django_db

FIELDS = {
    "first_name": "Rina",
    "last_name": "Das",
    "email": "rina@example.com",
    "subject": "feedback",
    "message": "Lovely event, thank you!",
}


def test_create_stores_and_forwards_the_message():
    contact = contact_message_create(**FIELDS)

    assert contact.forwarded is True
    assert ContactMessage.objects.get(pk=contact.pk).forwarded is True
    assert len(mail.outbox) == 1


def test_create_keeps_the_message_unforwarded_when_mail_fails(broken_mail):
    contact = contact_message_create(**FIELDS)

    assert contact.forwarded is False
    assert ContactMessage.objects.get(pk=contact.pk).message == "Lovely event, thank you!"
