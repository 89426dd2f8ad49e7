"""Upload URLs, receiving uploaded bytes, and turning an upload into a served image."""

import hashlib
import logging
import re
import tempfile
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import BinaryIO
from urllib.parse import unquote, urlsplit

from django.conf import settings
from django.core.files import File
from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from uploads.exceptions import (
    TOO_LARGE,
    ImageRejected,
    UploadIncomplete,
    UploadLinkUnknown,
    UploadLinkUsed,
    UploadTooLarge,
)
from uploads.images import ImageInvalid, image_process
from uploads.models import Upload
from uploads.storage import (
    AUDIO_FORMATS,
    OBJECTS_PREFIX,
    SERVED_KEY,
    UPLOAD_KEY,
    image_storage,
    object_path,
    sniff_audio_format,
)

logger = logging.getLogger(__name__)

CHUNK_SIZE = 64 * 1024

NOT_AN_UPLOAD = _("Upload an image first: give its upload URL or its /objects/ path.")
NOT_FOUND = _("The uploaded file was not found. Please upload it again.")
ALREADY_USED = _("This upload has already been used. Please upload the image again.")
EMPTY = _("The file is empty.")

# An audio track comes from a family, not an organiser: what it is told is translated.
AUDIO_NOT_AN_UPLOAD = _("Upload the music file first.")
AUDIO_NOT_FOUND = _("The uploaded music was not found. Please upload it again.")
AUDIO_ALREADY_USED = _("This upload has already been used. Please upload the music again.")
AUDIO_TOO_LARGE = _("The music file is larger than 25 MB.")
AUDIO_EMPTY = _("The music file is empty.")
AUDIO_NOT_AUDIO = _("The file is not an MP3, M4A, WAV or OGG recording.")

# ".../uploads/<hex>" at the end of a URL path: a local upload URL, an S3
# presigned URL (path-style or virtual-hosted) or an /objects/ path.
_UPLOAD_IN_PATH = re.compile(r"(?:^|/)(uploads/[0-9a-f]{32})$")


@dataclass(frozen=True)
class AcceptedImage:
    image_key: str
    thumbnail_key: str
    width: int
    height: int

    @property
    def path(self) -> str:
        return object_path(self.image_key)

    @property
    def thumbnail_path(self) -> str:
        return object_path(self.thumbnail_key)

    def discard(self) -> None:
        objects_delete(keys=[self.image_key, self.thumbnail_key])


def upload_start(*, kind: str = Upload.Kind.IMAGE) -> Upload:
    return Upload.objects.create(key=f"uploads/{uuid.uuid4().hex}", kind=kind)


def upload_limit(*, key: str) -> tuple[int, str]:
    """The size an upload URL accepts and the sentence refusing more (an unknown
    key gets the image limit; receiving it refuses it anyway)."""
    kind = Upload.objects.filter(key=key).values_list("kind", flat=True).first()
    if kind == Upload.Kind.AUDIO:
        return settings.AUDIO_UPLOAD_MAX_BYTES, str(AUDIO_TOO_LARGE)
    return settings.UPLOAD_MAX_BYTES, TOO_LARGE


class _CountedBody:
    """Reads a request body in chunks, refusing it as soon as it passes `limit`."""

    def __init__(self, stream: BinaryIO, *, limit: int, too_large: str = TOO_LARGE) -> None:
        self.stream = stream
        self.limit = limit
        self.too_large = too_large
        self.received = 0
        self.md5 = hashlib.md5(usedforsecurity=False)

    def read(self, size: int = CHUNK_SIZE) -> bytes:
        chunk = self.stream.read(min(size if size and size > 0 else CHUNK_SIZE, CHUNK_SIZE))
        self.received += len(chunk)
        if self.received > self.limit:
            raise UploadTooLarge(self.too_large)
        self.md5.update(chunk)
        return chunk


def upload_receive(*, key: str, stream: BinaryIO, length: int) -> str:
    """Store the body of the one PUT an upload URL allows; return its ETag value.

    The caller has checked the URL's signature and that `length` (the declared
    Content-Length) is within the limit. The body is streamed to storage in
    chunks and counted again on the way, so it is never held in memory whole.
    """
    claimed = Upload.objects.filter(key=key, received_at__isnull=True, accepted_at__isnull=True).update(
        received_at=timezone.now()
    )
    if not claimed:
        if Upload.objects.filter(key=key).exists():
            raise UploadLinkUsed()
        raise UploadLinkUnknown()

    limit, too_large = upload_limit(key=key)
    body = _CountedBody(stream, limit=min(length, limit), too_large=too_large)
    try:
        # Local storage never overwrites: if the key were taken, it saves under another name.
        saved = _save_whole(key, File(body, name=key))
        if saved != key:
            _delete_quietly(saved)
            raise UploadLinkUsed()
        if body.received != length:
            _delete_quietly(saved)
            raise UploadIncomplete()
    except BaseException:
        # Nothing half-stored; the same link may be tried again (the browser retries).
        Upload.objects.filter(key=key).update(received_at=None)
        raise
    return body.md5.hexdigest()


def _save_whole(name: str, content) -> str:
    """Store `content` under `name` (a fresh key of ours) and return the name it got,
    or leave nothing there: a write that fails halfway (a full disk, a broken
    connection, a body refused as too large) has already created the file, and
    the storage neither removes it nor says its name. No row names such a file, so
    the purge would never find it."""
    try:
        return image_storage().save(name, content)
    except BaseException:
        _delete_quietly(name)
        raise


def upload_key_from_reference(reference: str) -> str | None:
    """The upload key an image reference names: an upload URL (local or S3
    presigned, query string allowed) or an /objects/uploads/... path."""
    try:
        path = unquote(urlsplit(reference.strip()).path)
    except ValueError:  # a malformed address ("http://[") names no upload
        return None
    if ".." in path.split("/"):
        return None
    match = _UPLOAD_IN_PATH.search(path)
    return match.group(1) if match else None


def _spool_object(key: str, spool: BinaryIO, *, limit: int | None = None, too_large: str = TOO_LARGE) -> None:
    """Copy a stored object into `spool`, refusing it past the size limit."""
    limit = settings.UPLOAD_MAX_BYTES if limit is None else limit
    received = 0
    with image_storage().open(key, "rb") as stored:
        while chunk := stored.read(CHUNK_SIZE):
            received += len(chunk)
            if received > limit:
                raise ImageInvalid(too_large)
            spool.write(chunk)
    spool.seek(0)


def _content(data: bytes, content_type: str) -> ContentFile:
    content = ContentFile(data)
    # Read by S3 storage for the object's Content-Type.
    content.content_type = content_type
    return content


def image_accept(*, reference: str, field: str = "imagePath") -> AcceptedImage:
    """Verify an uploaded object and store it as a served image plus thumbnail.

    Refused uploads are deleted from storage. The raw upload is deleted once
    the surrounding transaction commits; callers that fail after this returns
    must call `discard()` (or use `accepted_image`).
    """
    key = upload_key_from_reference(reference)
    if key is None:
        raise ImageRejected(NOT_AN_UPLOAD, field=field)
    storage = image_storage()
    with transaction.atomic():
        upload = Upload.objects.select_for_update().filter(key=key, kind=Upload.Kind.IMAGE).first()
        if upload is None or upload.accepted_at is not None:
            # Whatever lies at that key was not uploaded through a live upload URL
            # of ours (an S3 URL can be PUT to again until it expires): remove it.
            _delete_quietly(key)
            raise ImageRejected(NOT_FOUND if upload is None else ALREADY_USED, field=field)
        if not storage.exists(key):
            raise ImageRejected(NOT_FOUND, field=field)
        try:
            size = storage.size(key)
            if size > settings.UPLOAD_MAX_BYTES:
                raise ImageInvalid(TOO_LARGE)
            if size == 0:
                raise ImageInvalid(EMPTY)
            with tempfile.SpooledTemporaryFile(max_size=2 * 1024 * 1024) as spool:
                _spool_object(key, spool)
                processed = image_process(spool, max_pixels=settings.UPLOAD_MAX_PIXELS)
        except ImageInvalid as exc:
            _delete_quietly(key)
            raise ImageRejected(exc.message, field=field) from None

        token = UPLOAD_KEY.match(key).group("token")
        image = _content(processed.data, processed.content_type)
        image_key = _save_whole(f"images/{token}.{processed.extension}", image)
        try:
            thumbnail_key = _save_whole(f"thumbnails/{token}.webp", _content(processed.thumbnail, "image/webp"))
        except BaseException:
            _delete_quietly(image_key)
            raise
        accepted = AcceptedImage(
            image_key=image_key, thumbnail_key=thumbnail_key, width=processed.width, height=processed.height
        )
        try:
            upload.accepted_at = timezone.now()
            upload.image_key = image_key
            upload.thumbnail_key = thumbnail_key
            upload.save(update_fields=["accepted_at", "image_key", "thumbnail_key"])
        except BaseException:
            accepted.discard()
            raise
    transaction.on_commit(lambda: _delete_quietly(key))
    return accepted


@contextmanager
def accepted_image(*, reference: str, field: str = "imagePath") -> Iterator[AcceptedImage]:
    """image_accept, undone (stored copies deleted) if the block raises."""
    accepted = image_accept(reference=reference, field=field)
    try:
        yield accepted
    except BaseException:
        accepted.discard()
        raise


@contextmanager
def image_reference(*, reference: str, field: str) -> Iterator[str]:
    """The value to store for an image address given by an organiser.

    An upload URL or a not yet accepted /objects/uploads/ path is verified and
    becomes "/objects/images/..."; anything else (a web address, an accepted
    /objects/ path) is kept as given. Undone if the block raises.
    """
    if not reference or upload_key_from_reference(reference) is None:
        yield reference
        return
    with accepted_image(reference=reference, field=field) as accepted:
        yield accepted.path


@dataclass(frozen=True)
class AcceptedAudio:
    key: str
    extension: str

    @property
    def path(self) -> str:
        return object_path(self.key)

    def discard(self) -> None:
        objects_delete(keys=[self.key])


def _audio_refused(message, field: str) -> ImageRejected:
    return ImageRejected(str(message), field=field)


def audio_accept(*, reference: str, field: str = "trackPath") -> AcceptedAudio:
    """Verify an uploaded audio track (at most AUDIO_UPLOAD_MAX_BYTES, and an
    MP3, M4A, WAV or OGG by its first bytes) and store a copy as a served
    "audio/<hex>.<ext>" object, as `image_accept` does for an image: the copy
    is what was checked, whatever is later PUT to a presigned URL. Refused
    uploads are deleted; the raw upload is deleted once the transaction commits."""
    key = upload_key_from_reference(reference)
    if key is None:
        raise _audio_refused(AUDIO_NOT_AN_UPLOAD, field)
    storage = image_storage()
    with transaction.atomic():
        upload = Upload.objects.select_for_update().filter(key=key, kind=Upload.Kind.AUDIO).first()
        if upload is None or upload.accepted_at is not None:
            _delete_quietly(key)
            raise _audio_refused(AUDIO_NOT_FOUND if upload is None else AUDIO_ALREADY_USED, field)
        if not storage.exists(key):
            raise _audio_refused(AUDIO_NOT_FOUND, field)
        with tempfile.SpooledTemporaryFile(max_size=2 * 1024 * 1024) as spool:
            try:
                size = storage.size(key)
                if size > settings.AUDIO_UPLOAD_MAX_BYTES:
                    raise ImageInvalid(str(AUDIO_TOO_LARGE))
                if size == 0:
                    raise ImageInvalid(str(AUDIO_EMPTY))
                _spool_object(key, spool, limit=settings.AUDIO_UPLOAD_MAX_BYTES, too_large=str(AUDIO_TOO_LARGE))
                audio_format = sniff_audio_format(spool.read(12))
                if audio_format is None:
                    raise ImageInvalid(str(AUDIO_NOT_AUDIO))
            except ImageInvalid as exc:
                _delete_quietly(key)
                raise _audio_refused(exc.message, field) from None
            spool.seek(0)
            extension, content_type = AUDIO_FORMATS[audio_format]
            token = UPLOAD_KEY.match(key).group("token")
            copy = File(spool, name=f"{token}.{extension}")
            copy.content_type = content_type
            audio_key = _save_whole(f"audio/{token}.{extension}", copy)
        accepted = AcceptedAudio(key=audio_key, extension=extension)
        try:
            upload.accepted_at = timezone.now()
            upload.image_key = audio_key
            upload.save(update_fields=["accepted_at", "image_key"])
        except BaseException:
            accepted.discard()
            raise
    transaction.on_commit(lambda: _delete_quietly(key))
    return accepted


@contextmanager
def accepted_audio(*, reference: str, field: str = "trackPath") -> Iterator[AcceptedAudio]:
    """audio_accept, undone (the stored copy deleted) if the block raises."""
    accepted = audio_accept(reference=reference, field=field)
    try:
        yield accepted
    except BaseException:
        accepted.discard()
        raise


def served_key(path: str) -> str | None:
    """The storage key of an "/objects/..." path we serve, or None."""
    if not path.startswith(OBJECTS_PREFIX):
        return None
    key = path.removeprefix(OBJECTS_PREFIX)
    return key if SERVED_KEY.match(key) else None


def objects_delete(*, keys: list[str]) -> None:
    # An audio track has no thumbnail: its empty key names nothing to delete.
    for key in filter(None, keys):
        _delete_quietly(key)


def _delete_quietly(key: str) -> None:
    # A leftover object only costs space; the request that triggered this must
    # not fail for it.
    try:
        image_storage().delete(key)
    except Exception:
        logger.exception("Could not delete stored object %s", key)


@dataclass(frozen=True)
class PurgeResult:
    stale_uploads: int
    unused_images: int


# Each app that stores "/objects/..." paths registers a function naming the ones
# it uses (in its AppConfig.ready), so uploads never imports the apps that use it.
_PATHS_IN_USE: list[Callable[[], Iterable[str]]] = []


def image_paths_in_use_register(paths: Callable[[], Iterable[str]]) -> None:
    if paths not in _PATHS_IN_USE:
        _PATHS_IN_USE.append(paths)


def uploads_purge(*, older_than: timedelta) -> PurgeResult:
    """Delete what no page shows and nobody will finish: uploads never turned
    into an image or audio track, and accepted images and tracks that nothing
    registered uses any more (a replaced featured image, a deleted event's, a
    withdrawn act's music). Only entries older than
    `older_than`, so an upload in progress is never touched."""
    cutoff = timezone.now() - older_than
    stale = Upload.objects.filter(created_at__lt=cutoff, accepted_at__isnull=True)
    stale_count = 0
    for upload in stale.iterator():
        _delete_quietly(upload.key)
        upload.delete()
        stale_count += 1

    in_use = {path for paths in _PATHS_IN_USE for path in paths()}
    unused_count = 0
    for upload in Upload.objects.filter(accepted_at__lt=cutoff).iterator():
        if object_path(upload.image_key) in in_use:
            continue
        objects_delete(keys=[upload.key, upload.image_key, upload.thumbnail_key])
        upload.delete()
        unused_count += 1
    return PurgeResult(stale_uploads=stale_count, unused_images=unused_count)
