"""GET /objects/<key>: accepted images only, with their real type and for-ever caching."""

import io
from urllib.parse import parse_qs, urlsplit

import pytest
from PIL import Image

from uploads.models import Upload
from uploads.services import upload_accept
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db


def accept(backend, data: bytes, commit):
    url = backend.client.post("/api/objects/upload").json()["uploadURL"]
    assert backend.put(url, data)[0] == 200
    with commit():
        return upload_accept(kind=Upload.Kind.IMAGE, reference=url, field="imagePath")


def test_local_image_is_streamed_with_type_from_its_bytes(local_backend, commit, client):
    accepted = accept(local_backend, make_image("GIF", (120, 80)), commit)

    response = client.get(accepted.path)

    assert response.status_code == 200
    assert response.streaming
    assert response["Content-Type"] == "image/gif"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Cache-Control"] == "public, max-age=31536000, immutable"
    assert response["ETag"]
    with Image.open(io.BytesIO(b"".join(response.streaming_content))) as image:
        assert image.size == (120, 80)

    again = client.get(accepted.path, headers={"If-None-Match": response["ETag"]})
    assert again.status_code == 304
    assert client.head(accepted.path).status_code == 200
    assert client.post(accepted.path).status_code == 405


def test_stored_bytes_decide_the_type_not_the_key(local_backend, commit, client, settings):
    accepted = accept(local_backend, make_image("JPEG"), commit)
    # Even if a stored file's content and name disagreed, the bytes would win.
    (settings.MEDIA_ROOT / accepted.stored_key).write_bytes(make_image("PNG"))

    assert client.get(accepted.path)["Content-Type"] == "image/png"

    (settings.MEDIA_ROOT / accepted.stored_key).write_bytes(b"<html><script>alert(1)</script>")
    assert client.get(accepted.path).status_code == 404


def test_raw_uploads_are_not_served(local_backend, client):
    url = local_backend.client.post("/api/objects/upload").json()["uploadURL"]
    local_backend.put(url, make_image())
    key = Upload.objects.get().key

    response = client.get(f"/objects/{key}")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


@pytest.mark.parametrize(
    "path",
    [
        "/objects/../db.sqlite3",
        "/objects/images/../../conftest.py",
        "/objects/%2e%2e/%2e%2e/manage.py",
        "/objects/images%2f..%2f..%2fmanage.py",
        "/objects//etc/passwd",
        "/objects/%2Fetc%2Fpasswd",
        "/objects/images/0123456789abcdef0123456789abcdef.jpg/..",
        "/objects/images/0123456789abcdef0123456789abcdef.JPG",
        "/objects/",
    ],
)
def test_paths_outside_the_served_keys_are_404(client, path, settings):
    (settings.MEDIA_ROOT / "images").mkdir()
    (settings.MEDIA_ROOT / "secret.txt").write_text("secret")

    response = client.get(path)

    assert response.status_code == 404
    assert b"secret" not in response.content


def test_missing_object_is_404(client):
    assert client.get("/objects/images/0123456789abcdef0123456789abcdef.jpg").status_code == 404


def test_s3_object_is_a_redirect_to_a_short_lived_presigned_get(s3_backend, commit, client):
    accepted = accept(s3_backend, make_image("PNG", (90, 60)), commit)

    response = client.get(accepted.path)

    assert response.status_code == 302
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "private" in response["Cache-Control"]
    location = urlsplit(response["Location"])
    query = parse_qs(location.query)
    assert location.path.endswith(f"/{accepted.stored_key}")
    assert int(query["X-Amz-Expires"][0]) <= 900
    assert query["response-content-type"] == ["image/png"]
    status, content_type, _, headers = s3_backend.fetch(accepted.path)
    assert (status, content_type) == (200, "image/png")
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"


def test_s3_with_public_url_redirects_there(s3_backend, commit, client, settings):
    accepted = accept(s3_backend, make_image(), commit)
    settings.S3_PUBLIC_URL = "https://images.example.org"

    response = client.get(accepted.path)

    assert response.status_code == 302
    assert response["Location"] == f"https://images.example.org/{accepted.stored_key}"


def test_s3_raw_upload_is_not_served(s3_backend, client):
    url = s3_backend.client.post("/api/objects/upload").json()["uploadURL"]
    s3_backend.put(url, make_image())

    assert client.get(f"/objects/{Upload.objects.get().key}").status_code == 404
