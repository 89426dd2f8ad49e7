"""Photos from families: sent of an event the family registered for, waiting
for an organiser, approved into the event's album with the family's credit, or
declined; the organiser sees who declined photo consent."""

import pytest
from rest_framework.test import APIClient

from events.tests.factories import EventFactory
from families.models import Family, PhotoSubmission
from families.sessions import SESSION_KEY
from gallery.models import GalleryImage
from registrations.tests.factories import RegistrationFactory
from uploads.tests.fixtures import LocalBackend, make_image

pytestmark = pytest.mark.django_db


def family_client(family: Family) -> APIClient:
    client = APIClient()
    session = client.session
    session[SESSION_KEY] = family.pk
    session.save()
    return client


@pytest.fixture
def puja():
    return EventFactory(title="Durga Puja")


@pytest.fixture
def sen(puja):
    family = Family.objects.create(email="anita@example.com", name="সেন পরিবার")
    RegistrationFactory(event=puja, email="Anita@Example.com", full_name="Anita Sen", photo_consent=True)
    return family


def sent_photo(client: APIClient) -> str:
    response = client.post("/api/family/photos/upload")
    assert response.status_code == 200, response.content
    url = response.json()["uploadURL"]
    status, _ = LocalBackend(client).put(url, make_image("JPEG", (320, 240)))
    assert status == 200
    return url


def test_a_family_sends_two_photos_that_wait_then_one_is_approved_and_one_declined(
    sen, puja, staff_client, django_capture_on_commit_callbacks
):
    RegistrationFactory(event=puja, email="rahul@example.com", full_name="Rahul Roy", photo_consent=False)
    client = family_client(sen)
    paths = [sent_photo(client), sent_photo(client)]

    response = client.post("/api/family/photos", {"eventId": puja.pk, "paths": paths}, format="json")
    assert response.status_code == 201, response.content
    photos = response.json()["photos"]
    assert [photo["status"] for photo in photos] == ["pending", "pending"]
    assert GalleryImage.objects.count() == 0

    waiting = staff_client.get("/api/admin/photo-submissions")
    assert waiting.status_code == 200
    listed = waiting.json()
    assert [item["id"] for item in listed] == [photos[0]["id"], photos[1]["id"]]
    assert listed[0]["declinedConsent"] == ["Rahul Roy"]
    assert listed[0]["familyName"] == "সেন পরিবার"
    assert listed[0]["eventTitle"] == "Durga Puja"

    approved = staff_client.post(f"/api/admin/photo-submissions/{photos[0]['id']}/approve")
    assert approved.status_code == 200
    assert approved.json()["status"] == "approved"
    image = GalleryImage.objects.get()
    assert (image.event_id, image.credit) == (puja.pk, "সেন পরিবার")
    gallery = APIClient().get(f"/api/gallery?eventId={puja.pk}").json()
    assert [(item["id"], item["credit"]) for item in gallery] == [(image.pk, "সেন পরিবার")]

    with django_capture_on_commit_callbacks(execute=True):
        declined = staff_client.post(f"/api/admin/photo-submissions/{photos[1]['id']}/decline")
    assert declined.json()["status"] == "declined"
    assert staff_client.post(f"/api/admin/photo-submissions/{photos[1]['id']}/approve").status_code == 409
    assert staff_client.get("/api/admin/photo-submissions").json() == []
    assert len(staff_client.get("/api/admin/photo-submissions?status=approved").json()) == 1


def test_only_an_event_the_family_registered_for(sen):
    other = EventFactory(title="Kali Puja")
    client = family_client(sen)
    response = client.post("/api/family/photos", {"eventId": other.pk, "paths": [sent_photo(client)]}, format="json")
    assert response.status_code == 403
    assert response.json()["message"] == "Your family did not register for this event."
    assert PhotoSubmission.objects.count() == 0


def test_at_most_twenty_photos_and_a_signed_in_family(sen, puja):
    client = family_client(sen)
    response = client.post("/api/family/photos", {"eventId": puja.pk, "paths": ["x"] * 21}, format="json")
    assert response.status_code == 400
    assert (
        APIClient().post("/api/family/photos", {"eventId": puja.pk, "paths": ["x"]}, format="json").status_code == 401
    )
    assert APIClient().post("/api/family/photos/upload").status_code == 401


def test_a_file_that_is_no_photo_leaves_nothing(sen, puja):
    client = family_client(sen)
    good = sent_photo(client)
    url = client.post("/api/family/photos/upload").json()["uploadURL"]
    LocalBackend(client).put(url, b"<html>not a photo</html>")
    response = client.post("/api/family/photos", {"eventId": puja.pk, "paths": [good, url]}, format="json")
    assert response.status_code == 400
    assert PhotoSubmission.objects.count() == 0
