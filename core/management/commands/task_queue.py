"""`manage.py task_queue`: how the task queue stands, for a shell in the
container (the back office lists every task too, under "Task Results")."""

from datetime import datetime, timedelta

from django.core.management.base import BaseCommand
from django.db.models import Min
from django.utils import timezone
from django_tasks_db.models import DBTaskResult


def _local(moment: datetime) -> str:
    return f"{timezone.localtime(moment):%Y-%m-%d %H:%M:%S}"


def _last_line(traceback: str) -> str:
    """The exception and its message, the end of the traceback."""
    lines = [line.strip() for line in traceback.splitlines() if line.strip()]
    return lines[-1] if lines else ""


class Command(BaseCommand):
    help = "Show the task queue: tasks waiting, running, finished in the last day, and the latest failures."

    def add_arguments(self, parser):
        parser.add_argument("--failures", type=int, default=10, help="How many recent failures to list (default 10).")

    def handle(self, *args, failures: int, **options):
        tasks = DBTaskResult.objects
        due = tasks.ready()
        later = tasks.filter(status="READY").exclude(pk__in=due.values("pk"))
        day_ago = timezone.now() - timedelta(days=1)
        oldest = due.aggregate(oldest=Min("enqueued_at"))["oldest"]
        upcoming = later.aggregate(upcoming=Min("run_after"))["upcoming"]

        lines = [
            f"Due now: {due.count()}" + (f" (the oldest queued at {_local(oldest)})" if oldest else ""),
            f"Waiting to be tried again: {later.count()}" + (f" (the next at {_local(upcoming)})" if upcoming else ""),
            f"Running: {tasks.running().count()}",
            f"Succeeded in the last 24 hours: {tasks.successful().filter(finished_at__gte=day_ago).count()}",
            f"Failed in the last 24 hours: {tasks.failed().filter(finished_at__gte=day_ago).count()}",
        ]
        recent = tasks.failed().order_by("-finished_at")[:failures]
        if recent:
            lines.append("Latest failures:")
            lines += [
                f"  {_local(task.finished_at)} {task.task_name} {task.id}: {_last_line(task.traceback)}"
                for task in recent
            ]
        self.stdout.write("\n".join(lines))
