"""The PostgreSQL server that the container tests, the backup drill and the
benchmark make their own databases on: one place for its address and for
making and dropping a database there.

The server is PRODUCTION_TEST_DATABASE_SERVER (BENCH_DATABASE_SERVER for the
benchmark), the local one by default. Database names carry the process id, so
that two runs on one machine never drop each other's database."""

import contextlib
import os
from collections.abc import Iterator

DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432"
SERVER_URL = os.environ.get("PRODUCTION_TEST_DATABASE_SERVER", DEFAULT_SERVER)


class NoServer(Exception):
    """The PostgreSQL server cannot be reached."""


def admin_connection(server_url: str = SERVER_URL):
    import psycopg

    try:
        return psycopg.connect(f"{server_url}/postgres", autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as error:
        raise NoServer(f"No PostgreSQL server at {server_url}: {error}") from error


def database_name(label: str) -> str:
    return f"cs_{label}_{os.getpid()}"


@contextlib.contextmanager
def scratch_database(label: str, *, server_url: str = SERVER_URL) -> Iterator[str]:
    """A new, empty database named after `label` and this process; yields its
    URL and drops it afterwards, whatever happened in between."""
    name = database_name(label)
    with admin_connection(server_url) as connection:
        connection.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        connection.execute(f"CREATE DATABASE {name}")
    try:
        yield f"{server_url}/{name}"
    finally:
        with admin_connection(server_url) as connection:
            connection.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@contextlib.contextmanager
def scratch_database_or_skip(label: str) -> Iterator[str]:
    """scratch_database for a test: without a server the test is skipped, not failed."""
    import pytest

    pytest.importorskip("psycopg")
    try:
        admin_connection().close()
    except NoServer as error:
        pytest.skip(str(error))
    with scratch_database(label) as url:
        yield url
