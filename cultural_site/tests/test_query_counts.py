"""List endpoints run a fixed number of SQL queries, however many rows they return."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from events.models import Event
from events.tests.factories import EventFactory
from gallery.models import GalleryImage
from registrations.tests.factories import RegistrationFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db


def the_event() -> Event:
    return Event.objects.order_by("pk").first() or EventFactory()


def add_upcoming_events(count: int) -> dict:
    EventFactory.create_batch(count)
    return {}


def add_past_and_upcoming_events(count: int) -> dict:
    EventFactory.create_batch(count - count // 2)
    EventFactory.create_batch(count // 2, past=True)
    return {}


def add_gallery_images(count: int) -> dict:
    event = the_event()
    GalleryImage.objects.bulk_create(
        GalleryImage(image_path="/objects/uploads/a.jpg", thumbnail_path="/objects/thumbs/a.jpg", event=event)
        for _ in range(count)
    )
    return {}


def add_registrations(count: int) -> dict:
    event = the_event()
    RegistrationFactory.create_batch(count, event=event)
    RegistrationFactory.create_batch(count)  # other events' registrations
    return {"event": event.pk}


def add_settings(count: int) -> dict:
    SiteSettingsFactory()
    return {}


LIST_ENDPOINTS = {
    "/api/events": add_upcoming_events,
    "/api/events/featured": add_upcoming_events,
    "/api/gallery": add_gallery_images,
    "/api/admin/events": add_past_and_upcoming_events,
    "/api/admin/events/{event}/registrations": add_registrations,
    "/api/admin/events/{event}/registrations/export": add_registrations,
    "/api/admin/registrations/stats": add_registrations,
    "/api/admin/events/{event}/door": add_registrations,
    "/api/settings": add_settings,
}


def count_queries(client, url: str) -> int:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200
    return len(captured.captured_queries)


@pytest.mark.parametrize("path", list(LIST_ENDPOINTS))
def test_list_endpoint_runs_as_many_queries_for_50_rows_as_for_1(staff_client, path):
    add = LIST_ENDPOINTS[path]
    url = path.format(**add(1))
    staff_client.get(url)  # the first call may create the settings row

    with_one = count_queries(staff_client, url)
    add(49)
    with_fifty = count_queries(staff_client, url)

    assert with_one == with_fifty
    # The session, its user, its roles, the rule on second steps, then the rows, and for events
    # a query for each thing they hold (slots, days, meals, shifts, sittings, sponsorships).
    assert with_one <= 11
