"""The membership roll as a CSV, written as the registrations' is: UTF-8 with a
byte-order mark, and no cell a spreadsheet would run as a formula."""

from collections.abc import Iterable, Iterator
from functools import partial

from django.utils.translation import gettext_lazy as _

from core.csv import csv_pieces, header_row, neutralise
from core.money import cents_text
from membership.models import Membership

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


def _row(membership: Membership, *, year_label: str) -> list:
    return [
        neutralise(membership.name),
        neutralise(membership.email),
        neutralise(membership.phone),
        neutralise(membership.tier.name),
        year_label,
        cents_text(membership.amount_due),
        cents_text(membership.amount_paid),
        membership.payment_status,
        membership.payment_reference,
        "Yes" if membership.active else "No",
    ]


def memberships_csv_pieces(memberships: Iterable[Membership], *, year_label: str) -> Iterator[bytes]:
    """The CSV as pieces of bytes, for a streamed answer."""
    return csv_pieces(header_row(HEADER), memberships, partial(_row, year_label=year_label))
