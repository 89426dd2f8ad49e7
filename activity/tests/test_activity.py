"""The activity log, over HTTP: who changed what, field by field, kept after
the things it describes are gone."""

import pytest

from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from gallery.models import GalleryImage
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"


def entries(client, **query) -> list[dict]:
    response = client.get("/api/admin/activity", query)
    assert response.status_code == 200
    return response.json()["results"]


def admin_event(staff_client, event) -> dict:
    return next(item for item in staff_client.get("/api/admin/events").json() if item["id"] == event.pk)


def test_an_organisers_event_change_is_logged_field_by_field(staff_client):
    event = EventFactory(title="Kali Puja", capacity=40)
    payload = admin_event(staff_client, event)

    staff_client.put(
        f"/api/admin/events/{event.pk}", {**payload, "title": "Kali Puja & Diwali", "capacity": 60}, format="json"
    )

    [entry] = entries(staff_client)
    assert entry["actor"] == "organiser"
    assert entry["action"] == "event.update"
    assert (entry["targetType"], entry["targetId"], entry["eventId"]) == ("event", event.pk, event.pk)
    assert entry["summary"] == "Kali Puja & Diwali"
    assert entry["changes"] == {"title": ["Kali Puja", "Kali Puja & Diwali"], "capacity": [40, 60]}


def test_a_save_that_changes_nothing_is_not_logged(staff_client):
    event = EventFactory()
    staff_client.put(f"/api/admin/events/{event.pk}", admin_event(staff_client, event), format="json")

    assert entries(staff_client) == []


def test_a_registrants_changes_through_the_manage_link_are_logged_as_the_registrant(api_client, staff_client):
    registration = RegistrationFactory(full_name="Anita Sen", email="anita@example.com", guest_count=2)
    token = {TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)}

    api_client.put(
        f"/api/registrations/{registration.pk}",
        {"fullName": "Anita Sen", "email": "anita@example.com", "phone": registration.phone, "guestCount": 3},
        format="json",
        **token,
    )
    api_client.post(f"/api/registrations/{registration.pk}/cancel", **token)

    cancel, update = entries(staff_client)
    assert (update["actor"], update["action"]) == ("registrant", "registration.update")
    assert update["changes"] == {"guest_count": [2, 3]}
    assert (cancel["actor"], cancel["action"]) == ("registrant", "registration.cancel")
    assert cancel["changes"] == {"status": ["confirmed", "cancelled"]}
    assert cancel["eventId"] == registration.event_id


def test_organisers_check_ins_cancels_settings_and_gallery_are_logged(staff_client):
    registration = RegistrationFactory(full_name="Bina Roy")
    image = GalleryImage.objects.create(image_path="/objects/images/a.jpg", title="Aarti")
    settings = staff_client.get("/api/settings").json()

    staff_client.post(f"/api/admin/registrations/{registration.pk}/check-in")
    staff_client.post(f"/api/admin/registrations/{registration.pk}/cancel")
    staff_client.put("/api/admin/settings", {**settings, "tagline": "Together"}, format="json")
    staff_client.delete(f"/api/admin/gallery/{image.pk}")

    logged = [(entry["action"], entry["summary"]) for entry in entries(staff_client)]
    assert logged == [
        ("gallery.delete", "Aarti"),
        ("settings.update", "Settings"),
        ("registration.cancel", "Bina Roy"),
        ("registration.check_in", "Bina Roy"),
    ]


def test_the_log_filters_by_event_and_outlives_a_deleted_event(staff_client):
    kept, deleted = EventFactory(title="Kept"), EventFactory(title="Gone")
    staff_client.post(f"/api/admin/registrations/{RegistrationFactory(event=kept).pk}/check-in")
    staff_client.delete(f"/api/admin/events/{deleted.pk}")

    assert [entry["summary"] for entry in entries(staff_client, eventId=deleted.pk)] == ["Gone"]
    assert [entry["action"] for entry in entries(staff_client, eventId=kept.pk)] == ["registration.check_in"]


def test_the_log_is_paged(staff_client):
    for registration in RegistrationFactory.create_batch(25):
        staff_client.post(f"/api/admin/registrations/{registration.pk}/check-in")

    page = staff_client.get("/api/admin/activity").json()

    assert page["count"] == 25
    assert len(page["results"]) == 20
    assert page["next"]


@pytest.mark.parametrize("query", ["eventId=abc", "eventId=0", "page=0", "page=x"])
def test_bad_filters_are_4xx(staff_client, query):
    assert staff_client.get(f"/api/admin/activity?{query}").status_code in {400, 404}


def test_the_log_needs_an_organiser(api_client, member_client):
    assert api_client.get("/api/admin/activity").status_code == 401
    assert member_client.get("/api/admin/activity").status_code == 403


def test_the_back_office_shows_the_log(client, django_user_model, staff_client):
    event = EventFactory(title="Saraswati Puja")
    staff_client.delete(f"/api/admin/events/{event.pk}")
    volunteer = django_user_model.objects.create_superuser("volunteer", password="a-long-test-password")
    client.force_login(volunteer)

    response = client.get("/backoffice/activity/entry/")

    assert response.status_code == 200
    assert "Saraswati Puja" in response.content.decode()
