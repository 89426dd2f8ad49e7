"""A sheet as the organisers keep it, read into its column names and its rows
of text: a CSV file (UTF-8, UTF-8 with a byte order mark, or UTF-16 as Excel
saves "Unicode text", tab-separated; the delimiter is sniffed) or an Excel
workbook (XLSX, its first sheet). Every cell is read as text exactly as it was
typed (Bengali included); a workbook's date cells become YYYY-MM-DD and its
numbers the digits Excel stored, never through a float.

A workbook is a zip of XML parts: its first sheet, the shared strings and the
styles (which say which numbers are dates) are read with the standard
library, parsed safely (defusedxml), each part size-limited, so that a small
zip cannot unpack into a huge one.
"""

import csv
import io
import re
import zipfile
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation

from defusedxml import ElementTree
from django.utils.translation import gettext

from core import language
from core.text import plain_text
from imports.exceptions import FileUnreadable

MAX_BYTES = 5 * 1024 * 1024
MAX_ROWS = 10_000
MAX_COLUMNS = 50
MAX_CELL = 1_000
# The most an XLSX part may unpack to.
MAX_PART_BYTES = 50 * 1024 * 1024
# Excel's day 0 (its day 60 is the 29 February 1900 that never was; the serials
# after it, every date a sheet holds today, count from here).
EXCEL_EPOCH = date(1899, 12, 30)

_XLSX_NS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL_NS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PKG_REL_NS = "{http://schemas.openxmlformats.org/package/2006/relationships}"
# Excel's built-in number formats that show a date.
_DATE_FORMATS = {14, 15, 16, 17, 22, 27, 30, 36, 45, 46, 47, 50, 57}
_CELL_REF = re.compile(r"^([A-Z]{1,3})(\d+)$")


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


def _part(archive: zipfile.ZipFile, name: str) -> bytes | None:
    try:
        info = archive.getinfo(name)
    except KeyError:
        return None
    if info.file_size > MAX_PART_BYTES:
        raise _refuse(gettext("The workbook is too large to read."))
    with archive.open(info) as part:
        data = part.read(MAX_PART_BYTES + 1)
    if len(data) > MAX_PART_BYTES:
        raise _refuse(gettext("The workbook is too large to read."))
    return data


def _xml(data: bytes):
    try:
        return ElementTree.fromstring(data)
    except Exception:  # defusedxml's refusals and expat's errors alike: not a workbook we read
        raise _refuse(gettext("The file is not an XLSX workbook we can read.")) from None


def _first_sheet_name(archive: zipfile.ZipFile) -> str:
    workbook, rels = _part(archive, "xl/workbook.xml"), _part(archive, "xl/_rels/workbook.xml.rels")
    if workbook is None:
        raise _refuse(gettext("The file is not an XLSX workbook we can read."))
    sheet = _xml(workbook).find(f"{_XLSX_NS}sheets/{_XLSX_NS}sheet")
    if sheet is None:
        raise _refuse(gettext("The workbook has no sheet."))
    rel_id = sheet.get(f"{_REL_NS}id")
    if rels is not None and rel_id:
        for rel in _xml(rels).iter(f"{_PKG_REL_NS}Relationship"):
            if rel.get("Id") == rel_id:
                target = rel.get("Target", "").lstrip("/")
                return target if target.startswith("xl/") else f"xl/{target}"
    return "xl/worksheets/sheet1.xml"


def _text_of(element) -> str:
    """A string item's text: its plain text, or its rich-text runs joined (phonetic runs left out)."""
    plain = element.find(f"{_XLSX_NS}t")
    if plain is not None:
        return plain.text or ""
    return "".join(t.text or "" for run in element.findall(f"{_XLSX_NS}r") for t in run.findall(f"{_XLSX_NS}t"))


def _date_styles(archive: zipfile.ZipFile) -> set[int]:
    """The indexes of the cell styles that show a number as a date."""
    data = _part(archive, "xl/styles.xml")
    if data is None:
        return set()
    styles = _xml(data)
    custom_dates = set()
    for fmt in styles.iter(f"{_XLSX_NS}numFmt"):
        code = re.sub(r'"[^"]*"|\[[^\]]*\]|\\.', "", fmt.get("formatCode", "")).lower()
        if re.search(r"[dy]", code) or re.search(r"m.*[dy]|[dy].*m", code):
            custom_dates.add(int(fmt.get("numFmtId", "-1")))
    cell_xfs = styles.find(f"{_XLSX_NS}cellXfs")
    if cell_xfs is None:
        return set()
    return {
        index
        for index, xf in enumerate(cell_xfs.findall(f"{_XLSX_NS}xf"))
        if int(xf.get("numFmtId", "0")) in _DATE_FORMATS | custom_dates
    }


def excel_date(serial: str) -> str | None:
    """An Excel date serial ("45292", or with a time of day "45292.5") as YYYY-MM-DD."""
    try:
        days = int(Decimal(serial))
    except (InvalidOperation, ValueError, OverflowError):
        return None
    if not 1 <= days <= 2_958_465:
        return None
    return (EXCEL_EPOCH + timedelta(days=days)).isoformat()


def _number_text(value: str) -> str:
    """A number cell as Excel stored it, without a float: "3" stays, "1234.5" stays, "1E-3" is spelled out."""
    try:
        number = Decimal(value)
    except InvalidOperation:
        return value
    if "e" in value.lower():
        return format(number, "f")
    return value


def _xlsx_rows(content: bytes) -> list[list[str]]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(content))
    except (zipfile.BadZipFile, ValueError):
        raise _refuse(gettext("The file is not an XLSX workbook we can read.")) from None
    with archive:
        sheet_data = _part(archive, _first_sheet_name(archive))
        if sheet_data is None:
            raise _refuse(gettext("The workbook has no sheet."))
        shared_data = _part(archive, "xl/sharedStrings.xml")
        shared = [_text_of(item) for item in _xml(shared_data).findall(f"{_XLSX_NS}si")] if shared_data else []
        date_styles = _date_styles(archive)
        rows: dict[int, dict[int, str]] = {}
        for row in _xml(sheet_data).iter(f"{_XLSX_NS}row"):
            cells: dict[int, str] = {}
            row_number = int(row.get("r", len(rows) + 1))
            for position, cell in enumerate(row.findall(f"{_XLSX_NS}c")):
                column = position
                if (match := _CELL_REF.match(cell.get("r", ""))) is not None:
                    column = _column_index(match[1])
                    row_number = int(match[2])
                if column >= MAX_COLUMNS * 4:
                    continue
                cells[column] = _cell_text(cell, shared=shared, date_styles=date_styles)
            rows[row_number] = cells
            if len(rows) > MAX_ROWS + 1:
                break
    if not rows:
        return []
    width = max((max(cells) + 1 for cells in rows.values() if cells), default=0)
    first = min(rows)
    return [[rows.get(number, {}).get(column, "") for column in range(width)] for number in range(first, max(rows) + 1)]


def _column_index(letters: str) -> int:
    index = 0
    for letter in letters:
        index = index * 26 + ord(letter) - 64
    return index - 1


def _cell_text(cell, *, shared: list[str], date_styles: set[int]) -> str:
    kind = cell.get("t", "n")
    value = cell.find(f"{_XLSX_NS}v")
    text = value.text or "" if value is not None else ""
    if kind == "s":
        try:
            return shared[int(text)]
        except (ValueError, IndexError):
            return ""
    if kind == "inlineStr":
        inline = cell.find(f"{_XLSX_NS}is")
        return _text_of(inline) if inline is not None else ""
    if kind in ("str", "e", "d"):
        return text
    if kind == "b":
        return "TRUE" if text == "1" else "FALSE"
    if text and int(cell.get("s", "0") or 0) in date_styles:
        return excel_date(text) or text
    return _number_text(text)
