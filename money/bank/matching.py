"""Each credit of a bank statement matched to what it pays for: by the payment
reference in its memo, or else by the payer's name and the exact sum owed."""

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from django.db import models
from django.db.models import F

from core.money import MAX_CENTS, references_in
from ledger.models import Payment
from money.bank.statement import line_refusal, row_key
from money.payments.payables import Kind, outstanding, payable_models


class Reason:
    REFERENCE = "reference"
    NAME_AND_AMOUNT = "nameAndAmount"


@dataclass(frozen=True)
class Candidate:
    """Something payable, as a bank line is matched to it."""

    kind: str
    target_id: int
    payment_reference: str | None
    payer_name: str
    outstanding: int

    @classmethod
    def of(cls, kind: str, payable: models.Model) -> "Candidate":
        return cls(
            kind=kind,
            target_id=payable.pk,
            payment_reference=payable.payment_reference,
            payer_name=payable.payer_name,
            outstanding=outstanding(payable),
        )


@dataclass(frozen=True)
class LineMatch:
    row: dict
    key: str
    match: Candidate | None
    reason: str | None
    already_recorded: bool
    refused: str | None = None


# Where each kind keeps the sum it is owed (a donation's is its amount).
DUE_FIELD = {
    Kind.REGISTRATION: "amount_due",
    Kind.MEMBERSHIP: "amount_due",
    Kind.DONATION: "amount",
    Kind.SPONSORSHIP: "amount_due",
}


def folded(text: str) -> str:
    """Text for comparing names: accents taken off, case set aside, words
    separated by single spaces and framed by them, so that " sen " is found
    as a whole word."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return f" {' '.join(re.findall(r'\w+', plain.casefold()))} "


def _by_reference(references: set[str]) -> dict[str, Candidate]:
    found: dict[str, Candidate] = {}
    if not references:
        return found
    for kind, model in payable_models().items():
        for payable in model.objects.filter(payment_reference__in=references):
            found[payable.payment_reference] = Candidate.of(kind, payable)
    return found


def _owing(amounts: set[int]) -> dict[int, list[tuple[str, Candidate]]]:
    """Everything that owes exactly one of `amounts`, by the sum it owes, each
    with its payer's folded name."""
    owing: dict[int, list[tuple[str, Candidate]]] = defaultdict(list)
    if not amounts:
        return owing
    for kind, model in payable_models().items():
        query = model.objects.annotate(owed=F(DUE_FIELD[kind]) - F("amount_paid")).filter(owed__in=amounts)
        for payable in query.order_by("pk"):
            candidate = Candidate.of(kind, payable)
            owing[candidate.outstanding].append((folded(candidate.payer_name), candidate))
    return owing


def _matchable(row: dict) -> bool:
    """Only money in can pay for something; debits never match, nor does a refused line."""
    return 0 < row["amount"] <= MAX_CENTS and line_refusal(row) is None


def statement_matches(rows: list[dict]) -> list[LineMatch]:
    """Each line with what it pays for: the registration, membership or
    donation its description names by payment reference (any case, anywhere
    in it); else the one payable whose payer's name is in the description and
    whose outstanding sum is the line's amount; else nothing. A payable that an
    earlier line of the statement pays is not matched again by name, so two
    transfers of the same sum from one payer never both settle one debt. Reads
    all it needs in a few queries, however long the statement."""
    credits = [row for row in rows if _matchable(row)]
    by_reference = _by_reference({reference for row in credits for reference in references_in(row["description"])})
    owing = _owing({row["amount"] for row in credits})
    keys = [row_key(row) for row in rows]
    recorded = set(Payment.objects.filter(bank_line_key__in=keys).values_list("bank_line_key", flat=True))

    matches = []
    # The payables that earlier lines pay, and that no payment records yet.
    claimed: set[tuple[str, int]] = set()
    for row, key in zip(rows, keys, strict=True):
        match, reason = _match(row, by_reference=by_reference, owing=owing, claimed=claimed)
        already_recorded = key in recorded
        if match is not None and not already_recorded:
            claimed.add((match.kind, match.target_id))
        matches.append(
            LineMatch(
                row=row,
                key=key,
                match=match,
                reason=reason,
                already_recorded=already_recorded,
                refused=line_refusal(row),
            )
        )
    return matches


def _match(
    row: dict,
    *,
    by_reference: dict[str, Candidate],
    owing: dict[int, list[tuple[str, Candidate]]],
    claimed: set[tuple[str, int]],
) -> tuple[Candidate | None, str | None]:
    if not _matchable(row):
        return None, None
    named = [by_reference[ref] for ref in references_in(row["description"]) if ref in by_reference]
    if named:
        return named[0], Reason.REFERENCE
    description = folded(row["description"])
    found = [
        candidate
        for name, candidate in owing.get(row["amount"], [])
        if name.strip() and name in description and (candidate.kind, candidate.target_id) not in claimed
    ]
    if len(found) == 1:
        return found[0], Reason.NAME_AND_AMOUNT
    return None, None
