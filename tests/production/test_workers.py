"""gunicorn's workers as gunicorn.conf.py runs them: forked from a master that
has loaded the site, and replaced after a number of requests without a pause
in the answers."""

import socket
import time

import pytest

from tests.postgres import scratch_database_or_skip
from tests.production.serving import free_port, production_env

pytestmark = pytest.mark.slow


@pytest.fixture
def database_url():
    with scratch_database_or_skip("workers") as url:
        yield url


@pytest.fixture
def two_processes(run_server, database_url, tmp_path):
    """Starts the container's path with two gunicorn processes and no task worker."""

    def start(**extra: str):
        env = production_env(
            database_url=database_url,
            static_root=tmp_path / "static",
            media_root=tmp_path,
            port=free_port(),
            WEB_CONCURRENCY="2",
            RUN_WORKER="0",
            **extra,
        )
        return run_server(env)

    return start


def test_workers_replaced_after_their_requests_answer_every_request(two_processes):
    server = two_processes(GUNICORN_MAX_REQUESTS="10", LOG_LEVEL="INFO")

    answers = [server.get("/api/settings") for _ in range(100)]

    assert {answer.status for answer in answers} == {200}
    log = server.log()
    # Each replaced worker said it was leaving: its last log lines were flushed.
    assert log.count("Worker exiting") >= 5
    assert log.count("Booting worker") >= 7
    assert server.process.poll() is None


def test_a_worker_whose_threads_are_busy_leaves_new_connections_to_a_free_one(two_processes):
    """Two processes of one thread each: while one is held by a slow client, every
    new connection is answered at once by the other, none waits behind the slow one."""
    server = two_processes(GUNICORN_THREADS="1", RUN_RENDERER="0")
    for _ in range(4):
        assert server.get("/healthz").status == 200
    with socket.create_connection(("127.0.0.1", server.port)) as slow:
        # Half a request: the thread that took it waits for the rest.
        slow.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        time.sleep(0.5)

        answers = [server.get("/healthz", timeout=3.0) for _ in range(12)]

        slow.sendall(b"\r\n")
        slow.settimeout(10)
        assert slow.recv(100).startswith(b"HTTP/1.1 200")
    assert [answer.status for answer in answers] == [200] * 12
    assert max(answer.seconds for answer in answers) < 2.0
