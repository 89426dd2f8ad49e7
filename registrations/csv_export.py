import csv
from collections.abc import Iterable, Iterator

from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from registrations.models import Registration

# The columns' names, in the organiser's language (the request's); their order never changes.
HEADER = [
    _("Name"),
    _("Email"),
    _("Phone"),
    _("Guests"),
    _("Notes"),
    _("Registered At"),
    _("Status"),
    _("Children"),
    _("Vegetarian Meals"),
    _("Dietary Notes"),
    _("Photo Consent"),
    _("Slots"),
    _("Checked In"),
    _("Days"),
]
# Rows are sent in pieces of about this many bytes: one write per piece rather
# than per row, and never the whole file in memory.
PIECE_BYTES = 64 * 1024
# A spreadsheet runs a cell starting with one of these as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: str) -> str:
    if value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def _local(moment) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M") if moment else ""


class _Line:
    """What csv.writer writes to: it hands each formatted row back."""

    def write(self, line: str) -> str:
        return line


def _row(registration: Registration) -> list:
    return [
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
        neutralise("; ".join(day.title or day.date.isoformat() for day in _days(registration))),
    ]


def _days(registration: Registration) -> list:
    return sorted(registration.days.all(), key=lambda day: day.date)


def header_row(header: Iterable) -> list[str]:
    """A CSV's column names in the active language. Read while the request is
    handled: a streamed answer's pieces are written after its language is gone."""
    return [str(name) for name in header]


def registrations_csv_pieces(registrations: Iterable[Registration]) -> Iterator[bytes]:
    """The CSV as pieces of bytes, for a streamed answer: UTF-8 with a byte-order
    mark, so Excel opens Bengali names correctly. Registrations should come with
    their claims' slots prefetched; given an iterator, only the rows of the piece
    being written are held at once."""
    return _pieces(header_row(HEADER), registrations)


def _pieces(header: list[str], registrations: Iterable[Registration]) -> Iterator[bytes]:
    writer = csv.writer(_Line(), lineterminator="\r\n")
    piece = ["\ufeff", writer.writerow(header)]
    size = 0
    for registration in registrations:
        line = writer.writerow(_row(registration))
        piece.append(line)
        size += len(line)
        if size >= PIECE_BYTES:
            yield "".join(piece).encode("utf-8")
            piece, size = [], 0
    if piece:
        yield "".join(piece).encode("utf-8")


def registrations_csv(registrations: Iterable[Registration]) -> bytes:
    """The whole CSV at once (see registrations_csv_pieces)."""
    return b"".join(registrations_csv_pieces(registrations))
