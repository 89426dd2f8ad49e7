"""Queueing a task as part of the change that causes it.

The site's task queue (django-tasks-db) is a table in the site's own database,
so a task queued inside a transaction is stored by that transaction: the change
and the work it owes (an email, a receipt) are kept together or not at all. A
task queued after the commit instead (`transaction.on_commit`) is lost whenever
the commit succeeds and the callback does not run: the process killed between
the two, the database dropping right after the commit, or an earlier callback
failing (Django skips the rest).

`enqueue` queues a task within the caller's transaction (at once outside one).
A backend that keeps its tasks anywhere else cannot take part in the
transaction: the immediate backend the tests use runs the task as it is queued,
which would send an email for a change that then rolls back. For such a backend
the task is queued once the transaction commits, as before.
"""

import functools
from typing import Any

from django.db import transaction
from django.tasks import Task, TaskResult
from django_tasks_db import DatabaseBackend


def stored_in_transaction(task: Task) -> bool:
    """Whether queueing `task` writes a row of the site's database (it has
    one), and so commits or rolls back with the caller's transaction."""
    return isinstance(task.get_backend(), DatabaseBackend)


def enqueue(task: Task, *args: Any, **kwargs: Any) -> TaskResult | None:
    """Queue `task(*args, **kwargs)` as part of the current transaction: stored
    when it commits, gone if it rolls back. Returns the task's result, or None
    when the backend takes it only after the commit (see above)."""
    if stored_in_transaction(task):
        return task.enqueue(*args, **kwargs)
    transaction.on_commit(functools.partial(task.enqueue, *args, **kwargs), robust=True)
    return None
