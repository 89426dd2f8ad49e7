"""`manage.py db_worker`: django-tasks-db's worker command, running the sturdier
worker of core/worker.py (abandoned tasks run again, database outages waited
out). Its options and start-up are the package's own; see `manage.py db_worker --help`."""

from django_tasks_db.management.commands import db_worker

from core.worker import Worker


class Command(db_worker.Command):
    help = (
        "Run the task worker (sends the site's email). Tasks abandoned by a worker that died are run "
        "again after TASK_ABANDONED_AFTER seconds; a database outage is waited out."
    )

    def handle(self, **options) -> None:
        # The package's handle() builds the worker its module names, and offers no
        # other way in; for the length of the command that name is ours, so every
        # option, check and the autoreloader stay exactly the package's.
        package_worker = db_worker.Worker
        db_worker.Worker = Worker
        try:
            super().handle(**options)
        finally:
            db_worker.Worker = package_worker
