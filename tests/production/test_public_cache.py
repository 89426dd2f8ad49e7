"""The public reads' cache under gunicorn's several worker processes: each keeps
its own rendered answers, yet a change made through one worker is what every
worker answers next."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.postgres import scratch_database_or_skip
from tests.production.serving import free_port, manage, production_env

pytestmark = pytest.mark.slow

READS = 40

SEED = """
from datetime import timedelta
from core.dates import local_today
from events.models import Event
event = Event.objects.create(
    title="Durga Puja", date=local_today() + timedelta(days=14), venue="Hall", address="1 Main St", capacity=10
)
print(event.pk)
"""


@pytest.fixture
def database_url():
    with scratch_database_or_skip("public_cache") as url:
        yield url


def spots_left_everywhere(server, path: str) -> set:
    """Many reads at once, on separate connections, so that every worker answers some."""
    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(lambda _: server.get(path), range(READS)))
    assert {answer.status for answer in answers} == {200}
    return {answer.json()["spotsLeft"] for answer in answers}


def test_a_registration_through_one_worker_is_read_back_from_every_worker(run_server, database_url, tmp_path):
    env = production_env(
        database_url=database_url,
        static_root=tmp_path / "static",
        media_root=tmp_path,
        port=free_port(),
        WEB_CONCURRENCY="3",
        THROTTLE_REGISTRATIONS="100000/hour",
    )
    server = run_server(env)
    event_id = int(manage(env, "shell", "--no-imports", "-c", SEED).stdout.strip().splitlines()[-1])
    path = f"/api/events/{event_id}"
    assert spots_left_everywhere(server, path) == {10}

    registered = server.post(
        "/api/registrations",
        {"eventId": event_id, "fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 3},
        headers={"X-Forwarded-Proto": "https"},
    )

    assert registered.status == 201, registered.body
    assert spots_left_everywhere(server, path) == {7}
