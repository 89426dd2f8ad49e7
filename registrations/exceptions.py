"""What the registration services refuse, each with the sentence the party reads."""

from datetime import datetime

from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from core import language
from core.dates import clock_time
from core.exceptions import Conflict, DomainError, Forbidden, Gone
from registrations.models import Registration

MIN_GUESTS_MESSAGE = _("Must have at least 1 guest")
MAX_GUESTS_MESSAGE = _("Maximum 20 guests allowed")
CHILDREN_MESSAGE = _("Children must be fewer than the number of guests (at least one adult)")
VEGETARIAN_MESSAGE = _("Vegetarian meals cannot be more than the number of guests")


class RegistrationClosed(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("Registration is closed for this event."))


class AlreadyRegistered(Conflict):
    def __init__(self, registration_id: int) -> None:
        super().__init__(gettext("You have already registered for this event."), id=registration_id)


class EmailTakenForEvent(Conflict):
    """An update to an email someone else registered with; names no id, since
    that registration is not the caller's."""

    def __init__(self) -> None:
        super().__init__(gettext("Someone has already registered for this event with that email address."))


class InvalidManageToken(Forbidden):
    """No valid token. Whether the link was emailed again now (`resend_at` is
    None) or held back by the resend limit until `resend_at` is said in words,
    and given to the browser as `linkSent` and `resendAt`."""

    def __init__(self, *, resend_at: datetime | None = None) -> None:
        if resend_at is None:
            message = gettext(
                "This link cannot change that registration. We've emailed you a link to update this registration."
            )
        else:
            message = gettext(
                "This link cannot change that registration. We emailed you a link to it a few minutes ago; "
                "please use that one. Another can be sent at %(time)s."
            ) % {"time": clock_time(resend_at)}
        super().__init__(message, linkSent=resend_at is None, resendAt=resend_at.isoformat() if resend_at else None)


class PassNotFound(Gone):
    """No pass has that id and token: said the same way for either, so the
    answer never tells whether a party exists."""

    def __init__(self) -> None:
        super().__init__(gettext("We couldn't find this pass. Please open the link from your email again."))


class NotEnoughSpots(DomainError):
    def __init__(self, spots_left: int) -> None:
        message = ngettext("Only %(count)s spot left.", "Only %(count)s spots left.", spots_left) % {
            "count": language.number(spots_left)
        }
        super().__init__(message, errors={"guestCount": [message]})


class DayFull(DomainError):
    """A confirmed party cannot grow into, or add, a day without room for it."""

    def __init__(self, *, day: str, spots_left: int) -> None:
        message = ngettext(
            "Only %(count)s spot left on %(day)s.", "Only %(count)s spots left on %(day)s.", spots_left
        ) % {"count": language.number(spots_left), "day": day}
        super().__init__(message, errors={"dayIds": [message]})


class DaysRefused(DomainError):
    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"dayIds": [message]})


class PartyInvalid(DomainError):
    """The party's numbers do not add up (the rules the database's check
    constraints hold), named by the API's field names."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(gettext("Please correct the highlighted fields."), errors=errors)


class EventPast(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("This event has already taken place."))


class SlotRefused(DomainError):
    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"slotIds": [message]})


class RegistrationCancelled(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("This registration was cancelled. Please register again."))


class NotExpected(DomainError):
    def __init__(self, status: str) -> None:
        if status == Registration.Status.CANCELLED:
            message = gettext("This registration was cancelled, so it cannot be checked in.")
        else:
            message = gettext("This registration is on the waiting list, so it cannot be checked in.")
        super().__init__(message)


class TapTimeRefused(DomainError):
    """A tap's time the server does not believe: ahead of its clock, or kept on a phone too long."""

    def __init__(self, field: str, *, ahead: bool) -> None:
        if ahead:
            message = gettext(
                "The tap's time is more than 5 minutes ahead of the server's clock. Check the phone's clock."
            )
        else:
            message = gettext("The tap's time is more than 7 days ago.")
        super().__init__(message, errors={field: [message]})


class ArrivedGuestsRefused(DomainError):
    def __init__(self, guest_count: int) -> None:
        message = ngettext(
            "This party has only %(count)s guest.", "This party has only %(count)s guests.", guest_count
        ) % {"count": language.number(guest_count)}
        super().__init__(message, errors={"arrivedGuests": [message]})


class TapIdTaken(Conflict):
    """The phone's id for a tap names a tap of another party, or of another day
    of the festival (a phone's bug, or two phones that drew the same id): 409,
    sent alone or at once with the other."""

    def __init__(self, *, another_day: bool = False) -> None:
        if another_day:
            message = gettext("This tap was already sent for another day.")
        else:
            message = gettext("This tap was already sent for another party.")
        super().__init__(message, errors={"tapId": [message]})


class DoorDayRefused(DomainError):
    """A check-in at a festival names no day (and today is none of its days), or
    a day of another event; or a day is named at an event of one day."""

    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"dayId": [message]})


class NotComingThatDay(DomainError):
    def __init__(self, day: str) -> None:
        message = gettext("This party is not coming on %(day)s.") % {"day": day}
        super().__init__(message, errors={"dayId": [message]})


class RegistrationGone(Gone):
    """An organiser deleted the party while a tap for it was on its way."""

    def __init__(self) -> None:
        # The words of any unknown id's 404 (core/errors.py).
        super().__init__(gettext("Not found."))


class NotWaiting(DomainError):
    """Only a party on the waiting list can be promoted (said in the back office only)."""

    def __init__(self) -> None:
        super().__init__(gettext("Only a party on the waiting list can be promoted."))


class SittingFull(Conflict):
    def __init__(self) -> None:
        message = gettext("That sitting is full.")
        super().__init__(message, errors={"sittingIds": [message]})


class SittingsRefused(DomainError):
    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"sittingIds": [message]})


class SittingOutgrown(Conflict):
    """A confirmed party grows beyond the seats left at a sitting it booked."""

    def __init__(self, *, title: str, time: str) -> None:
        message = gettext(
            "Your party no longer fits in '%(title)s' at %(time)s. Choose another sitting first, "
            "or keep the party's size."
        ) % {"title": title, "time": time}
        super().__init__(message, errors={"guestCount": [message]})
