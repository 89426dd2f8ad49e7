"""A sheet as the organisers keep it, read into its column names and its rows
of text: a CSV file (UTF-8, UTF-8 with a byte order mark, or UTF-16 as Excel
saves "Unicode text", tab-separated; the delimiter is sniffed) or an Excel
workbook (XLSX, its first sheet). Every cell is read as text exactly as it was
typed (Bengali included); a workbook's date cells become YYYY-MM-DD and its
whole numbers their digits.

A workbook is read by openpyxl in read-only mode (row by row, its XML parsed
through defusedxml), after its zip's members were checked, by the sizes they
unpack to, so that a small zip cannot unpack into a huge one.
"""

import csv
import io
import warnings
import zipfile
from datetime import date, datetime, time
from decimal import Decimal

from django.utils.translation import gettext
from openpyxl import load_workbook

from core import language
from core.text import plain_text
from imports.exceptions import FileUnreadable

MAX_BYTES = 5 * 1024 * 1024
MAX_ROWS = 10_000
MAX_COLUMNS = 50
MAX_CELL = 1_000
# The most one member of an XLSX zip, and all of them together, may unpack to.
MAX_PART_BYTES = 50 * 1024 * 1024
MAX_UNPACKED_BYTES = 100 * 1024 * 1024


def _refuse(message: str) -> FileUnreadable:
    return FileUnreadable(message)


def read_sheet(content: bytes, *, filename: str = "") -> tuple[list[str], list[list[str]]]:
    """The column names (the first row) and the rows after it, each as many
    cells as there are columns. Raises FileUnreadable, saying why."""
    if len(content) > MAX_BYTES:
        raise _refuse(gettext("The file is larger than 5 MB."))
    if not content.strip():
        raise _refuse(gettext("The file is empty."))
    rows = _xlsx_rows(content) if content[:4] == b"PK\x03\x04" else _csv_rows(_decode(content))
    rows = [[plain_text(cell).strip() for cell in row] for row in rows]
    while rows and not any(rows[-1]):
        rows.pop()
    if not rows or not any(rows[0]):
        raise _refuse(gettext("The file has no header row: its first row should name the columns."))
    header = rows[0]
    while header and not header[-1]:
        header = header[:-1]
    if len(header) > MAX_COLUMNS:
        raise _refuse(gettext("The file has more than %(count)s columns.") % {"count": language.number(MAX_COLUMNS)})
    body = rows[1:]
    if len(body) > MAX_ROWS:
        raise _refuse(gettext("The file has more than %(count)s rows.") % {"count": language.number(MAX_ROWS)})
    columns = _unique_names(header)
    width = len(columns)
    return columns, [(row + [""] * width)[:width] for row in body]


def _unique_names(header: list[str]) -> list[str]:
    """Each column's name, a blank one named by its letter, a repeated one numbered."""
    names: list[str] = []
    for index, cell in enumerate(header):
        name = cell or _column_letter(index)
        candidate, n = name, 2
        while candidate in names:
            candidate, n = f"{name} ({n})", n + 1
        names.append(candidate)
    return names


def _column_letter(index: int) -> str:
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


def _decode(content: bytes) -> str:
    if content[:2] in (b"\xff\xfe", b"\xfe\xff"):
        encoding = "utf-16"
    elif len(content) >= 4 and content[1:4:2] == b"\x00\x00" and content[0:1] != b"\x00":
        encoding = "utf-16-le"
    else:
        encoding = "utf-8-sig"
    try:
        text = content.decode(encoding)
    except UnicodeDecodeError:
        raise _refuse(gettext("The file is not a CSV or XLSX file (it is not UTF-8 or UTF-16 text).")) from None
    if "\x00" in text:
        raise _refuse(gettext("The file is not a CSV or XLSX file."))
    return text


def _csv_rows(text: str) -> list[list[str]]:
    first_line = text.split("\n", 1)[0]
    delimiter = max(("\t", ",", ";"), key=first_line.count)
    if first_line.count(delimiter) == 0:
        delimiter = ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows: list[list[str]] = []
    try:
        for row in reader:
            if len(rows) > MAX_ROWS + 1:
                break
            if any(len(cell) > MAX_CELL for cell in row):
                raise _refuse(
                    gettext("Line %(line)s has a cell longer than %(count)s characters.")
                    % {"line": language.number(reader.line_num), "count": language.number(MAX_CELL)}
                )
            rows.append(row)
    except csv.Error:
        raise _refuse(gettext("The file is not a CSV file we can read.")) from None
    return rows


# XLSX


def _check_unpacked_sizes(content: bytes) -> None:
    """Every member of the zip, and all of them together, unpack to a size we read."""
    try:
        with zipfile.ZipFile(io.BytesIO(content)) as archive:
            sizes = [info.file_size for info in archive.infolist()]
    except (zipfile.BadZipFile, ValueError, OSError):
        raise _refuse(gettext("The file is not an XLSX workbook we can read.")) from None
    if any(size > MAX_PART_BYTES for size in sizes) or sum(sizes) > MAX_UNPACKED_BYTES:
        raise _refuse(gettext("The workbook is too large to read."))


def _cell_text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        # The shortest digits that are this number, spelled out ("1e-05" as "0.00001").
        return format(Decimal(repr(value)), "f")
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date | time):
        return value.isoformat()
    return str(value)


def _xlsx_rows(content: bytes) -> list[list[str]]:
    _check_unpacked_sizes(content)
    rows: list[list[str]] = []
    try:
        with warnings.catch_warnings():
            # openpyxl's notes on what a workbook lacks (a default style, a data validation it skips).
            warnings.simplefilter("ignore", UserWarning)
            book = load_workbook(io.BytesIO(content), read_only=True, data_only=True)
            try:
                if not book.worksheets:
                    raise _refuse(gettext("The workbook has no sheet."))
                sheet = book.worksheets[0]
                # Each row as long as its own cells, whatever size the sheet claims to be.
                sheet.reset_dimensions()
                empty = 0
                for values in sheet.iter_rows(values_only=True):
                    row = [_cell_text(value) for value in values[: MAX_COLUMNS * 4]]
                    if not any(row):
                        empty += 1
                        continue
                    if rows:  # the sheet starts at its first row written in
                        rows.extend([[]] * empty)
                    empty = 0
                    rows.append(row)
                    if len(rows) > MAX_ROWS + 1:
                        break
            finally:
                book.close()
    except FileUnreadable:
        raise
    except Exception:  # openpyxl's, zipfile's and the XML parser's refusals alike: not a workbook we read
        raise _refuse(gettext("The file is not an XLSX workbook we can read.")) from None
    return rows
