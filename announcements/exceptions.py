from django.utils.translation import gettext_lazy as _

from core.exceptions import DomainError


class AudienceInvalid(DomainError):
    """The audience names no event, or one that is not there."""


class UnsubscribeLinkUnknown(DomainError):
    """No announcement was sent with that link."""


EVENT_REQUIRED = _("Choose the event whose guests receive it.")
EVENT_UNKNOWN = _("No event has that eventId.")
