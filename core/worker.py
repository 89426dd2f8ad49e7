"""The task worker, as django-tasks-db's `db_worker` runs it, made sturdier for
a container that runs for months:

- A task whose worker died mid-run (killed, out of memory, the machine lost)
  stays "running" for ever in django-tasks-db; any worker puts such a task back
  in the queue once it has been running longer than TASK_ABANDONED_AFTER, so it
  is not lost. A task may then run twice (an email the mail server took just
  before the worker died is sent again): at least once, never zero times.
- A database outage does not end the worker: it waits and carries on, as the
  web processes do.
- A second SIGTERM while the current task finishes does not cut it short (the
  container's supervisor passes the platform's stop signal on, and the same
  signal may reach the whole process group); a second Ctrl+C still does.

Which task runs next is the package's choice, kept as it is: the highest
`priority` first, then the one that may run soonest, then the oldest
(DBTaskResult's ordering). That is how a sign-in code (mailing.services.URGENT)
overtakes a rush's confirmations.
"""

import logging
import signal
import threading
import time
from datetime import timedelta
from types import FrameType

from django.conf import settings
from django.db import InterfaceError, OperationalError, close_old_connections, connection
from django.tasks import TaskResultStatus
from django.utils import timezone
from django_tasks_db.management.commands import db_worker
from django_tasks_db.models import DBTaskResult

logger = logging.getLogger(__name__)

# How long the worker waits for the database to come back before looking again.
DATABASE_RETRY_SECONDS = 5


def tasks_requeue_abandoned(*, older_than: timedelta) -> list[str]:
    """Put tasks back in the queue that have been running for longer than
    `older_than`: their worker is gone. Returns their ids."""
    stale = DBTaskResult.objects.filter(
        status=TaskResultStatus.RUNNING, started_at__lt=timezone.now() - older_than
    ).values_list("id", flat=True)
    requeued = []
    for task_id in stale:
        # Only if it is still running, so two workers never requeue it both.
        if DBTaskResult.objects.filter(id=task_id, status=TaskResultStatus.RUNNING).update(
            status=TaskResultStatus.READY
        ):
            requeued.append(str(task_id))
    for task_id in requeued:
        logger.warning("Task %s was abandoned by a worker that stopped mid-run; it is queued again", task_id)
    return requeued


class Worker(db_worker.Worker):
    def run(self) -> None:
        if self.batch:
            # A batch run ends when the queue is empty; one look is enough.
            self._requeue_abandoned()
        else:
            threading.Thread(target=self._watch_abandoned, name="abandoned-tasks", daemon=True).start()
        while True:
            try:
                return super().run()
            except (OperationalError, InterfaceError) as error:
                if not self.running:
                    raise
                logger.warning(
                    "The database is unavailable (%s); the worker tries again in %s s",
                    str(error).strip(),
                    DATABASE_RETRY_SECONDS,
                )
                close_old_connections()
                connection.close()
                time.sleep(DATABASE_RETRY_SECONDS)

    def _requeue_abandoned(self) -> None:
        try:
            tasks_requeue_abandoned(older_than=timedelta(seconds=settings.TASK_ABANDONED_AFTER))
        except (OperationalError, InterfaceError):
            # The main loop reports database outages; this only looks again later.
            logger.debug("Could not look for abandoned tasks", exc_info=True)

    def _watch_abandoned(self) -> None:
        pause = min(settings.TASK_ABANDONED_AFTER / 2, 60)
        while True:
            self._requeue_abandoned()
            # This thread's own connection: nothing else would close it.
            connection.close()
            time.sleep(pause)

    def shutdown(self, signum: int, frame: FrameType | None) -> None:
        if not self.running and signum == signal.SIGTERM:
            logger.info("Received SIGTERM again; still finishing the current task")
            return
        super().shutdown(signum, frame)
