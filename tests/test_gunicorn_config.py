"""gunicorn.conf.py's settings as the container's environment gives them."""

import runpy
from pathlib import Path

import pytest

CONFIG = Path(__file__).resolve().parent.parent / "gunicorn.conf.py"


def config(monkeypatch, **env: str) -> dict:
    for name in ("GUNICORN_THREADS", "GUNICORN_WORKER_CONNECTIONS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(CONFIG))


@pytest.mark.parametrize(("env", "threads", "connections"), [({}, 4, 8), ({"GUNICORN_THREADS": "6"}, 6, 12)])
def test_a_worker_holds_no_more_connections_than_it_can_answer_soon(monkeypatch, env, threads, connections):
    settings = config(monkeypatch, **env)

    assert settings["threads"] == threads
    # Answering or waiting for a thread, kept-alive ones included: as many kept alive as threads.
    assert settings["worker_connections"] == connections
    assert settings["worker_connections"] - settings["threads"] == threads


def test_the_connections_a_worker_holds_can_be_set(monkeypatch):
    assert config(monkeypatch, GUNICORN_WORKER_CONNECTIONS="20")["worker_connections"] == 20
