"""gunicorn's workers as gunicorn.conf.py runs them: forked from a master that
has loaded the site, and replaced after a number of requests without a pause
in the answers."""

import pytest

from tests.postgres import scratch_database_or_skip
from tests.production.serving import free_port, production_env

pytestmark = pytest.mark.slow


@pytest.fixture
def database_url():
    with scratch_database_or_skip("workers") as url:
        yield url


def test_workers_replaced_after_their_requests_answer_every_request(run_server, database_url, tmp_path):
    env = production_env(
        database_url=database_url,
        static_root=tmp_path / "static",
        media_root=tmp_path,
        port=free_port(),
        WEB_CONCURRENCY="2",
        GUNICORN_MAX_REQUESTS="10",
        LOG_LEVEL="INFO",
        RUN_WORKER="0",
    )
    server = run_server(env)

    answers = [server.get("/api/settings") for _ in range(100)]

    assert {answer.status for answer in answers} == {200}
    log = server.log()
    # Each replaced worker said it was leaving: its last log lines were flushed.
    assert log.count("Worker exiting") >= 5
    assert log.count("Booting worker") >= 7
    assert server.process.poll() is None
