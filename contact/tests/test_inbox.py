import pytest
from django.core import mail

from contact.models import ContactMessage
from contact.tests.factories import ContactMessageFactory

pytestmark = pytest.mark.django_db


def contact_payload(**overrides) -> dict:
    payload = {
        "firstName": "Anita",
        "lastName": "Sen",
        "email": "anita@example.com",
        "subject": "volunteer",
        "message": "I would like to help with the puja.",
    }
    payload.update(overrides)
    return payload


def test_a_post_that_fills_the_hidden_field_looks_like_a_success_but_is_kept_out(api_client, settings):
    response = api_client.post("/api/contact", contact_payload(website="http://spam.example"), format="json")
    people = api_client.post("/api/contact", contact_payload(), format="json")

    assert response.status_code == people.status_code == 201
    assert response.json() == people.json()
    assert ContactMessage.objects.count() == 1
    assert all("spam.example" not in message.body for message in mail.outbox)


def test_a_plain_post_without_the_hidden_field_is_a_real_message(api_client):
    assert api_client.post("/api/contact", contact_payload(), format="json").status_code == 201
    assert ContactMessage.objects.get().first_name == "Anita"


def test_an_empty_hidden_field_is_a_real_message(api_client):
    assert api_client.post("/api/contact", contact_payload(website=""), format="json").status_code == 201
    assert ContactMessage.objects.count() == 1


def test_the_inbox_lists_messages_newest_first_in_pages_with_the_unhandled_count(staff_client):
    messages = ContactMessageFactory.create_batch(25)
    ContactMessage.objects.filter(pk__in=[message.pk for message in messages[:5]]).update(handled=True)

    first = staff_client.get("/api/admin/contact-messages").json()
    second = staff_client.get(first["next"]).json()

    assert (first["count"], first["unhandled"]) == (25, 20)
    assert [item["id"] for item in first["results"]] == [message.pk for message in reversed(messages)][:20]
    assert len(second["results"]) == 5
    assert second["next"] is None
    assert first["results"][0]["subjectLabel"]


def test_an_organiser_marks_a_message_handled_and_back(staff_client):
    message = ContactMessageFactory()

    response = staff_client.patch(f"/api/admin/contact-messages/{message.pk}", {"handled": True}, format="json")

    assert response.status_code == 200
    assert response.json()["handled"] is True
    message.refresh_from_db()
    assert message.handled is True
    staff_client.patch(f"/api/admin/contact-messages/{message.pk}", {"handled": False}, format="json")
    message.refresh_from_db()
    assert message.handled is False


@pytest.mark.parametrize("body", [{}, {"handled": "maybe"}, {"handled": None}])
def test_a_bad_handled_flag_is_400(staff_client, body):
    message = ContactMessageFactory()
    assert staff_client.patch(f"/api/admin/contact-messages/{message.pk}", body, format="json").status_code == 400


def test_the_inbox_needs_an_organiser(api_client, member_client):
    assert api_client.get("/api/admin/contact-messages").status_code == 401
    assert member_client.get("/api/admin/contact-messages").status_code == 403
    assert api_client.patch("/api/admin/contact-messages/1", {"handled": True}, format="json").status_code == 401


def test_an_unknown_message_is_404(staff_client):
    assert staff_client.patch("/api/admin/contact-messages/4242", {"handled": True}, format="json").status_code == 404


def test_a_page_past_the_end_is_404(staff_client):
    assert staff_client.get("/api/admin/contact-messages?page=9").status_code == 404
