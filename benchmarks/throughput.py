"""Requests per second of each public read, next to the bare view (benchmarks/urls.py)
measured in the same run against the same gunicorn.

wrk (Debian's package) drives the server over loopback: one thread, 16
keep-alive connections, a few seconds per endpoint, asking for gzip as browsers
do. The bare view is measured before and after the endpoints and its mean taken,
so that a drift of the machine during the run does not favour either side.

With the server's process id, each rate comes with the processor time the
server's processes spent per answer (user and system, from /proc), which
other work on a shared machine moves far less than the rate."""

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from benchmarks.site import BARE_IN_MEMORY_PATH, BARE_PATH

CONNECTIONS = 16
SECONDS = 5
TARGET_RATIO = 0.5


@dataclass
class Rate:
    path: str
    requests_per_second: float
    errors: int
    cpu_us_per_request: float | None = None


def _tree(pid: int) -> list[int]:
    """The process and all its descendants."""
    found = [pid]
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in children:
            found.extend(_tree(int(child)))
    return found


def cpu_seconds(pid: int) -> float:
    """User and system time of a process tree so far, with that of the children
    it has reaped (gunicorn replaces each worker after GUNICORN_MAX_REQUESTS)."""
    ticks = 0
    for process in _tree(pid):
        try:
            fields = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += sum(int(value) for value in fields[11:15])
    return ticks / os.sysconf("SC_CLK_TCK")


def wrk_available() -> bool:
    return shutil.which("wrk") is not None


def measure_rate(base_url: str, path: str, *, seconds: int = SECONDS, server_pid: int | None = None) -> Rate:
    cpu_before = cpu_seconds(server_pid) if server_pid else 0.0
    result = subprocess.run(
        [
            "wrk",
            "--threads",
            "1",
            "--connections",
            str(CONNECTIONS),
            "--duration",
            f"{seconds}s",
            "--timeout",
            "10s",
            "--header",
            "Accept-Encoding: gzip",
            f"{base_url}{path}",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=seconds + 60,
    )
    cpu = cpu_seconds(server_pid) - cpu_before if server_pid else None
    out = result.stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    answered = int(re.search(r"(\d+) requests in", out).group(1))
    errors = 0
    if match := re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out):
        errors += int(match.group(1))
    if match := re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out):
        errors += sum(int(value) for value in match.groups())
    per_request = cpu / answered * 1e6 if cpu is not None and answered else None
    return Rate(path=path, requests_per_second=rate, errors=errors, cpu_us_per_request=per_request)


def _mean(path: str, first: Rate, second: Rate) -> Rate:
    cpu = None
    if first.cpu_us_per_request is not None and second.cpu_us_per_request is not None:
        cpu = (first.cpu_us_per_request + second.cpu_us_per_request) / 2
    return Rate(
        path=path,
        requests_per_second=(first.requests_per_second + second.requests_per_second) / 2,
        errors=first.errors + second.errors,
        cpu_us_per_request=cpu,
    )


def measure(base_url: str, paths: list[str], *, server_pid: int | None = None) -> tuple[Rate, Rate, list[Rate]]:
    """The bare view's rate and the in-memory bare view's (each the mean of a
    run before and one after the paths), and each path's."""
    bare, floor = f"/{BARE_PATH}", f"/{BARE_IN_MEMORY_PATH}"
    for path in [bare, floor, *paths]:
        measure_rate(base_url, path, seconds=1)  # warm every process's cache and connections
    before = [measure_rate(base_url, path, server_pid=server_pid) for path in (bare, floor)]
    rates = [measure_rate(base_url, path, server_pid=server_pid) for path in paths]
    after = [measure_rate(base_url, path, server_pid=server_pid) for path in (floor, bare)]
    return _mean(bare, before[0], after[1]), _mean(floor, before[1], after[0]), rates
