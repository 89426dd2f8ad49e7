from collections.abc import Iterable, Iterator

from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from core.csv import csv_pieces, header_row, neutralise
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
    _("Arrived On"),
]


def _local(moment) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M") if moment else ""


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
        neutralise("; ".join(_day_name(day) for day in _days(registration))),
        neutralise("; ".join(_arrival(check_in) for check_in in _arrivals(registration))),
    ]


def _day_name(day) -> str:
    return day.title or day.date.isoformat()


def _arrivals(registration: Registration) -> list:
    return sorted(registration.day_check_ins.all(), key=lambda check_in: check_in.day.date)


def _arrival(check_in) -> str:
    """A festival day the party came: its name, when, and how many when not all of it."""
    text = f"{_day_name(check_in.day)} {_local(check_in.checked_in_at)}"
    if check_in.arrived_guests is not None:
        text += f" ({check_in.arrived_guests})"
    return text


def _days(registration: Registration) -> list:
    return sorted(registration.days.all(), key=lambda day: day.date)


def registrations_csv_pieces(registrations: Iterable[Registration]) -> Iterator[bytes]:
    """The CSV as pieces of bytes, for a streamed answer: UTF-8 with a byte-order
    mark, so Excel opens Bengali names correctly. Registrations should come with
    their claims' slots prefetched; given an iterator, only the rows of the piece
    being written are held at once."""
    return csv_pieces(header_row(HEADER), registrations, _row)


def registrations_csv(registrations: Iterable[Registration]) -> bytes:
    """The whole CSV at once (see registrations_csv_pieces)."""
    return b"".join(registrations_csv_pieces(registrations))
