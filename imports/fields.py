"""What each kind of import reads: its fields, the column names that suggest
each one (English and the usual variants, Bengali too), and how a cell becomes
a field's value: dates as Sheets and Excel write them, phones in E.164,
money in cents read digit by digit (never through a float), text exactly as
typed."""

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.utils.translation import gettext, gettext_lazy
from openpyxl.utils.datetime import from_excel

from core import language
from core.phones import phone_e164

FAMILIES = "families"
MEMBERSHIPS = "memberships"
REGISTRATIONS = "registrations"
PAYMENTS = "payments"
KINDS = (FAMILIES, MEMBERSHIPS, REGISTRATIONS, PAYMENTS)

TEXT, EMAIL, PHONE, COUNT, YEAR, MONEY, DATE = "text", "email", "phone", "count", "year", "money", "date"


@dataclass(frozen=True)
class Field:
    name: str
    type: str
    label: object
    # Column names that suggest it, lower case, words separated by one space.
    names: tuple[str, ...]
    required: bool = False
    max_length: int = 120


NAME = Field(
    "name",
    TEXT,
    gettext_lazy("name"),
    (
        "name",
        "family name",
        "family",
        "household",
        "household name",
        "member name",
        "full name",
        "নাম",
        "পরিবারের নাম",
        "পরিবার",
    ),
)
EMAIL_FIELD = Field(
    "email",
    EMAIL,
    gettext_lazy("email"),
    ("email", "email address", "e mail", "e mail address", "mail", "email id", "ইমেইল", "ইমেল", "ই মেইল"),
    required=True,
    max_length=254,
)
PHONE_FIELD = Field(
    "phone",
    PHONE,
    gettext_lazy("phone"),
    (
        "phone",
        "phone number",
        "mobile",
        "mobile number",
        "cell",
        "cell phone",
        "cell number",
        "telephone",
        "tel",
        "contact number",
        "whatsapp",
        "ফোন",
        "ফোন নম্বর",
        "মোবাইল",
    ),
    max_length=40,
)

FIELDS: dict[str, tuple[Field, ...]] = {
    FAMILIES: (NAME, EMAIL_FIELD, PHONE_FIELD),
    MEMBERSHIPS: (
        Field(NAME.name, TEXT, NAME.label, NAME.names, required=True),
        EMAIL_FIELD,
        PHONE_FIELD,
        Field(
            "tier",
            TEXT,
            gettext_lazy("tier"),
            ("tier", "membership", "membership type", "membership tier", "type", "plan", "category", "সদস্যপদ"),
            required=True,
        ),
        Field("year", YEAR, gettext_lazy("year"), ("year", "membership year", "season", "বছর", "সাল")),
        Field(
            "amountPaid",
            MONEY,
            gettext_lazy("amount paid"),
            ("amount paid", "paid", "dues paid", "amount", "payment", "paid amount", "dues", "টাকা"),
        ),
    ),
    REGISTRATIONS: (
        Field(
            "eventTitle",
            TEXT,
            gettext_lazy("event"),
            ("event", "event title", "event name", "title", "program", "programme", "occasion", "অনুষ্ঠান"),
            required=True,
            max_length=200,
        ),
        Field(
            "fullName",
            TEXT,
            gettext_lazy("full name"),
            ("full name", "name", "your name", "guest name", "family name", "নাম"),
            required=True,
        ),
        EMAIL_FIELD,
        PHONE_FIELD,
        Field(
            "guestCount",
            COUNT,
            gettext_lazy("guests"),
            (
                "guests",
                "guest count",
                "number of guests",
                "no of guests",
                "party size",
                "headcount",
                "people",
                "attendees",
                "how many guests",
                "total guests",
                "অতিথি",
            ),
        ),
        Field(
            "children",
            COUNT,
            gettext_lazy("children"),
            ("children", "kids", "number of children", "no of children", "child", "how many children", "শিশু"),
        ),
    ),
    PAYMENTS: (
        Field(
            "reference",
            TEXT,
            gettext_lazy("reference"),
            ("reference", "payment reference", "ref", "reference number", "memo", "zelle memo"),
            required=True,
            max_length=40,
        ),
        Field(
            "amount", MONEY, gettext_lazy("amount"), ("amount", "sum", "total", "paid", "amount paid"), required=True
        ),
        Field("method", TEXT, gettext_lazy("method"), ("method", "payment method", "paid by", "paid via", "mode")),
        Field(
            "receivedOn",
            DATE,
            gettext_lazy("date received"),
            ("received on", "date received", "received", "date", "payment date", "paid on", "date paid"),
        ),
    ),
}


def field_names(kind: str) -> list[str]:
    return [field.name for field in FIELDS[kind]]


def _words(name: str) -> str:
    name = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", name.casefold())
    return " ".join(re.sub(r"[^\w]+", " ", name).replace("_", " ").split())


def suggest_mapping(kind: str, columns: list[str]) -> dict[str, str | None]:
    """Each column's suggested field (None: not read). A name matched exactly wins
    over one that only contains a field's name; each field goes to one column."""
    mapping: dict[str, str | None] = dict.fromkeys(columns)
    taken: set[str] = set()
    words = {column: _words(column) for column in columns}
    for exact in (True, False):
        for field in FIELDS[kind]:
            if field.name in taken:
                continue
            for name in field.names:
                found = next(
                    (
                        column
                        for column in columns
                        if mapping[column] is None
                        and (
                            words[column] == name
                            if exact
                            else re.search(rf"(^| ){re.escape(name)}( |$)", words[column])
                        )
                    ),
                    None,
                )
                if found is not None:
                    mapping[found] = field.name
                    taken.add(field.name)
                    break
    return mapping


# Reading one cell


class CellError(Exception):
    pass


_US_DATE = re.compile(
    r"^(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?$", re.ASCII
)
_ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$", re.ASCII)
_SERIAL = re.compile(r"^\d{1,7}(?:\.\d+)?$", re.ASCII)
_YEAR = re.compile(r"^(\d{4})(?:\s*[-\u2013/]\s*\d{2,4})?$")
_MONEY = re.compile(r"^(?P<whole>\d{1,3}(?:,\d{3})+|\d+)?(?:\.(?P<fraction>\d+))?$", re.ASCII)
MAX_CENTS = 10**10


def _ascii_digits(text: str) -> str:
    """Bengali (and any other) decimal digits as ASCII ones."""
    return "".join(str(int(char)) if char.isdecimal() else char for char in text)


def read_date(text: str) -> date:
    text = _ascii_digits(text.strip())
    try:
        if match := _US_DATE.match(text):
            month, day, year = (int(part) for part in match.groups())
            parsed = date(year + 2000 if year < 100 else year, month, day)
        elif match := _ISO_DATE.match(text):
            parsed = date(*(int(part) for part in match.groups()))
        elif _SERIAL.match(text) and 1 <= float(text) < 2_958_466:
            parsed = from_excel(int(float(text))).date()
        else:
            raise CellError(gettext("%(value)s is not a date (write it as M/D/YYYY or YYYY-MM-DD).") % {"value": text})
    except ValueError:
        raise CellError(gettext("%(value)s is not a date.") % {"value": text}) from None
    if not 1900 <= parsed.year <= 2999:
        raise CellError(gettext("Enter a date between 1900 and 2999."))
    return parsed


def read_money(text: str) -> int:
    """Cents, from "$1,234.50", "1234.5", "USD 25" or "৳"-less Bengali digits; never through a float."""
    cleaned = _ascii_digits(text.strip())
    cleaned = re.sub(r"(?i)^usd|usd$|\$|\s", "", cleaned)
    match = _MONEY.match(cleaned)
    if not cleaned or not match or not (match["whole"] or match["fraction"]):
        raise CellError(gettext("%(value)s is not an amount of money.") % {"value": text})
    try:
        amount = Decimal((match["whole"] or "0").replace(",", "") + "." + (match["fraction"] or "0"))
    except InvalidOperation:
        raise CellError(gettext("%(value)s is not an amount of money.") % {"value": text}) from None
    if amount != amount.quantize(Decimal("0.01")):
        raise CellError(gettext("%(value)s has more than two digits of cents.") % {"value": text})
    cents = int(amount * 100)
    if cents >= MAX_CENTS:
        raise CellError(gettext("%(value)s is too large an amount.") % {"value": text})
    return cents


def read_phone(text: str) -> str:
    """A phone number in E.164, as the reminders' WhatsApp links need it: +1 and ten digits for a US number."""
    phone = phone_e164(text)
    if phone is None:
        raise CellError(gettext("%(value)s is not a phone number.") % {"value": text})
    return phone


def read_cell(field: Field, text: str):
    """The field's value from a cell's text; raises CellError saying what is wrong. An empty cell is None."""
    if not text:
        return None
    if field.type == TEXT:
        if len(text) > field.max_length:
            raise CellError(gettext("Longer than %(count)s characters.") % {"count": language.number(field.max_length)})
        return text
    if field.type == EMAIL:
        try:
            validate_email(text)
        except ValidationError:
            raise CellError(gettext("%(value)s is not an email address.") % {"value": text}) from None
        if len(text) > field.max_length:
            raise CellError(gettext("%(value)s is not an email address.") % {"value": text})
        return text
    if field.type == PHONE:
        return read_phone(text)
    if field.type == COUNT:
        digits = _ascii_digits(text)
        digits = digits[:-2] if digits.endswith(".0") else digits
        if not digits.isascii() or not digits.isdigit() or int(digits) > 10_000:
            raise CellError(gettext("%(value)s is not a number of people.") % {"value": text})
        return int(digits)
    if field.type == YEAR:
        match = _YEAR.match(_ascii_digits(text))
        if not match or not 1900 <= int(match[1]) <= 2999:
            raise CellError(gettext("%(value)s is not a year.") % {"value": text})
        return int(match[1])
    if field.type == MONEY:
        return read_money(text)
    if field.type == DATE:
        return read_date(text).isoformat()
    raise AssertionError(field.type)


def read_row(kind: str, mapping: dict[str, str | None], columns: list[str], cells: list[str]) -> tuple[dict, list[str]]:
    """A row's values by field (every field of the kind, None when empty or not mapped) and what is wrong with it."""
    fields = {field.name: field for field in FIELDS[kind]}
    values: dict = dict.fromkeys(fields)
    errors: list[str] = []
    for column, cell in zip(columns, cells, strict=True):
        name = mapping.get(column)
        if not name:
            continue
        field = fields[name]
        try:
            values[name] = read_cell(field, cell)
        except CellError as error:
            errors.append(f"{column}: {error}")
    for field in FIELDS[kind]:
        if (
            field.required
            and values[field.name] is None
            and not any(e.startswith(f"{c}: ") for c in columns if mapping.get(c) == field.name for e in errors)
        ):
            errors.append(gettext("The %(field)s is missing.") % {"field": field.label})
    return values, errors
