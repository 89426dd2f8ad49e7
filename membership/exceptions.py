"""What the membership services refuse, each with the sentence shown."""

from django.utils.translation import gettext

from core import language
from core.exceptions import Conflict, DomainError


class TierInUse(Conflict):
    """A tier that memberships name stays: the roll and the books refer to it."""

    def __init__(self) -> None:
        super().__init__(gettext("This tier is in use; make it inactive instead."))


class TierUnavailable(DomainError):
    """A tier that is not offered (inactive) cannot be joined."""

    def __init__(self) -> None:
        message = gettext("This membership tier is not offered any more. Choose another.")
        super().__init__(message, errors={"tierId": [message]})


class AlreadyMember(Conflict):
    def __init__(self, year_label: str) -> None:
        super().__init__(gettext("You already have a membership for %(year)s.") % {"year": language.digits(year_label)})


class RenewalNotOpen(DomainError):
    """Renewing ahead opens in the membership year's last two months."""

    def __init__(self) -> None:
        message = gettext("Renewing for next year opens two months before this membership year ends.")
        super().__init__(message, errors={"renew": [message]})


class MembershipsImportClashed(Conflict):
    """A membership of one of a sheet's addresses was added (a family joining) while the sheet was applied."""

    def __init__(self) -> None:
        super().__init__(gettext("A membership of one of these addresses was added meanwhile. Apply the import again."))
