"""What the money services refuse, each with the sentence the treasurer reads."""

from django.utils.translation import gettext

from core.exceptions import Conflict, DomainError, Forbidden


class PaymentTargetMissing(DomainError):
    def __init__(self) -> None:
        super().__init__(
            gettext("There is nothing to pay with that kind and id."),
            errors={"targetId": [gettext("There is nothing to pay with that kind and id.")]},
        )


class PaymentDateOutOfRange(DomainError):
    """A payment dated outside the years its receipt numbers and the books run in."""

    def __init__(self) -> None:
        super().__init__(
            gettext("Enter a date between 1900 and 2999."),
            errors={"receivedOn": [gettext("Enter a date between 1900 and 2999.")]},
        )


class PaymentAlreadyVoided(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This payment is already voided."))


class BankLineRecorded(Conflict):
    """A bank statement's line that a payment already records."""

    def __init__(self) -> None:
        super().__init__(gettext("This bank line is already recorded."))


class StatementUnreadable(DomainError):
    """An uploaded file that is not a bank statement this site reads; the
    sentence says why, and on which line when one is to blame."""

    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"file": [message]})


class AssignmentRefused(DomainError):
    """A bank line the treasurer assigned by hand that cannot be recorded as
    asked; the sentence names the line, and nothing of the request is recorded."""

    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"assign": [message]})


class ApprovalDecided(Conflict):
    """A proposal already approved or rejected (by someone else a moment before)."""

    def __init__(self) -> None:
        super().__init__(gettext("This proposal has already been decided."))


class ApprovalByProposer(Forbidden):
    """The proposer cannot be the second treasurer of their own proposal."""

    def __init__(self) -> None:
        super().__init__(gettext("Another treasurer must approve this."))


class VoidAlreadyProposed(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("A void of this payment is already waiting for approval."))
