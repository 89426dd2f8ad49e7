"""What the imports refuse, each with the sentence the organiser reads."""

from django.utils.translation import gettext

from core.exceptions import Conflict, DomainError


class FileUnreadable(DomainError):
    """An uploaded file that is not a sheet this site reads; the sentence says why."""

    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"file": [message]})


class MappingRefused(DomainError):
    def __init__(self, message: str) -> None:
        super().__init__(message, errors={"mapping": [message]})


class ImportApplied(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This import has been applied already."))


class ImportNotApplied(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This import has not been applied."))


class ImportUndone(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This import has been undone already."))


class UndoTooLate(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("An import can be undone only within 7 days of applying it."))
