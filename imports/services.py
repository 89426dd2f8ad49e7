"""The imports' writes: a sheet kept, its mapping chosen, its rows applied
(each through the services of what it brings in) and undone.

Applying locks the import's row first and refuses one already applied, so an
import applied twice at once (two tabs, a double click) writes its rows once;
a second import of the same sheet finds each row's record by its email (the
address's key, core/emails.py) and updates it rather than adding another.
"""

from collections.abc import Callable
from datetime import date, timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from activity.models import SYSTEM
from activity.services import activity_record
from core.emails import email_key
from core.exceptions import DomainError
from core.text import plain_text
from events.models import Event
from families.models import Family
from imports.checking import Row, rows_check
from imports.exceptions import ImportApplied, ImportNotApplied, ImportUndone, MappingRefused, UndoTooLate
from imports.fields import FAMILIES, FIELDS, MEMBERSHIPS, REGISTRATIONS, suggest_mapping
from imports.models import Import, ImportedRecord
from imports.reading import read_sheet
from ledger.models import Payment
from membership.models import Membership, MembershipTier
from membership.services import ImportedMembership, memberships_import
from money.payments.services import ImportedPayment, payment_void, payments_record_imported
from registrations.models import Registration
from registrations.services import registration_delete, registration_import

UNDO_DAYS = 7
# What a payment brought in from a sheet is recorded as.
IMPORTED_METHOD = Payment.Method.OTHER


@transaction.atomic
def import_create(*, content: bytes, kind: str, filename: str = "", actor: str = SYSTEM) -> Import:
    """Read an uploaded sheet and keep it with a suggested mapping; a file that
    is not one is refused (FileUnreadable), and nothing is kept."""
    columns, rows = read_sheet(content, filename=filename)
    # A sheet never applied is kept a week, no longer: its cells are people's names and addresses.
    Import.objects.filter(applied_at__isnull=True, created_at__lt=timezone.now() - timedelta(days=UNDO_DAYS)).delete()
    return Import.objects.create(
        kind=kind,
        filename=plain_text(filename)[:255],
        columns=columns,
        rows=rows,
        mapping=suggest_mapping(kind, columns),
        uploaded_by=actor,
    )


def mapping_clean(sheet: Import, mapping: dict) -> dict[str, str | None]:
    """The mapping as it will be kept: every column of the sheet, each to a field
    of its kind or to nothing; a field chosen for two columns is refused."""
    known = {field.name for field in FIELDS[sheet.kind]}
    clean: dict[str, str | None] = dict.fromkeys(sheet.columns)
    for column, field in mapping.items():
        if column not in clean:
            raise MappingRefused(gettext("The file has no column %(column)s.") % {"column": column})
        if field in (None, ""):
            continue
        if field not in known:
            raise MappingRefused(gettext("%(field)s is not a field of this import.") % {"field": str(field)})
        if field in clean.values():
            raise MappingRefused(gettext("%(field)s is chosen for two columns.") % {"field": field})
        clean[column] = field
    return clean


@transaction.atomic
def import_map(*, sheet: Import, mapping: dict) -> Import:
    """Keep the organiser's mapping (nothing else is written)."""
    sheet = Import.objects.select_for_update().get(pk=sheet.pk)
    if sheet.applied_at is not None:
        raise ImportApplied()
    sheet.mapping = mapping_clean(sheet, mapping)
    sheet.save(update_fields=["mapping"])
    return sheet


def _record(records: list, model: str, object_id: int, row: Row, *, created: bool = True) -> None:
    records.append(ImportedRecord(model=model, object_id=object_id, created=created, line=row.line))


def _apply_families(rows: list[Row], records: list, actor: str) -> tuple[int, int]:
    new = [row for row in rows if row.duplicate_of is None]
    families = [
        Family(email=row.values["email"], name=row.values["name"] or "", phone=row.values["phone"] or "") for row in new
    ]
    # A family added since the dry run (another import, a sign-in) by one of these addresses is
    # refused by the key's unique constraint: the whole apply rolls back and may be tried again.
    Family.objects.bulk_create(families, batch_size=500)
    created_ids = dict(
        Family.objects.filter(email_key__in=[email_key(f.email) for f in families]).values_list("email_key", "pk")
    )
    for row in new:
        _record(records, ImportedRecord.Model.FAMILY, created_ids[email_key(row.values["email"])], row)
    changed = []
    existing = Family.objects.in_bulk([row.duplicate_of for row in rows if row.duplicate_of is not None])
    for row in rows:
        family = existing.get(row.duplicate_of)
        if family is None:
            continue
        family.name = row.values["name"] or family.name
        family.phone = row.values["phone"] or family.phone
        family.updated_at = timezone.now()
        changed.append(family)
        _record(records, ImportedRecord.Model.FAMILY, family.pk, row, created=False)
    Family.objects.bulk_update(changed, ["name", "phone", "updated_at"], batch_size=500)
    return len(new), len(changed)


def _apply_memberships(rows: list[Row], records: list, actor: str) -> tuple[int, int]:
    """The new memberships in one go, the matched ones updated; each row's amount paid beyond what
    its membership has been paid is recorded as one payment (a sheet applied again records nothing more)."""
    tiers = MembershipTier.objects.in_bulk({row.target["tierId"] for row in rows})
    new = [row for row in rows if row.duplicate_of is None]
    created = memberships_import(
        rows=[
            ImportedMembership(
                email=row.values["email"],
                name=row.values["name"],
                phone=row.values["phone"] or "",
                tier=tiers[row.target["tierId"]],
                year=row.values["year"],
            )
            for row in new
        ],
        actor=actor,
    )
    membership_of: list[tuple[Row, Membership]] = list(zip(new, created, strict=True))
    for row, membership in membership_of:
        _record(records, ImportedRecord.Model.MEMBERSHIP, membership.pk, row)
    existing = Membership.objects.select_for_update().in_bulk([row.duplicate_of for row in rows if row.duplicate_of])
    changed = []
    for row in rows:
        membership = existing.get(row.duplicate_of)
        if membership is None:
            continue
        membership.name = row.values["name"]
        membership.phone = row.values["phone"] or membership.phone
        membership.updated_at = timezone.now()
        changed.append(membership)
        membership_of.append((row, membership))
        _record(records, ImportedRecord.Model.MEMBERSHIP, membership.pk, row, created=False)
    Membership.objects.bulk_update(changed, ["name", "phone", "updated_at"], batch_size=500)
    owed = [
        (row, membership)
        for row, membership in membership_of
        if row.values["amountPaid"] is not None and row.values["amountPaid"] > membership.amount_paid
    ]
    payments = [
        ImportedPayment(
            kind=Payment.Kind.MEMBERSHIP,
            target_id=membership.pk,
            amount=row.values["amountPaid"] - membership.amount_paid,
            reference=membership.payment_reference,
        )
        for row, membership in owed
    ]
    _pay(records, [row for row, _membership in owed], payments, actor)
    return len(created), len(changed)


def _pay(records: list, rows: list[Row], payments: list[ImportedPayment], actor: str) -> None:
    recorded = payments_record_imported(payments=payments, method=IMPORTED_METHOD, actor=actor)
    for row, payment in zip(rows, recorded, strict=True):
        _record(records, ImportedRecord.Model.PAYMENT, payment.pk, row)


def _apply_payments(rows: list[Row], records: list, actor: str) -> int:
    payments = []
    for row in rows:
        values = row.values
        note = " · ".join(part for part in (values["reference"], values["method"]) if part)
        payments.append(
            ImportedPayment(
                kind=row.target["kind"],
                target_id=row.target["targetId"],
                amount=values["amount"],
                received_on=date.fromisoformat(values["receivedOn"]) if values["receivedOn"] else None,
                reference=note[:300],
            )
        )
    _pay(records, rows, payments, actor)
    return len(payments)


def _apply_registration(row: Row, records: list, actor: str, events: dict[int, Event]) -> bool:
    values = row.values
    registration, created = registration_import(
        event=events[row.target["eventId"]],
        full_name=values["fullName"],
        email=values["email"],
        phone=values["phone"] or "",
        guest_count=values["guestCount"] or 1,
        children=values["children"] or 0,
        actor=actor,
    )
    _record(records, ImportedRecord.Model.REGISTRATION, registration.pk, row, created=created)
    return created


def _each_row(rows: list[Row], apply: Callable[[Row], bool]) -> tuple[int, int, int]:
    """Apply each row in its own savepoint: one the services refuse is skipped, the rest go in."""
    created = updated = skipped = 0
    for row in rows:
        try:
            with transaction.atomic():
                if apply(row):
                    created += 1
                else:
                    updated += 1
        except DomainError:
            skipped += 1
    return created, updated, skipped


@transaction.atomic
def import_apply(*, sheet: Import, actor: str = SYSTEM) -> Import:
    """Bring in every row without errors, as the dry run shows it now; rows with
    errors (and payments already recorded) are skipped. Once per import."""
    sheet = Import.objects.select_for_update().get(pk=sheet.pk)
    if sheet.applied_at is not None:
        raise ImportApplied()
    checked = rows_check(sheet.kind, sheet.mapping, sheet.columns, sheet.rows)
    good = [row for row in checked if not row.errors]
    skipped = len(checked) - len(good)
    records: list[ImportedRecord] = []
    if sheet.kind == FAMILIES:
        created, updated = _apply_families(good, records, actor)
    elif sheet.kind == MEMBERSHIPS:
        created, updated = _apply_memberships(good, records, actor)
    elif sheet.kind == REGISTRATIONS:
        events = Event.objects.in_bulk({row.target["eventId"] for row in good})
        created, updated, refused = _each_row(good, lambda row: _apply_registration(row, records, actor, events))
        skipped += refused
    else:
        to_record = [row for row in good if row.duplicate_of is None]
        skipped += len(good) - len(to_record)
        created, updated = _apply_payments(to_record, records, actor), 0
    for record in records:
        record.sheet = sheet
    ImportedRecord.objects.bulk_create(records, batch_size=1000)
    sheet.applied_at = timezone.now()
    sheet.applied_by = actor
    sheet.created, sheet.updated, sheet.skipped = created, updated, skipped
    # Its cells are in the records now; the undo needs only what it created.
    sheet.rows = []
    sheet.save(update_fields=["applied_at", "applied_by", "created", "updated", "skipped", "rows"])
    activity_record(
        actor=actor,
        action="import.apply",
        target_type="import",
        target_id=sheet.pk,
        summary=sheet.filename or sheet.kind,
        changes={
            "kind": [None, sheet.kind],
            "created": [None, created],
            "updated": [None, updated],
            "skipped": [None, skipped],
        },
    )
    return sheet


@transaction.atomic
def import_undo(*, sheet: Import, actor: str = SYSTEM) -> int:
    """Take away what the import created, within UNDO_DAYS days of applying it:
    its payments voided (their receipt numbers stay, as every voided payment's
    do), its registrations, memberships and families deleted. What it only
    changed stays as it is now. How many records were taken away."""
    sheet = Import.objects.select_for_update().get(pk=sheet.pk)
    if sheet.applied_at is None:
        raise ImportNotApplied()
    if sheet.undone_at is not None:
        raise ImportUndone()
    if timezone.now() - sheet.applied_at > timedelta(days=UNDO_DAYS):
        raise UndoTooLate()
    created = {model: [] for model in ImportedRecord.Model.values}
    for model, object_id in sheet.records.filter(created=True).values_list("model", "object_id"):
        created[model].append(object_id)
    removed = 0
    reason = gettext("Import %(id)s undone") % {"id": str(sheet.pk)}
    for payment in Payment.objects.filter(pk__in=created[ImportedRecord.Model.PAYMENT], voided=False):
        payment_void(payment=payment, reason=reason, actor=actor)
        removed += 1
    for registration in Registration.objects.filter(pk__in=created[ImportedRecord.Model.REGISTRATION]):
        registration_delete(registration=registration, actor=actor)
        removed += 1
    removed += (
        Membership.objects.filter(pk__in=created[ImportedRecord.Model.MEMBERSHIP])
        .delete()[1]
        .get("membership.Membership", 0)
    )
    removed += Family.objects.filter(pk__in=created[ImportedRecord.Model.FAMILY]).delete()[1].get("families.Family", 0)
    sheet.undone_at = timezone.now()
    sheet.save(update_fields=["undone_at"])
    activity_record(
        actor=actor,
        action="import.undo",
        target_type="import",
        target_id=sheet.pk,
        summary=sheet.filename or sheet.kind,
        changes={"removed": [None, removed]},
    )
    return removed
