"""One accept pipeline for every kind of upload: each kind is checked by its own
checker and refused with its own kind's error and sentence."""

import pytest
from django.core.files.base import ContentFile

from uploads.exceptions import AudioRejected, ImageRejected
from uploads.images import NOT_AN_IMAGE
from uploads.models import Upload
from uploads.services import upload_accept, upload_start
from uploads.storage import image_storage
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db

MP3 = b"ID3\x04\x00\x00\x00\x00\x00\x00" + b"\xff\xfb\x90\x00" + bytes(2000)
NOT_AUDIO = "The file is not an MP3, M4A, WAV or OGG recording."
FIELDS = {Upload.Kind.IMAGE: "imagePath", Upload.Kind.AUDIO: "trackPath"}


def uploaded(kind: str, data: bytes) -> str:
    """An upload URL's object, with `data` stored at it as a browser's PUT would."""
    upload = upload_start(kind=kind)
    image_storage().save(upload.key, ContentFile(data))
    return f"/objects/{upload.key}"


def refusal(kind: str, reference: str) -> AudioRejected | ImageRejected:
    with pytest.raises((AudioRejected, ImageRejected)) as refused:
        upload_accept(kind=kind, reference=reference, field=FIELDS[kind])
    return refused.value


@pytest.mark.parametrize("data", [make_image("PNG", (40, 30)), b"%PDF-1.7 not music", b"\x89PNG broken"])
def test_an_audio_upload_that_fails_its_check_is_told_about_audio_not_images(local_backend, data):
    refused = refusal(Upload.Kind.AUDIO, uploaded(Upload.Kind.AUDIO, data))

    assert isinstance(refused, AudioRejected) and not isinstance(refused, ImageRejected)
    assert refused.extra["errors"] == {"trackPath": [NOT_AUDIO]}
    assert not local_backend.stored()


@pytest.mark.parametrize("data", [MP3, b"%PDF-1.7 not a picture"])
def test_an_image_upload_that_fails_its_check_is_told_it_is_not_an_image(local_backend, data):
    refused = refusal(Upload.Kind.IMAGE, uploaded(Upload.Kind.IMAGE, data))

    assert isinstance(refused, ImageRejected) and not isinstance(refused, AudioRejected)
    assert refused.extra["errors"] == {"imagePath": [str(NOT_AN_IMAGE)]}
    assert not local_backend.stored()


@pytest.mark.parametrize(
    ("kind", "message"),
    [(Upload.Kind.AUDIO, "The music file is empty."), (Upload.Kind.IMAGE, "The file is empty.")],
)
def test_an_empty_upload_is_refused_in_its_kinds_words(local_backend, kind, message):
    assert refusal(kind, uploaded(kind, b"")).message == message


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        (Upload.Kind.AUDIO, "The music file is larger than 25 MB."),
        (Upload.Kind.IMAGE, "The file is larger than 10 MB."),
    ],
)
def test_an_upload_over_its_kinds_limit_is_refused_in_its_kinds_words(local_backend, settings, kind, message):
    settings.AUDIO_UPLOAD_MAX_BYTES = settings.UPLOAD_MAX_BYTES = 1024

    assert refusal(kind, uploaded(kind, MP3 if kind == Upload.Kind.AUDIO else make_image("PNG"))).message == message


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        (Upload.Kind.AUDIO, "Upload the music file first."),
        (Upload.Kind.IMAGE, "Upload an image first: give its upload URL or its /objects/ path."),
    ],
)
def test_a_reference_that_names_no_upload_is_refused_in_its_kinds_words(kind, message):
    assert refusal(kind, "https://example.org/song").message == message


def test_an_upload_given_for_audio_is_not_accepted_as_an_image(local_backend):
    reference = uploaded(Upload.Kind.AUDIO, make_image("PNG", (40, 30)))

    refused = refusal(Upload.Kind.IMAGE, reference)

    assert refused.message == "The uploaded file was not found. Please upload it again."
    assert not local_backend.stored()


def test_each_kind_keeps_its_accepted_copy_under_stored_key(local_backend, commit):
    with commit():
        track = upload_accept(kind=Upload.Kind.AUDIO, reference=uploaded(Upload.Kind.AUDIO, MP3), field="trackPath")
        image = upload_accept(
            kind=Upload.Kind.IMAGE, reference=uploaded(Upload.Kind.IMAGE, make_image("PNG")), field="imagePath"
        )

    assert track.stored_key.startswith("audio/") and track.stored_key.endswith(".mp3")
    assert (track.thumbnail_key, track.thumbnail_path, track.width) == ("", "", None)
    assert image.stored_key.startswith("images/") and image.thumbnail_key.startswith("thumbnails/")
    assert dict(Upload.objects.values_list("kind", "stored_key")) == {
        Upload.Kind.AUDIO: track.stored_key,
        Upload.Kind.IMAGE: image.stored_key,
    }
    assert local_backend.stored() == {track.stored_key, image.stored_key, image.thumbnail_key}
