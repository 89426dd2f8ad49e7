"""Fixtures of the production tests; every server they start is stopped afterwards."""

from pathlib import Path

import pytest

from tests.production.serving import ROOT, Server, start_server, stop_server


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
    if not index.is_file():
        pytest.skip("The front end is not built (frontend/dist/index.html is missing); run `make build` first.")
    return index
