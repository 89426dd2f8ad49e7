import csv
import io
from collections.abc import Iterable

from django.utils import timezone

from registrations.models import Registration

HEADER = ["Name", "Email", "Phone", "Guests", "Notes", "Registered At"]
# A spreadsheet runs a cell starting with one of these as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: str) -> str:
    if value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def registrations_csv(registrations: Iterable[Registration]) -> bytes:
    """UTF-8 with a byte-order mark, so Excel opens Bengali names correctly."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(HEADER)
    for registration in registrations:
        created = timezone.localtime(registration.created_at).strftime("%Y-%m-%d %H:%M")
        writer.writerow(
            [
                neutralise(registration.full_name),
                neutralise(registration.email),
                neutralise(registration.phone),
                registration.guest_count,
                neutralise(registration.notes),
                created,
            ]
        )
    return "\ufeff".encode() + buffer.getvalue().encode("utf-8")
