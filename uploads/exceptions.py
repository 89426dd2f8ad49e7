"""What the upload services refuse."""

from django.utils.translation import gettext_lazy as _

from core.exceptions import Conflict, DomainError, Forbidden, TooLarge

TOO_LARGE = _("The file is larger than 10 MB.")
EMPTY = _("The file is empty.")
LINK_USED = _("This upload link has already been used.")
LINK_UNKNOWN = _("This upload link is not valid.")
INCOMPLETE = _("The upload was incomplete. Please try again.")


class UploadInvalid(Exception):
    """The bytes are not what their kind must be; `message` says why to whoever sent them."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UploadRejected(DomainError):
    """The upload cannot be accepted; the message says why, under the request's field."""

    def __init__(self, message: str, *, field: str) -> None:
        super().__init__(message, errors={field: [message]})


class ImageRejected(UploadRejected):
    """The upload cannot become an image."""


class AudioRejected(UploadRejected):
    """The upload cannot become an audio track."""


class ArtworkRejected(UploadRejected):
    """The upload cannot become a sponsor's artwork."""


class UploadTooLarge(TooLarge):
    def __init__(self, message: str = TOO_LARGE) -> None:
        super().__init__(message)


class UploadLinkUsed(Conflict):
    def __init__(self) -> None:
        super().__init__(LINK_USED)


class UploadLinkUnknown(Forbidden):
    def __init__(self) -> None:
        super().__init__(LINK_UNKNOWN)


class UploadIncomplete(DomainError):
    def __init__(self) -> None:
        super().__init__(INCOMPLETE)
