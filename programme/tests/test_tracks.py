"""An act's music: uploaded through the site's upload machinery, checked to be
audio by its bytes, served, zipped in running order for the sound desk, and
purged once no act names it."""

import io
import zipfile
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from core.manage_links import PROGRAMME_ENTRY, manage_token
from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory
from programme.tests.helpers import M4A, MP3, MP3_UNTAGGED, OGG, WAV, act, submit
from programme.tracks import safe_file_name
from uploads.models import Upload
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db

NOT_AUDIO = "The file is not an MP3, M4A, WAV or OGG recording."


@pytest.fixture
def event():
    return EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00")


def upload_url(backend) -> str:
    response = backend.client.post(reverse("programme-upload"))
    assert response.status_code == 200, response.content
    return response.json()["uploadURL"]


def uploaded(backend, data: bytes, content_type: str = "audio/mpeg") -> str:
    url = upload_url(backend)
    status, _ = backend.put(url, data, content_type=content_type)
    assert status == 200
    return url


@pytest.mark.parametrize(
    ("data", "extension", "content_type"),
    [
        (MP3, "mp3", "audio/mpeg"),
        (MP3_UNTAGGED, "mp3", "audio/mpeg"),
        (M4A, "m4a", "audio/mp4"),
        (WAV, "wav", "audio/wav"),
        (OGG, "ogg", "audio/ogg"),
    ],
)
def test_each_audio_format_is_accepted_stored_and_served(backend, event, commit, data, extension, content_type):
    url = uploaded(backend, data, content_type="application/octet-stream")

    with commit():
        response = submit(backend.client, event, trackPath=url)

    assert response.status_code == 201, response.json()
    track_path = response.json()["trackPath"]
    assert track_path.startswith("/objects/audio/") and track_path.endswith(f".{extension}")
    assert ProgrammeEntry.objects.get().track_path == track_path
    # The raw upload is gone; the checked copy is what is served.
    assert not [key for key in backend.stored() if key.startswith("uploads/")]
    status, served_type, body, _ = backend.fetch(track_path)
    assert (status, served_type, body) == (200, content_type, data)


@pytest.mark.parametrize(
    "data",
    [make_image("JPEG", (40, 30)), make_image("PNG", (40, 30)), b"%PDF-1.7 not music", b"ID" + bytes(100)],
)
def test_a_file_that_is_not_audio_is_refused_by_its_content_and_deleted(backend, event, data):
    url = uploaded(backend, data, content_type="audio/mpeg")

    response = submit(backend.client, event, trackPath=url)

    assert response.status_code == 400
    assert response.json()["errors"]["trackPath"] == [NOT_AUDIO]
    assert not ProgrammeEntry.objects.exists()
    assert not [key for key in backend.stored() if key.startswith(("uploads/", "audio/"))]


def test_the_audio_limit_is_25_mb(settings):
    assert settings.AUDIO_UPLOAD_MAX_BYTES == 26214400


def test_an_audio_upload_url_takes_more_than_an_image_upload_url(local_backend):
    eleven_mb = MP3 + bytes(11 * 1024 * 1024)

    image_url = local_backend.client.post("/api/objects/upload").json()["uploadURL"]
    assert local_backend.put(image_url, eleven_mb)[0] == 413
    assert local_backend.put(upload_url(local_backend), eleven_mb)[0] == 200


def test_an_audio_file_over_the_limit_is_refused_when_sent(local_backend, settings):
    settings.AUDIO_UPLOAD_MAX_BYTES = 4096

    response = local_backend.client.generic(
        "PUT", upload_url(local_backend), MP3 + bytes(4096), content_type="audio/mpeg"
    )

    assert response.status_code == 413
    assert response.json()["message"] == "The music file is larger than 25 MB."


def test_an_audio_file_grown_past_the_limit_after_its_upload_is_refused(backend, event, settings):
    # With S3, a presigned URL can be sent to again (and bigger) until it expires.
    settings.AUDIO_UPLOAD_MAX_BYTES = 4096
    url = uploaded(backend, MP3)
    key = Upload.objects.get().key
    backend.store(key, MP3 + bytes(5000))

    response = submit(backend.client, event, trackPath=url)

    assert response.status_code == 400
    assert response.json()["errors"]["trackPath"] == ["The music file is larger than 25 MB."]


def test_an_empty_audio_file_is_refused(backend, event):
    url = uploaded(backend, MP3)
    backend.store(Upload.objects.get().key, b"")

    response = submit(backend.client, event, trackPath=url)

    assert response.status_code == 400
    assert response.json()["errors"]["trackPath"] == ["The music file is empty."]


def test_an_image_upload_is_not_taken_as_music_nor_music_as_an_image(local_backend, staff_client, event):
    image_url = local_backend.client.post("/api/objects/upload").json()["uploadURL"]
    local_backend.put(image_url, MP3)
    audio_url = uploaded(local_backend, make_image("PNG", (40, 30)))

    assert submit(local_backend.client, event, trackPath=image_url).status_code == 400
    gallery = staff_client.post("/api/admin/gallery", {"imagePath": audio_url, "title": "Aarti"}, format="json")
    assert gallery.status_code == 400


def test_one_upload_makes_one_track(local_backend, event):
    url = uploaded(local_backend, MP3)
    assert submit(local_backend.client, event, trackPath=url).status_code == 201

    response = submit(local_backend.client, event, trackPath=url, contactEmail="other@example.com")

    assert response.status_code == 400
    assert response.json()["errors"]["trackPath"] == [
        "This upload has already been used. Please upload the music again."
    ]


def test_upload_urls_are_throttled(api_client, throttle_rates):
    throttle_rates(**{"programme-upload": "2/hour"})

    codes = [api_client.post(reverse("programme-upload")).status_code for _ in range(3)]

    assert codes == [200, 200, 429]


def test_the_family_keeps_replaces_or_removes_its_music(local_backend, event):
    client = local_backend.client
    first = submit(client, event, trackPath=uploaded(local_backend, MP3)).json()
    url = reverse("programme-entry", args=[first["id"]])
    token = {"HTTP_X_PROGRAMME_TOKEN": first["manageToken"]}

    kept = client.put(url, act(trackPath=first["trackPath"], title="Renamed"), format="json", **token).json()
    left_out = client.put(url, act(title="Renamed again"), format="json", **token).json()
    replaced = client.put(url, act(trackPath=uploaded(local_backend, OGG)), format="json", **token).json()
    removed = client.put(url, act(trackPath=""), format="json", **token).json()

    assert kept["trackPath"] == left_out["trackPath"] == first["trackPath"]
    assert replaced["trackPath"].endswith(".ogg") and replaced["trackPath"] != first["trackPath"]
    assert removed["trackPath"] == ""


def test_another_acts_track_cannot_be_claimed(local_backend, event):
    first = submit(local_backend.client, event, trackPath=uploaded(local_backend, MP3)).json()

    response = submit(local_backend.client, event, trackPath=first["trackPath"], contactEmail="b@example.com")

    assert response.status_code == 400
    assert "trackPath" in response.json()["errors"]


def test_organisers_see_where_to_play_each_track(local_backend, staff_client, event):
    path = submit(local_backend.client, event, trackPath=uploaded(local_backend, MP3)).json()["trackPath"]

    (row,) = staff_client.get(reverse("admin-event-programme", args=[event.pk])).json()["entries"]

    assert row["trackPath"] == path
    assert row["trackUrl"] == f"http://testserver{path}"


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("Dhunuchi Naach", "Dhunuchi Naach"),
        ("Bihu: Spring/Dance?", "Bihu Spring Dance"),
        ('  "Ekla Cholo Re" <solo> | 2 ', "Ekla Cholo Re solo 2"),
        ("আগমনী গান", "আগমনী গান"),
        ("../../etc/passwd", "etc passwd"),
        ("tab\there\nnewline", "tab here newline"),
        ("...", "Performance"),
        ("x" * 200, "x" * 80),
    ],
)
def test_titles_become_safe_file_names(title, name):
    assert safe_file_name(title) == name


def test_the_tracks_zip_holds_the_accepted_music_in_running_order(backend, staff_client, event):
    bodies = {}
    entries = []
    for title, data in [("Bihu: Spring/Dance?", MP3), ("আগমনী গান", WAV), ("No music", None), ("Drama", OGG)]:
        track = uploaded(backend, data) if data else ""
        body = submit(backend.client, event, title=title, trackPath=track).json()
        entries.append(body["id"])
        bodies[title] = data
    waiting = submit(backend.client, event, title="Waiting", trackPath=uploaded(backend, M4A)).json()
    for entry_id in entries:
        staff_client.put(reverse("admin-programme-entry", args=[entry_id]), {"status": "accepted"}, format="json")
    staff_client.put(
        reverse("admin-event-programme-order", args=[event.pk]),
        {"entryIds": [entries[3], entries[0], entries[2], entries[1]]},
        format="json",
    )

    response = staff_client.get(reverse("admin-event-programme-tracks", args=[event.pk]))

    assert response.status_code == 200
    assert response.streaming
    assert response["Content-Type"] == "application/zip"
    assert response["Content-Disposition"] == f'attachment; filename="programme-{event.pk}-tracks.zip"'
    archive = zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content)))
    assert archive.namelist() == ["01 - Drama.ogg", "02 - Bihu Spring Dance.mp3", "04 - আগমনী গান.wav"]
    assert archive.read("02 - Bihu Spring Dance.mp3") == MP3
    assert archive.read("04 - আগমনী গান.wav") == WAV
    assert archive.testzip() is None
    assert waiting["id"] not in entries


def test_the_tracks_zip_of_a_programme_without_music_is_an_empty_zip(staff_client, event):
    ProgrammeEntryFactory(event=event)

    response = staff_client.get(reverse("admin-event-programme-tracks", args=[event.pk]))

    assert zipfile.ZipFile(io.BytesIO(b"".join(response.streaming_content))).namelist() == []


def test_the_tracks_zip_is_streamed_a_chunk_at_a_time(local_backend, staff_client, event):
    big = MP3 + bytes(3 * 1024 * 1024)
    entry = submit(local_backend.client, event, trackPath=uploaded(local_backend, big)).json()
    staff_client.put(reverse("admin-programme-entry", args=[entry["id"]]), {"status": "accepted"}, format="json")

    response = staff_client.get(reverse("admin-event-programme-tracks", args=[event.pk]))
    pieces = list(response.streaming_content)

    assert max(len(piece) for piece in pieces) <= 128 * 1024
    assert zipfile.ZipFile(io.BytesIO(b"".join(pieces))).read("01 - Dhunuchi Naach.mp3") == big


def age_all_uploads(hours: int) -> None:
    earlier = timezone.now() - timedelta(hours=hours)
    Upload.objects.update(created_at=earlier)
    Upload.objects.exclude(accepted_at=None).update(accepted_at=earlier)


def test_purge_deletes_replaced_withdrawn_and_unused_tracks_and_keeps_the_ones_acts_name(backend, event, commit):
    client = backend.client
    with commit():
        kept = submit(client, event, trackPath=uploaded(backend, MP3)).json()
        changed = submit(client, event, trackPath=uploaded(backend, WAV), contactEmail="b@example.com").json()
        replaced_path = changed["trackPath"]
        client.put(
            reverse("programme-entry", args=[changed["id"]]),
            act(trackPath=uploaded(backend, OGG)),
            format="json",
            HTTP_X_PROGRAMME_TOKEN=changed["manageToken"],
        )
        withdrawn = submit(client, event, trackPath=uploaded(backend, M4A), contactEmail="c@example.com").json()
        client.post(
            reverse("programme-withdraw", args=[withdrawn["id"]]),
            HTTP_X_PROGRAMME_TOKEN=manage_token(PROGRAMME_ENTRY, withdrawn["id"]),
        )
    uploaded(backend, MP3)  # never used in an act
    age_all_uploads(30)

    call_command("purge_uploads")

    stored = backend.stored()
    current = ProgrammeEntry.objects.get(pk=changed["id"]).track_path
    assert {key for key in stored if key.startswith("audio/")} == {
        kept["trackPath"].removeprefix("/objects/"),
        current.removeprefix("/objects/"),
    }
    assert replaced_path.removeprefix("/objects/") not in stored
    assert withdrawn["trackPath"].removeprefix("/objects/") not in stored
    assert not [key for key in stored if key.startswith("uploads/")]
