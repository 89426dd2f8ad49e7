"""The back office changes a gallery image's words through the gallery service."""

import pytest

from activity.models import Entry
from events.tests.factories import EventFactory
from gallery.models import GalleryImage

pytestmark = pytest.mark.django_db


def test_a_caption_changed_in_the_back_office_is_logged_under_the_volunteers_name(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("mitali", password="a-long-test-password"))
    event = EventFactory()
    image = GalleryImage.objects.create(image_path="/objects/served/a.jpg", title="Dhunuchi dance", caption="Evening")

    response = client.post(
        f"/backoffice/gallery/galleryimage/{image.pk}/change/",
        {"title": "Dhunuchi dance", "caption": "Late evening", "event": event.pk, "_save": "Save"},
    )

    assert response.status_code == 302
    image.refresh_from_db()
    assert (image.caption, image.event_id) == ("Late evening", event.pk)
    entry = Entry.objects.get(action="gallery.update")
    assert (entry.actor, entry.event_id) == ("mitali", event.pk)
    assert entry.changes == {"caption": ["Evening", "Late evening"], "event_id": [None, event.pk]}
