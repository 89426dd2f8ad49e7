"""The site's CSV files (registrations, the membership roll, the ledger), all
written one way: UTF-8 with a byte-order mark, so Excel opens Bengali names
correctly; CRLF line ends; no cell a spreadsheet would run as a formula; sent
in pieces, never the whole file in memory."""

import csv
from collections.abc import Callable, Iterable, Iterator
from typing import Any

# Rows are sent in pieces of about this many bytes: one write per piece rather
# than per row, and never the whole file in memory.
PIECE_BYTES = 64 * 1024
# A spreadsheet runs a cell starting with one of these as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: str) -> str:
    """A text cell a spreadsheet shows as text, never runs as a formula."""
    if value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def header_row(header: Iterable) -> list[str]:
    """A CSV's column names in the active language. Read while the request is
    handled: a streamed answer's pieces are written after its language is gone."""
    return [str(name) for name in header]


class _Line:
    """What csv.writer writes to: it hands each formatted row back."""

    def write(self, line: str) -> str:
        return line


def csv_pieces(header: list[str], items: Iterable[Any], row: Callable[[Any], list]) -> Iterator[bytes]:
    """The CSV of `row(item)` for each item under `header`, as pieces of bytes
    for a streamed answer; given an iterator, only the rows of the piece being
    written are held at once."""
    writer = csv.writer(_Line(), lineterminator="\r\n")
    piece = ["\ufeff", writer.writerow(header)]
    size = 0
    for item in items:
        line = writer.writerow(row(item))
        piece.append(line)
        size += len(line)
        if size >= PIECE_BYTES:
            yield "".join(piece).encode("utf-8")
            piece, size = [], 0
    if piece:
        yield "".join(piece).encode("utf-8")
