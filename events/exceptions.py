"""What the event services refuse."""

from django.utils.translation import gettext

from core import language
from core.exceptions import DomainError


class CapacityBelowConfirmed(DomainError):
    def __init__(self, confirmed: int) -> None:
        message = gettext(
            "%(confirmed)s guests are already confirmed. Set a capacity of at least %(confirmed)s, "
            "or cancel registrations first."
        ) % {"confirmed": language.number(confirmed)}
        super().__init__(message, errors={"capacity": [message]})


class SlotsInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(gettext("Please correct the highlighted fields."), errors=errors)


class SponsorshipsInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(gettext("Please correct the highlighted fields."), errors=errors)


# A festival lasts at most this many days after its first.
MAX_FESTIVAL_DAYS_AFTER = 14


class EndDateInvalid(DomainError):
    def __init__(self) -> None:
        message = gettext(
            "The last day must be on the first day or up to %(days)s days after it "
            "(leave it empty for an event of one day)."
        ) % {"days": language.number(MAX_FESTIVAL_DAYS_AFTER)}
        super().__init__(message, errors={"endDate": [message]})


class DateOutOfRange(DomainError):
    def __init__(self) -> None:
        message = gettext("Enter a date between 1900 and 2999.")
        super().__init__(message, errors={"date": [message]})


class DaysInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(gettext("Please correct the highlighted fields."), errors=errors)


class ShiftsInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(gettext("Please correct the highlighted fields."), errors=errors)


class SittingsInvalid(DomainError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(gettext("Please correct the highlighted fields."), errors=errors)
