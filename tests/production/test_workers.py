"""gunicorn's workers as gunicorn.conf.py runs them: forked from a master that
has loaded the site, and replaced after a number of requests without a pause
in the answers."""

import hashlib
import socket
import time

import psycopg
import pytest

from tests.postgres import scratch_database_or_skip
from tests.production.serving import free_port, manage, production_env

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
        server = run_server(env)
        server.env = env
        return server

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


def test_a_worker_whose_threads_are_busy_leaves_new_connections_to_a_free_one(two_processes, database_url):
    """Two processes of one thread each: while one is held by a slow answer (its
    query waits on a table another connection has locked), every new connection
    is answered at once by the other, none waits behind the slow one."""
    server = two_processes(GUNICORN_THREADS="1", RUN_RENDERER="0")
    for _ in range(4):
        assert server.get("/healthz").status == 200
    with psycopg.connect(database_url) as lock, socket.create_connection(("127.0.0.1", server.port)) as slow:
        lock.execute("LOCK TABLE registrations_registration IN ACCESS EXCLUSIVE MODE")
        slow.sendall(b"GET /api/registrations/1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        time.sleep(0.5)

        answers = [server.get("/healthz", timeout=3.0) for _ in range(12)]

        lock.rollback()
        slow.settimeout(10)
        assert slow.recv(100).startswith(b"HTTP/1.1 404")
    assert [answer.status for answer in answers] == [200] * 12
    assert max(answer.seconds for answer in answers) < 2.0


SLOW_POST = (
    b"POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
)


def test_bodies_sent_a_byte_at_a_time_hold_no_thread_and_are_cut_off(two_processes):
    """24 clients sending their bodies a byte at a time, three times the 2 x 4
    threads: the site answers everyone else at once, and cuts the trickles off
    (408) once their time is up. The bodies are read beside the threads."""
    server = two_processes(GUNICORN_READ_TIMEOUT="4", RUN_RENDERER="0")
    for _ in range(4):
        assert server.get("/api/settings").status == 200
    slow = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(24)]
    try:
        for connection in slow:
            connection.sendall(SLOW_POST + b"{")
        answers = []
        for _ in range(6):
            for connection in slow:
                connection.sendall(b" ")
            answers += [server.get("/healthz", timeout=3.0), server.get("/api/settings", timeout=3.0)]
            time.sleep(0.5)

        # gunicorn's own worker answers none of them: every thread waits on a trickle.
        assert {answer.status for answer in answers} == {200}
        assert max(answer.seconds for answer in answers) < 2.0
        for connection in slow:
            connection.settimeout(15)
            assert connection.recv(100).startswith(b"HTTP/1.1 408"), "a trickling body was not cut off"
    finally:
        for connection in slow:
            connection.close()
    assert "Refused a request from 127.0.0.1: 408" in server.log()


UPLOAD_URL = """
from uploads.api import _signer
from uploads.models import Upload
from uploads.services import upload_start
upload = upload_start(kind=Upload.Kind.AUDIO)
token = upload.key.removeprefix("uploads/")
signature = _signer().sign(token).removeprefix(f"{token}:")
print(f"/api/objects/uploads/{token}?signature={signature}")
"""


def test_a_slow_but_steady_upload_arrives_whole(two_processes, tmp_path):
    """A 300 KiB track over six seconds, longer than the read timeout but at a
    steady pace: stored whole (into a temporary file while it arrives)."""
    server = two_processes(GUNICORN_READ_TIMEOUT="2", RUN_RENDERER="0")
    path = manage(server.env, "shell", "--no-imports", "-c", UPLOAD_URL).stdout.strip().splitlines()[-1]
    track = b"ID3\x04\x00\x00\x00\x00\x00\x00" + bytes(range(256)) * 1200
    head = (
        f"PUT {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: audio/mpeg\r\nContent-Length: {len(track)}\r\n\r\n"
    ).encode()
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", server.port)) as upload:
        upload.sendall(head)
        piece = len(track) // 30 + 1
        for offset in range(0, len(track), piece):
            upload.sendall(track[offset : offset + piece])
            time.sleep(0.2)
        upload.settimeout(15)
        answer = upload.recv(4096)
    took = time.monotonic() - started

    assert took > 5
    assert answer.startswith(b"HTTP/1.1 200"), answer
    assert f'ETag: "{hashlib.md5(track).hexdigest()}"'.encode() in answer
    stored = tmp_path / path.split("?")[0].removeprefix("/api/objects/")
    assert stored.read_bytes() == track
