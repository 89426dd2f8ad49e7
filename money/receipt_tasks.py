"""The receipts' tasks under the path they had before they moved to
money/receipts/tasks.py. The task queue stores a task by its import path
(`money.receipt_tasks.deliver_receipt`) and imports it by that path when a
worker runs it, so tasks queued before the move are found here."""

from money.receipts.tasks import deliver_receipt, deliver_statements

__all__ = ["deliver_receipt", "deliver_statements"]
