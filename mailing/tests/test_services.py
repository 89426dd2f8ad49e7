"""send_email and the templates' base layouts, with the "greeting" email made
for these tests (mailing/tests/templates/emails/)."""

import pytest
from django.core import mail
from django.db import connection, transaction
from django_tasks_db.models import DBTaskResult

from mailing.services import render_email, send_email
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)


sent: list[tuple] = []


def remember_sent(*args) -> None:
    sent.append(args)


@pytest.fixture(autouse=True)
def _forget_sent():
    sent.clear()


def test_email_has_a_text_and_an_html_part_each_in_its_base_layout(settings):
    settings.SITE_URL = "https://tbca.example.org"
    SiteSettingsFactory(group_name="Tracy Bengali <Cultural> & Co")

    send_email(template="greeting", to=["anita@example.com"], context={"name": "Anita"})

    (message,) = mail.outbox
    assert message.to == ["anita@example.com"]
    assert message.subject == "Hello Anita"
    assert message.body == "Hello Anita!\n\nTracy Bengali <Cultural> & Co\nhttps://tbca.example.org\n"
    ((html, mimetype),) = message.alternatives
    assert mimetype == "text/html"
    assert "<p>Hello Anita!</p>" in html
    assert "<title>Tracy Bengali &lt;Cultural&gt; &amp; Co</title>" in html
    assert '<a href="https://tbca.example.org"' in html


def test_text_part_shows_values_as_written_and_html_part_escapes_them():
    send_email(template="greeting", to=["a@example.com"], context={"name": "Tom & Jerry <script>"})

    (message,) = mail.outbox
    assert "Hello Tom & Jerry <script>!" in message.body
    html = message.alternatives[0][0]
    assert "Hello Tom &amp; Jerry &lt;script&gt;!" in html
    assert "<script>" not in html


def test_subject_is_one_line_whatever_the_values_hold():
    rendered = render_email(template="greeting", context={"name": "Anita\r\nBcc: someone@example.com"})

    assert rendered.subject == "Hello Anita Bcc: someone@example.com"


def test_reply_to_and_attachments_reach_the_email():
    send_email(
        template="greeting",
        to=["a@example.com"],
        reply_to=["organisers@example.org"],
        context={"name": "Anita"},
        attachments=[("event-1.ics", "BEGIN:VCALENDAR\r\nSUMMARY:দুর্গা পূজা\r\n".encode(), "text/calendar")],
    )

    (message,) = mail.outbox
    assert message.reply_to == ["organisers@example.org"]
    (attachment,) = message.attachments
    assert attachment.filename == "event-1.ics"
    assert attachment.mimetype == "text/calendar"
    assert attachment.content == "BEGIN:VCALENDAR\r\nSUMMARY:দুর্গা পূজা\r\n"


def test_email_leaves_only_when_the_transaction_commits():
    with transaction.atomic():
        send_email(template="greeting", to=["a@example.com"], context={"name": "Anita"})
        assert mail.outbox == []

    assert len(mail.outbox) == 1


def test_email_of_a_transaction_that_rolls_back_never_leaves():
    with pytest.raises(RuntimeError), transaction.atomic():
        send_email(template="greeting", to=["a@example.com"], context={"name": "Anita"})
        raise RuntimeError("the change that caused it failed")

    assert mail.outbox == []


def test_with_the_database_queue_the_email_s_task_is_stored_by_the_transaction_itself(database_queue):
    """Stored inside the transaction, not after its commit: nothing that
    happens after the commit (the process killed, the database dropping)
    can lose it."""
    with transaction.atomic():
        send_email(template="greeting", to=["a@example.com"], context={"name": "Anita"})
        (task,) = DBTaskResult.objects.all()
        connection.run_on_commit.clear()  # whatever it left for after the commit never runs

    assert DBTaskResult.objects.get().pk == task.pk
    assert task.task_path == "mailing.tasks.deliver_email"
    assert task.args_kwargs["args"][0]["to"] == ["a@example.com"]


def test_with_the_database_queue_a_transaction_that_rolls_back_stores_no_email(database_queue):
    with pytest.raises(RuntimeError), transaction.atomic():
        send_email(template="greeting", to=["a@example.com"], context={"name": "Anita"})
        raise RuntimeError("the change that caused it failed")

    assert not DBTaskResult.objects.exists()


def test_on_sent_runs_after_the_email_was_sent():
    send_email(
        template="greeting",
        to=["a@example.com"],
        context={"name": "Anita"},
        on_sent=remember_sent,
        on_sent_args=[7, "contact"],
    )

    assert len(mail.outbox) == 1
    assert sent == [(7, "contact")]


def test_on_sent_does_not_run_when_the_mail_server_fails(broken_mail):
    send_email(template="greeting", to=["a@example.com"], context={"name": "Anita"}, on_sent=remember_sent)

    assert mail.outbox == []
    assert sent == []


def test_failing_mail_server_raises_nothing_to_the_caller_and_is_logged(broken_mail, caplog):
    send_email(template="greeting", to=["a@example.com"], context={"name": "Anita"})

    assert mail.outbox == []
    assert "Could not send the greeting email" in caplog.text


def test_on_sent_must_be_a_function_the_worker_can_import():
    with pytest.raises(ValueError, match="not a module-level function"):
        send_email(template="greeting", to=["a@example.com"], context={"name": "A"}, on_sent=lambda: None)
