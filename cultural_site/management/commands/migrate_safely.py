"""Applies migrations when several containers start at the same moment.

Waits for the database to accept connections, then runs `migrate` while holding a
PostgreSQL advisory lock: the first container migrates, the others wait for the
lock and then find nothing left to do. On SQLite (one process only) it simply
migrates.
"""

import time

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import DEFAULT_DB_ALIAS, OperationalError, connections

# Any constant shared by every container of the site; "migrate" in ASCII.
MIGRATION_LOCK_KEY = 0x6D696772617465


class Command(BaseCommand):
    help = "Waits for the database, then applies migrations under a lock shared by every container."

    def add_arguments(self, parser):
        parser.add_argument(
            "--wait", type=float, default=60.0, help="Seconds to wait for the database to accept connections."
        )
        parser.add_argument("--database", default=DEFAULT_DB_ALIAS)

    def handle(self, *args, wait: float, database: str, verbosity: int, **options):
        connection = connections[database]
        self._wait_for(connection, wait)
        if connection.vendor != "postgresql":
            call_command("migrate", database=database, interactive=False, verbosity=verbosity)
            return
        with connection.cursor() as cursor:
            if verbosity:
                self.stdout.write("Waiting for the migration lock")
            cursor.execute("SELECT pg_advisory_lock(%s)", [MIGRATION_LOCK_KEY])
            try:
                call_command("migrate", database=database, interactive=False, verbosity=verbosity)
            finally:
                cursor.execute("SELECT pg_advisory_unlock(%s)", [MIGRATION_LOCK_KEY])

    def _wait_for(self, connection, wait: float) -> None:
        deadline = time.monotonic() + wait
        while True:
            try:
                connection.ensure_connection()
                return
            except OperationalError as error:
                if time.monotonic() >= deadline:
                    raise CommandError(f"The database did not accept connections within {wait:g} seconds.") from error
                self.stderr.write("The database does not accept connections yet; retrying in 2 seconds")
                time.sleep(2)
