import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from django.db import connection

from core.worker import Worker

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _test_templates(settings):
    """The "greeting" email of mailing/tests/templates/emails/, for these tests."""
    engine = settings.TEMPLATES[0]
    settings.TEMPLATES = [{**engine, "DIRS": [*engine["DIRS"], Path(__file__).parent / "templates"]}]


@pytest.fixture
def database_queue(settings):
    """Tasks wait in the database, as in production, instead of running at once."""
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}


def run_queue() -> None:
    """Run every task that is due, in this process, with the site's worker; stop
    when none is left."""
    Worker(
        queue_names=["default"],
        interval=0,
        batch=True,
        backend_name="default",
        startup_delay=False,
        max_tasks=None,
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


def _database_url() -> str:
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


@pytest.fixture
def start_worker(transactional_db, database_queue, smtp_server, tmp_path):
    """Starts task workers that send to `smtp_server`, retrying quickly; each is
    stopped after the test, before its database is emptied."""
    workers: list[WorkerProcess] = []
    passed = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "PYTEST_"))}

    def start(**env: str) -> WorkerProcess:
        worker = WorkerProcess(
            {
                **passed,
                "DEBUG": "1",
                "LOG_FORMAT": "text",
                "DATABASE_URL": _database_url(),
                **smtp_server.environment(),
                "EMAIL_RETRY_DELAY": "0.3",
                **env,
            },
            tmp_path / f"worker-{len(workers) + 1}.log",
        )
        workers.append(worker)
        return worker

    yield start
    for worker in workers:
        worker.stop()
