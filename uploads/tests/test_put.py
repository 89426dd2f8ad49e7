"""The local upload endpoint: one signed PUT, streamed to storage."""

import hashlib
import io
import time
from urllib.parse import urlsplit

import pytest
from django.core import signing

from uploads.exceptions import UploadIncomplete, UploadTooLarge
from uploads.models import Upload
from uploads.services import upload_receive
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db

LIMIT = 10_485_760


def upload_url(client) -> str:
    return client.post("/api/objects/upload").json()["uploadURL"]


def test_upload_url_is_absolute_signed_and_unguessable(staff_client):
    first, second = upload_url(staff_client), upload_url(staff_client)

    parts = urlsplit(first)
    assert (parts.scheme, parts.netloc) == ("http", "testserver")
    assert parts.path.startswith("/api/objects/uploads/")
    assert "signature=" in parts.query
    assert first != second
    assert Upload.objects.count() == 2


def test_put_stores_the_bytes_and_answers_like_s3(local_backend, settings):
    data = make_image()
    url = upload_url(local_backend.client)

    status, headers = local_backend.put(url, data)

    assert status == 200
    assert headers["ETag"] == f'"{hashlib.md5(data).hexdigest()}"'
    key = Upload.objects.get().key
    assert local_backend.stored() == {key}
    assert (settings.MEDIA_ROOT / key).read_bytes() == data


def test_declared_length_over_the_limit_is_refused_unread(local_backend):
    url = upload_url(local_backend.client)

    # Declares one byte too many but sends only a little: the answer comes from the header alone.
    status, _ = local_backend.put(url, b"x" * 10, CONTENT_LENGTH=str(LIMIT + 1))

    assert status == 413
    assert local_backend.stored() == set()


def test_missing_length_is_411(local_backend):
    url = upload_url(local_backend.client)
    status, _ = local_backend.put(url, b"abc", CONTENT_LENGTH="")
    assert status == 411


def test_empty_body_is_refused(local_backend):
    status, _ = local_backend.put(upload_url(local_backend.client), b"", CONTENT_LENGTH="0")
    assert status == 400
    assert local_backend.stored() == set()


def test_body_shorter_than_declared_is_dropped_and_the_link_can_be_retried(local_backend):
    url = upload_url(local_backend.client)
    key = Upload.objects.get().key
    data = make_image()

    with pytest.raises(UploadIncomplete):
        upload_receive(key=key, stream=io.BytesIO(data[:100]), length=len(data))
    assert local_backend.stored() == set()

    status, _ = local_backend.put(url, data)
    assert status == 200


def test_body_longer_than_declared_is_cut_off_while_streaming(local_backend, settings):
    upload_url(local_backend.client)
    key = Upload.objects.get().key

    class Endless(io.RawIOBase):
        served = 0

        def read(self, size=-1):
            self.served += size
            return b"\0" * size

    stream = Endless()
    with pytest.raises(UploadTooLarge):
        upload_receive(key=key, stream=stream, length=LIMIT)

    assert stream.served <= LIMIT + 64 * 1024  # stopped at the limit, one chunk at a time
    assert local_backend.stored() == set()


def test_second_put_to_the_same_url_is_refused(local_backend):
    url = upload_url(local_backend.client)
    assert local_backend.put(url, make_image())[0] == 200

    status, _ = local_backend.put(url, make_image("PNG"))

    assert status == 409
    assert len(local_backend.stored()) == 1


def test_expired_url_is_refused(local_backend, monkeypatch, settings):
    real_time = time.time
    monkeypatch.setattr(signing.time, "time", lambda: real_time() - settings.UPLOAD_URL_MAX_AGE - 5)
    url = upload_url(local_backend.client)
    monkeypatch.setattr(signing.time, "time", real_time)

    status, _ = local_backend.put(url, make_image())

    assert status == 403
    assert local_backend.stored() == set()


@pytest.mark.parametrize("tamper", ["drop", "change", "other-key"])
def test_forged_signature_is_refused(local_backend, tamper):
    url = upload_url(local_backend.client)
    other = upload_url(local_backend.client)
    path, signature = url.split("?signature=")
    forged = {
        "drop": path,
        "change": f"{path}?signature={signature[:-2]}xx",
        "other-key": f"{path}?signature={other.split('?signature=')[1]}",
    }[tamper]

    status, _ = local_backend.put(forged, make_image())

    assert status == 403
    assert local_backend.stored() == set()


@pytest.mark.parametrize("method", ["get", "post", "delete", "patch"])
def test_other_methods_are_405(local_backend, method):
    url = upload_url(local_backend.client)
    response = getattr(local_backend.client, method)(url)
    assert response.status_code == 405
    assert response["Allow"] == "PUT, OPTIONS"


def test_put_needs_no_session_or_csrf_token(local_backend, api_client):
    from rest_framework.test import APIClient

    url = upload_url(local_backend.client)
    browser = APIClient(enforce_csrf_checks=True)

    response = browser.generic("PUT", url, make_image(), content_type="image/jpeg")

    assert response.status_code == 200


def test_upload_url_needs_a_staff_session(api_client, member_client):
    assert api_client.post("/api/objects/upload").status_code == 401
    assert member_client.post("/api/objects/upload").status_code == 403
    assert not Upload.objects.exists()


def test_upload_url_needs_csrf_token(staff_user):
    from rest_framework.test import APIClient

    client = APIClient(enforce_csrf_checks=True)
    client.force_login(staff_user)

    response = client.post("/api/objects/upload")

    assert response.status_code == 403
    assert not Upload.objects.exists()
