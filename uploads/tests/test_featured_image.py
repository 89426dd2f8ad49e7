"""An event's featured image may be an upload: it is checked and stored like a gallery image."""

from datetime import date

import pytest
from django.core.exceptions import ValidationError

from events.models import Event
from events.services import event_create
from uploads.models import Upload
from uploads.tests.fixtures import SVG, make_image

pytestmark = pytest.mark.django_db

EVENT = {"title": "Kali Puja", "date": "2025-11-01", "venue": "Community Hall", "address": "1 Main St, Tracy"}


def uploaded(backend, data: bytes) -> str:
    url = backend.client.post("/api/objects/upload").json()["uploadURL"]
    assert backend.put(url, data)[0] == 200
    return url


def test_uploaded_featured_image_is_verified_and_stored_as_objects_path(backend, commit):
    url = uploaded(backend, make_image("JPEG", (1200, 800), gps=True))

    with commit():
        response = backend.client.post("/api/admin/events", {**EVENT, "featuredImage": url}, format="json")

    assert response.status_code == 201, response.content
    path = response.json()["featuredImage"]
    assert path.startswith("/objects/images/") and path.endswith(".jpg")
    assert Event.objects.get().featured_image == path
    status, content_type, _, _ = backend.fetch(path)
    assert (status, content_type) == (200, "image/jpeg")
    assert Upload.objects.get().key not in backend.stored()


def test_update_with_an_upload_path_accepts_it_and_keeps_it_on_the_next_save(backend, commit):
    event = Event.objects.create(**{**EVENT, "date": "2025-11-01"})
    uploaded(backend, make_image("PNG"))
    key = Upload.objects.get().key

    with commit():
        first = backend.client.put(
            f"/api/admin/events/{event.id}", {**EVENT, "featuredImage": f"/objects/{key}"}, format="json"
        )
    assert first.status_code == 200, first.content
    path = first.json()["featuredImage"]
    assert path.endswith(".png")

    with commit():
        second = backend.client.put(f"/api/admin/events/{event.id}", {**EVENT, "featuredImage": path}, format="json")
    assert second.status_code == 200
    assert second.json()["featuredImage"] == path


def test_featured_image_that_is_not_an_image_is_400_and_nothing_is_kept(backend, commit):
    url = uploaded(backend, SVG)

    with commit():
        response = backend.client.post("/api/admin/events", {**EVENT, "featuredImage": url}, format="json")

    assert response.status_code == 400
    assert "not a JPEG, PNG, WebP or GIF" in response.json()["errors"]["featuredImage"][0]
    assert not Event.objects.exists()
    assert backend.stored() == set()


def test_event_that_fails_after_the_image_was_accepted_leaves_no_stored_copies(backend, commit):
    url = uploaded(backend, make_image())

    # The image is accepted first; then the model refuses the empty title.
    with commit(), pytest.raises(ValidationError):
        event_create(**{**EVENT, "title": "", "date": date(2025, 11, 1)}, featured_image=url)

    assert not Event.objects.exists()
    assert not {key for key in backend.stored() if not key.startswith("uploads/")}
    assert Upload.objects.get().accepted_at is None


def test_plain_web_address_is_kept_as_given(staff_client):
    url = "https://example.org/photos/durga-puja.jpg?size=large"

    response = staff_client.post("/api/admin/events", {**EVENT, "featuredImage": url}, format="json")

    assert response.status_code == 201
    assert response.json()["featuredImage"] == url


def test_long_plain_web_address_is_400(staff_client):
    response = staff_client.post(
        "/api/admin/events", {**EVENT, "featuredImage": "https://example.org/" + "a" * 600}, format="json"
    )

    assert response.status_code == 400
    assert "featuredImage" in response.json()["errors"]
