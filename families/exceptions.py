from django.utils.translation import gettext

from core.exceptions import Conflict, DomainError, Forbidden, Unauthenticated

REALM = "family"


class NotSignedIn(Unauthenticated):
    def __init__(self) -> None:
        super().__init__(gettext("Sign in to see your family."), realm=REALM)


class WrongCode(DomainError):
    """The same answer for a wrong code, a used one, an expired one and one that
    died of wrong tries: the caller learns nothing about which."""

    def __init__(self) -> None:
        message = gettext("That code is wrong or has expired.")
        super().__init__(message, errors={"code": [message]})


class UnknownMember(DomainError):
    """A member id that is not one of this family's (another family's, or one removed since)."""

    def __init__(self, index: int) -> None:
        message = gettext("This member is not in your family any more. Reload the page and try again.")
        super().__init__(message, errors={f"members.{index}.id": [message]})


class NotRegisteredForEvent(Forbidden):
    """Photos are sent only of an event the family registered for."""

    def __init__(self) -> None:
        message = gettext("Your family did not register for this event.")
        super().__init__(message, errors={"eventId": [message]})


class PhotoDecided(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This photo has been approved or declined already."))
