"""What the volunteer services refuse, each with the sentence its reader sees."""

from django.utils.translation import gettext

from core.exceptions import Conflict, DomainError, Forbidden


class ShiftFull(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This shift is full."))


class ShiftOverlaps(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("You already have a shift at that time."))


class ShiftPast(DomainError):
    def __init__(self) -> None:
        super().__init__(gettext("This shift is over."))


class InvalidShiftToken(Forbidden):
    def __init__(self) -> None:
        super().__init__(gettext("This link cannot change that shift. We've emailed you a link to it."))
