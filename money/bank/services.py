"""The bank's writes: an uploaded statement kept, and its chosen lines
recorded as payments (each through payment_record), each bank line once, ever,
however often it is uploaded or applied."""

from dataclasses import dataclass
from datetime import date

from django.db import transaction

from activity.models import SYSTEM
from activity.services import activity_record
from core.text import plain_text
from money.bank.matching import statement_matches
from money.bank.statement import parse_statement
from money.exceptions import BankLineRecorded, PaymentDateOutOfRange, PaymentTargetMissing
from money.models import BankImport, Payment
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


def bank_import_apply(*, bank_import: BankImport, lines: list[int], actor: str = SYSTEM) -> Applied:
    """Record the chosen lines of an import as bank payments, each matched as
    it is now. A line with no match, a refused line (`line_refusal`), a number
    the import has not, and a bank line a payment already holds (from this
    import or any other, also one applied at this same moment) are skipped;
    each line recorded is its own transaction, so a skipped one never undoes
    another."""
    wanted = list(dict.fromkeys(lines))
    chosen_lines = set(wanted)
    chosen = [row for row in bank_import.rows if row["line"] in chosen_lines]
    recorded = 0
    for line in statement_matches(chosen):
        if line.match is None or line.already_recorded or line.refused:
            continue
        try:
            payment_record(
                kind=line.match.kind,
                target_id=line.match.target_id,
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
