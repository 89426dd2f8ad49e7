from django.utils.translation import gettext_lazy as _

from core.exceptions import Conflict, DomainError


class AudienceInvalid(DomainError):
    """The audience names no event, or one that is not there."""


class UnsubscribeLinkUnknown(DomainError):
    """No announcement was sent with that link."""


class AnnouncementUnderWay(Conflict):
    """Its time has come: it is being sent, or was, and cannot be taken back."""


EVENT_REQUIRED = _("Choose the event whose guests receive it.")
EVENT_UNKNOWN = _("No event has that eventId.")
NOT_FOUND = _("No announcement has that id.")
UNDER_WAY = _("This announcement is being sent already; it cannot be cancelled.")
