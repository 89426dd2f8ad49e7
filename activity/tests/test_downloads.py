"""Personal data leaving the site is logged: who downloaded which list, and when."""

import pytest

from activity.models import Entry
from events.tests.factories import EventFactory

pytestmark = pytest.mark.django_db


def test_each_download_of_personal_data_is_an_entry_naming_who(staff_client):
    event = EventFactory()

    responses = [
        staff_client.get(f"/api/admin/events/{event.pk}/registrations/export"),
        staff_client.get("/api/admin/memberships/export?year=2026"),
        staff_client.get("/api/admin/finance/ledger.csv?year=2026"),
        staff_client.get(f"/api/admin/events/{event.pk}/programme/tracks.zip"),
    ]
    for response in responses:
        if response.streaming:
            b"".join(response.streaming_content)

    assert [response.status_code for response in responses] == [200] * 4
    entries = Entry.objects.order_by("pk")
    assert [(entry.action, entry.actor, entry.event_id, entry.summary) for entry in entries] == [
        ("download.registrations", "organiser", event.pk, ""),
        ("download.roll", "organiser", None, "2026"),
        ("download.ledger", "organiser", None, "2026"),
        ("download.tracks", "organiser", event.pk, ""),
    ]


def test_a_refused_download_is_not_logged(client_with_roles):
    door = client_with_roles("door")

    assert door.get("/api/admin/finance/ledger.csv?year=2026").status_code == 403
    assert not Entry.objects.exists()
