"""purge_uploads removes unfinished uploads and images nothing uses, and nothing else."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from events.models import Event
from uploads.models import Upload
from uploads.services import upload_accept, uploads_purge
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db

EVENT = {"title": "Durga Puja", "date": "2026-10-10", "venue": "Community Hall", "address": "1 Main St, Tracy"}


def uploaded(backend) -> str:
    url = backend.client.post("/api/objects/upload").json()["uploadURL"]
    assert backend.put(url, make_image("PNG", (300, 200)), content_type="image/png")[0] == 200
    return url


def age_all_uploads(hours: int) -> None:
    earlier = timezone.now() - timedelta(hours=hours)
    Upload.objects.update(created_at=earlier)
    Upload.objects.exclude(accepted_at=None).update(accepted_at=earlier)


def test_purge_deletes_old_unfinished_uploads_and_keeps_recent_ones(backend):
    uploaded(backend)
    age_all_uploads(30)
    uploaded(backend)
    assert len([key for key in backend.stored() if key.startswith("uploads/")]) == 2

    call_command("purge_uploads")

    assert len([key for key in backend.stored() if key.startswith("uploads/")]) == 1
    assert Upload.objects.count() == 1


def test_purge_deletes_a_replaced_featured_image_and_keeps_gallery_and_current_ones(backend, commit):
    with commit():
        gallery = backend.client.post(
            "/api/admin/gallery", {"imagePath": uploaded(backend), "title": "Aarti"}, format="json"
        ).json()
        event = backend.client.post(
            "/api/admin/events", {**EVENT, "featuredImage": uploaded(backend)}, format="json"
        ).json()
        replaced_path = event["featuredImage"]
        current = backend.client.put(
            f"/api/admin/events/{event['id']}", {**EVENT, "featuredImage": uploaded(backend)}, format="json"
        ).json()["featuredImage"]
    age_all_uploads(30)
    replaced_key = replaced_path.removeprefix("/objects/")
    assert replaced_key in backend.stored()

    call_command("purge_uploads")

    stored = backend.stored()
    assert replaced_key not in stored
    assert gallery["imagePath"].removeprefix("/objects/") in stored
    assert gallery["thumbnailPath"].removeprefix("/objects/") in stored
    assert current.removeprefix("/objects/") in stored
    assert Event.objects.get().featured_image == current


def test_the_purge_keeps_exactly_the_accepted_copies_its_caller_says_are_in_use(backend, commit):
    with commit():
        kept = upload_accept(kind=Upload.Kind.IMAGE, reference=uploaded(backend), field="imagePath")
        upload_accept(kind=Upload.Kind.IMAGE, reference=uploaded(backend), field="imagePath")
    age_all_uploads(30)

    result = uploads_purge(older_than=timedelta(hours=24), paths_in_use=[kept.path])

    assert (result.stale_uploads, result.unused_images) == (0, 1)
    assert backend.stored() == {kept.stored_key, kept.thumbnail_key}
    assert Upload.objects.get().stored_key == kept.stored_key
