"""Checks uploaded bytes really are an image and re-encodes them for serving.

Pillow decides the format from the content; the file's name and the
Content-Type it was sent with play no part. What is served is always a fresh
encoding: EXIF orientation applied, and EXIF (with GPS), XMP and comments gone.
"""

import io
import warnings
from dataclasses import dataclass
from typing import BinaryIO

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from PIL import Image, ImageFile, ImageOps, ImageSequence, UnidentifiedImageError

from core import language
from uploads.exceptions import UploadInvalid
from uploads.storage import IMAGE_FORMATS, sniff_content_type

ALLOWED_FORMATS = tuple(IMAGE_FORMATS)
THUMBNAIL_BOX = (640, 1920)  # at most 640 px wide; the height cap only bites on very tall strips
MAX_FRAMES = 300

NOT_AN_IMAGE = _("The file is not a JPEG, PNG, WebP or GIF image.")
DAMAGED = _("The image file is damaged or incomplete. Please upload it again.")


class ImageInvalid(UploadInvalid):
    """The bytes are not a usable image."""


@dataclass(frozen=True)
class ProcessedImage:
    data: bytes
    format: str
    width: int
    height: int
    thumbnail: bytes

    @property
    def extension(self) -> str:
        return IMAGE_FORMATS[self.format][0]

    @property
    def content_type(self) -> str:
        return IMAGE_FORMATS[self.format][1]


def too_many_pixels(max_pixels: int) -> str:
    return gettext("The image has too many pixels (at most %(megapixels)s megapixels).") % {
        "megapixels": language.digits(f"{max_pixels / 1_000_000:g}")
    }


def image_process(source: BinaryIO, *, max_pixels: int) -> ProcessedImage:
    """Verify `source` (seekable) and return the image to serve and its thumbnail.

    Raises ImageInvalid with a message for the person who uploaded it.
    """
    if ImageFile.LOAD_TRUNCATED_IMAGES:
        raise RuntimeError("PIL.ImageFile.LOAD_TRUNCATED_IMAGES must stay off: truncated uploads must be refused.")
    with warnings.catch_warnings():
        # Pillow only warns between MAX_IMAGE_PIXELS and twice that; refuse those too.
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            return _process(source, max_pixels=max_pixels)
        except ImageInvalid:
            raise
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise ImageInvalid(too_many_pixels(max_pixels)) from None
        except UnidentifiedImageError:
            source.seek(0)
            looks_like_image = sniff_content_type(source.read(16)) is not None
            raise ImageInvalid(DAMAGED if looks_like_image else NOT_AN_IMAGE) from None
        except Exception:
            # A broken file can make Pillow raise OSError, SyntaxError, ValueError,
            # EOFError, struct.error ...: each means the bytes are not a usable image.
            raise ImageInvalid(DAMAGED) from None


def _process(source: BinaryIO, *, max_pixels: int) -> ProcessedImage:
    with Image.open(source, formats=ALLOWED_FORMATS) as probe:
        image_format = probe.format
        frames = getattr(probe, "n_frames", 1)
        if probe.width * probe.height > max_pixels:
            raise ImageInvalid(too_many_pixels(max_pixels))
        if frames > MAX_FRAMES or probe.width * probe.height * frames > max_pixels * 4:
            raise ImageInvalid(
                gettext("The animation has too many frames (at most %(frames)s).")
                % {"frames": language.number(MAX_FRAMES)}
            )
        probe.verify()

    # verify() leaves the image unusable; decode it afresh.
    source.seek(0)
    with Image.open(source, formats=ALLOWED_FORMATS) as image:
        if frames > 1:
            data, first = _encode_animated(image, image_format)
        else:
            image.load()
            first = _without_metadata(ImageOps.exif_transpose(image))
            data = _encode_still(first, image_format)
    return ProcessedImage(
        data=data,
        format=image_format,
        width=first.width,
        height=first.height,
        thumbnail=_thumbnail(first),
    )


def _without_metadata(image: Image.Image) -> Image.Image:
    # Encoders read some metadata (comments, EXIF, XMP) from `info`; keep only
    # what affects how the pixels look.
    image.info = {key: image.info[key] for key in ("transparency", "icc_profile") if key in image.info}
    return image


def _encode_still(image: Image.Image, image_format: str) -> bytes:
    out = io.BytesIO()
    options: dict = {"exif": b""} if image_format in {"JPEG", "PNG", "WEBP"} else {}
    if image_format in {"JPEG", "WEBP"}:
        options.update(quality=90)
    image.save(out, format=image_format, **options)
    return out.getvalue()


def _encode_animated(image: Image.Image, image_format: str) -> tuple[bytes, Image.Image]:
    frames = []
    durations = []
    for frame in ImageSequence.Iterator(image):
        durations.append(int(frame.info.get("duration") or 100))
        frames.append(_without_metadata(frame.convert("RGBA")))
    first = frames[0]
    options: dict = {"save_all": True, "append_images": frames[1:], "duration": durations}
    options["loop"] = int(image.info.get("loop", 0))
    if image_format == "GIF":
        # Each frame is a whole picture, so clear before drawing the next.
        options["disposal"] = 2
    else:
        options["exif"] = b""
    out = io.BytesIO()
    first.save(out, format=image_format, **options)
    return out.getvalue(), first


def _thumbnail(image: Image.Image) -> bytes:
    has_alpha = image.mode in {"RGBA", "LA", "PA"} or "transparency" in image.info
    thumb = image.convert("RGBA" if has_alpha else "RGB")
    thumb.thumbnail(THUMBNAIL_BOX, Image.Resampling.LANCZOS)
    out = io.BytesIO()
    thumb.save(out, format="WEBP", quality=80)
    return out.getvalue()
