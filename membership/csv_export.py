"""The membership roll as a CSV, written as the registrations' is: UTF-8 with a
byte-order mark, and no cell a spreadsheet would run as a formula."""

import csv
from collections.abc import Iterable, Iterator

from django.utils.translation import gettext_lazy as _

from membership.models import Membership
from registrations.csv_export import PIECE_BYTES, header_row, neutralise

# The columns' names, in the organiser's language (the request's); their order never changes.
HEADER = [
    _("Name"),
    _("Email"),
    _("Phone"),
    _("Tier"),
    _("Year"),
    _("Amount Due"),
    _("Amount Paid"),
    _("Payment Status"),
    _("Payment Reference"),
    _("Active"),
]


class _Line:
    """What csv.writer writes to: it hands each formatted row back."""

    def write(self, line: str) -> str:
        return line


def dollars(cents: int) -> str:
    """Cents as a spreadsheet reads dollars: 2500 is "25.00", -150 is "-1.50"."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}{whole}.{part:02d}"


def _row(membership: Membership, year_label: str) -> list:
    return [
        neutralise(membership.name),
        neutralise(membership.email),
        neutralise(membership.phone),
        neutralise(membership.tier.name),
        year_label,
        dollars(membership.amount_due),
        dollars(membership.amount_paid),
        membership.payment_status,
        membership.payment_reference,
        "Yes" if membership.active else "No",
    ]


def memberships_csv_pieces(memberships: Iterable[Membership], *, year_label: str) -> Iterator[bytes]:
    """The CSV as pieces of bytes, for a streamed answer."""
    return _pieces(header_row(HEADER), memberships, year_label)


def _pieces(header: list[str], memberships: Iterable[Membership], year_label: str) -> Iterator[bytes]:
    writer = csv.writer(_Line(), lineterminator="\r\n")
    piece = ["\ufeff", writer.writerow(header)]
    size = 0
    for membership in memberships:
        line = writer.writerow(_row(membership, year_label))
        piece.append(line)
        size += len(line)
        if size >= PIECE_BYTES:
            yield "".join(piece).encode("utf-8")
            piece, size = [], 0
    if piece:
        yield "".join(piece).encode("utf-8")
