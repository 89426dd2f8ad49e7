"""`make bench`: the measurements of test_report.py share one running site and
fill one report, printed once every measurement has run and pytest has summed up."""

import os

import pytest

from benchmarks.report import Report
from benchmarks.site import EVENTS, PHOTOS, bench_site, redis_wanted

_report_key = pytest.StashKey[Report]()


def _processes() -> int:
    return min(2 * len(os.sched_getaffinity(0)) + 1, 8)


def pytest_configure(config):
    config.stash[_report_key] = Report(
        heading=(
            f"Performance report: gunicorn.conf.py ({_processes()} processes x 4 threads), DEBUG off, PostgreSQL"
            f"{', Redis' if redis_wanted() else ''}, {EVENTS} events, {PHOTOS} photos, {os.cpu_count()} CPUs"
        )
    )


@pytest.fixture(scope="session")
def report(pytestconfig) -> Report:
    return pytestconfig.stash[_report_key]


@pytest.fixture(scope="session")
def site():
    with bench_site() as running:
        yield running


def pytest_unconfigure(config):
    """After pytest's own summary, so that the table is the last thing printed."""
    report = config.stash.get(_report_key, None)
    terminal = config.pluginmanager.get_plugin("terminalreporter")
    if report is not None and report.sections and terminal is not None:
        terminal.write_line("")
        terminal.write_line(report.render())
