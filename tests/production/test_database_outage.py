"""A database outage, end to end: the site keeps answering while PostgreSQL is
down, recovers by itself when it returns, and loses nothing it acknowledged.

The cluster is this test's own, on a spare port; the machine's server is never
touched. The mail server is down throughout, which must not cost a registration.
"""

import threading
import time

import pytest

from tests.production.serving import free_port, production_env, seed_event

pytestmark = pytest.mark.slow

UNAVAILABLE = {"message": "The service is temporarily unavailable. Please try again shortly."}
OUTAGE_SECONDS = 3.0


def _wait_for(check, *, within: float, step: float = 0.1) -> float:
    started = time.monotonic()
    while time.monotonic() - started < within:
        if check():
            return time.monotonic() - started
        time.sleep(step)
    raise AssertionError(f"not within {within:g} s")


class Registrar:
    """Keeps registering, one request at a time, until told to stop; remembers
    every answer."""

    def __init__(self, server, event_id: int) -> None:
        self.server = server
        self.event_id = event_id
        self.answers: list[tuple[int, dict]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def register(self, number: int):
        return self.server.post(
            "/api/registrations",
            {
                "eventId": self.event_id,
                "fullName": f"Guest {number}",
                "email": f"guest{number}@example.org",
                "guestCount": 2,
            },
        )

    def _run(self) -> None:
        number = 1000
        while not self._stop.is_set() and number < 3000:
            response = self.register(number)
            self.answers.append((response.status, response.json()))
            number += 1
            time.sleep(0.05)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc_info):
        self._stop.set()
        self._thread.join(timeout=30)


def _stored_registration_ids(cluster, database: str) -> set[int]:
    import psycopg

    with psycopg.connect(cluster.url(database)) as connection:
        return {row[0] for row in connection.execute("SELECT id FROM registrations_registration")}


def test_outage_answers_503_keeps_pages_up_recovers_and_loses_nothing(postgres_cluster, run_server, tmp_path):
    import psycopg

    with psycopg.connect(postgres_cluster.url(), autocommit=True) as connection:
        connection.execute("CREATE DATABASE cs_outage")
    env = production_env(
        database_url=postgres_cluster.url("cs_outage"),
        static_root=tmp_path / "static",
        media_root=tmp_path,
        port=free_port(),
        THROTTLE_REGISTRATIONS="100000/hour",
        # A mail server that refuses every connection.
        EMAIL_HOST="127.0.0.1",
        EMAIL_PORT=str(free_port()),
        EMAIL_USE_TLS="0",
        EMAIL_TIMEOUT="2",
    )
    server = run_server(env)
    event_id = seed_event(env)
    started = time.monotonic()

    with Registrar(server, event_id) as registrar:
        before = [registrar.register(number) for number in range(5)]
        assert [response.status for response in before] == [201] * 5

        postgres_cluster.stop("immediate")
        outage_started = time.monotonic()

        events = server.get("/api/events")
        assert events.status == 503
        assert events.json() == UNAVAILABLE
        assert events.header("Retry-After") == "30"
        refused = registrar.register(99)
        assert refused.status == 503
        assert refused.json() == UNAVAILABLE
        assert server.get("/api/admin/events").status in (401, 503)
        for path in ("/", "/events", "/gallery"):
            page = server.get(path)
            assert page.status == 200
            assert b'<div id="root">' in page.body
        assert server.get("/healthz").status == 200
        readyz = server.get("/readyz")
        assert readyz.status == 503
        assert readyz.json() == {"status": "unavailable"}

        time.sleep(max(0.0, OUTAGE_SECONDS - (time.monotonic() - outage_started)))
        postgres_cluster.start()
        database_back = time.monotonic()
        recovery = _wait_for(lambda: server.get("/readyz").status == 200, within=30)

        assert server.get("/api/events").status == 200
        assert [event["id"] for event in server.get("/api/events").json()] == [event_id]
        after = registrar.register(5)
        assert after.status == 201
        time.sleep(0.5)

    statuses = [status for status, _ in registrar.answers]
    assert set(statuses) <= {201, 503}, statuses
    assert 503 in statuses
    acknowledged = {response.json()["id"] for response in [*before, after]}
    acknowledged |= {body["id"] for status, body in registrar.answers if status == 201}
    assert acknowledged <= _stored_registration_ids(postgres_cluster, "cs_outage")

    # The task worker beside gunicorn came through the outage too: it goes on
    # trying to send the confirmations to the mail server that is down.
    def worker_tried_after_the_outage() -> bool:
        log = server.log()
        outage = log.find("The database is unavailable")
        return outage >= 0 and "Could not send the confirmation email" in log[outage:]

    _wait_for(worker_tried_after_the_outage, within=30)
    assert '"message": "Database unavailable' in server.log()

    print(
        f"\noutage test: {time.monotonic() - started:.1f} s in all; back to ready {recovery:.2f} s after the"
        f" database returned ({time.monotonic() - database_back:.1f} s ago); {statuses.count(201)} registrations"
        f" acknowledged and {statuses.count(503)} refused by the background writer; {len(acknowledged)} stored"
    )
