"""Receipts and the year's statements leave the request: the organiser's click is answered
at once, and one email per donor is queued here."""

from django.tasks import task

from money.receipts.emails import receipt_send, statement_send
from money.receipts.selectors import donor_addresses


@task()
def deliver_statements(year: int) -> int:
    """Queue one statement per address that gave in `year`; returns how many."""
    return sum(statement_send(email=email, year=year) for email in donor_addresses(year=year))


@task()
def deliver_receipt(payment_id: int) -> bool:
    """Write the payment's receipt and queue its email: the PDF is made here,
    in the worker, never in the organiser's request."""
    return receipt_send(payment_id)
