"""Sending every donor its statement of a year's gifts: the organisers' one
click, recorded in the activity log, fanned out by the task worker."""

from django.db import transaction

from activity.services import activity_record
from core.task_queue import enqueue
from money.receipts.selectors import donor_addresses
from money.receipts.tasks import deliver_statements


@transaction.atomic
def statements_send(*, year: int, actor: str) -> int:
    """Queue the statements of `year`; returns how many donors will get one.
    The log entry and the task that fans them out are stored together."""
    recipients = len(donor_addresses(year=year))
    activity_record(
        actor=actor,
        action="statements.send",
        target_type="statement",
        summary=f"Donation statements {year}",
        changes={"recipients": [None, recipients]},
    )
    enqueue(deliver_statements, year)
    return recipients
