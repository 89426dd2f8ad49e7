"""Organisers' messages to an event's parties, over HTTP: one email per party
of the audience, each with its own manage link, sent through the queue."""

import time

import pytest
from django.core import mail

from activity.models import Entry
from events.tests.factories import EventFactory
from mailing.tests.worker import run_queue
from registrations.models import GuestMessage, Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def send(client, event, **overrides):
    payload = {"subject": "Parking has moved", "body": "Please park behind the hall.\nThank you!", "audience": "all"}
    return client.post(f"/api/admin/events/{event.pk}/messages", {**payload, **overrides}, format="json")


@pytest.fixture
def parties():
    event = EventFactory(title="Kali Puja")
    confirmed = RegistrationFactory(event=event, email="confirmed@example.com")
    waiting = RegistrationFactory(event=event, email="waiting@example.com", status=Registration.Status.WAITLISTED)
    RegistrationFactory(event=event, email="gone@example.com", status=Registration.Status.CANCELLED)
    RegistrationFactory(email="other-event@example.com")
    return event, confirmed, waiting


# Email leaves when the transaction commits, so tests that read it commit theirs.
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("audience", "expected"),
    [
        ("confirmed", ["confirmed@example.com"]),
        ("waitlisted", ["waiting@example.com"]),
        ("all", ["confirmed@example.com", "waiting@example.com"]),
    ],
)
def test_each_party_of_the_audience_gets_one_email_and_never_the_cancelled(staff_client, parties, audience, expected):
    event, *_ = parties

    response = send(staff_client, event, audience=audience)

    assert response.status_code == 202
    assert response.json() == {"recipients": len(expected)}
    assert sorted(message.to[0] for message in mail.outbox) == expected


@pytest.mark.django_db(transaction=True)
def test_the_email_carries_the_text_and_the_partys_own_manage_link(staff_client, parties):
    event, confirmed, _ = parties

    send(staff_client, event, audience="confirmed", subject="Parking\nhas moved")

    [email] = mail.outbox
    assert email.subject == "Parking has moved"
    assert "Please park behind the hall." in email.body
    assert f"registration={confirmed.pk}" in email.body.split("Please park behind the hall.")[1]
    html = email.alternatives[0].content
    assert "Please park behind the hall.<br>Thank you!" in html
    assert f"registration={confirmed.pk}" in html


@pytest.mark.django_db(transaction=True)
def test_organiser_text_is_escaped_in_the_html_part(staff_client, parties):
    event, *_ = parties

    send(staff_client, event, audience="confirmed", body="<script>alert(1)</script> & more")

    html = mail.outbox[0].alternatives[0].content
    assert "<script>alert(1)" not in html
    assert "&lt;script&gt;" in html


def test_what_was_sent_is_listed_newest_first_and_logged(staff_client, parties):
    event, *_ = parties
    send(staff_client, event, subject="First", audience="confirmed")
    send(staff_client, event, subject="Second", audience="all")

    listed = staff_client.get(f"/api/admin/events/{event.pk}/messages").json()

    assert [(item["subject"], item["audience"], item["recipients"], item["sentBy"]) for item in listed] == [
        ("Second", "all", 2, "organiser"),
        ("First", "confirmed", 1, "organiser"),
    ]
    assert listed[0]["sentAt"]
    assert Entry.objects.filter(action="message.send", event_id=event.pk).count() == 2


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"subject": ""}, "subject"),
        ({"subject": "x" * 201}, "subject"),
        ({"body": "   "}, "body"),
        ({"audience": "everyone"}, "audience"),
        ({"audience": None}, "audience"),
    ],
)
def test_a_bad_message_is_400_and_nothing_is_sent(staff_client, parties, overrides, field):
    event, *_ = parties

    response = send(staff_client, event, **overrides)

    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert mail.outbox == []
    assert not GuestMessage.objects.exists()


def test_messages_need_an_organiser_and_a_real_event(api_client, member_client, staff_client, parties):
    event, *_ = parties
    assert send(api_client, event).status_code == 401
    assert send(member_client, event).status_code == 403
    assert staff_client.post("/api/admin/events/424242/messages", {}, format="json").status_code == 404
    assert mail.outbox == []


@pytest.mark.django_db(transaction=True)
def test_a_message_to_200_parties_is_accepted_at_once_and_every_email_arrives(staff_client, smtp_server, settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    event = EventFactory()
    RegistrationFactory.create_batch(200, event=event)

    started = time.perf_counter()
    response = send(staff_client, event, audience="confirmed")
    accepted = time.perf_counter() - started
    print(f"\nA message to 200 parties was accepted in {accepted * 1000:.0f} ms")

    assert response.status_code == 202
    assert response.json() == {"recipients": 200}
    assert accepted < 1.0
    run_queue()  # the fan-out task, then the 200 emails it queued
    arrived = smtp_server.wait_for(200, within=60)
    assert len({message["To"] for message in arrived}) == 200
