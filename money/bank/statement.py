"""The bank statement as the bank exports it: a CSV read into lines of a
date, a description and an amount in cents, each line named by a key that
finds it again in any later upload, and a line dated outside the books' years
refused. Matching the lines is `matching.py`; recording them, `services.py`.
"""

import csv
import hashlib
import io
import itertools
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date

from django.utils.translation import gettext

from core import language
from core.money import FIRST_YEAR, LAST_YEAR
from core.text import plain_text
from money.exceptions import StatementUnreadable

MAX_BYTES = 2 * 1024 * 1024
MAX_ROWS = 5_000
# How far down a file its header row may sit (Bank of America puts a summary first).
HEADER_SEARCH_ROWS = 30

# Column names as banks write them, lower case and without punctuation; the
# first one a file has is the one read.
DATE_COLUMNS = ("date", "posting date", "posted date", "post date", "transaction date", "trans date")
# Every one of these a file has is read, in this order, into one description
# (a payee in one column and the memo with the reference in another).
DESCRIPTION_COLUMNS = ("description", "transaction description", "payee", "name", "memo")
# Chase's "Details" says only CREDIT or DEBIT: the description when nothing better is there.
FALLBACK_DESCRIPTION_COLUMNS = ("details",)
AMOUNT_COLUMNS = ("amount", "transaction amount")
CREDIT_COLUMNS = ("credit", "credits", "credit amount", "deposit", "deposits")
DEBIT_COLUMNS = ("debit", "debits", "debit amount", "withdrawal", "withdrawals")

# Digits are ASCII only (re.ASCII): a bank writes 0-9, and Arabic-Indic (٣٠٠),
# Devanagari (३००), Bengali or fullwidth digits in an amount or a date
# are not the bank's, however int() would read them.
_US_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})$", re.ASCII)
_ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$", re.ASCII)
_AMOUNT = re.compile(
    r"^(?P<open>\()?(?P<sign>[-+])?\$?(?P<after>[-+])?"
    r"(?P<whole>\d{1,3}(?:,\d{3})+|\d*)(?:\.(?P<fraction>\d{1,2}))?(?P<close>\))?$",
    re.ASCII,
)
# The largest sum a line may carry (a billion dollars): anything longer is not an amount.
_MAX_LINE_CENTS = 10**11


# Reading the file


def _at_line(line: int, message: str) -> StatementUnreadable:
    return StatementUnreadable(
        gettext("Line %(line)s: %(problem)s") % {"line": language.number(line), "problem": message}
    )


def parse_date(text: str) -> date | None:
    """A bank's date, MM/DD/YYYY (or MM/DD/YY) or YYYY-MM-DD; None when it is neither."""
    text = text.strip()
    try:
        if match := _US_DATE.match(text):
            month, day, year = (int(part) for part in match.groups())
            return date(year + 2000 if year < 100 else year, month, day)
        if match := _ISO_DATE.match(text):
            return date(*(int(part) for part in match.groups()))
    except ValueError:
        return None
    return None


def parse_amount(text: str) -> int | None:
    """A bank's amount in cents: "1,234.56", "$25.00", "-25.00", "-$25", "(25.00)"
    for a debit; None when it is not an amount (digits other than ASCII 0-9
    included). Read digit by digit, never through a float."""
    match = _AMOUNT.match(text.strip().replace(" ", ""))
    if not match or bool(match["open"]) != bool(match["close"]) or (match["sign"] and match["after"]):
        return None
    whole, fraction = match["whole"].replace(",", ""), match["fraction"] or ""
    if not whole and not fraction:
        return None
    cents = int(whole or "0") * 100 + int(fraction.ljust(2, "0"))
    if cents >= _MAX_LINE_CENTS:
        return None
    negative = bool(match["open"]) or "-" in (match["sign"] or "", match["after"] or "")
    return -cents if negative else cents


def _column_name(cell: str) -> str:
    return " ".join(re.sub(r"[^a-z ]", " ", cell.casefold()).split())


@dataclass(frozen=True)
class _Layout:
    """Where a file keeps each part of a line (column indexes)."""

    date: int
    descriptions: tuple[int, ...]
    amount: int | None = None
    credit: int | None = None
    debit: int | None = None


# Wells Fargo's file has no header: "date","amount","*","","description".
WELLS_FARGO = _Layout(date=0, descriptions=(4,), amount=1)


def _header_layout(cells: list[str]) -> _Layout | None:
    names = [_column_name(cell) for cell in cells]

    def first(candidates: tuple[str, ...]) -> int | None:
        return next((names.index(name) for name in candidates if name in names), None)

    on = first(DATE_COLUMNS)
    descriptions = tuple(names.index(name) for name in DESCRIPTION_COLUMNS if name in names)
    if not descriptions:
        fallback = first(FALLBACK_DESCRIPTION_COLUMNS)
        descriptions = () if fallback is None else (fallback,)
    amount, credit, debit = first(AMOUNT_COLUMNS), first(CREDIT_COLUMNS), first(DEBIT_COLUMNS)
    if on is None or not descriptions or (amount is None and credit is None and debit is None):
        return None
    return _Layout(date=on, descriptions=descriptions, amount=amount, credit=credit, debit=debit)


def _is_wells_fargo_line(cells: list[str]) -> bool:
    return len(cells) >= 5 and parse_date(cells[0]) is not None and parse_amount(cells[1]) is not None


def _numbered_rows(text: str) -> Iterator[tuple[int, list[str]]]:
    """The file's rows, each with the line it starts on."""
    reader = csv.reader(io.StringIO(text, newline=""))
    line = 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error:
            raise _at_line(reader.line_num, gettext("this is not a line of a CSV file.")) from None
        yield line, [cell.strip() for cell in cells]
        line = reader.line_num + 1


def _cell(cells: list[str], index: int | None) -> str:
    return cells[index] if index is not None and index < len(cells) else ""


def _amount_of(layout: _Layout, cells: list[str], line: int) -> int | None:
    """The line's amount, negative for money out; None when it has none (a
    balance line)."""
    amount_text, credit_text, debit_text = (
        _cell(cells, index) for index in (layout.amount, layout.credit, layout.debit)
    )
    if not (amount_text or credit_text or debit_text):
        return None

    def cents(text: str) -> int:
        value = parse_amount(text) if text else 0
        if value is None:
            raise _at_line(line, gettext("“%(amount)s” is not an amount.") % {"amount": text[:40]})
        return value

    if amount_text:
        return cents(amount_text)
    # A debit column holds money out whether it is written with a minus or not.
    return abs(cents(credit_text)) - abs(cents(debit_text))


def _statement_lines(rows: Iterator[tuple[int, list[str]]], layout: _Layout) -> Iterator[dict]:
    for line, cells in rows:
        if not any(cells):
            continue
        amount = _amount_of(layout, cells, line)
        if amount is None:
            # No amount: a balance line (Bank of America's opening one), not money moved.
            continue
        date_text = _cell(cells, layout.date)
        on = parse_date(date_text)
        if on is None:
            raise _at_line(
                line, gettext("“%(date)s” is not a date as MM/DD/YYYY or YYYY-MM-DD.") % {"date": date_text[:40]}
            )
        # The bank's text becomes a payment's reference, on receipts and the ledger:
        # no control or direction-changing character of it is kept (core/text.py).
        description = " ".join(plain_text(" ".join(_cell(cells, index) for index in layout.descriptions)).split())
        yield {"line": line, "date": on.isoformat(), "description": description, "amount": amount}


def parse_statement(content: bytes) -> list[dict]:
    """The lines of a bank's CSV export, `[{line, date, description, amount,
    occurrence}]`: `line` the line of the file it is on, `date` as YYYY-MM-DD,
    `amount` in cents (negative for money out), `occurrence` which of the
    statement's identical lines (same date, amount and description) it is, 1
    for the first. Raises StatementUnreadable, saying why and where, for
    anything else. A line dated outside the years 1900 to 2999 is read, and
    refused on its own (`line_refusal`)."""
    if len(content) > MAX_BYTES:
        raise StatementUnreadable(gettext("The file is larger than 2 MB."))
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StatementUnreadable(
            gettext("The file is not a CSV file exported from the bank (it is not UTF-8 text).")
        ) from None
    if "\x00" in text:
        raise StatementUnreadable(gettext("The file is not a CSV file exported from the bank."))

    rows = _numbered_rows(text)
    layout = None
    leading: list[tuple[int, list[str]]] = []
    for line, cells in rows:
        if not any(cells):
            continue
        if (layout := _header_layout(cells)) is not None:
            break
        if not leading and _is_wells_fargo_line(cells):
            layout = WELLS_FARGO
            leading.append((line, cells))
            break
        leading.append((line, cells))
        if len(leading) >= HEADER_SEARCH_ROWS:
            break
    if layout is None:
        raise StatementUnreadable(
            gettext(
                "The file has no header row naming a date, a description and an amount: export it from the bank as CSV."
            )
        )

    body = leading if layout is WELLS_FARGO else []
    lines = []
    for statement_line in _statement_lines(itertools.chain(body, rows), layout):
        lines.append(statement_line)
        if len(lines) > MAX_ROWS:
            raise StatementUnreadable(
                gettext("The file has more than %(count)s lines: upload a shorter period.")
                % {"count": language.number(MAX_ROWS)}
            )
    if not lines:
        raise StatementUnreadable(gettext("The file has no lines with a date and an amount."))
    seen: dict[str, int] = defaultdict(int)
    for statement_line in lines:
        identical = line_key(
            on=statement_line["date"], amount=statement_line["amount"], description=statement_line["description"]
        )
        seen[identical] += 1
        statement_line["occurrence"] = seen[identical]
    return lines


def line_key(*, on: str, amount: int, description: str, occurrence: int = 1) -> str:
    """What names one bank line across uploads (Payment.bank_line_key): its
    date, amount and description, with case and spacing set aside, and which
    of the statement's identical lines it is. Two equal credits on one day
    (two families each paying $50 with the same memo) are two lines, two
    payments; the same statement uploaded again gives the same keys, so
    nothing is recorded twice. The first of identical lines keeps the key
    such a line always had, so lines recorded before are still known."""
    normalised = " ".join(description.casefold().split())
    suffix = "" if occurrence == 1 else f"|{occurrence}"
    return hashlib.sha256(f"{on}|{amount}|{normalised}{suffix}".encode()).hexdigest()


def row_key(row: dict) -> str:
    """The key of a line as `parse_statement` read it."""
    return line_key(
        on=row["date"], amount=row["amount"], description=row["description"], occurrence=row.get("occurrence", 1)
    )


class Refusal:
    """Why a line of a statement is not recorded, whatever it matches."""

    DATE_OUT_OF_RANGE = "dateOutOfRange"


def line_refusal(row: dict) -> str | None:
    """A line dated outside the years 1900 to 2999 (a bank's 12/31/9999 for a
    pending line, a typo) is money in no year's books: it is shown, refused,
    and never recorded; the statement's other lines are."""
    year = date.fromisoformat(row["date"]).year
    if not FIRST_YEAR <= year <= LAST_YEAR:
        return Refusal.DATE_OUT_OF_RANGE
    return None


def refusal_message(refusal: str) -> str:
    """The sentence the treasurer reads beside a refused line."""
    messages = {Refusal.DATE_OUT_OF_RANGE: gettext("Its date is not between 1900 and 2999, so it cannot be recorded.")}
    return messages[refusal]
