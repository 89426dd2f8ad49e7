"""What the sponsor and souvenir services refuse, each with the sentence its reader sees."""

from django.utils.translation import gettext

from core import language
from core.exceptions import Conflict, DomainError, Forbidden
from sponsors.artwork import needed_pixels, printed_inches, size_label


class SponsorshipTaken(Conflict):
    def __init__(self) -> None:
        super().__init__(gettext("This sponsorship is taken."))


class SponsorshipUnknown(DomainError):
    def __init__(self) -> None:
        message = gettext("Choose one of this event's sponsorships.")
        super().__init__(message, errors={"sponsorshipId": [message]})


class InvalidSponsorToken(Forbidden):
    def __init__(self) -> None:
        super().__init__(gettext("This link cannot open that sponsorship. We've emailed you a link to it."))


class InvalidContributionToken(Forbidden):
    def __init__(self) -> None:
        super().__init__(gettext("This link cannot open that piece."))


class NotAnAd(DomainError):
    def __init__(self) -> None:
        message = gettext("Only an ad has artwork.")
        super().__init__(message, errors={"path": [message]})


class ArtworkTooSmall(DomainError):
    def __init__(self, *, width: int, height: int, size: str) -> None:
        message = gettext(
            "The artwork is %(width)s by %(height)s pixels; a %(size)s ad needs at least %(needed_width)s by "
            "%(needed_height)s pixels (300 dpi at the printed size)."
        )
        needed_width, needed_height = needed_pixels(size)
        message = message % {
            "width": language.number(width),
            "height": language.number(height),
            "size": size_label(size),
            "needed_width": language.number(needed_width),
            "needed_height": language.number(needed_height),
        }
        super().__init__(message, errors={"path": [message]})


class ArtworkWrongShape(DomainError):
    def __init__(self, *, size: str) -> None:
        message = gettext(
            "The PDF's first page is not the shape of a %(size)s ad: make it %(width)s by %(height)s inches "
            "(or the same shape at any size)."
        )
        width, height = printed_inches(size)
        message = message % {
            "size": size_label(size),
            "width": language.digits(width),
            "height": language.digits(height),
        }
        super().__init__(message, errors={"path": [message]})


class NoArtworkYet(DomainError):
    def __init__(self) -> None:
        message = gettext("No artwork has been sent for this ad yet.")
        super().__init__(message, errors={"status": [message]})


class ImageInvalid(DomainError):
    def __init__(self) -> None:
        message = gettext("Upload the drawing first.")
        super().__init__(message, errors={"imagePath": [message]})


class ContributionEmpty(DomainError):
    def __init__(self, field: str) -> None:
        message = gettext("Write the piece, or upload the drawing.")
        super().__init__(message, errors={field: [message]})
