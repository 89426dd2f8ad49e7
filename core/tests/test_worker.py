import io
from datetime import timedelta

import pytest
from django.core.management import call_command, get_commands
from django.tasks import TaskResultStatus
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.worker import tasks_requeue_abandoned

pytestmark = pytest.mark.django_db


def task(status: str, *, started_minutes_ago: float | None = None) -> DBTaskResult:
    return DBTaskResult.objects.create(
        status=status,
        args_kwargs={"args": [], "kwargs": {}},
        task_path="mailing.tasks.deliver_email",
        backend_name="default",
        started_at=None if started_minutes_ago is None else timezone.now() - timedelta(minutes=started_minutes_ago),
        worker_ids=["gone"],
    )


def test_a_task_running_longer_than_the_limit_is_queued_again():
    abandoned = task(TaskResultStatus.RUNNING, started_minutes_ago=6)
    busy = task(TaskResultStatus.RUNNING, started_minutes_ago=1)
    finished = task(TaskResultStatus.SUCCESSFUL, started_minutes_ago=60)
    waiting = task(TaskResultStatus.READY)

    requeued = tasks_requeue_abandoned(older_than=timedelta(minutes=5))

    assert requeued == [str(abandoned.pk)]
    statuses = dict(DBTaskResult.objects.values_list("pk", "status"))
    assert statuses == {
        abandoned.pk: TaskResultStatus.READY,
        busy.pk: TaskResultStatus.RUNNING,
        finished.pk: TaskResultStatus.SUCCESSFUL,
        waiting.pk: TaskResultStatus.READY,
    }
    assert DBTaskResult.objects.ready().filter(pk=abandoned.pk).exists()


def test_db_worker_is_the_sites_own_command():
    assert get_commands()["db_worker"] == "core"


@pytest.mark.django_db(transaction=True)
def test_the_command_runs_the_sites_worker_which_takes_abandoned_tasks_back(settings):
    """Only core.worker.Worker puts an abandoned task back in the queue; the
    package's own worker would leave it running for ever."""
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    settings.TASK_ABANDONED_AFTER = 60
    abandoned = task(TaskResultStatus.RUNNING, started_minutes_ago=6)

    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", "--interval", "0")

    abandoned.refresh_from_db()
    assert abandoned.status != TaskResultStatus.RUNNING
    assert abandoned.worker_ids[-1] != "gone"


def test_task_queue_shows_what_waits_runs_and_failed(settings):
    settings.TIME_ZONE = "UTC"
    now = timezone.now()
    task(TaskResultStatus.READY)
    retry = task(TaskResultStatus.READY)
    DBTaskResult.objects.filter(pk=retry.pk).update(run_after=now + timedelta(minutes=5))
    task(TaskResultStatus.RUNNING, started_minutes_ago=1)
    failed = task(TaskResultStatus.FAILED, started_minutes_ago=2)
    DBTaskResult.objects.filter(pk=failed.pk).update(
        finished_at=now,
        traceback="Traceback (most recent call last):\n  ...\nmailing.tasks.EmailDeferred: Attempt 1 of 12 failed\n",
    )
    out = io.StringIO()

    call_command("task_queue", stdout=out)

    lines = out.getvalue().splitlines()
    assert lines[0].startswith("Due now: 1 (the oldest queued at ")
    assert lines[1] == f"Waiting to be tried again: 1 (the next at {now + timedelta(minutes=5):%Y-%m-%d %H:%M:%S})"
    assert lines[2:5] == ["Running: 1", "Succeeded in the last 24 hours: 0", "Failed in the last 24 hours: 1"]
    assert lines[5:] == [
        "Latest failures:",
        f"  {now:%Y-%m-%d %H:%M:%S} deliver_email {failed.pk}: mailing.tasks.EmailDeferred: Attempt 1 of 12 failed",
    ]
