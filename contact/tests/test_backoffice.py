"""The back office marks and removes contact messages through the contact services."""

import pytest

from activity.models import Entry
from contact.models import ContactMessage
from contact.tests.factories import ContactMessageFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/backoffice/contact/contactmessage/"


@pytest.fixture
def volunteer(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("mitali", password="a-long-test-password"))
    return client


def test_marking_a_message_handled_on_its_page_is_logged(volunteer):
    message = ContactMessageFactory(first_name="Rina", last_name="Das")

    response = volunteer.post(f"{CHANGELIST}{message.pk}/change/", {"handled": "on", "_save": "Save"})

    assert response.status_code == 302
    message.refresh_from_db()
    assert message.handled
    entry = Entry.objects.get(action="contact.mark")
    assert (entry.actor, entry.target_id, entry.changes) == ("mitali", message.pk, {"handled": [False, True]})


def test_the_actions_mark_messages_handled_and_not_handled(volunteer):
    messages = ContactMessageFactory.create_batch(2)

    volunteer.post(CHANGELIST, {"action": "mark_handled", "_selected_action": [m.pk for m in messages]})
    assert ContactMessage.objects.filter(handled=True).count() == 2

    volunteer.post(CHANGELIST, {"action": "mark_unhandled", "_selected_action": [messages[0].pk]})
    assert list(ContactMessage.objects.filter(handled=True).values_list("pk", flat=True)) == [messages[1].pk]
    assert Entry.objects.filter(action="contact.mark", actor="mitali").count() == 3


def test_deleting_a_message_is_logged(volunteer):
    message = ContactMessageFactory(first_name="Rina", last_name="Das")

    response = volunteer.post(f"{CHANGELIST}{message.pk}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert not ContactMessage.objects.exists()
    entry = Entry.objects.get(action="contact.delete")
    assert (entry.actor, entry.summary) == ("mitali", "Rina Das: Volunteer Opportunities")
