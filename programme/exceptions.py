"""What the programme services refuse, each with the sentence its reader sees."""

from django.utils.translation import gettext

from core.exceptions import DomainError, Forbidden


class ProgrammeClosed(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("Programme submissions are closed."))


class InvalidProgrammeToken(Forbidden):
    def __init__(self) -> None:
        super().__init__(gettext("This link cannot change that act. We've emailed you a link to it."))


class EntryWithdrawn(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("This act was withdrawn."))


class EntryDeclined(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("This act was declined, so it cannot be changed."))


class OrderInvalid(DomainError):
    def __init__(self) -> None:
        message = gettext("Give every accepted act of this programme exactly once.")
        super().__init__(message, errors={"entryIds": [message]})


class TrackInvalid(DomainError):
    def __init__(self) -> None:
        message = gettext("Upload the music file first.")
        super().__init__(message, errors={"trackPath": [message]})
