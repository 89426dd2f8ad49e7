"""`manage.py db_worker`: django-tasks-db's worker command, running the sturdier
worker of core/worker.py (abandoned tasks run again, database outages waited
out). Its options are the package's own; see `manage.py db_worker --help`."""

import logging
import os

from django.core.management.base import CommandError
from django.utils.autoreload import DJANGO_AUTORELOAD_ENV, run_with_reloader
from django_tasks_db.management.commands import db_worker

from core.worker import Worker

logger = logging.getLogger("django_tasks_db")


class Command(db_worker.Command):
    help = (
        "Run the task worker (sends the site's email). Tasks abandoned by a worker that died are run "
        "again after TASK_ABANDONED_AFTER seconds; a database outage is waited out."
    )

    # The package's handle(), building core.worker.Worker instead of its own.
    def handle(
        self,
        *,
        verbosity: int,
        queue_name: str,
        interval: float,
        batch: bool,
        backend_name: str,
        startup_delay: bool,
        reload: bool,
        max_tasks: int | None,
        worker_id: str,
        exclude_queues: str,
        **options,
    ) -> None:
        self.configure_logging(verbosity)
        if reload and batch:
            logger.warning("Warning: --reload and --batch cannot be specified together. Disabling autoreload.")
            reload = False
        queue_names = queue_name.split(",")
        excluded_queue_names = exclude_queues.split(",") if exclude_queues else []
        if excluded_queue_names and "*" not in queue_names:
            raise CommandError("--exclude-queues can only be used with --queue-name=*")
        worker = Worker(
            queue_names=queue_names,
            interval=interval,
            batch=batch,
            backend_name=backend_name,
            startup_delay=startup_delay,
            max_tasks=max_tasks,
            worker_id=worker_id,
            excluded_queue_names=excluded_queue_names,
        )
        if reload:
            if os.environ.get(DJANGO_AUTORELOAD_ENV) == "true":
                worker.configure_signals()
            run_with_reloader(worker.run)
        else:
            worker.configure_signals()
            worker.run()
