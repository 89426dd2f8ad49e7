"""The bank's writes: an uploaded statement kept, and its chosen lines
recorded as payments (each through payment_record), each bank line once, ever,
however often it is uploaded or applied."""

from dataclasses import dataclass
from datetime import date

from django.db import transaction
from django.utils.translation import gettext, gettext_lazy

from activity.models import SYSTEM
from activity.services import activity_record
from core import language
from core.text import plain_text
from ledger.models import PAYABLES, Payment, payable_model
from money.bank.matching import statement_matches
from money.bank.statement import line_refusal, parse_statement
from money.exceptions import AssignmentRefused, BankLineRecorded, PaymentDateOutOfRange, PaymentTargetMissing
from money.models import BankImport
from money.payments.services import payment_record


@transaction.atomic
def bank_import_create(*, content: bytes, filename: str = "", actor: str = SYSTEM) -> BankImport:
    """Read an uploaded statement and keep its lines until they are applied;
    a file that is not a statement is refused (StatementUnreadable) and nothing is kept."""
    rows = parse_statement(content)
    bank_import = BankImport.objects.create(filename=plain_text(filename)[:255], uploaded_by=actor, rows=rows)
    activity_record(
        actor=actor,
        action="payment.import",
        target_type="bankImport",
        target_id=bank_import.pk,
        summary=f"{bank_import.filename} ({len(rows)})",
    )
    return bank_import


@dataclass(frozen=True)
class Applied:
    recorded: int
    skipped: int


@dataclass(frozen=True)
class Assignment:
    """A bank line the treasurer says pays for this registration, membership or donation."""

    line: int
    kind: str
    target_id: int


KIND_WORDS = {
    Payment.Kind.REGISTRATION: gettext_lazy("registration"),
    Payment.Kind.MEMBERSHIP: gettext_lazy("membership"),
    Payment.Kind.DONATION: gettext_lazy("donation"),
    Payment.Kind.SPONSORSHIP: gettext_lazy("sponsorship"),
}


def _assignments_check(bank_import: BankImport, assign: list[Assignment]) -> None:
    """Refuse (AssignmentRefused, naming the line) what cannot be recorded as
    assigned, before anything is: a line twice, a line the import has not, money
    out, a refused date, a kind nothing is paid for, a target that is not there.
    A line already recorded is no mistake: it is skipped, as on any re-apply."""
    rows = {row["line"]: row for row in bank_import.rows}
    seen: set[int] = set()
    for item in assign:
        words = {"line": language.number(item.line)}
        if item.line in seen:
            raise AssignmentRefused(gettext("Line %(line)s is assigned twice.") % words)
        seen.add(item.line)
        row = rows.get(item.line)
        if row is None:
            raise AssignmentRefused(gettext("Line %(line)s is not in this statement.") % words)
        if row["amount"] <= 0:
            raise AssignmentRefused(gettext("Line %(line)s is money out; only money in can pay for something.") % words)
        if line_refusal(row):
            raise AssignmentRefused(
                gettext("Line %(line)s cannot be recorded: its date is not between 1900 and 2999.") % words
            )
        if item.kind not in PAYABLES:
            raise AssignmentRefused(
                gettext("Line %(line)s: choose a registration, a membership or a donation.") % words
            )
    wanted: dict[str, set[int]] = {}
    for item in assign:
        wanted.setdefault(item.kind, set()).add(item.target_id)
    there = {
        (kind, pk)
        for kind, ids in wanted.items()
        for pk in payable_model(kind).objects.filter(pk__in=ids).values_list("pk", flat=True)
    }
    for item in assign:
        if (item.kind, item.target_id) not in there:
            raise AssignmentRefused(
                gettext("Line %(line)s: there is no %(kind)s with that id.")
                % {"line": language.number(item.line), "kind": KIND_WORDS[item.kind]}
            )


def bank_import_apply(
    *, bank_import: BankImport, lines: list[int], assign: list[Assignment] | None = None, actor: str = SYSTEM
) -> Applied:
    """Record the chosen lines of an import as bank payments, each matched as
    it is now, and the assigned ones (`assign`) against what the treasurer
    chose, as a matched line is. A wrong assignment refuses the whole request
    before anything is recorded. A line with no match, a refused line
    (`line_refusal`), a number the import has not, and a bank line a payment
    already holds (from this import or any other, also one applied at this
    same moment) are skipped; each line recorded is its own transaction, so a
    skipped one never undoes another."""
    assign = assign or []
    _assignments_check(bank_import, assign)
    assigned = {item.line: item for item in assign}
    wanted = list(dict.fromkeys([*lines, *assigned]))
    chosen_lines = set(wanted)
    chosen = [row for row in bank_import.rows if row["line"] in chosen_lines]
    recorded = 0
    for line in statement_matches(chosen):
        chosen_target = assigned.get(line.row["line"])
        if chosen_target is not None:
            kind, target_id = chosen_target.kind, chosen_target.target_id
        elif line.match is not None:
            kind, target_id = line.match.kind, line.match.target_id
        else:
            continue
        if line.already_recorded or line.refused:
            continue
        try:
            payment_record(
                kind=kind,
                target_id=target_id,
                amount=line.row["amount"],
                method=Payment.Method.BANK,
                reference=line.row["description"][: Payment._meta.get_field("reference").max_length],
                received_on=date.fromisoformat(line.row["date"]),
                actor=actor,
                bank_line_key=line.key,
            )
        except (BankLineRecorded, PaymentDateOutOfRange, PaymentTargetMissing):
            continue
        recorded += 1
    return Applied(recorded=recorded, skipped=len(wanted) - recorded)
