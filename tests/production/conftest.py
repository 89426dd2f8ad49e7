"""Fixtures of the production tests; every server they start is stopped afterwards."""

import os
import pwd
import shutil
from pathlib import Path

import pytest

from tests.production.serving import ROOT, Cluster, Server, start_server, stop_server


@pytest.fixture
def run_server(tmp_path):
    """Starts servers for the test and stops each of them afterwards."""
    servers: list[Server] = []

    def run(env: dict, name: str = "server") -> Server:
        server = start_server(env, tmp_path / f"{name}.log")
        servers.append(server)
        return server

    yield run
    for server in servers:
        stop_server(server)


@pytest.fixture(scope="session")
def frontend_index() -> Path:
    index = ROOT / "frontend" / "dist" / "index.html"
    # A missing build fails rather than skips: these tests exist to prove the
    # pages are served, and a skip would let a broken build pass unnoticed.
    if not index.is_file():
        pytest.fail("The front end is not built (frontend/dist/index.html is missing); run `make build` first.")
    return index


@pytest.fixture
def postgres_cluster():
    """A private PostgreSQL cluster, started; destroyed after the test."""
    for program in ("initdb", "pg_ctl"):
        if shutil.which(program) is None:
            pytest.skip(f"PostgreSQL's {program} is not on PATH")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("Running as root needs a postgres user to run the cluster")
    cluster = Cluster()
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.destroy()
