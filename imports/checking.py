"""The dry run: each row of a sheet read with its mapping, checked against
what is stored (a query per kind of record, however many rows), with what is
wrong with it and the record it matches."""

from dataclasses import dataclass, field

from django.utils.translation import gettext

from core import language
from core.dates import local_today
from core.emails import email_key
from events.models import Event
from families.models import Family
from imports.fields import FAMILIES, MEMBERSHIPS, PAYMENTS, REGISTRATIONS, read_row
from ledger.models import Payment
from membership.models import Membership, MembershipTier
from membership.selectors import start_month
from membership.years import membership_year
from money.models import Donation
from registrations.models import MAX_GUESTS, Registration

# The spreadsheet's line of a sheet's first row after its header.
FIRST_LINE = 2


@dataclass
class Row:
    line: int
    values: dict
    errors: list[str]
    duplicate_of: int | None = None
    # What the row was found to be for: {"tierId": 3}, {"eventId": 7}, {"kind": "membership", "targetId": 12}.
    target: dict = field(default_factory=dict)

    def as_json(self) -> dict:
        return {"line": self.line, "values": self.values, "errors": self.errors, "duplicateOf": self.duplicate_of}


def _same_in_file(rows: list[Row], key_of) -> None:
    """A second row of the sheet for the same record is an error naming the first."""
    seen: dict = {}
    for row in rows:
        key = key_of(row)
        if key is None:
            continue
        if key in seen:
            row.errors.append(
                gettext("Line %(line)s is for the same %(what)s.")
                % {"line": language.number(seen[key]), "what": gettext("address")}
            )
        else:
            seen[key] = row.line


def _email_key(row: Row) -> str | None:
    email = row.values.get("email")
    return email_key(email) if email else None


def _check_families(rows: list[Row]) -> None:
    _same_in_file(rows, _email_key)
    keys = {key for row in rows if (key := _email_key(row))}
    existing = dict(Family.objects.filter(email_key__in=keys).values_list("email_key", "pk"))
    for row in rows:
        row.duplicate_of = existing.get(_email_key(row))


def _check_memberships(rows: list[Row]) -> None:
    tiers = {tier.name.casefold().strip(): tier for tier in MembershipTier.objects.all()}
    this_year = membership_year(local_today(), start_month=start_month())
    for row in rows:
        if row.values["year"] is None:
            row.values["year"] = this_year
        name = row.values["tier"]
        if name is None:
            continue
        tier = tiers.get(name.casefold().strip())
        if tier is None:
            row.errors.append(gettext("There is no membership tier named %(tier)s.") % {"tier": name})
        elif not tier.active:
            row.errors.append(gettext("The membership tier %(tier)s is no longer offered.") % {"tier": name})
        else:
            row.target["tierId"] = tier.pk

    def key_of(row: Row):
        key = _email_key(row)
        return (key, row.values["year"]) if key else None

    _same_in_file(rows, key_of)
    keys = {key for row in rows if (key := _email_key(row))}
    existing = {
        (key, year): pk
        for key, year, pk in Membership.objects.filter(email_key__in=keys).values_list("email_key", "year", "pk")
    }
    for row in rows:
        row.duplicate_of = existing.get(key_of(row))


def _check_registrations(rows: list[Row]) -> None:
    # The latest event of a title is the one meant (each year's Durga Puja may share its name).
    events: dict[str, int] = {}
    for pk, title in Event.objects.order_by("date", "pk").values_list("pk", "title"):
        events[title.casefold().strip()] = pk
    for row in rows:
        values = row.values
        title = values["eventTitle"]
        if title is not None:
            event_id = events.get(title.casefold().strip())
            if event_id is None:
                row.errors.append(gettext("There is no event titled %(title)s.") % {"title": title})
            else:
                row.target["eventId"] = event_id
        guests = values["guestCount"] if values["guestCount"] is not None else 1
        children = values["children"] or 0
        if not 1 <= guests <= MAX_GUESTS:
            row.errors.append(gettext("A party is 1 to %(count)s guests.") % {"count": language.number(MAX_GUESTS)})
        elif children >= guests:
            row.errors.append(gettext("A party needs at least one adult: fewer children than guests."))

    def key_of(row: Row):
        key = _email_key(row)
        return (key, row.target["eventId"]) if key and "eventId" in row.target else None

    _same_in_file(rows, key_of)
    keys = {key for row in rows if (key := _email_key(row))}
    existing = {
        (key, event_id): pk
        for key, event_id, pk in Registration.objects.filter(email_key__in=keys)
        .exclude(status=Registration.Status.CANCELLED)
        .values_list("email_key", "event_id", "pk")
    }
    for row in rows:
        row.duplicate_of = existing.get(key_of(row))


def _check_payments(rows: list[Row]) -> None:
    references = {row.values["reference"].strip().upper() for row in rows if row.values["reference"]}
    targets: dict[str, tuple[str, int]] = {}
    for kind, model in (
        (Payment.Kind.REGISTRATION, Registration),
        (Payment.Kind.MEMBERSHIP, Membership),
        (Payment.Kind.DONATION, Donation),
    ):
        for pk, reference in model.objects.filter(payment_reference__in=references).values_list(
            "pk", "payment_reference"
        ):
            targets[reference] = (kind, pk)
    today = local_today().isoformat()
    for row in rows:
        values = row.values
        if values["receivedOn"] is None:
            values["receivedOn"] = today
        if values["amount"] == 0:
            row.errors.append(gettext("The amount is zero."))
        reference = values["reference"]
        if reference is None:
            continue
        target = targets.get(reference.strip().upper())
        if target is None:
            row.errors.append(
                gettext("No registration, membership or donation has the reference %(reference)s.")
                % {"reference": reference}
            )
        else:
            row.target = {"kind": target[0], "targetId": target[1]}
    recorded = {
        (kind, target_id, amount, received_on.isoformat()): pk
        for kind, target_id, amount, received_on, pk in Payment.objects.filter(
            voided=False, target_id__in={row.target["targetId"] for row in rows if row.target}
        ).values_list("kind", "target_id", "amount", "received_on", "pk")
    }
    for row in rows:
        if row.target:
            row.duplicate_of = recorded.get(
                (row.target["kind"], row.target["targetId"], row.values["amount"], row.values["receivedOn"])
            )


CHECKS = {
    FAMILIES: _check_families,
    MEMBERSHIPS: _check_memberships,
    REGISTRATIONS: _check_registrations,
    PAYMENTS: _check_payments,
}


def rows_check(kind: str, mapping: dict, columns: list[str], cells: list[list[str]]) -> list[Row]:
    """Every row of the sheet as it would be read and applied; an empty row is left out."""
    rows = []
    for index, row_cells in enumerate(cells):
        if not any(row_cells):
            continue
        values, errors = read_row(kind, mapping, columns, row_cells)
        rows.append(Row(line=index + FIRST_LINE, values=values, errors=errors))
    CHECKS[kind](rows)
    return rows
