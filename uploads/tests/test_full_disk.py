"""A full disk, on a real small tmpfs: a write that fails halfway leaves no
part of its file behind, and the answer says the server has no room (507)."""

import pytest
from django.urls import reverse

from cultural_site import health
from events.tests.factories import EventFactory
from programme.tests.helpers import MP3, submit
from uploads import services
from uploads.models import Upload
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db

FULL = {"message": "The server has no room left to store files. Please try again later."}
KIB = 1024


def files(disk) -> set[str]:
    return {path.relative_to(disk.path).as_posix() for path in disk.path.rglob("*") if path.is_file()} - {"filler"}


def audio_upload_url(client) -> str:
    return client.post(reverse("programme-upload")).json()["uploadURL"]


def put(client, url: str, data: bytes):
    return client.generic("PUT", url, data, content_type="audio/mpeg")


def test_an_upload_that_does_not_fit_leaves_nothing_and_says_so(staff_client, small_disk):
    url = audio_upload_url(staff_client)
    small_disk.fill(leave=64 * KIB)

    response = put(staff_client, url, MP3 + bytes(300 * KIB))

    assert response.status_code == 507
    assert response.json() == FULL
    assert "Retry-After" not in response
    assert files(small_disk) == set()
    # Nothing was received: once there is room, the same link takes the file.
    assert Upload.objects.get().received_at is None
    small_disk.empty()
    assert put(staff_client, url, MP3 + bytes(300 * KIB)).status_code == 200
    assert files(small_disk) == {Upload.objects.get().key}


def test_music_whose_checked_copy_does_not_fit_leaves_no_part_of_it(
    staff_client, small_disk, django_capture_on_commit_callbacks
):
    event = EventFactory(programme_open=True, programme_start="18:00")
    url = audio_upload_url(staff_client)
    assert put(staff_client, url, MP3 + bytes(200 * KIB)).status_code == 200
    raw = Upload.objects.get().key
    small_disk.fill(leave=32 * KIB)

    response = submit(staff_client, event, trackPath=url)

    assert response.status_code == 507
    assert response.json() == FULL
    # The truncated audio/ copy, which no row names and the purge would never
    # find, is gone; the raw upload stays for a retry (or the purge).
    assert files(small_disk) == {raw}
    small_disk.empty()
    with django_capture_on_commit_callbacks(execute=True):
        assert submit(staff_client, event, trackPath=url).status_code == 201
    assert {name.split("/")[0] for name in files(small_disk)} == {"audio"}


def test_an_image_whose_copies_do_not_fit_leaves_neither(staff_client, small_disk):
    image = make_image(size=(1600, 1200))
    url = staff_client.post("/api/objects/upload").json()["uploadURL"]
    assert staff_client.generic("PUT", url, image, content_type="image/jpeg").status_code == 200
    raw = Upload.objects.get().key
    small_disk.fill(leave=8 * KIB)

    with pytest.raises(OSError, match="No space left"):
        services.upload_accept(kind=Upload.Kind.IMAGE, reference=url, field="imagePath")

    assert files(small_disk) == {raw}


def test_readiness_on_a_full_disk_is_503_and_leaves_no_file(client, small_disk, monkeypatch):
    small_disk.fill()

    for _ in range(3):
        monkeypatch.setattr(health, "_storage_ok_until", 0.0)
        response = client.get("/readyz")
        assert response.status_code == 503
        assert response.json() == {"status": "unavailable"}

    assert files(small_disk) == set()
    small_disk.empty()
    assert client.get("/readyz").status_code == 200
    assert files(small_disk) == set()
