"""Requests per second of each public read, next to the bare view (benchmarks/urls.py)
measured in the same run against the same gunicorn.

wrk (Debian's package) drives the server over loopback: one thread, 16
keep-alive connections, a few seconds per endpoint, asking for gzip as browsers
do. The bare view is measured before and after the endpoints and its mean taken,
so that a drift of the machine during the run does not favour either side."""

import re
import shutil
import subprocess
from dataclasses import dataclass

from benchmarks.site import BARE_IN_MEMORY_PATH, BARE_PATH

CONNECTIONS = 16
SECONDS = 5
TARGET_RATIO = 0.5


@dataclass
class Rate:
    path: str
    requests_per_second: float
    errors: int


def wrk_available() -> bool:
    return shutil.which("wrk") is not None


def measure_rate(base_url: str, path: str, *, seconds: int = SECONDS) -> Rate:
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
    out = result.stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    errors = 0
    if match := re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out):
        errors += int(match.group(1))
    if match := re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out):
        errors += sum(int(value) for value in match.groups())
    return Rate(path=path, requests_per_second=rate, errors=errors)


def _mean(path: str, first: Rate, second: Rate) -> Rate:
    return Rate(
        path=path,
        requests_per_second=(first.requests_per_second + second.requests_per_second) / 2,
        errors=first.errors + second.errors,
    )


def measure(base_url: str, paths: list[str]) -> tuple[Rate, Rate, list[Rate]]:
    """The bare view's rate and the in-memory bare view's (each the mean of a
    run before and one after the paths), and each path's."""
    bare, floor = f"/{BARE_PATH}", f"/{BARE_IN_MEMORY_PATH}"
    for path in [bare, floor, *paths]:
        measure_rate(base_url, path, seconds=1)  # warm every process's cache and connections
    before = [measure_rate(base_url, bare), measure_rate(base_url, floor)]
    rates = [measure_rate(base_url, path) for path in paths]
    after = [measure_rate(base_url, floor), measure_rate(base_url, bare)]
    return _mean(bare, before[0], after[1]), _mean(floor, before[1], after[0]), rates
