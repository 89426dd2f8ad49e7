"""The back office's gallery pages: previews, search, filter, and deleting with files."""

import pytest

from events.models import Event
from gallery.models import GalleryImage
from gallery.services import gallery_image_create
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser_client(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("volunteer", password="a-long-test-password"))
    return client


@pytest.fixture
def stored_image(local_backend, commit):
    event = Event.objects.create(title="Poila Boishakh", date="2025-04-14", venue="Park", address="2 Elm St")
    url = local_backend.client.post("/api/objects/upload").json()["uploadURL"]
    local_backend.put(url, make_image("JPEG", (900, 600)))
    with commit():
        return gallery_image_create(image_path=url, title="Dhunuchi dance", caption="Evening", event=event)


def test_list_shows_thumbnail_preview_and_columns(superuser_client, stored_image):
    response = superuser_client.get("/backoffice/gallery/galleryimage/")

    assert response.status_code == 200
    html = response.content.decode()
    assert f'<img src="{stored_image.thumbnail_path}"' in html
    assert "Dhunuchi dance" in html
    assert "900 x 600" in html


def test_list_searches_and_filters_by_event(superuser_client, stored_image):
    found = superuser_client.get("/backoffice/gallery/galleryimage/", {"q": "boishakh"})
    missed = superuser_client.get("/backoffice/gallery/galleryimage/", {"q": "durga"})
    filtered = superuser_client.get("/backoffice/gallery/galleryimage/", {"event__id__exact": stored_image.event_id})

    assert "Dhunuchi dance" in found.content.decode()
    assert "Dhunuchi dance" not in missed.content.decode()
    assert "Dhunuchi dance" in filtered.content.decode()


def test_change_page_shows_a_preview_and_edits_the_caption(superuser_client, stored_image):
    page = f"/backoffice/gallery/galleryimage/{stored_image.id}/change/"

    assert f'<img src="{stored_image.thumbnail_path}"' in superuser_client.get(page).content.decode()
    response = superuser_client.post(
        page, {"title": "Dhunuchi", "caption": "Late evening", "event": stored_image.event_id}
    )
    assert response.status_code == 302
    stored_image.refresh_from_db()
    assert (stored_image.title, stored_image.caption) == ("Dhunuchi", "Late evening")


def test_deleting_in_the_back_office_removes_the_files(superuser_client, stored_image, local_backend, commit):
    assert local_backend.stored()

    with commit():
        response = superuser_client.post(f"/backoffice/gallery/galleryimage/{stored_image.id}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert not GalleryImage.objects.exists()
    assert local_backend.stored() == set()


def test_bulk_delete_removes_the_files(superuser_client, stored_image, local_backend, commit):
    with commit():
        superuser_client.post(
            "/backoffice/gallery/galleryimage/",
            {"action": "delete_selected", "_selected_action": [stored_image.id], "post": "yes"},
        )

    assert not GalleryImage.objects.exists()
    assert local_backend.stored() == set()
