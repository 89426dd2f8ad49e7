"""Upload URLs, receiving uploaded bytes, and accepting an upload as what it
was given for: an image or an audio track, checked by its kind's checker."""

import hashlib
import logging
import re
import tempfile
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import BinaryIO
from urllib.parse import unquote, urlsplit

from django.core.files import File
from django.db import transaction
from django.utils import timezone

from uploads.checkers import CHECKERS, Checked, Checker
from uploads.exceptions import (
    TOO_LARGE,
    UploadIncomplete,
    UploadInvalid,
    UploadLinkUnknown,
    UploadLinkUsed,
    UploadRejected,
    UploadTooLarge,
)
from uploads.models import Upload
from uploads.pdf import PageSize
from uploads.storage import (
    OBJECTS_PREFIX,
    SERVED_KEY,
    UPLOAD_KEY,
    image_storage,
    object_path,
)

logger = logging.getLogger(__name__)

CHUNK_SIZE = 64 * 1024

# ".../uploads/<hex>" at the end of a URL path: a local upload URL, an S3
# presigned URL (path-style or virtual-hosted) or an /objects/ path.
_UPLOAD_IN_PATH = re.compile(r"(?:^|/)(uploads/[0-9a-f]{32})$")


@dataclass(frozen=True)
class Accepted:
    """An accepted upload's stored copy (and an image's thumbnail and size)."""

    stored_key: str
    thumbnail_key: str = ""
    width: int | None = None
    height: int | None = None
    # A PDF's first page (its size in points).
    page: PageSize | None = None

    @property
    def path(self) -> str:
        return object_path(self.stored_key)

    @property
    def thumbnail_path(self) -> str:
        return object_path(self.thumbnail_key) if self.thumbnail_key else ""

    def discard(self) -> None:
        objects_delete(keys=[self.stored_key, self.thumbnail_key])


def upload_start(*, kind: str = Upload.Kind.IMAGE) -> Upload:
    return Upload.objects.create(key=f"uploads/{uuid.uuid4().hex}", kind=kind)


def upload_limit(*, key: str) -> tuple[int, str]:
    """The size an upload URL accepts and the sentence refusing more (an unknown
    key gets the image limit; receiving it refuses it anyway)."""
    kind = Upload.objects.filter(key=key).values_list("kind", flat=True).first()
    checker = CHECKERS.get(kind, CHECKERS[Upload.Kind.IMAGE])
    return checker.max_bytes(), str(checker.messages.too_large)


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
    """The upload key a reference names: an upload URL (local or S3
    presigned, query string allowed) or an /objects/uploads/... path."""
    try:
        path = unquote(urlsplit(reference.strip()).path)
    except ValueError:  # a malformed address ("http://[") names no upload
        return None
    if ".." in path.split("/"):
        return None
    match = _UPLOAD_IN_PATH.search(path)
    return match.group(1) if match else None


def _spool_object(key: str, spool: BinaryIO, *, limit: int, too_large: str) -> None:
    """Copy a stored object into `spool`, refusing it past the size limit."""
    received = 0
    with image_storage().open(key, "rb") as stored:
        while chunk := stored.read(CHUNK_SIZE):
            received += len(chunk)
            if received > limit:
                raise UploadInvalid(too_large)
            spool.write(chunk)
    spool.seek(0)


def upload_accept(*, kind: str, reference: str, field: str) -> Accepted:
    """Accept an uploaded object as what its upload URL was given for.

    One pipeline for every kind: find the upload the reference names, have its
    kind's checker check the bytes, store the copy the checker returns (what is
    served, whatever is later PUT to a presigned URL) and hand it back. A
    refusal is the kind's own error, under `field`, and deletes the upload. The
    raw upload is deleted once the surrounding transaction commits; callers
    that fail after this returns must call `discard()` (or use `accepted_upload`).
    """
    checker = CHECKERS[kind]
    key = upload_key_from_reference(reference)
    if key is None:
        raise _refused(checker, checker.messages.not_an_upload, field)
    with transaction.atomic():
        upload = _upload_to_accept(checker, key, field)
        with tempfile.SpooledTemporaryFile(max_size=2 * 1024 * 1024) as spool:
            checked = _checked(checker, key, spool, field)
            accepted = _store(key, checked)
        try:
            upload.accepted_at = timezone.now()
            upload.stored_key = accepted.stored_key
            upload.thumbnail_key = accepted.thumbnail_key
            upload.save(update_fields=["accepted_at", "stored_key", "thumbnail_key"])
        except BaseException:
            accepted.discard()
            raise
    transaction.on_commit(lambda: _delete_quietly(key))
    return accepted


def _refused(checker: Checker, message: str, field: str) -> UploadRejected:
    return checker.rejected(str(message), field=field)


def _upload_to_accept(checker: Checker, key: str, field: str) -> Upload:
    """The upload row of `key`, locked, given for the checker's kind and not yet accepted."""
    upload = Upload.objects.select_for_update().filter(key=key, kind=checker.kind).first()
    if upload is None or upload.accepted_at is not None:
        # Whatever lies at that key was not uploaded through a live upload URL
        # of ours (an S3 URL can be PUT to again until it expires): remove it.
        _delete_quietly(key)
        messages = checker.messages
        raise _refused(checker, messages.not_found if upload is None else messages.already_used, field)
    if not image_storage().exists(key):
        raise _refused(checker, checker.messages.not_found, field)
    return upload


def _checked(checker: Checker, key: str, spool: BinaryIO, field: str) -> Checked:
    """The stored upload copied into `spool` and checked; refused (and deleted)
    if it is too large, empty, or not what its kind must be."""
    messages = checker.messages
    try:
        size = image_storage().size(key)
        if size > checker.max_bytes():
            raise UploadInvalid(messages.too_large)
        if size == 0:
            raise UploadInvalid(messages.empty)
        _spool_object(key, spool, limit=checker.max_bytes(), too_large=messages.too_large)
        return checker.check(spool)
    except UploadInvalid as exc:
        _delete_quietly(key)
        raise _refused(checker, exc.message, field) from None


def _store(key: str, checked: Checked) -> Accepted:
    """Store the checked copies under the upload's token; nothing is left if one fails."""
    token = UPLOAD_KEY.match(key).group("token")
    stored = checked.stored
    stored_key = _save_whole(f"{stored.prefix}/{token}.{stored.extension}", stored.content)
    thumbnail_key = ""
    if checked.thumbnail is not None:
        thumbnail = checked.thumbnail
        try:
            thumbnail_key = _save_whole(f"{thumbnail.prefix}/{token}.{thumbnail.extension}", thumbnail.content)
        except BaseException:
            _delete_quietly(stored_key)
            raise
    return Accepted(
        stored_key=stored_key,
        thumbnail_key=thumbnail_key,
        width=checked.width,
        height=checked.height,
        page=checked.page,
    )


@contextmanager
def accepted_upload(*, kind: str, reference: str, field: str) -> Iterator[Accepted]:
    """upload_accept, undone (stored copies deleted) if the block raises."""
    accepted = upload_accept(kind=kind, reference=reference, field=field)
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
    with accepted_upload(kind=Upload.Kind.IMAGE, reference=reference, field=field) as accepted:
        yield accepted.path


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


def uploads_purge(*, older_than: timedelta, paths_in_use: Iterable[str]) -> PurgeResult:
    """Delete what no page shows and nobody will finish: uploads never turned
    into an image or audio track, and accepted images and tracks whose
    "/objects/..." path is not in `paths_in_use` (a replaced featured image, a
    deleted event's, a withdrawn act's music). The caller, which knows the apps
    that store such paths, gathers them. Only entries older than `older_than`,
    so an upload in progress is never touched."""
    cutoff = timezone.now() - older_than
    in_use = set(paths_in_use)
    stale = Upload.objects.filter(created_at__lt=cutoff, accepted_at__isnull=True)
    stale_count = 0
    for upload in stale.iterator():
        _delete_quietly(upload.key)
        upload.delete()
        stale_count += 1

    unused_count = 0
    for upload in Upload.objects.filter(accepted_at__lt=cutoff).iterator():
        if object_path(upload.stored_key) in in_use:
            continue
        objects_delete(keys=[upload.key, upload.stored_key, upload.thumbnail_key])
        upload.delete()
        unused_count += 1
    return PurgeResult(stale_uploads=stale_count, unused_images=unused_count)
