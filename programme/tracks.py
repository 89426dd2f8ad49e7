"""The sound desk's zip: the accepted acts' music in running order, written as
it is sent. Each track is read from storage a chunk at a time and leaves as
soon as it is zipped, so forty tracks of 25 MB never sit in memory together."""

import re
import unicodedata
import zipfile
from collections.abc import Iterable, Iterator

from programme.models import ProgrammeEntry
from uploads.services import CHUNK_SIZE, served_key
from uploads.storage import image_storage

MAX_NAME_LENGTH = 80
# What Windows, macOS or a USB stick's FAT refuse in a file name.
_UNSAFE = re.compile(r'[\\/:*?"<>|]')


def safe_file_name(title: str) -> str:
    """A title as a file name every system takes: no path separators or
    characters Windows refuses, no control characters, spaces collapsed, no
    leading or trailing dots, at most MAX_NAME_LENGTH characters; Bengali kept."""
    text = "".join(" " if unicodedata.category(char).startswith("C") else char for char in title)
    text = _UNSAFE.sub(" ", text)
    text = " ".join(text.split()).strip(". ")
    return text[:MAX_NAME_LENGTH].rstrip(". ") or "Performance"


def track_file_name(entry: ProgrammeEntry) -> str:
    extension = entry.track_path.rsplit(".", 1)[-1]
    return f"{entry.position:02d} - {safe_file_name(entry.title)}.{extension}"


class _Pieces:
    """A write-only file for zipfile that hands on what was written."""

    def __init__(self) -> None:
        self.chunks: list[bytes] = []

    def write(self, data: bytes) -> int:
        self.chunks.append(bytes(data))
        return len(data)

    def flush(self) -> None:
        pass

    def take(self) -> bytes:
        data = b"".join(self.chunks)
        self.chunks.clear()
        return data


def tracks_zip_pieces(entries: Iterable[ProgrammeEntry]) -> Iterator[bytes]:
    """The zip's bytes, piece by piece. Audio is already compressed, so the
    tracks are stored as they are."""
    out = _Pieces()
    storage = image_storage()
    with zipfile.ZipFile(out, mode="w", compression=zipfile.ZIP_STORED) as archive:
        for entry in entries:
            key = served_key(entry.track_path) if entry.track_path else None
            if key is None or entry.position is None:
                continue
            try:
                stored = storage.open(key, "rb")
            except FileNotFoundError:
                continue
            with stored, archive.open(track_file_name(entry), mode="w", force_zip64=True) as member:
                while chunk := stored.read(CHUNK_SIZE):
                    member.write(chunk)
                    yield out.take()
            yield out.take()
    yield out.take()
