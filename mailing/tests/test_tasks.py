"""Trying again: each failed attempt queues the next one, later, through the
database queue; run here by the site's worker in the test's own process (the
worker as a process of its own is tested in test_worker.py)."""

from datetime import timedelta

import pytest
from django.tasks import TaskResultStatus
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from mailing.services import send_email
from mailing.tasks import retry_delay
from mailing.tests.worker import run_queue

pytestmark = pytest.mark.django_db(transaction=True)


def queued() -> list[DBTaskResult]:
    return list(DBTaskResult.objects.order_by("enqueued_at"))


def make_due(task: DBTaskResult) -> None:
    DBTaskResult.objects.filter(pk=task.pk).update(run_after=timezone.now())


def greet(to: str = "anita@example.com") -> None:
    send_email(template="greeting", to=[to], context={"name": "Anita"})


def test_email_waits_in_the_queue_until_a_worker_sends_it(database_queue, smtp_server):
    greet()

    (task,) = queued()
    assert task.status == TaskResultStatus.READY
    assert task.task_path == "mailing.tasks.deliver_email"
    assert smtp_server.messages == []

    run_queue()

    (message,) = smtp_server.wait_for(1, within=5)
    assert message["To"] == "anita@example.com"
    assert DBTaskResult.objects.get(pk=task.pk).status == TaskResultStatus.SUCCESSFUL


def test_mail_server_down_queues_the_next_attempt_after_the_first_delay(database_queue, smtp_server, settings, caplog):
    settings.EMAIL_RETRY_DELAY = 30
    smtp_server.stop()
    greet()

    before = timezone.now()
    run_queue()

    first, second = queued()
    assert first.status == TaskResultStatus.FAILED
    assert first.exception_class_path == "mailing.tasks.EmailDeferred"
    assert "Attempt 1 of 12 failed" in first.traceback
    assert second.status == TaskResultStatus.READY
    assert second.args_kwargs["kwargs"] == {"attempt": 2}
    assert second.args_kwargs["args"] == first.args_kwargs["args"]
    assert before + timedelta(seconds=29) < second.run_after < timezone.now() + timedelta(seconds=31)
    assert "Could not send the greeting email (attempt 1 of 12)" in caplog.text


def test_mail_arrives_when_the_server_is_back_for_a_later_attempt(database_queue, smtp_server):
    smtp_server.stop()
    greet()
    run_queue()
    smtp_server.start()

    run_queue()
    assert smtp_server.messages == []  # the next attempt is not due yet
    make_due(queued()[-1])
    run_queue()

    (message,) = smtp_server.wait_for(1, within=5)
    assert message["Subject"] == "Hello Anita"
    assert [task.status for task in queued()] == [TaskResultStatus.FAILED, TaskResultStatus.SUCCESSFUL]


def test_after_the_last_attempt_the_email_is_given_up_and_logged(database_queue, smtp_server, settings, caplog):
    settings.EMAIL_RETRY_ATTEMPTS = 2
    smtp_server.stop()
    greet()
    run_queue()
    make_due(queued()[-1])

    run_queue()

    first, last = queued()
    assert (first.status, last.status) == (TaskResultStatus.FAILED, TaskResultStatus.FAILED)
    assert last.exception_class_path == "builtins.ConnectionRefusedError"
    assert "Gave up on the greeting email after 2 attempts" in caplog.text


def test_a_recipient_the_server_does_not_know_is_not_tried_again(database_queue, smtp_server, caplog):
    smtp_server.refuse["nobody@example.com"] = "550 5.1.1 No such user here"
    greet(to="nobody@example.com")

    run_queue()

    (task,) = queued()
    assert task.status == TaskResultStatus.FAILED
    assert task.exception_class_path == "smtplib.SMTPRecipientsRefused"
    assert "The greeting email was refused and will not be sent" in caplog.text


def test_a_server_that_says_try_later_gets_the_email_again_later(database_queue, smtp_server):
    smtp_server.refuse["busy@example.com"] = "451 4.3.0 Mailbox busy, try again later"
    greet(to="busy@example.com")
    run_queue()
    del smtp_server.refuse["busy@example.com"]
    make_due(queued()[-1])

    run_queue()

    (message,) = smtp_server.wait_for(1, within=5)
    assert message["To"] == "busy@example.com"


def test_each_delay_doubles_up_to_the_maximum(settings):
    settings.EMAIL_RETRY_DELAY = 30
    settings.EMAIL_RETRY_MAX_DELAY = 3600

    delays = [retry_delay(attempt).total_seconds() for attempt in range(1, 12)]

    assert delays == [30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]
