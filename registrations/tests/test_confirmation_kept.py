"""A registration answered 201 always gets its confirmation: the task that
writes it is stored in the registration's own transaction, and the "sent" mark
(`confirmation_sent_at`) commits only with the email's delivery task. Run with
the database queue and the site's worker, as in production."""

import threading
import time
from datetime import timedelta

import psycopg
import pytest
from django.db import connection
from django.db.backends.base.base import BaseDatabaseWrapper
from django.tasks import TaskResultStatus
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

import mailing.services
from events.tests.factories import EventFactory
from mailing.tests.worker import run_queue
from registrations.models import Registration
from registrations.tests.helpers import register
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db(transaction=True)

WITHIN = 20  # seconds


def queued(task_path: str) -> list[DBTaskResult]:
    return list(DBTaskResult.objects.filter(task_path=task_path).order_by("enqueued_at"))


def welcome_tasks() -> list[DBTaskResult]:
    return queued("registrations.tasks.send_welcome")


def email_tasks() -> list[DBTaskResult]:
    return queued("mailing.tasks.deliver_email")


@pytest.fixture
def post_commit_lost(monkeypatch):
    """Nothing a transaction leaves for after its commit ever runs: as when the
    process dies, or the database drops, right after the commit."""

    def lose(self):
        self.validate_no_atomic_block()
        self.run_on_commit = []

    monkeypatch.setattr(BaseDatabaseWrapper, "run_and_clear_commit_hooks", lose)


@pytest.mark.usefixtures("post_commit_lost")
def test_a_registration_whose_post_commit_work_never_runs_still_gets_its_confirmation(
    api_client, database_queue, smtp_server
):
    response = register(api_client, EventFactory(title="Durga Puja"))

    assert response.status_code == 201
    (task,) = welcome_tasks()
    assert task.status == TaskResultStatus.READY
    assert task.args_kwargs["args"] == [response.json()["id"]]
    run_queue()
    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert message["Subject"] == "You're registered: Durga Puja"
    assert Registration.objects.get().confirmation_sent_at is not None


class Killed(BaseException):
    """The worker's process ends here, in the middle of its task, as a kill ends it."""


def test_a_worker_dying_between_the_claim_and_the_queue_leaves_neither_and_the_task_sends_it(
    api_client, database_queue, smtp_server, monkeypatch, settings
):
    settings.TASK_ABANDONED_AFTER = 60
    response = register(api_client, EventFactory(title="Kali Puja"))
    assert response.status_code == 201

    def killed(*args, **kwargs):
        raise Killed()

    # The confirmation is claimed and written; the worker dies as its delivery task is stored.
    with monkeypatch.context() as patched:
        patched.setattr(mailing.services, "enqueue", killed)
        run_queue()

    assert Registration.objects.get().confirmation_sent_at is None
    assert email_tasks() == []
    # What a killed worker leaves in the queue: its task running, since it started.
    (welcome,) = welcome_tasks()
    DBTaskResult.objects.filter(pk=welcome.pk).update(
        status=TaskResultStatus.RUNNING, started_at=timezone.now() - timedelta(minutes=2)
    )

    # The next worker puts the abandoned task back in the queue and runs it again.
    run_queue()

    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert message["Subject"] == "You're registered: Kali Puja"
    assert Registration.objects.get().confirmation_sent_at is not None
    assert [task.status for task in welcome_tasks()] == [TaskResultStatus.SUCCESSFUL]


def test_a_party_asking_again_while_the_first_email_is_unsent_still_gets_only_one(
    api_client, database_queue, smtp_server
):
    """The claim still limits the emails: a refused manage link queues the
    confirmation once, and the welcome task then finds it sent."""
    response = register(api_client, EventFactory())
    registration_id = response.json()["id"]

    refused = api_client.get(f"/api/registrations/{registration_id}", HTTP_X_REGISTRATION_TOKEN="wrong")
    run_queue()

    assert refused.status_code == 403
    smtp_server.wait_for(1, within=WITHIN)
    time.sleep(0.2)
    assert len(smtp_server.messages) == 1
    (welcome,) = welcome_tasks()
    assert welcome.status == TaskResultStatus.SUCCESSFUL
    assert welcome.return_value is False


def _waiting_for_a_lock(cursor) -> list[str]:
    """The statements of this database's sessions that wait for a lock."""
    cursor.execute("SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")
    return [query for (query,) in cursor.fetchall()]


def _session() -> psycopg.Connection:
    """A connection of the test's own to the test database, beside Django's."""
    params = connection.get_connection_params()
    return psycopg.connect(
        **{key: params[key] for key in ("dbname", "user", "password", "host", "port") if params.get(key)}
    )


@pytest.mark.postgres
@pytest.mark.slow
def test_a_worker_killed_between_the_claim_and_the_queue_loses_no_confirmation(api_client, smtp_server, start_worker):
    """A real worker process, killed after it claimed the confirmation and
    before it stored the email's delivery task: the database holds it there
    (the site's settings, which the email reads, are locked by the test)."""
    response = register(api_client, EventFactory(title="Saraswati Puja"))
    assert response.status_code == 201
    settings_table = SiteSettings._meta.db_table
    with _session() as holder, _session() as watch, watch.cursor() as looking:
        watch.autocommit = True
        holder.execute(f'LOCK TABLE "{settings_table}" IN ACCESS EXCLUSIVE MODE')
        first = start_worker()
        deadline = time.monotonic() + WITHIN
        while not any(f'FROM "{settings_table}"' in query for query in _waiting_for_a_lock(looking)):
            assert time.monotonic() < deadline, f"the worker never reached the email\n{first.log()}"
            time.sleep(0.05)
        # The worker has claimed the confirmation and is writing its email: nothing is marked yet.
        assert Registration.objects.get().confirmation_sent_at is None

        first.kill()
        holder.commit()

    second = start_worker(TASK_ABANDONED_AFTER="1")

    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert message["Subject"] == "You're registered: Saraswati Puja"
    deadline = time.monotonic() + WITHIN
    while not all(task.status == TaskResultStatus.SUCCESSFUL for task in welcome_tasks() + email_tasks()):
        assert time.monotonic() < deadline, second.log()
        time.sleep(0.05)
    assert "abandoned by a worker that stopped mid-run" in second.log()
    assert Registration.objects.get().confirmation_sent_at is not None
    assert len(smtp_server.messages) == 1


def test_the_claim_commits_only_with_the_email(database_queue, smtp_server):
    """Two claimers at once (the welcome task, the party asking again): one
    claims and queues, the other waits for it and finds the email sent."""
    from registrations.services import registration_welcome
    from registrations.tests.factories import RegistrationFactory

    registration = RegistrationFactory()
    answers: list[bool] = []

    def claim() -> None:
        try:
            answers.append(registration_welcome(registration=Registration.objects.get(pk=registration.pk)))
        finally:
            connection.close()

    threads = [threading.Thread(target=claim) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=WITHIN)

    assert sorted(answers) == [False, True]
    assert len(email_tasks()) == 1
