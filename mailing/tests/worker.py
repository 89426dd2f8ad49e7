"""The task queue in tests: the site's worker run in the test's process
(`run_queue`), or `manage.py db_worker` as a process of its own (`WorkerProcess`,
started by the `start_worker` fixture of the root conftest.py)."""

import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from django.db import connection

from core.worker import Worker

ROOT = Path(__file__).resolve().parents[2]


def run_queue(*, max_tasks: int | None = None) -> None:
    """Run every task that is due (at most `max_tasks`), in this process, with
    the site's worker, in the order it takes them; stop when none is left."""
    Worker(
        queue_names=["default"],
        interval=0,
        batch=True,
        backend_name="default",
        startup_delay=False,
        max_tasks=max_tasks,
        worker_id="test-worker",
        excluded_queue_names=[],
    ).run()


class WorkerProcess:
    """`manage.py db_worker` as a process of its own, on the test's database."""

    def __init__(self, env: dict[str, str], log_path: Path) -> None:
        self.log_path = log_path
        with log_path.open("wb") as log:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "manage.py",
                    "db_worker",
                    "--no-reload",
                    "--no-startup-delay",
                    "--interval",
                    "0.1",
                ],
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def kill(self) -> None:
        """As the kernel ends a process out of memory: no chance to finish anything."""
        self.process.kill()
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


def database_url() -> str:
    """The test database, as DATABASE_URL spells it, for another process."""
    database = connection.settings_dict
    if connection.vendor == "sqlite":
        if connection.is_in_memory_db():
            pytest.skip("The test database is in memory, where no other process can see it.")
        return f"sqlite:///{database['NAME']}"
    credentials = quote(database["USER"] or "", safe="")
    if database["PASSWORD"]:
        credentials += ":" + quote(database["PASSWORD"], safe="")
    host = database["HOST"] or "localhost"
    port = f":{database['PORT']}" if database["PORT"] else ""
    return f"postgres://{credentials}@{host}{port}/{database['NAME']}"
