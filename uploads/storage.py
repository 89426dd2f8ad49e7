"""Where uploaded images are kept and how browsers reach them.

All reads and writes go through Django's storage API (`STORAGES["default"]`):
local files under MEDIA_ROOT, or S3 / an S3-compatible service when S3_BUCKET
is set (see settings). Keys fall under three prefixes:

- ``uploads/<hex>``: the bytes exactly as a browser sent them. Never served:
  they are unverified and may carry location metadata.
- ``images/<hex>.<ext>``: an accepted image, re-encoded without metadata.
- ``thumbnails/<hex>.webp``: its thumbnail.
- ``audio/<hex>.<ext>``: an accepted audio track (a programme act's music),
  stored as it was sent once its content was checked.

Keys are random and never reused, so what a key names never changes.
"""

import re

from django.conf import settings
from django.core.files.storage import Storage, storages

UPLOAD_KEY = re.compile(r"^uploads/(?P<token>[0-9a-f]{32})$")
SERVED_KEY = re.compile(
    r"^(?:images/[0-9a-f]{32}\.(?:jpg|png|webp|gif)|thumbnails/[0-9a-f]{32}\.webp"
    r"|audio/[0-9a-f]{32}\.(?:mp3|m4a|wav|ogg)|artwork/[0-9a-f]{32}\.(?:pdf|png|jpg))$"
)
OBJECTS_PREFIX = "/objects/"

# Each accepted format (as Pillow names it): the extension it is stored under
# and the content type it is served as. The one table every part reads.
IMAGE_FORMATS = {
    "JPEG": ("jpg", "image/jpeg"),
    "PNG": ("png", "image/png"),
    "WEBP": ("webp", "image/webp"),
    "GIF": ("gif", "image/gif"),
}
# Each accepted audio format: its extension and content type.
AUDIO_FORMATS = {
    "MP3": ("mp3", "audio/mpeg"),
    "M4A": ("m4a", "audio/mp4"),
    "WAV": ("wav", "audio/wav"),
    "OGG": ("ogg", "audio/ogg"),
}
# A sponsor's ad for the printed souvenir: a PDF, or a PNG or JPEG picture.
ARTWORK_FORMATS = {
    "PDF": ("pdf", "application/pdf"),
    "PNG": ("png", "image/png"),
    "JPEG": ("jpg", "image/jpeg"),
}
CONTENT_TYPE_BY_EXTENSION = dict(IMAGE_FORMATS.values()) | dict(AUDIO_FORMATS.values()) | dict(ARTWORK_FORMATS.values())
# The MP4 brands of audio files (iTunes, Voice Memos, Android recorders, ffmpeg).
M4A_BRANDS = {
    b"M4A ",
    b"M4B ",
    b"mp41",
    b"mp42",
    b"isom",
    b"iso2",
    b"iso4",
    b"iso5",
    b"iso6",
    b"dash",
    b"3gp4",
    b"3gp5",
}

# How the stored bytes of each format begin (WebP is checked apart).
MAGIC_TYPES = (
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)


def image_storage() -> Storage:
    return storages["default"]


def uses_s3() -> bool:
    from storages.backends.s3 import S3Storage

    return isinstance(image_storage(), S3Storage)


def object_path(key: str) -> str:
    return f"{OBJECTS_PREFIX}{key}"


def sniff_content_type(head: bytes) -> str | None:
    """The image type of stored bytes, read from their first bytes, never from a name."""
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    for magic, content_type in MAGIC_TYPES:
        if head.startswith(magic):
            return content_type
    return None


def sniff_audio_format(head: bytes) -> str | None:
    """The audio format (a key of AUDIO_FORMATS) of stored bytes, read from
    their first 12 bytes, never from a name."""
    if head.startswith(b"ID3"):
        return "MP3"
    # An MPEG audio frame without a tag: eleven sync bits, a known version, layer III.
    if len(head) >= 2 and head[0] == 0xFF and head[1] & 0xE0 == 0xE0:
        version, layer = (head[1] >> 3) & 0b11, (head[1] >> 1) & 0b11
        if version != 0b01 and layer == 0b01:
            return "MP3"
    if head[4:8] == b"ftyp" and head[8:12] in M4A_BRANDS:
        return "M4A"
    if head[:4] == b"RIFF" and head[8:12] == b"WAVE":
        return "WAV"
    if head.startswith(b"OggS"):
        return "OGG"
    return None


def sniff_artwork_format(head: bytes) -> str | None:
    """The artwork format (a key of ARTWORK_FORMATS) of stored bytes, from their first bytes."""
    if head.startswith(b"%PDF-"):
        return "PDF"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if head.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    return None


def sniff_served_type(key: str, head: bytes) -> str | None:
    """The content type to serve a stored object as, from its bytes: an audio
    key must hold audio, an artwork key artwork, any other an image."""
    if key.startswith("artwork/"):
        artwork = sniff_artwork_format(head)
        return ARTWORK_FORMATS[artwork][1] if artwork else None
    if key.startswith("audio/"):
        audio = sniff_audio_format(head)
        return AUDIO_FORMATS[audio][1] if audio else None
    return sniff_content_type(head)


def _s3_client():
    return image_storage().connection.meta.client


def presigned_put_url(key: str) -> str:
    # Only the host is signed: the browser may send the file's own Content-Type.
    return _s3_client().generate_presigned_url(
        "put_object",
        Params={"Bucket": image_storage().bucket_name, "Key": key},
        ExpiresIn=settings.UPLOAD_URL_MAX_AGE,
        HttpMethod="PUT",
    )


def presigned_get_url(key: str, *, content_type: str, expires: int) -> str:
    return _s3_client().generate_presigned_url(
        "get_object",
        Params={
            "Bucket": image_storage().bucket_name,
            "Key": key,
            "ResponseContentType": content_type,
            "ResponseCacheControl": "public, max-age=31536000, immutable",
        },
        ExpiresIn=expires,
    )
