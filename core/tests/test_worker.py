from datetime import timedelta

import pytest
from django.core.management import get_commands
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
