"""What the event services refuse."""

from core.exceptions import DomainError


class CapacityBelowConfirmed(DomainError):
    def __init__(self, confirmed: int) -> None:
        message = (
            f"{confirmed} guests are already confirmed. Set a capacity of at least {confirmed}, "
            "or cancel registrations first."
        )
        super().__init__(message, errors={"capacity": [message]})


class SlotsInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__("Please correct the highlighted fields.", errors=errors)


# A festival lasts at most this many days after its first.
MAX_FESTIVAL_DAYS_AFTER = 14


class EndDateInvalid(DomainError):
    def __init__(self) -> None:
        message = (
            f"The last day must be on the first day or up to {MAX_FESTIVAL_DAYS_AFTER} days after it "
            "(leave it empty for an event of one day)."
        )
        super().__init__(message, errors={"endDate": [message]})


class DaysInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__("Please correct the highlighted fields.", errors=errors)
