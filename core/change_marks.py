"""Marks of change, so that a reader can ask for what changed since its last read (the door's
list, asked for again and again by volunteers' phones) and never miss a change committed while
it read.

Each write marks its row with the next number of one counter (`mark`) and, on PostgreSQL, with
the id of its transaction (`transaction`, 64 bits, never reused, kept across restarts). A
reader's cursor holds the counter as it stood when the read began and, on PostgreSQL, the
read's snapshot (which transactions it could see) and its own transaction, if it had one. Asked
`since` that cursor, the rows changed after it are those marked above the counter, and those
whose transaction the snapshot could not see (still running then, or begun after): a write
that took its number before the read but committed after it is found by the second rule, so no
change is ever lost. Rows sent twice are harmless. On SQLite, which takes writes one at a time,
the counter alone decides.
"""

import re
from dataclasses import dataclass

from django.db import connection, models
from django.db.models import Q
from django.db.models.expressions import RawSQL

SEQUENCE = "change_marks"
# The tables whose rows carry marks: SQLite's counter is the highest mark of them all.
_MARKED: list[tuple[str, str]] = []


def marked_table(table: str, column: str) -> None:
    """Declare a table whose rows carry marks (`column`), for SQLite's counter."""
    if (table, column) not in _MARKED:
        _MARKED.append((table, column))


def _sqlite_highest() -> str:
    # The tables and columns are the models' own names (marked_table), never a request's.
    highest = " UNION ALL ".join(
        f'SELECT MAX("{column}") AS m FROM "{table}"'  # noqa: S608 - model names, not input
        for table, column in _MARKED
    )
    return f"(SELECT COALESCE(MAX(m), 0) FROM ({highest}))"  # noqa: S608 - model names, not input


class ChangeMark(models.Func):
    """The next number of the counter, for an INSERT or UPDATE."""

    output_field = models.BigIntegerField()

    def as_sql(self, compiler, connection, **extra_context):
        return f"({_sqlite_highest()} + 1)", []

    def as_postgresql(self, compiler, connection, **extra_context):
        return f"nextval('{SEQUENCE}')", []


class ChangeTransaction(models.Func):
    """The writing transaction's id (0 on SQLite)."""

    output_field = models.BigIntegerField()

    def as_sql(self, compiler, connection, **extra_context):
        return "0", []

    def as_postgresql(self, compiler, connection, **extra_context):
        return "(pg_current_xact_id()::text::bigint)", []


class _SetOnSave(models.BigIntegerField):
    expression: type[models.Func]

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("default", 0)
        kwargs.setdefault("editable", False)
        super().__init__(*args, **kwargs)

    def pre_save(self, model_instance, add):
        # As auto_now, on every save; the row's attribute keeps the value read, the database the new one.
        return self.expression()


class ChangeMarkField(_SetOnSave):
    expression = ChangeMark


class ChangeTransactionField(_SetOnSave):
    expression = ChangeTransaction


def change_marks(**fields: str) -> dict:
    """What a bulk UPDATE sets to mark its rows: `change_marks(mark="door_mark", transaction="door_xid")`."""
    return {fields["mark"]: ChangeMark(), fields["transaction"]: ChangeTransaction()}


@dataclass(frozen=True)
class Cursor:
    counter: int
    # PostgreSQL only: the read's snapshot (xmin, xmax, the transactions running) and its own transaction.
    xmin: int = 0
    xmax: int = 0
    running: tuple[int, ...] = ()
    own: int | None = None

    def __str__(self) -> str:
        if connection.vendor != "postgresql":
            return str(self.counter)
        running = "_".join(str(xid) for xid in self.running)
        return f"{self.counter}-{self.xmin}-{self.xmax}-{running}-{'' if self.own is None else self.own}"


_PG_CURSOR = re.compile(r"^(\d{1,19})-(\d{1,19})-(\d{1,19})-((?:\d{1,19})(?:_\d{1,19})*)?-(\d{1,19})?$")
_SQLITE_CURSOR = re.compile(r"^\d{1,19}$")
LARGEST = 2**63 - 1


def cursor_parse(text: str) -> Cursor | None:
    """The cursor a read answered, from its text; None for anything else."""
    if connection.vendor != "postgresql":
        if not _SQLITE_CURSOR.match(text) or int(text) > LARGEST:
            return None
        return Cursor(counter=int(text))
    if _SQLITE_CURSOR.match(text) and int(text) <= LARGEST:
        # A bare number (a cursor of SQLite's kind): no snapshot, so every transaction's rows
        # count as unseen; more comes back than changed, never less.
        return Cursor(counter=int(text), xmin=1, xmax=1)
    found = _PG_CURSOR.match(text)
    if found is None:
        return None
    counter, xmin, xmax, running, own = found.groups()
    numbers = [int(counter), int(xmin), int(xmax), *(int(xid) for xid in (running or "").split("_") if xid)]
    if any(number > LARGEST for number in numbers) or int(xmin) > int(xmax):
        return None
    return Cursor(
        counter=int(counter),
        xmin=int(xmin),
        xmax=int(xmax),
        running=tuple(int(xid) for xid in (running or "").split("_") if xid),
        own=None if own is None else int(own),
    )


def change_cursor() -> Cursor:
    """Where a read that begins now stands (taken before it reads)."""
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                f"SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM {SEQUENCE}),"  # noqa: S608 - a constant
                " pg_current_snapshot()::text, pg_current_xact_id_if_assigned()::text"
            )
            counter, snapshot, own = cursor.fetchone()
            xmin, xmax, running = snapshot.split(":")
            return Cursor(
                counter=int(counter),
                xmin=int(xmin),
                xmax=int(xmax),
                running=tuple(int(xid) for xid in running.split(",") if xid),
                own=None if own is None else int(own),
            )
        cursor.execute(f"SELECT {_sqlite_highest()}")
        return Cursor(counter=int(cursor.fetchone()[0]))


def changed_since(cursor: Cursor, *, mark: str, transaction: str) -> Q:
    """The rows changed after the read that answered `cursor` (fields `mark` and `transaction`)."""
    later = Q(**{f"{mark}__gt": cursor.counter})
    if connection.vendor != "postgresql":
        return later
    snapshot = f"{cursor.xmin}:{cursor.xmax}:{','.join(str(xid) for xid in cursor.running)}"
    # The column is the model's own; the snapshot, built from numbers, is a parameter.
    unseen = RawSQL(  # noqa: S611
        f"NOT pg_visible_in_snapshot(({transaction})::text::xid8, %s::pg_snapshot)",
        [snapshot],
        output_field=models.BooleanField(),
    )
    others = Q(**{f"{transaction}__gte": cursor.xmin}) & Q(unseen)
    if cursor.own is not None:
        # The read's own transaction's rows it saw; its later ones have a later mark.
        others &= ~Q(**{transaction: cursor.own})
    return later | others
