"""What each kind of upload must be, and the copies stored once it is.

The accept pipeline (services.upload_accept) asks the checker of the kind an
upload URL was given for: its size limit, its sentences for whoever sent the
file, and whether the bytes are that kind. A checker refuses with its own
kind's errors, so an audio track is never told it is not an image. A new kind
is one more checker in CHECKERS.
"""

from dataclasses import dataclass
from typing import BinaryIO, Protocol

from django.conf import settings
from django.core.files import File
from django.core.files.base import ContentFile
from django.utils.translation import gettext_lazy as _
from PIL import Image

from uploads.exceptions import (
    EMPTY,
    TOO_LARGE,
    ArtworkRejected,
    AudioRejected,
    ImageRejected,
    UploadInvalid,
    UploadRejected,
)
from uploads.images import image_process
from uploads.models import Upload
from uploads.pdf import PageSize, PdfUnreadable, first_page_size
from uploads.storage import ARTWORK_FORMATS, AUDIO_FORMATS, sniff_artwork_format, sniff_audio_format


@dataclass(frozen=True)
class Messages:
    """What the person who sent the file is told when it cannot be accepted."""

    not_an_upload: str
    not_found: str
    already_used: str
    too_large: str
    empty: str


@dataclass(frozen=True)
class Copy:
    """A copy to store: under "<prefix>/<the upload's token>.<extension>"."""

    prefix: str
    extension: str
    content: File


@dataclass(frozen=True)
class Checked:
    """What a checker found the bytes to be: the copy to serve and, for a
    picture, its thumbnail and size."""

    stored: Copy
    thumbnail: Copy | None = None
    width: int | None = None
    height: int | None = None
    # A PDF's first page, for the shape the caller needs.
    page: PageSize | None = None


class Checker(Protocol):
    kind: str
    messages: Messages
    rejected: type[UploadRejected]

    def max_bytes(self) -> int: ...

    def check(self, source: BinaryIO) -> Checked:
        """The copies to store for `source` (seekable, at its start, open until
        they are stored), or UploadInvalid saying what is wrong with it."""
        ...


def _content(data: bytes, content_type: str) -> ContentFile:
    content = ContentFile(data)
    # Read by S3 storage for the object's Content-Type.
    content.content_type = content_type
    return content


class ImageChecker:
    """An image, decoded by Pillow and stored re-encoded without its metadata."""

    kind = Upload.Kind.IMAGE
    rejected = ImageRejected
    messages = Messages(
        not_an_upload=_("Upload an image first: give its upload URL or its /objects/ path."),
        not_found=_("The uploaded file was not found. Please upload it again."),
        already_used=_("This upload has already been used. Please upload the image again."),
        too_large=TOO_LARGE,
        empty=EMPTY,
    )

    def max_bytes(self) -> int:
        return settings.UPLOAD_MAX_BYTES

    def check(self, source: BinaryIO) -> Checked:
        processed = image_process(source, max_pixels=settings.UPLOAD_MAX_PIXELS)
        return Checked(
            stored=Copy("images", processed.extension, _content(processed.data, processed.content_type)),
            thumbnail=Copy("thumbnails", "webp", _content(processed.thumbnail, "image/webp")),
            width=processed.width,
            height=processed.height,
        )


class AudioInvalid(UploadInvalid):
    """The bytes are not a recording of an accepted format."""


NOT_AUDIO = _("The file is not an MP3, M4A, WAV or OGG recording.")


class AudioChecker:
    """An audio track (a programme act's music): an MP3, M4A, WAV or OGG by
    its first bytes, stored as it was sent."""

    kind = Upload.Kind.AUDIO
    rejected = AudioRejected
    # An audio track comes from a family, not an organiser: what it is told is translated.
    messages = Messages(
        not_an_upload=_("Upload the music file first."),
        not_found=_("The uploaded music was not found. Please upload it again."),
        already_used=_("This upload has already been used. Please upload the music again."),
        too_large=_("The music file is larger than 25 MB."),
        empty=_("The music file is empty."),
    )

    def max_bytes(self) -> int:
        return settings.AUDIO_UPLOAD_MAX_BYTES

    def check(self, source: BinaryIO) -> Checked:
        audio_format = sniff_audio_format(source.read(12))
        if audio_format is None:
            raise AudioInvalid(str(NOT_AUDIO))
        source.seek(0)
        extension, content_type = AUDIO_FORMATS[audio_format]
        # What is stored is the very bytes checked, whatever is later PUT to a presigned URL.
        copy = File(source, name=f"track.{extension}")
        copy.content_type = content_type
        return Checked(stored=Copy("audio", extension, copy))


NOT_ARTWORK = _("The file is not a PDF, PNG or JPEG.")
PDF_UNREADABLE = _("The PDF cannot be opened. Save it again as a PDF and send it.")
PDF_PROTECTED = _("The PDF is protected by a password. Send it without one.")


class ArtworkChecker:
    """A sponsor's ad for the printed souvenir: a PDF, PNG or JPEG by its
    bytes, stored as it was sent (a printer wants the very file); a picture's
    size in pixels is read, for the resolution its printed size needs, and a
    PDF must open (no password) with a first page, whose size is read for the
    shape its printed size needs."""

    kind = Upload.Kind.ARTWORK
    rejected = ArtworkRejected
    messages = Messages(
        not_an_upload=_("Upload the artwork first."),
        not_found=_("The uploaded artwork was not found. Please upload it again."),
        already_used=_("This upload has already been used. Please upload the artwork again."),
        too_large=_("The artwork file is larger than 25 MB."),
        empty=_("The artwork file is empty."),
    )

    def max_bytes(self) -> int:
        return settings.ARTWORK_UPLOAD_MAX_BYTES

    def check(self, source: BinaryIO) -> Checked:
        artwork_format = sniff_artwork_format(source.read(16))
        if artwork_format is None:
            raise UploadInvalid(str(NOT_ARTWORK))
        source.seek(0)
        width = height = page = None
        if artwork_format == "PDF":
            page = _pdf_page(source.read())
            source.seek(0)
        else:
            try:
                with Image.open(source) as picture:
                    if picture.format != artwork_format:
                        raise UploadInvalid(str(NOT_ARTWORK))
                    width, height = picture.size
            except (OSError, Image.DecompressionBombError, ValueError):
                raise UploadInvalid(str(NOT_ARTWORK)) from None
            source.seek(0)
        extension, content_type = ARTWORK_FORMATS[artwork_format]
        copy = File(source, name=f"artwork.{extension}")
        copy.content_type = content_type
        return Checked(stored=Copy("artwork", extension, copy), width=width, height=height, page=page)


def _pdf_page(data: bytes) -> PageSize:
    try:
        return first_page_size(data)
    except PdfUnreadable as unreadable:
        message = PDF_PROTECTED if unreadable.protected else PDF_UNREADABLE
        raise UploadInvalid(str(message)) from None


CHECKERS: dict[str, Checker] = {checker.kind: checker for checker in (ImageChecker(), AudioChecker(), ArtworkChecker())}
