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
