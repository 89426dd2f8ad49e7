"""The container's supervisor, with stand-ins for gunicorn and the worker that
write down what happens to them: the supervisor runs in a process of its own,
signalled as a container platform signals it."""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A child that notes when it starts and when it has stopped; on SIGTERM it takes
# `linger` seconds (a worker finishing its email), then exits 0; or it exits by
# itself with `exit_code` after `lifetime` seconds.
CHILD = """
import signal, sys, time
name, notes = sys.argv[1], sys.argv[2]
linger, lifetime, exit_code = float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
def note(text):
    with open(notes, "a") as file:
        file.write(f"{name} {text}\\n")
def stop(signum, frame):
    time.sleep(linger)
    note("stopped")
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
note("started")
time.sleep(lifetime)
note(f"ended {exit_code}")
sys.exit(exit_code)
"""

SUPERVISE = """
import sys
from cultural_site.supervisor import supervise
sys.exit(supervise({web!r}, {worker!r}, restart_pause=0.3, renderer_command={renderer!r}))
"""


def child(name: str, notes: Path, *, linger: float = 0, lifetime: float = 60, exit_code: int = 0) -> list[str]:
    return [sys.executable, "-c", CHILD, name, str(notes), str(linger), str(lifetime), str(exit_code)]


def start(web: list[str], worker: list[str] | None, renderer: list[str] | None = None) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", SUPERVISE.format(web=web, worker=worker, renderer=renderer)], cwd=ROOT
    )


def lines(notes: Path) -> list[str]:
    return notes.read_text().splitlines() if notes.exists() else []


def wait_for(notes: Path, line: str, *, count: int = 1, within: float = 10) -> None:
    deadline = time.monotonic() + within
    while lines(notes).count(line) < count:
        if time.monotonic() > deadline:
            raise AssertionError(f"{line!r} x{count} not within {within:g} s: {lines(notes)}")
        time.sleep(0.05)


@pytest.fixture
def notes(tmp_path) -> Path:
    return tmp_path / "notes.txt"


def test_stop_signal_reaches_both_and_waits_for_the_worker_to_finish(notes):
    supervisor = start(child("web", notes), child("worker", notes, linger=0.5))
    wait_for(notes, "web started")
    wait_for(notes, "worker started")

    supervisor.send_signal(signal.SIGTERM)

    assert supervisor.wait(timeout=10) == 0
    assert sorted(lines(notes)) == ["web started", "web stopped", "worker started", "worker stopped"]


def test_a_worker_that_ends_by_itself_is_started_again(notes):
    supervisor = start(child("web", notes), child("worker", notes, lifetime=0.1, exit_code=1))
    try:
        wait_for(notes, "worker started", count=3)
        assert lines(notes).count("web started") == 1
    finally:
        supervisor.send_signal(signal.SIGTERM)
        assert supervisor.wait(timeout=10) == 0


def test_the_web_server_ending_stops_the_worker_and_the_container(notes):
    supervisor = start(child("web", notes, lifetime=0.5, exit_code=3), child("worker", notes, linger=0.2))

    assert supervisor.wait(timeout=10) == 3
    assert "web ended 3" in lines(notes)
    assert "worker stopped" in lines(notes)


NICENESS = """
import os, sys
with open(sys.argv[2], "a") as file:
    file.write(f"{sys.argv[1]} niceness {os.nice(0)} idle {os.sched_getscheduler(0) == os.SCHED_IDLE}\\n")
"""


def test_the_worker_yields_the_processor_to_the_web_server(notes):
    web = [sys.executable, "-c", NICENESS + "import time; time.sleep(1)", "web", str(notes)]
    worker = [sys.executable, "-c", NICENESS + "import time; time.sleep(60)", "worker", str(notes)]
    supervisor = start(web, worker)

    assert supervisor.wait(timeout=10) == 0
    own = os.nice(0)
    assert sorted(lines(notes)) == [f"web niceness {own} idle False", "worker niceness 19 idle True"]


def test_the_renderer_runs_beside_them_is_started_again_and_stopped_with_them(notes):
    supervisor = start(child("web", notes), child("worker", notes), child("renderer", notes, lifetime=0.2, exit_code=1))
    wait_for(notes, "renderer started", count=2)

    supervisor.send_signal(signal.SIGTERM)

    assert supervisor.wait(timeout=10) == 0
    assert lines(notes).count("web started") == 1
    assert {"web stopped", "worker stopped"} <= set(lines(notes))


def test_gunicorn_alone_when_the_worker_and_renderer_are_left_out(notes):
    supervisor = start(child("web", notes, lifetime=0.3), None, None)

    assert supervisor.wait(timeout=10) == 0
    assert lines(notes) == ["web started", "web ended 0"]


RENDERER_COMMAND = """
import json, os, sys
from cultural_site import supervisor
print(json.dumps([supervisor.renderer_command(), os.environ.get("RENDERER_SOCKET")]))
"""


def renderer_command(env: dict) -> tuple[list[str] | None, str | None]:
    out = subprocess.run(
        [sys.executable, "-c", RENDERER_COMMAND],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    command, socket = json.loads(out)
    return command, socket


def test_the_renderer_gets_a_socket_of_its_own_that_gunicorn_learns(tmp_path):
    built = tmp_path / "renderer" / "renderer.js"
    built.parent.mkdir()
    built.write_text("")
    env = {"FRONTEND_DIST": str(tmp_path), "RUN_RENDERER": "1"}
    env.pop("RENDERER_SOCKET", None)

    command, socket = renderer_command(env)

    if shutil.which("node") is None:
        assert command is None
        return
    assert command == [shutil.which("node"), str(built), socket]
    assert Path(socket).parent.is_dir()


def test_no_renderer_when_left_out_or_not_built(tmp_path):
    assert renderer_command({"FRONTEND_DIST": str(tmp_path), "RUN_RENDERER": "1"}) == (None, None)
    assert renderer_command({"RUN_RENDERER": "0"})[0] is None
