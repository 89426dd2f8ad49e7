import pytest
from django.core import mail

from contact.models import ContactMessage
from sitesettings.models import DEFAULT_CONTACT_EMAIL
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db


def contact_payload(**overrides) -> dict:
    payload = {
        "firstName": " Rina ",
        "lastName": "Das",
        "email": "rina@example.com",
        "subject": "volunteer",
        "message": "I would like to help with the puja decorations.",
    }
    payload.update(overrides)
    return payload


def send(client, *, remote_addr="127.0.0.1", **overrides):
    return client.post("/api/contact", contact_payload(**overrides), format="json", REMOTE_ADDR=remote_addr)


@pytest.mark.django_db(transaction=True)
def test_contact_message_is_stored_and_answers_201(api_client):
    response = send(api_client)

    assert response.status_code == 201
    assert response.json() == {"message": "Thank you for reaching out. We'll get back to you soon."}
    stored = ContactMessage.objects.get()
    assert (stored.first_name, stored.last_name, stored.email, stored.subject) == (
        "Rina",
        "Das",
        "rina@example.com",
        "volunteer",
    )
    assert stored.message == "I would like to help with the puja decorations."
    assert stored.forwarded is True


@pytest.mark.django_db(transaction=True)
def test_contact_message_is_forwarded_to_the_settings_address_with_reply_to_the_sender(api_client):
    SiteSettingsFactory(contact_email="organisers@example.org", group_name="TBCA")

    send(api_client, subject="membership")

    assert len(mail.outbox) == 1
    forwarded = mail.outbox[0]
    assert forwarded.to == ["organisers@example.org"]
    assert forwarded.reply_to == ["rina@example.com"]
    assert forwarded.subject == "[TBCA] Community Membership from Rina Das"
    assert "I would like to help with the puja decorations." in forwarded.body


@pytest.mark.django_db(transaction=True)
def test_contact_message_goes_to_the_default_address_when_none_is_set(api_client):
    SiteSettingsFactory(contact_email="")

    send(api_client)

    assert mail.outbox[0].to == [DEFAULT_CONTACT_EMAIL]


@pytest.mark.django_db(transaction=True)
def test_failing_mail_server_keeps_the_message_and_still_answers_201(api_client, broken_mail):
    response = send(api_client)

    assert response.status_code == 201
    stored = ContactMessage.objects.get()
    assert stored.forwarded is False
    assert stored.email == "rina@example.com"


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("firstName", "R", "First name must be at least 2 characters"),
        ("firstName", "", "First name must be at least 2 characters"),
        ("firstName", None, "First name must be at least 2 characters"),
        ("lastName", " D ", "Last name must be at least 2 characters"),
        ("lastName", None, "Last name must be at least 2 characters"),
        ("email", "rina@", "Please enter a valid email address"),
        ("email", "", "Please enter a valid email address"),
        ("email", None, "Please enter a valid email address"),
        ("subject", "", "Please select a subject"),
        ("subject", "sales", "Please select a subject"),
        ("subject", None, "Please select a subject"),
        ("message", "Too short", "Message must be at least 10 characters"),
        ("message", "   short    ", "Message must be at least 10 characters"),
        ("message", None, "Message must be at least 10 characters"),
    ],
)
def test_contact_validation_message(api_client, field, value, message):
    response = send(api_client, **{field: value})

    assert response.status_code == 400
    assert response.json() == {"message": "Please correct the highlighted fields.", "errors": {field: [message]}}
    assert not ContactMessage.objects.exists()
    assert mail.outbox == []


@pytest.mark.parametrize("field", ["firstName", "lastName", "email", "subject", "message"])
def test_contact_missing_field_is_refused(api_client, field):
    payload = contact_payload()
    del payload[field]

    response = api_client.post("/api/contact", payload, format="json")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]
    assert not ContactMessage.objects.exists()


@pytest.mark.parametrize("subject", ["event-inquiry", "volunteer", "membership", "feedback", "other"])
def test_every_subject_option_is_accepted(api_client, subject):
    response = send(api_client, subject=subject)

    assert response.status_code == 201
    assert ContactMessage.objects.get().subject == subject


def test_contact_is_throttled_per_address(api_client, throttle_rates):
    throttle_rates(contact="2/hour")

    statuses = [send(api_client).status_code for _ in range(3)]
    other_address = send(api_client, remote_addr="203.0.113.7")

    assert statuses == [201, 201, 429]
    assert other_address.status_code == 201
    assert ContactMessage.objects.count() == 3


@pytest.mark.django_db(transaction=True)
def test_line_breaks_in_names_do_not_stop_the_forwarding(api_client):
    SiteSettingsFactory(group_name="TBCA")

    response = send(api_client, firstName="Rina\nBcc: someone@example.com", lastName="Das\r\nX-Header: y")

    assert response.status_code == 201
    assert ContactMessage.objects.get().forwarded is True
    assert [m.subject for m in mail.outbox] == [
        "[TBCA] Volunteer Opportunities from Rina Bcc: someone@example.com Das X-Header: y"
    ]
    assert mail.outbox[0].to == ["organisers@example.org"]
