"""The queue end to end: a registration or a contact message over HTTP, the
database queue, `manage.py db_worker` as a process of its own, and a real SMTP
server on a loopback port that may be down or hold the worker mid-send."""

import io
import signal
import time

import pytest
import zxingcpp
from django.tasks import TaskResultStatus
from django_tasks_db.models import DBTaskResult
from icalendar import Calendar
from PIL import Image

from contact.models import ContactMessage
from events.tests.factories import EventFactory
from registrations.tests.helpers import register

pytestmark = pytest.mark.slow

WITHIN = 20  # seconds; each test normally takes one or two


def wait_until(check, *, within: float = WITHIN, what: str = "") -> None:
    deadline = time.monotonic() + within
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {within:g} s: {what}")
        time.sleep(0.05)


def tasks() -> list[DBTaskResult]:
    """The emails' sending tasks (a registration's first email is written by a task of its own first)."""
    return list(DBTaskResult.objects.filter(task_path="mailing.tasks.deliver_email").order_by("enqueued_at"))


def test_confirmation_arrives_with_text_html_and_calendar_parts(api_client, smtp_server, start_worker):
    worker = start_worker()
    event = EventFactory(title="Durga Puja", time="5:00 PM - 10:00 PM")

    response = register(api_client, event)

    assert response.status_code == 201
    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert smtp_server.recipients == [["anita.sen@example.com"]]
    assert message["Subject"] == "You're registered: Durga Puja"
    text = message.get_body(("plain",)).get_content()
    html = message.get_body(("html",)).get_content()
    token = response.json()["manageToken"]
    assert "Thank you for registering for Durga Puja." in text
    assert f"registration={response.json()['id']}&token={token}" in text
    assert f"registration={response.json()['id']}&amp;token={token}" in html
    attachments = {part.get_content_type(): part for part in message.iter_attachments()}
    assert set(attachments) == {"text/calendar", "image/png"}
    calendar = attachments["text/calendar"]
    assert calendar.get_filename() == f"event-{event.pk}.ics"
    (vevent,) = Calendar.from_ical(calendar.get_content()).walk("VEVENT")
    assert vevent["SUMMARY"] == "Durga Puja"
    # The check-in code, as a door volunteer's phone reads it.
    code = attachments["image/png"]
    assert f'src="cid:{code["Content-ID"].strip("<>")}"' in html
    (scanned,) = zxingcpp.read_barcodes(Image.open(io.BytesIO(code.get_content())))
    assert scanned.text == f"http://127.0.0.1:8000/admin/check-in/{event.pk}?registration={response.json()['id']}"
    wait_until(lambda: tasks()[0].status == TaskResultStatus.SUCCESSFUL, what=worker.log())


def test_mail_server_down_still_registers_and_the_email_follows_when_it_is_back(api_client, smtp_server, start_worker):
    smtp_server.stop()
    worker = start_worker()

    response = register(api_client, EventFactory(title="Kali Puja"))

    assert response.status_code == 201
    wait_until(lambda: any(task.status == TaskResultStatus.FAILED for task in tasks()), what=worker.log())
    assert smtp_server.messages == []
    smtp_server.start()
    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert message["Subject"] == "You're registered: Kali Puja"
    wait_until(lambda: tasks()[-1].status == TaskResultStatus.SUCCESSFUL, what=worker.log())
    statuses = [task.status for task in tasks()]
    assert statuses[-1] == TaskResultStatus.SUCCESSFUL
    assert set(statuses[:-1]) == {TaskResultStatus.FAILED}
    assert "Could not send the confirmation email (attempt 1 of 12)" in worker.log()


def test_worker_killed_mid_send_loses_nothing(api_client, smtp_server, start_worker):
    smtp_server.holding.set()
    first = start_worker(EMAIL_TIMEOUT="30")

    assert register(api_client, EventFactory(title="Saraswati Puja")).status_code == 201
    assert smtp_server.held.wait(WITHIN), first.log()
    first.kill()
    (task,) = tasks()
    assert task.status == TaskResultStatus.RUNNING
    smtp_server.holding.clear()

    second = start_worker(TASK_ABANDONED_AFTER="1")

    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert message["Subject"] == "You're registered: Saraswati Puja"
    wait_until(lambda: tasks()[0].status == TaskResultStatus.SUCCESSFUL, what=second.log())
    (task,) = tasks()
    assert len(task.worker_ids) == 2
    assert len(smtp_server.messages) == 1
    assert "abandoned by a worker that stopped mid-run" in second.log()


def test_contact_message_is_marked_forwarded_once_the_worker_sent_it(api_client, smtp_server, start_worker):
    smtp_server.stop()
    worker = start_worker()

    response = api_client.post(
        "/api/contact",
        {
            "firstName": "Rina",
            "lastName": "Das",
            "email": "rina@example.com",
            "subject": "volunteer",
            "message": "I would like to help.",
        },
        format="json",
    )

    assert response.status_code == 201
    wait_until(lambda: any(task.status == TaskResultStatus.FAILED for task in tasks()), what=worker.log())
    assert ContactMessage.objects.get().forwarded is False
    smtp_server.start()
    smtp_server.wait_for(1, within=WITHIN)
    wait_until(lambda: ContactMessage.objects.get().forwarded, what=worker.log())


def test_worker_told_to_stop_mid_send_finishes_the_email_first(api_client, smtp_server, start_worker):
    smtp_server.holding.set()
    worker = start_worker(EMAIL_TIMEOUT="30")
    assert register(api_client, EventFactory()).status_code == 201
    assert smtp_server.held.wait(WITHIN), worker.log()

    # Once from the container's supervisor, once to the whole process group.
    worker.process.send_signal(signal.SIGTERM)
    worker.process.send_signal(signal.SIGTERM)
    time.sleep(0.3)
    assert worker.process.poll() is None
    smtp_server.holding.clear()

    smtp_server.wait_for(1, within=WITHIN)
    assert worker.process.wait(timeout=WITHIN) == 0
    assert tasks()[0].status == TaskResultStatus.SUCCESSFUL
