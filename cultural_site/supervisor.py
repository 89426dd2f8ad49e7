"""Gunicorn, the task worker and the page renderer side by side, in one container.

A container platform stops a container by signalling its first process only.
This one starts them all, passes SIGTERM and SIGINT on to them, and exits with
gunicorn's status once gunicorn has stopped and the others have finished what
they were doing (the worker its email). A side process that ends by itself (the
worker waits out database outages, so this means a crash) is started again after
a pause; gunicorn ending ends the container, which the platform then restarts.

The side processes:
- the task worker, which sends the site's email (RUN_WORKER=0 leaves it out, for
  web containers when workers run apart);
- the page renderer (cultural_site/renderer.py), when the front end's build has
  one and Node is installed (RUN_RENDERER=0 leaves it out). It listens on a
  socket in a folder of its own, which gunicorn learns from RENDERER_SOCKET.

scripts/entrypoint.sh runs it with gunicorn's command:
    python -m cultural_site.supervisor python -m gunicorn ...
"""

import logging
import logging.config
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from cultural_site.logging import logging_config

logger = logging.getLogger("cultural_site.supervisor")

ROOT = Path(__file__).resolve().parent.parent
WORKER = [sys.executable, "manage.py", "db_worker", "--no-reload"]
RENDERER_SCRIPT = Path(os.environ.get("FRONTEND_DIST", ROOT / "frontend" / "dist")) / "renderer" / "renderer.js"
# Seconds before a side process that ended by itself is started again.
RESTART_PAUSE = 5.0
# Seconds the side processes may take to finish (the worker its email) once gunicorn has stopped.
WORKER_STOP_TIMEOUT = 30.0
# The worker yields the processor to the web server: in a registration rush the
# families' answers come first, and their emails are written a moment later.
# Linux's idle class runs it only on a processor nothing else wants; elsewhere
# it runs at the lowest priority.
WORKER_NICENESS = 19


@dataclass
class Side:
    """A process that runs beside gunicorn for as long as it does."""

    name: str
    command: list[str]
    niceness: int = 0
    process: subprocess.Popen | None = field(default=None, repr=False)
    restart_at: float | None = None


def _exit_status(returncode: int) -> int:
    # A child ended by a signal reports -signum; a shell would say 128 + signum.
    return 128 - returncode if returncode < 0 else returncode


def _yield_the_processor(niceness: int) -> None:
    """In the child, before it runs the command."""
    os.nice(niceness)
    if hasattr(os, "SCHED_IDLE"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def _start(command: list[str], niceness: int = 0) -> subprocess.Popen:
    lower = (lambda: _yield_the_processor(niceness)) if niceness else None
    return subprocess.Popen(command, preexec_fn=lower)  # noqa: S603 (the container's own commands, from its entrypoint)


def supervise(
    web_command: list[str],
    worker_command: list[str] | None = WORKER,
    restart_pause: float = RESTART_PAUSE,
    *,
    renderer_command: list[str] | None = None,
) -> int:
    """Run gunicorn (`web_command`) with the worker and the renderer beside it (each left out
    when its command is None) until gunicorn ends; gunicorn's exit status."""
    stopping = False
    sides = [
        Side(name, command, niceness)
        for name, command, niceness in (
            ("task worker", worker_command, WORKER_NICENESS),
            ("page renderer", renderer_command, 0),
        )
        if command is not None
    ]
    web: subprocess.Popen | None = None

    def running() -> list[subprocess.Popen]:
        return [
            child for child in [web, *(side.process for side in sides)] if child is not None and child.poll() is None
        ]

    def forward(signum: int, frame) -> None:
        nonlocal stopping
        stopping = True
        for child in running():
            child.send_signal(signum)

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)

    for side in sides:
        side.process = _start(side.command, side.niceness)
    web = _start(web_command)
    if stopping:  # told to stop while the children were being started
        forward(signal.SIGTERM, None)
    while web.poll() is None:
        for side in sides:
            if stopping or side.process.poll() is None:
                continue
            if side.restart_at is None:
                logger.error(
                    "The %s ended with status %s; starting it again in %g s",
                    side.name,
                    _exit_status(side.process.returncode),
                    restart_pause,
                )
                side.restart_at = time.monotonic() + restart_pause
            elif time.monotonic() >= side.restart_at:
                side.process = _start(side.command, side.niceness)
                side.restart_at = None
        time.sleep(0.2)

    others = [side for side in sides if side.process.poll() is None]
    if not stopping:
        for side in others:
            logger.error(
                "The web server ended with status %s; stopping the %s", _exit_status(web.returncode), side.name
            )
            side.process.terminate()
    deadline = time.monotonic() + WORKER_STOP_TIMEOUT
    for side in others:
        try:
            side.process.wait(timeout=max(deadline - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            side.process.kill()
            side.process.wait()
    return _exit_status(web.returncode)


def renderer_command() -> list[str] | None:
    """The page renderer's command, and RENDERER_SOCKET set for gunicorn to find it; None
    when it is left out (RUN_RENDERER=0), not built, or Node is not installed."""
    if os.environ.get("RUN_RENDERER", "1") == "0":
        return None
    node = shutil.which("node")
    if node is None or not RENDERER_SCRIPT.is_file():
        logger.warning(
            "No page renderer (%s): public pages come without their first screen drawn",
            "Node is not installed" if node is None else f"{RENDERER_SCRIPT} is not built",
        )
        return None
    socket_path = os.environ.get("RENDERER_SOCKET") or str(Path(tempfile.mkdtemp(prefix="renderer-")) / "socket")
    os.environ["RENDERER_SOCKET"] = socket_path
    return [node, str(RENDERER_SCRIPT), socket_path]


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("usage: python -m cultural_site.supervisor <web server command ...>")
    debug = os.environ.get("DEBUG", "").strip().lower() in {"1", "true", "yes", "on"}
    logging.config.dictConfig(
        logging_config(
            level=os.environ.get("LOG_LEVEL", "INFO"),
            json_lines=os.environ.get("LOG_FORMAT", "text" if debug else "json") == "json",
        )
    )
    worker = WORKER if os.environ.get("RUN_WORKER", "1") != "0" else None
    sys.exit(supervise(sys.argv[1:], worker, renderer_command=renderer_command()))


if __name__ == "__main__":
    main()
