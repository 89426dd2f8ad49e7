"""Gunicorn and the task worker side by side, in one container.

A container platform stops a container by signalling its first process only.
This one starts both, passes SIGTERM and SIGINT on to them, and exits with
gunicorn's status once gunicorn has stopped and the worker has finished the
email it was sending. A worker that ends by itself (it waits out database
outages, so this means a crash) is started again after a pause; gunicorn
ending ends the container, which the platform then restarts.

scripts/entrypoint.sh runs it unless RUN_WORKER=0, with gunicorn's command:
    python -m cultural_site.supervisor python -m gunicorn ...
"""

import logging
import logging.config
import os
import signal
import subprocess
import sys
import time

from cultural_site.logging import logging_config

logger = logging.getLogger("cultural_site.supervisor")

WORKER = [sys.executable, "manage.py", "db_worker", "--no-reload"]
# Seconds before a worker that ended by itself is started again.
RESTART_PAUSE = 5.0
# Seconds the worker may take to finish its email once gunicorn has stopped.
WORKER_STOP_TIMEOUT = 30.0
# The worker yields the processor to the web server: in a registration rush the
# families' answers come first, and their emails are written a moment later.
# Linux's idle class runs it only on a processor nothing else wants; elsewhere
# it runs at the lowest priority.
WORKER_NICENESS = 19


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


def supervise(web_command: list[str], worker_command: list[str] = WORKER, restart_pause: float = RESTART_PAUSE) -> int:
    stopping = False
    children: dict[str, subprocess.Popen | None] = {"web": None, "worker": None}

    def forward(signum: int, frame) -> None:
        nonlocal stopping
        stopping = True
        for child in children.values():
            if child is not None and child.poll() is None:
                child.send_signal(signum)

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)

    web = children["web"] = _start(web_command)
    worker = children["worker"] = _start(worker_command, WORKER_NICENESS)
    if stopping:  # told to stop while the children were being started
        forward(signal.SIGTERM, None)
    restart_at: float | None = None
    while web.poll() is None:
        if not stopping and worker.poll() is not None:
            if restart_at is None:
                logger.error(
                    "The task worker ended with status %s; starting it again in %g s",
                    _exit_status(worker.returncode),
                    restart_pause,
                )
                restart_at = time.monotonic() + restart_pause
            elif time.monotonic() >= restart_at:
                worker = children["worker"] = _start(worker_command, WORKER_NICENESS)
                restart_at = None
        time.sleep(0.2)

    if worker.poll() is None:
        if not stopping:
            logger.error("The web server ended with status %s; stopping the task worker", _exit_status(web.returncode))
            worker.terminate()
        try:
            worker.wait(timeout=WORKER_STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
    return _exit_status(web.returncode)


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
    sys.exit(supervise(sys.argv[1:]))


if __name__ == "__main__":
    main()
