"""Announcements over HTTP: consent by double opt-in, the organisers' sending,
each family in its language, one-click unsubscribe and the counts. Emails reach
the real SMTP server of the tests (mailing/tests/smtp.py)."""

import re
from datetime import time, timedelta

import pytest
from django.core import mail
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from activity.models import Entry
from announcements import tasks as announcement_tasks
from announcements.models import Announcement, Recipient
from announcements.tasks import announcement_deliver
from events.models import Shift
from events.tests.factories import EventFactory
from mailing.models import AnnouncementConsent, Undeliverable
from mailing.tests.worker import run_queue
from membership.tests.factories import MembershipFactory
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register
from volunteers.models import ShiftVolunteer

pytestmark = pytest.mark.django_db(transaction=True)

CONFIRM_LINK = re.compile(r"http://testserver/announcements/confirm\?token=([\w-]+)")


def subscribe(email: str, lang: str = "en") -> AnnouncementConsent:
    return AnnouncementConsent.objects.create(
        email=email, language=lang, status="subscribed", requested_at=timezone.now(), confirmed_at=timezone.now()
    )


def announce(client, *, kind: str = "all", send_at=None, bn: bool = True, **audience):
    body = {
        "subject": {"en": "Saraswati Puja", "bn": "সরস্বতী পূজা" if bn else ""},
        "body": {"en": "Come at ten.", "bn": "দশটায় আসুন।" if bn else ""},
        "audience": {"kind": kind, **audience},
        "sendAt": send_at,
    }
    return client.post("/api/admin/announcements", body, format="json")


def listed(client) -> dict:
    response = client.get("/api/admin/announcements")
    assert response.status_code == 200
    return response.json()[0]


@pytest.fixture(autouse=True)
def _site_url(settings):
    settings.SITE_URL = "http://testserver"


# Consent


def test_a_registration_that_ticks_the_box_is_emailed_a_link_whose_page_confirms(api_client):
    event = EventFactory()

    response = register(api_client, event, email="anita@example.com", announcements=True)

    assert response.status_code == 201
    (consent,) = AnnouncementConsent.objects.all()
    assert consent.status == "pending"
    (email,) = [message for message in mail.outbox if "announcements" in message.subject.lower()]
    token = CONFIRM_LINK.search(email.body).group(1)
    confirmed = api_client.post("/api/announcements/confirm", {"token": token}, format="json")
    assert confirmed.status_code == 200
    assert confirmed.json() == {"email": "anita@example.com"}
    consent.refresh_from_db()
    assert consent.status == "subscribed"


def test_the_box_is_unticked_by_default_and_nothing_is_asked(api_client):
    assert register(api_client, EventFactory(), email="anita@example.com").status_code == 201

    assert not AnnouncementConsent.objects.exists()
    assert all("announcements" not in message.subject.lower() for message in mail.outbox)


def test_an_unknown_confirmation_token_is_refused(api_client):
    response = api_client.post("/api/announcements/confirm", {"token": "nope"}, format="json")

    assert response.status_code == 400
    assert "not valid" in response.json()["message"]


def test_a_look_alike_address_is_another_address(api_client, settings):
    subscribe("anita.roy@gmail.com")
    register(api_client, EventFactory(), email="anita.roy@gma\u0131l.com", announcements=True)

    assert AnnouncementConsent.objects.count() == 2
    assert AnnouncementConsent.objects.get(email_key="anita.roy@gmail.com").status == "subscribed"


# Sending


def test_each_family_gets_its_language_with_the_one_click_headers(staff_client, smtp_server):
    subscribe("english@example.com", "en")
    subscribe("bengali@example.com", "bn")
    AnnouncementConsent.objects.create(email="pending@example.com", status="pending", requested_at=timezone.now())

    response = announce(staff_client)

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "recipients", "status"}
    assert body["recipients"] == 2
    messages = smtp_server.wait_for(2, within=10)
    by_address = {message["To"]: message for message in messages}
    assert by_address["english@example.com"]["Subject"] == "Saraswati Puja"
    bengali = by_address["bengali@example.com"]
    assert bengali["Subject"] == "সরস্বতী পূজা"
    assert "দশটায় আসুন।" in bengali.get_body(("plain",)).get_content()
    token = Recipient.objects.get(email="bengali@example.com").token
    link = f"http://testserver/api/unsubscribe/{token}"
    assert bengali["List-Unsubscribe"] == f"<{link}>"
    assert bengali["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert link in bengali.get_body(("plain",)).get_content()
    assert link in bengali.get_body(("html",)).get_content()
    row = listed(staff_client)
    assert (row["sent"], row["failed"], row["unsubscribed"], row["status"]) == (2, 0, 0, "sent")
    assert Entry.objects.filter(action="announcement.send").count() == 1


def test_english_where_no_bengali_is_written(staff_client, smtp_server):
    subscribe("bengali@example.com", "bn")

    announce(staff_client, bn=False)

    (message,) = smtp_server.wait_for(1, within=10)
    assert message["Subject"] == "Saraswati Puja"


def test_audiences_members_event_and_volunteers(staff_client):
    event = EventFactory()
    for address in ("member@example.com", "guest@example.com", "volunteer@example.com", "other@example.com"):
        subscribe(address)
    MembershipFactory(email="member@example.com", year=2026)
    RegistrationFactory(event=event, email="guest@example.com")
    kitchen = Shift.objects.create(event=event, role="Bhog kitchen", start_time=time(6), end_time=time(9))
    ShiftVolunteer.objects.create(shift=kitchen, full_name="Vikram Das", email="Volunteer@Example.com")

    def count(**audience) -> int:
        response = staff_client.get("/api/admin/announcements/audience", audience)
        assert response.status_code == 200, response.content
        return response.json()["recipients"]

    assert count(kind="all") == 4
    assert count(kind="members", year=2026) == 1
    assert count(kind="event", eventId=event.pk) == 1
    assert count(kind="volunteers", eventId=event.pk) == 1
    assert count(kind="volunteers") == 1
    assert announce(staff_client, kind="event").status_code == 400
    assert announce(staff_client, kind="event", eventId=99999).status_code == 400


def test_a_time_to_come_waits_in_the_queue_until_then(staff_client, smtp_server, database_queue):
    subscribe("anita@example.com")
    later = timezone.now() + timedelta(hours=2)

    response = announce(staff_client, send_at=later.isoformat())

    assert response.json()["status"] == "scheduled"
    run_queue()
    assert smtp_server.messages == []
    (task,) = DBTaskResult.objects.filter(task_path="announcements.tasks.announcement_deliver")
    assert abs((task.run_after - later).total_seconds()) < 1
    # Two hours later:
    Announcement.objects.update(send_at=timezone.now())
    DBTaskResult.objects.filter(pk=task.pk).update(run_after=timezone.now())
    run_queue()
    smtp_server.wait_for(1, within=10)
    assert listed(staff_client)["sent"] == 1


def test_one_waiting_for_its_time_is_cancelled_and_its_time_sends_nothing(staff_client, smtp_server, database_queue):
    subscribe("anita@example.com")
    created = announce(staff_client, send_at=(timezone.now() + timedelta(hours=2)).isoformat()).json()

    response = staff_client.delete(f"/api/admin/announcements/{created['id']}")

    assert response.status_code == 204
    assert staff_client.get("/api/admin/announcements").json() == []
    assert Entry.objects.get(action="announcement.cancel").summary == "Saraswati Puja"
    # Its time comes: the worker's run finds nothing to send.
    DBTaskResult.objects.update(run_after=timezone.now())
    run_queue()
    assert smtp_server.messages == []
    assert staff_client.delete(f"/api/admin/announcements/{created['id']}").status_code == 404


def test_one_being_sent_cannot_be_cancelled(staff_client):
    subscribe("anita@example.com")
    created = announce(staff_client).json()

    response = staff_client.delete(f"/api/admin/announcements/{created['id']}")

    assert response.status_code == 409
    assert response.json()["message"] == "This announcement is being sent already; it cannot be cancelled."
    assert Announcement.objects.filter(pk=created["id"]).exists()
    assert not Entry.objects.filter(action="announcement.cancel").exists()


# Unsubscribing


def test_get_shows_a_button_and_changes_nothing_post_stops_them(staff_client, api_client, smtp_server):
    subscribe("anita@example.com", "bn")
    announce(staff_client)
    smtp_server.wait_for(1, within=10)
    token = Recipient.objects.get().token

    page = api_client.get(f"/api/unsubscribe/{token}", HTTP_ACCEPT="text/html")
    assert page.status_code == 200
    assert "<form" in page.content.decode() and "ঘোষণা বন্ধ করুন" in page.content.decode()
    assert AnnouncementConsent.objects.get().status == "subscribed"

    stopped = api_client.post(
        f"/api/unsubscribe/{token}", "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
    )
    assert stopped.status_code == 200
    assert AnnouncementConsent.objects.get().status == "unsubscribed"
    assert listed(staff_client)["unsubscribed"] == 1

    announce(staff_client)
    assert len(smtp_server.messages) == 1
    assert Announcement.objects.order_by("-id").first().recipients == 0


def test_opting_in_again_after_unsubscribing_needs_a_new_confirmation(api_client):
    subscribe("anita@example.com")
    AnnouncementConsent.objects.update(status="unsubscribed")

    register(api_client, EventFactory(), email="anita@example.com", announcements=True)

    assert AnnouncementConsent.objects.get().status == "pending"


def test_an_unknown_unsubscribe_link_is_404(api_client):
    assert api_client.post("/api/unsubscribe/nope").status_code == 404
    assert api_client.get("/api/unsubscribe/nope").status_code == 404


# Bounces


def test_a_5xx_refusal_marks_the_address_and_the_next_announcement_skips_it(staff_client, smtp_server, database_queue):
    subscribe("anita@example.com")
    subscribe("gone@example.com")
    smtp_server.refuse["gone@example.com"] = "550 5.1.1 No such user"

    announce(staff_client)
    run_queue()

    (refused,) = Undeliverable.objects.all()
    assert refused.email == "gone@example.com"
    assert "550" in refused.reason
    row = listed(staff_client)
    assert (row["sent"], row["failed"]) == (1, 1)
    listed_addresses = staff_client.get("/api/admin/undeliverable").json()
    assert [entry["email"] for entry in listed_addresses] == ["gone@example.com"]

    response = announce(staff_client)
    run_queue()
    assert response.json()["recipients"] == 1
    assert [message["To"] for message in smtp_server.messages] == ["anita@example.com", "anita@example.com"]

    cleared = staff_client.delete(f"/api/admin/undeliverable/{refused.pk}")
    assert cleared.status_code == 204
    assert not Undeliverable.objects.exists()
    assert staff_client.delete(f"/api/admin/undeliverable/{refused.pk}").status_code == 404


def test_a_guest_message_skips_an_undeliverable_address(staff_client):
    event = EventFactory()
    RegistrationFactory(event=event, email="anita@example.com")
    RegistrationFactory(event=event, email="gone@example.com")
    Undeliverable.objects.create(email="GONE@example.com", reason="550")

    response = staff_client.post(
        f"/api/admin/events/{event.pk}/messages",
        {"subject": "Parking", "body": "Behind.", "audience": "all"},
        format="json",
    )

    assert response.json() == {"recipients": 1}
    assert [message.to for message in mail.outbox] == [["anita@example.com"]]


# The worker stopped mid-send


def test_a_batch_cut_short_is_done_again_and_nobody_gets_two(staff_client, smtp_server, database_queue, monkeypatch):
    for number in range(5):
        subscribe(f"family{number}@example.com")
    monkeypatch.setattr(announcement_tasks, "BATCH", 2)
    real_send = announcement_tasks._send
    calls = {"count": 0}

    def dies_on_the_fourth(announcement, recipient):
        calls["count"] += 1
        if calls["count"] == 4:
            raise RuntimeError("the worker stopped here")
        real_send(announcement, recipient)

    monkeypatch.setattr(announcement_tasks, "_send", dies_on_the_fourth)
    announce(staff_client)
    run_queue()
    # The second batch rolled back whole: its first email was never stored.
    assert Recipient.objects.filter(status="pending").count() == 3
    # As the worker does with a task whose worker died: it is run again.
    failed = DBTaskResult.objects.filter(task_path="announcements.tasks.announcement_deliver", status="FAILED")
    assert failed.count() == 1
    announcement_deliver.enqueue(Announcement.objects.get().pk)
    run_queue()

    messages = smtp_server.wait_for(5, within=10)
    assert sorted(message["To"] for message in messages) == [f"family{number}@example.com" for number in range(5)]
    assert listed(staff_client)["sent"] == 5
    assert Announcement.objects.get().status == "sent"


@pytest.mark.slow
def test_a_worker_killed_mid_send_resumes_without_sending_twice(staff_client, smtp_server, start_worker):
    for number in range(5):
        subscribe(f"family{number}@example.com")
    smtp_server.holding.set()
    first = start_worker(EMAIL_TIMEOUT="30")

    announce(staff_client)
    assert smtp_server.held.wait(20), first.log()
    first.kill()
    smtp_server.holding.clear()
    start_worker(TASK_ABANDONED_AFTER="1")

    messages = smtp_server.wait_for(5, within=30)
    assert sorted(message["To"] for message in messages) == [f"family{number}@example.com" for number in range(5)]
    deadline = timezone.now() + timedelta(seconds=20)
    while listed(staff_client)["sent"] < 5 and timezone.now() < deadline:
        pass
    assert listed(staff_client)["sent"] == 5
    assert len(smtp_server.messages) == 5
