import csv
import io
from collections.abc import Iterable

from django.utils import timezone

from registrations.models import Registration

HEADER = [
    "Name",
    "Email",
    "Phone",
    "Guests",
    "Notes",
    "Registered At",
    "Status",
    "Children",
    "Vegetarian Meals",
    "Dietary Notes",
    "Photo Consent",
    "Slots",
    "Checked In",
]
# A spreadsheet runs a cell starting with one of these as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: str) -> str:
    if value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def _local(moment) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M") if moment else ""


def registrations_csv(registrations: Iterable[Registration]) -> bytes:
    """UTF-8 with a byte-order mark, so Excel opens Bengali names correctly.
    Registrations should come with their claims' slots prefetched."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(HEADER)
    for registration in registrations:
        writer.writerow(
            [
                neutralise(registration.full_name),
                neutralise(registration.email),
                neutralise(registration.phone),
                registration.guest_count,
                neutralise(registration.notes),
                _local(registration.created_at),
                registration.get_status_display(),
                registration.children,
                registration.vegetarian_meals,
                neutralise(registration.dietary_notes),
                "Yes" if registration.photo_consent else "No",
                neutralise("; ".join(claim.slot.title for claim in registration.claims.all())),
                _local(registration.checked_in_at),
            ]
        )
    return "\ufeff".encode() + buffer.getvalue().encode("utf-8")
