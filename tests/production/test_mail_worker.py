"""The container's email path: the entrypoint runs the task worker beside
gunicorn (or, with RUN_WORKER=0, leaves it to a container of its own), a
registration's confirmation reaches a real SMTP server through it, stopping the
container stops both, and a worker waits out a PostgreSQL outage."""

import contextlib
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mailing.tests.smtp import SmtpServer
from tests.postgres import scratch_database_or_skip
from tests.production.serving import ENTRYPOINT, ROOT, free_port, manage, production_env, seed_event

pytestmark = pytest.mark.slow

WITHIN = 60  # seconds; a container's worker starts in a few


@pytest.fixture
def database_url():
    with scratch_database_or_skip("mail") as url:
        yield url


@pytest.fixture
def smtp_server():
    server = SmtpServer()
    server.start()
    yield server
    server.stop()


def children(pid: int) -> dict[int, str]:
    """The processes `pid` started, with their command lines."""
    listing = Path(f"/proc/{pid}/task/{pid}/children")
    if not listing.exists():
        pytest.skip("This system does not list a process's children in /proc.")
    found = {}
    for child in listing.read_text().split():
        with contextlib.suppress(FileNotFoundError):  # it ended meanwhile
            found[int(child)] = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except FileNotFoundError:
        return False
    return state != "Z"


def register(server, event_id: int, email: str = "anita@example.org"):
    return server.post(
        "/api/registrations", {"eventId": event_id, "fullName": "Anita Sen", "email": email, "guestCount": 2}
    )


def queued_statuses(database_url: str) -> list[str]:
    import psycopg

    with psycopg.connect(database_url) as connection:
        return [row[0] for row in connection.execute("SELECT status FROM django_tasks_database_dbtaskresult")]


def test_container_sends_the_confirmation_through_its_own_worker_and_stops_all(
    database_url, smtp_server, run_server, tmp_path
):
    env = production_env(
        database_url=database_url, static_root=tmp_path / "static", media_root=tmp_path, port=free_port()
    )
    env.update(smtp_server.environment())
    server = run_server(env)
    event_id = seed_event(env, title="Durga Puja")

    response = register(server, event_id)

    assert response.status == 201
    (message,) = smtp_server.wait_for(1, within=WITHIN)
    assert message["Subject"] == "You're registered: Durga Puja"
    assert message.get_body(("html",)) is not None
    processes = children(server.process.pid)
    assert sorted("db_worker" in command for command in processes.values()) == [False, False, True], processes
    assert any("gunicorn" in command for command in processes.values()), processes
    # The third, the page renderer, which draws the public pages' first screens.
    assert any("renderer.js" in command for command in processes.values()), processes

    server.process.send_signal(signal.SIGTERM)  # as `docker stop` does: the first process only

    assert server.process.wait(timeout=WITHIN) == 0
    assert not any(alive(pid) for pid in processes)


def test_web_container_with_run_worker_0_leaves_email_to_a_worker_container(
    database_url, smtp_server, run_server, tmp_path
):
    env = production_env(
        database_url=database_url, static_root=tmp_path / "static", media_root=tmp_path, port=free_port()
    )
    env.update(smtp_server.environment(), RUN_WORKER="0")
    server = run_server(env)
    event_id = seed_event(env)

    assert register(server, event_id).status == 201

    assert "gunicorn" in Path(f"/proc/{server.process.pid}/cmdline").read_bytes().decode()
    assert not any("db_worker" in command for command in children(server.process.pid).values())
    time.sleep(1)
    assert queued_statuses(database_url) == ["READY"]
    assert smtp_server.messages == []

    with (tmp_path / "worker.log").open("wb") as log:
        worker = subprocess.Popen(
            ["sh", str(ENTRYPOINT), sys.executable, "manage.py", "db_worker"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        smtp_server.wait_for(1, within=WITHIN)
    finally:
        worker.terminate()
        assert worker.wait(timeout=WITHIN) == 0


def test_worker_waits_out_a_database_outage_and_carries_on(postgres_cluster, smtp_server, tmp_path):
    import psycopg

    with psycopg.connect(postgres_cluster.url(), autocommit=True) as connection:
        connection.execute("CREATE DATABASE cs_worker_outage")
    env = production_env(
        database_url=postgres_cluster.url("cs_worker_outage"), static_root=tmp_path / "static", media_root=tmp_path
    )
    env.update(smtp_server.environment())
    manage(env, "migrate", "--noinput", "--verbosity", "0")
    log_path = tmp_path / "worker.log"
    with log_path.open("wb") as log:
        worker = subprocess.Popen(
            [sys.executable, "manage.py", "db_worker", "--interval", "0.2"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        time.sleep(2)
        postgres_cluster.stop("immediate")
        deadline = time.monotonic() + WITHIN
        while "The database is unavailable" not in log_path.read_text():
            assert time.monotonic() < deadline, log_path.read_text()
            time.sleep(0.1)
        postgres_cluster.start()

        manage(
            env,
            "shell",
            "--no-imports",
            "-c",
            "from contact.services import contact_message_create; contact_message_create(first_name='Rina',"
            " last_name='Das', email='rina@example.org', subject='volunteer', message='After the outage')",
        )

        (message,) = smtp_server.wait_for(1, within=WITHIN)
        assert "After the outage" in message.get_body(("plain",)).get_content()
        assert worker.poll() is None, log_path.read_text()
    finally:
        worker.terminate()
        worker.wait(timeout=WITHIN)
