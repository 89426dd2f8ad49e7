"""Gallery images end to end, on local files and on a real S3-compatible server:
upload URL → PUT → create → served → delete."""

import io

import pytest
from PIL import Image

from events.models import Event
from gallery.models import GalleryImage
from uploads.models import Upload
from uploads.tests.fixtures import HTML, SVG, has_gps, make_image

pytestmark = pytest.mark.django_db

LIMIT = 10_485_760


def upload_url(client) -> str:
    response = client.post("/api/objects/upload")
    assert response.status_code == 200, response.content
    return response.json()["uploadURL"]


def uploaded(backend, data: bytes, content_type: str = "image/jpeg") -> str:
    url = upload_url(backend.client)
    status, headers = backend.put(url, data, content_type)
    assert status == 200
    assert headers["ETag"].startswith('"')
    return url


def create(backend, commit, image_path: str, **fields):
    with commit():
        return backend.client.post(
            "/api/admin/gallery", {"imagePath": image_path, "title": "", "caption": "", **fields}, format="json"
        )


def test_upload_create_serve_and_delete(backend, commit):
    event = Event.objects.create(title="Durga Puja", date="2025-10-15", venue="Hall", address="1 Main St")
    original = make_image("JPEG", (800, 600), orientation=6, gps=True)
    assert has_gps(original)
    url = uploaded(backend, original)

    response = create(backend, commit, url, title="Aarti", caption="Evening aarti", eventId=event.id)

    assert response.status_code == 201, response.content
    body = response.json()
    assert body["imagePath"].startswith("/objects/images/") and body["imagePath"].endswith(".jpg")
    assert body["thumbnailPath"].startswith("/objects/thumbnails/") and body["thumbnailPath"].endswith(".webp")
    # EXIF orientation 6 is a quarter turn: 800 x 600 is shown 600 wide, 800 high.
    assert (body["width"], body["height"]) == (600, 800)
    assert (body["title"], body["caption"], body["eventId"]) == ("Aarti", "Evening aarti", event.id)
    assert backend.client.get("/api/gallery").json()[0]["id"] == body["id"]
    image_key = body["imagePath"].removeprefix("/objects/")
    thumbnail_key = body["thumbnailPath"].removeprefix("/objects/")
    assert backend.stored() == {image_key, thumbnail_key}  # the raw upload is gone

    status, content_type, data, _ = backend.fetch(body["imagePath"])
    assert (status, content_type) == (200, "image/jpeg")
    with Image.open(io.BytesIO(data)) as served:
        assert served.format == "JPEG"
        assert served.size == (600, 800)
        assert not served.getexif()
    assert not has_gps(data)

    status, content_type, data, _ = backend.fetch(body["thumbnailPath"])
    assert (status, content_type) == (200, "image/webp")
    with Image.open(io.BytesIO(data)) as thumbnail:
        assert thumbnail.format == "WEBP"
        assert thumbnail.width <= 640

    with commit():
        response = backend.client.delete(f"/api/admin/gallery/{body['id']}")
    assert response.status_code == 204
    assert not GalleryImage.objects.exists()
    assert backend.stored() == set()
    assert backend.fetch(body["imagePath"])[0] in {403, 404}
    assert backend.fetch(body["thumbnailPath"])[0] in {403, 404}


def test_body_one_byte_over_the_limit_is_refused(backend, commit):
    url = upload_url(backend.client)
    status, _ = backend.put(url, b"\xff" * (LIMIT + 1))
    if backend.name == "local":
        assert status == 413  # refused from Content-Length, before reading
    response = create(backend, commit, url)

    assert response.status_code == 400
    assert response.json()["errors"]["imagePath"]
    assert backend.stored() == set()
    assert not GalleryImage.objects.exists()


def test_body_of_exactly_the_limit_is_accepted_and_checked(backend, commit):
    image = make_image("PNG", (64, 64))
    url = upload_url(backend.client)
    # Trailing bytes after the PNG's end are ignored by decoders; the size is what matters here.
    status, _ = backend.put(url, image + b"\0" * (LIMIT - len(image)), "image/png")
    assert status == 200

    response = create(backend, commit, url)

    assert response.status_code == 201, response.content
    assert response.json()["imagePath"].endswith(".png")


def test_png_sent_as_jpeg_is_accepted_as_png(backend, commit):
    url = uploaded(backend, make_image("PNG", (300, 200)), content_type="image/jpeg")

    response = create(backend, commit, url, title="photo.jpg")

    assert response.status_code == 201, response.content
    assert response.json()["imagePath"].endswith(".png")
    status, content_type, data, _ = backend.fetch(response.json()["imagePath"])
    assert (status, content_type) == (200, "image/png")
    assert data.startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("data", "content_type", "message"),
    [
        (SVG, "image/svg+xml", "not a JPEG, PNG, WebP or GIF"),
        (HTML, "image/jpeg", "not a JPEG, PNG, WebP or GIF"),
        (make_image("JPEG", (400, 300))[:-400], "image/jpeg", "damaged or incomplete"),
        (make_image("PNG", (400, 300))[:-30], "image/png", "damaged or incomplete"),
    ],
    ids=["svg", "html-as-jpeg", "truncated-jpeg", "truncated-png"],
)
def test_file_that_is_not_a_whole_image_is_refused_and_deleted(backend, commit, data, content_type, message):
    url = uploaded(backend, data, content_type)

    response = create(backend, commit, url, title="Holiday")

    assert response.status_code == 400
    body = response.json()
    assert message in body["message"]
    assert body["errors"]["imagePath"] == [body["message"]]
    assert backend.stored() == set()
    assert not GalleryImage.objects.exists()


def test_reused_upload_url_is_refused(backend, commit):
    url = uploaded(backend, make_image())
    assert create(backend, commit, url).status_code == 201
    stored = backend.stored()

    status, _ = backend.put(url, make_image("PNG"))
    if backend.name == "local":
        assert status == 409
    response = create(backend, commit, url)

    assert response.status_code == 400
    assert "already been used" in response.json()["message"]
    assert GalleryImage.objects.count() == 1
    assert backend.stored() == stored


def test_forged_upload_url_is_refused(backend, commit):
    url = upload_url(backend.client)
    real_token = Upload.objects.get().key.removeprefix("uploads/")
    forged = url.replace(real_token, "0123456789abcdef0123456789abcdef")

    status, _ = backend.put(forged, make_image())
    if backend.name == "local":
        assert status == 403
    response = create(backend, commit, forged)

    assert response.status_code == 400
    assert "not found" in response.json()["message"]
    assert backend.stored() == set()
    assert not GalleryImage.objects.exists()


def test_create_with_objects_path_of_the_upload_works(backend, commit):
    uploaded(backend, make_image("WEBP", (500, 500)), "image/webp")
    key = Upload.objects.get().key

    response = create(backend, commit, f"/objects/{key}")

    assert response.status_code == 201, response.content
    assert response.json()["imagePath"].endswith(".webp")


def test_signed_out_and_non_staff_callers_are_refused(backend, api_client, member_client):
    url = uploaded(backend, make_image())
    for client, status in ((api_client, 401), (member_client, 403)):
        assert client.post("/api/objects/upload").status_code == status
        response = client.post("/api/admin/gallery", {"imagePath": url}, format="json")
        assert response.status_code == status
        assert response.json()["message"]
    assert not GalleryImage.objects.exists()
    assert backend.stored() == {Upload.objects.get().key}


def test_non_staff_cannot_delete(backend, commit, api_client, member_client):
    image_id = create(backend, commit, uploaded(backend, make_image())).json()["id"]
    stored = backend.stored()

    assert api_client.delete(f"/api/admin/gallery/{image_id}").status_code == 401
    assert member_client.delete(f"/api/admin/gallery/{image_id}").status_code == 403
    assert GalleryImage.objects.filter(pk=image_id).exists()
    assert backend.stored() == stored


def test_unknown_event_is_400_and_stores_nothing(backend, commit):
    url = uploaded(backend, make_image())

    response = create(backend, commit, url, eventId=99999)

    assert response.status_code == 400
    assert response.json()["errors"]["eventId"] == ["This event does not exist."]
    assert not GalleryImage.objects.exists()
    assert not {key for key in backend.stored() if not key.startswith("uploads/")}
