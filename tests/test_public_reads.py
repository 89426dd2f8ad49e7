"""The public reads are served from a cache, yet never stale: every kind of change,
made through the organisers' API, the back office or a family's manage link, is
read back at once, by a client holding the old copy (If-None-Match) and by one
without; and only these public reads are ever compressed."""

import gzip
import json
from datetime import datetime, timedelta

import pytest
from django.core.cache import caches
from django.utils import timezone
from rest_framework.test import APIClient

from core.publiccache import EVENTS, public_reads_changed
from events.models import Slot
from events.tests.factories import EventFactory
from gallery.models import GalleryImage
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register
from sitesettings.tests.factories import SiteSettingsFactory
from uploads.tests.fixtures import make_image

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "X-Registration-Token"


class Watched:
    """A public path as a browser holds it: its last answer and ETag."""

    def __init__(self, client, path: str) -> None:
        self.client = client
        self.path = path
        response = client.get(path)
        assert response.status_code == 200
        self.etag = response["ETag"]
        self.data = response.json()

    def unchanged(self) -> None:
        assert self.client.get(self.path, headers={"If-None-Match": self.etag}).status_code == 304

    def changed(self):
        """Read again with the old ETag and without one: both get the new answer at once."""
        conditional = self.client.get(self.path, headers={"If-None-Match": self.etag})
        plain = self.client.get(self.path)
        assert conditional.status_code == 200, f"{self.path} still answers 304 after a change"
        assert plain.content == conditional.content
        assert plain["ETag"] == conditional["ETag"] != self.etag
        assert self.client.get(self.path, headers={"If-None-Match": plain["ETag"]}).status_code == 304
        self.etag, self.data = plain["ETag"], plain.json()
        return self.data


def seats(data: dict) -> tuple:
    return data["spotsLeft"], data["waitlistCount"], tuple(slot["taken"] for slot in data["slots"])


def listed(data: list, event_id: int) -> dict:
    return next(event for event in data if event["id"] == event_id)


@pytest.fixture
def event():
    event = EventFactory(capacity=10)
    Slot.objects.create(event=event, kind="bring", title="Mishti", needed=2, position=0)
    return event


@pytest.fixture
def watched(api_client, event):
    """The three public reads that show an event's seats and slots."""
    return {
        "detail": Watched(api_client, f"/api/events/{event.pk}"),
        "list": Watched(api_client, "/api/events"),
        "featured": Watched(api_client, "/api/events/featured"),
    }


def all_seats(watched, event) -> set:
    """Seats as each read shows them, read back at once; one value when they agree."""
    return {
        seats(watched["detail"].changed()),
        seats(listed(watched["list"].changed(), event.pk)),
        seats(watched["featured"].changed()),
    }


def registered(client, event, email: str, guests: int, slot_ids=()) -> dict:
    response = register(client, event, guests=guests, email=email, slotIds=list(slot_ids))
    assert response.status_code == 201, response.content
    return response.json()


# Families, through the public API and the manage link


@pytest.mark.parametrize("language", ["en", "bn"])
def test_a_registration_shows_at_once_in_either_language(event, language):
    visitor = APIClient(headers={"Accept-Language": language})
    watched = {
        "detail": Watched(visitor, f"/api/events/{event.pk}"),
        "list": Watched(visitor, "/api/events"),
        "featured": Watched(visitor, "/api/events/featured"),
    }

    registered(
        APIClient(headers={"Accept-Language": "bn" if language == "en" else "en"}), event, "anita@example.com", 4
    )

    assert all_seats(watched, event) == {(6, 0, (0,))}


@pytest.mark.usefixtures("built_index")
def test_an_event_page_and_its_first_data_follow_a_change_in_either_language(client, event):
    def first_data(language: str) -> dict:
        page = client.get(f"/events/{event.pk}", headers={"Accept-Language": language}).content.decode()
        start = page.index('<script id="initial-data" type="application/json">')
        body = page[page.index(">", start) + 1 : page.index("</script>", start)]
        return json.loads(body)[f"/api/events/{event.pk}"]

    before = {language: first_data(language) for language in ("en", "bn")}
    registered(APIClient(), event, "anita@example.com", 4)

    for language in ("en", "bn"):
        assert (before[language]["spotsLeft"], first_data(language)["spotsLeft"]) == (10, 6)


def test_registering_updating_and_cancelling_show_at_once(api_client, event, watched):
    slot = event.slots.get()
    for read in watched.values():
        read.unchanged()

    body = registered(api_client, event, "anita@example.com", 4, [slot.pk])
    assert all_seats(watched, event) == {(6, 0, (1,))}

    token = {TOKEN_HEADER: body["manageToken"]}
    update = {"fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 7, "slotIds": []}
    response = api_client.put(f"/api/registrations/{body['id']}", update, format="json", headers=token)
    assert response.status_code == 200, response.content
    assert all_seats(watched, event) == {(3, 0, (0,))}

    response = api_client.post(f"/api/registrations/{body['id']}/cancel", headers=token)
    assert response.status_code == 200
    assert all_seats(watched, event) == {(10, 0, (0,))}


def test_a_party_joining_the_waiting_list_and_being_promoted_shows_at_once(api_client, event, watched):
    holder = registered(api_client, event, "anita@example.com", 8)
    assert all_seats(watched, event) == {(2, 0, (0,))}

    registered(api_client, event, "bina@example.com", 5)
    assert all_seats(watched, event) == {(2, 1, (0,))}

    api_client.post(f"/api/registrations/{holder['id']}/cancel", headers={TOKEN_HEADER: holder["manageToken"]})
    assert all_seats(watched, event) == {(5, 0, (0,))}


# Organisers, through the admin API


def test_organisers_cancelling_and_deleting_registrations_show_at_once(staff_client, event, watched):
    first = RegistrationFactory(event=event, guest_count=6)
    second = RegistrationFactory(event=event, guest_count=3)
    waiting = RegistrationFactory(event=event, guest_count=4, status=Registration.Status.WAITLISTED)
    # Made by factories, past the services, so the site is told here.
    public_reads_changed(EVENTS)
    assert all_seats(watched, event) == {(1, 1, (0,))}

    assert staff_client.post(f"/api/admin/registrations/{first.pk}/cancel").status_code == 200
    # Six seats freed: the waiting party of four goes in.
    assert all_seats(watched, event) == {(3, 0, (0,))}
    assert Registration.objects.get(pk=waiting.pk).status == "confirmed"

    assert staff_client.delete(f"/api/admin/registrations/{second.pk}").status_code == 204
    assert all_seats(watched, event) == {(6, 0, (0,))}


def event_payload(event, **changes) -> dict:
    payload = {
        "title": event.title,
        "date": event.date.isoformat(),
        "venue": event.venue,
        "address": event.address,
        "capacity": event.capacity,
        "slots": [
            {"id": slot.pk, "kind": slot.kind, "title": slot.title, "needed": slot.needed} for slot in event.slots.all()
        ],
    }
    payload.update(changes)
    return payload


def test_organisers_changing_capacity_and_slots_show_at_once(api_client, staff_client, event, watched):
    registered(api_client, event, "anita@example.com", 10)
    registered(api_client, event, "bina@example.com", 2)
    assert all_seats(watched, event) == {(0, 1, (0,))}

    response = staff_client.put(f"/api/admin/events/{event.pk}", event_payload(event, capacity=12), format="json")
    assert response.status_code == 200, response.content
    # Two more seats: the waiting party is promoted.
    assert all_seats(watched, event) == {(0, 0, (0,))}

    slots = [{"kind": "volunteer", "title": "Setup crew", "needed": 3}]
    response = staff_client.put(
        f"/api/admin/events/{event.pk}", event_payload(event, capacity=12, slots=slots), format="json"
    )
    assert response.status_code == 200, response.content
    detail = watched["detail"].changed()
    assert [(slot["title"], slot["needed"], slot["taken"]) for slot in detail["slots"]] == [("Setup crew", 3, 0)]


def test_organisers_creating_editing_and_deleting_events_show_at_once(api_client, staff_client, event, watched):
    sooner = (timezone.localdate() + timedelta(days=3)).isoformat()
    response = staff_client.post(
        "/api/admin/events",
        {"title": "Poila Boishakh", "date": sooner, "venue": "Park", "address": "2 Elm St"},
        format="json",
    )
    assert response.status_code == 201, response.content
    created = response.json()["id"]
    assert [item["id"] for item in watched["list"].changed()] == [created, event.pk]
    assert watched["featured"].changed()["title"] == "Poila Boishakh"

    response = staff_client.put(f"/api/admin/events/{event.pk}", event_payload(event, title="Kali Puja"), format="json")
    assert response.status_code == 200, response.content
    assert watched["detail"].changed()["title"] == "Kali Puja"

    assert staff_client.delete(f"/api/admin/events/{created}").status_code == 204
    assert watched["featured"].changed()["id"] == event.pk
    assert api_client.get(f"/api/events/{created}").status_code == 404


def test_organisers_changing_settings_show_at_once(api_client, staff_client):
    SiteSettingsFactory()
    settings_read = Watched(api_client, "/api/settings")
    body = {**settings_read.data, "announcementText": "Bhog at one o'clock", "showAnnouncement": True}

    assert staff_client.put("/api/admin/settings", body, format="json").status_code == 200

    assert settings_read.changed()["announcementText"] == "Bhog at one o'clock"


def add_photo(staff_client, event) -> int:
    """An organiser uploads a photo into the event's album, as the admin does; its id."""
    upload = staff_client.post("/api/objects/upload").json()["uploadURL"]
    staff_client.generic("PUT", upload, make_image("JPEG", (300, 200)), content_type="image/jpeg")
    response = staff_client.post(
        "/api/admin/gallery", {"imagePath": upload, "title": "Aarti", "eventId": event.pk}, format="json"
    )
    assert response.status_code == 201, response.content
    return response.json()["id"]


def test_organisers_adding_and_removing_photos_show_at_once(api_client, staff_client, event):
    gallery = Watched(api_client, "/api/gallery")
    album = Watched(api_client, f"/api/gallery?eventId={event.pk}")
    image = add_photo(staff_client, event)
    assert [item["id"] for item in gallery.changed()] == [image]
    assert [item["id"] for item in album.changed()] == [image]

    assert staff_client.delete(f"/api/admin/gallery/{image}").status_code == 204
    assert gallery.changed() == []
    assert album.changed() == []


def test_deleting_an_event_unlinks_its_photos_in_the_gallery_at_once(api_client, staff_client, event):
    GalleryImage.objects.create(image_path="/objects/images/a.jpg", event=event)
    gallery = Watched(api_client, "/api/gallery")
    assert gallery.data[0]["eventId"] == event.pk

    assert staff_client.delete(f"/api/admin/events/{event.pk}").status_code == 204

    assert gallery.changed()[0]["eventId"] is None


# Volunteers, through the back office


@pytest.fixture
def superuser_client(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("volunteer", password="a-long-test-password"))
    return client


def test_back_office_changes_to_registrations_show_at_once(api_client, superuser_client, event):
    registration = RegistrationFactory(event=event, guest_count=2)
    detail = Watched(api_client, f"/api/events/{event.pk}")
    form = {
        "event": event.pk,
        "full_name": registration.full_name,
        "email": registration.email,
        "phone": "",
        "guest_count": 5,
        "notes": "",
        "status": "confirmed",
        "language": "en",
        "children": 0,
        "vegetarian_meals": 0,
        "dietary_notes": "",
    }

    response = superuser_client.post(f"/backoffice/registrations/registration/{registration.pk}/change/", form)

    assert response.status_code == 302, response.content.decode()[:2000]
    assert detail.changed()["spotsLeft"] == 5


def test_back_office_changes_to_settings_and_events_show_at_once(api_client, superuser_client, event):
    settings_read = Watched(api_client, "/api/settings")
    listing = Watched(api_client, "/api/events")
    form = {
        "group_name": "Tracy Bengali Association",
        "tagline": "Together",
        "about_text": "",
        "contact_email": "organisers@example.org",
        "whatsapp_link": "",
        "instagram_link": "",
        "announcement_text": "",
    }
    assert superuser_client.post("/backoffice/sitesettings/sitesettings/1/change/", form).status_code == 302
    assert settings_read.changed()["groupName"] == "Tracy Bengali Association"

    response = superuser_client.post(
        "/backoffice/events/event/", {"action": "delete_selected", "_selected_action": [event.pk], "post": "yes"}
    )
    assert response.status_code == 302
    assert listing.changed() == []


# At midnight


def test_an_event_leaves_the_upcoming_list_when_its_day_is_over(api_client, clock):
    clock.set(datetime(2030, 10, 15, 23, 30))
    event = EventFactory(date=datetime(2030, 10, 15).date())
    assert [item["id"] for item in api_client.get("/api/events").json()] == [event.pk]
    assert api_client.get(f"/api/events/{event.pk}").json()["isPast"] is False

    clock.set(datetime(2030, 10, 16, 0, 5))

    assert api_client.get("/api/events").json() == []
    assert api_client.get("/api/events/featured").json() is None
    assert api_client.get(f"/api/events/{event.pk}").json()["isPast"] is True


# Pages: their head and first data are kept as the public reads are, and follow them


def page(client, path: str, language: str = "en"):
    response = client.get(path, headers={"Accept-Language": language})
    html = response.content.decode()
    start = html.index('<script id="initial-data" type="application/json">')
    first_data = json.loads(html[html.index(">", start) + 1 : html.index("</script>", start)])
    title = html[html.index("<title>") + len("<title>") : html.index("</title>")]
    return response.status_code, title, first_data


@pytest.mark.usefixtures("built_index")
def test_every_page_follows_every_kind_of_change_at_once(client, staff_client, event):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", tagline="Celebrate")
    for path in ("/", "/events", f"/events/{event.pk}", "/gallery"):
        for language in ("en", "bn"):
            assert page(client, path, language)[0] == 200

    settings_body = {**staff_client.get("/api/settings").json(), "tagline": "Together"}
    assert staff_client.put("/api/admin/settings", settings_body, format="json").status_code == 200
    for language in ("en", "bn"):
        status, title, first_data = page(client, "/", language)
        assert title == "Tracy Bengali Cultural Association · Together"
        assert first_data["/api/settings"]["tagline"] == "Together"

    registered(APIClient(), event, "anita@example.com", 4)
    assert listed(page(client, "/events")[2]["/api/events"], event.pk)["spotsLeft"] == 6
    assert page(client, "/", "bn")[2]["/api/events/featured"]["spotsLeft"] == 6

    response = staff_client.put(f"/api/admin/events/{event.pk}", event_payload(event, title="Kali Puja"), format="json")
    assert response.status_code == 200, response.content
    for language in ("en", "bn"):
        assert page(client, f"/events/{event.pk}", language)[1] == "Kali Puja · Tracy Bengali Cultural Association"

    image = add_photo(staff_client, event)
    assert [item["id"] for item in page(client, "/gallery")[2]["/api/gallery"]] == [image]
    assert [item["id"] for item in page(client, f"/events/{event.pk}")[2][f"/api/gallery?eventId={event.pk}"]] == [
        image
    ]

    assert staff_client.delete(f"/api/admin/events/{event.pk}").status_code == 204
    status, title, first_data = page(client, f"/events/{event.pk}")
    assert (status, title) == (404, "Page not found · Tracy Bengali Cultural Association")
    assert page(client, "/")[2]["/api/events/featured"] is None


@pytest.mark.usefixtures("built_index")
def test_the_home_page_moves_to_the_next_event_at_midnight(client, clock):
    clock.set(datetime(2030, 10, 15, 23, 30))
    today = EventFactory(date=datetime(2030, 10, 15).date())
    tomorrow = EventFactory(date=datetime(2030, 10, 16).date())
    assert page(client, "/")[2]["/api/events/featured"]["id"] == today.pk

    clock.set(datetime(2030, 10, 16, 0, 5))

    assert page(client, "/")[2]["/api/events/featured"]["id"] == tomorrow.pk


@pytest.mark.usefixtures("built_index")
def test_a_page_served_again_costs_one_query_and_keeps_its_own_nonce(client, event, django_assert_num_queries):
    first = client.get(f"/events/{event.pk}")
    with django_assert_num_queries(1):
        again = client.get(f"/events/{event.pk}")

    assert again.status_code == 200
    nonce = 'property="csp-nonce" nonce="'
    assert nonce in first.content.decode()
    assert first.content.decode().split(nonce)[1][:16] != again.content.decode().split(nonce)[1][:16]


@pytest.mark.usefixtures("built_index")
def test_unknown_paths_share_one_kept_page(client):
    store = caches["public"]
    client.get("/no-such-page")
    entries = len(store._cache)

    for number in range(20):
        assert client.get(f"/no-such-page-{number}").status_code == 404

    assert len(store._cache) == entries


# Compression: the public reads only


PUBLIC_READS = ["/api/settings", "/api/events", "/api/events/featured", "/api/events/{event}", "/api/gallery"]


@pytest.mark.parametrize("path", PUBLIC_READS)
def test_public_reads_are_gzipped_when_accepted(api_client, event, path):
    SiteSettingsFactory()
    for number in range(10):
        GalleryImage.objects.create(image_path=f"/objects/images/{number}.jpg", title=f"Aarti {number}")
    path = path.format(event=event.pk)

    response = api_client.get(path, headers={"Accept-Encoding": "gzip, deflate, br"})
    plain = api_client.get(path)

    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    assert gzip.decompress(response.content) == plain.content
    assert "Accept-Encoding" in response["Vary"]
    assert "Content-Encoding" not in plain


def test_the_session_answer_with_its_csrf_token_is_never_compressed(api_client):
    response = api_client.get("/api/auth/session", headers={"Accept-Encoding": "gzip"})

    assert response.status_code == 200
    assert response.cookies["csrftoken"].value
    assert "Content-Encoding" not in response


def test_registration_answers_with_their_manage_token_are_never_compressed(api_client, event):
    payload = {"eventId": event.pk, "fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 2}
    created = api_client.post("/api/registrations", payload, format="json", headers={"Accept-Encoding": "gzip"})
    manage = api_client.get(
        f"/api/registrations/{created.json()['id']}",
        headers={"Accept-Encoding": "gzip", TOKEN_HEADER: created.json()["manageToken"]},
    )

    assert created.status_code == 201
    assert manage.status_code == 200
    assert "Content-Encoding" not in created
    assert "Content-Encoding" not in manage


def test_organisers_answers_are_never_compressed(staff_client, event):
    RegistrationFactory.create_batch(10, event=event)

    response = staff_client.get(f"/api/admin/events/{event.pk}/registrations", headers={"Accept-Encoding": "gzip"})

    assert response.status_code == 200
    assert "Content-Encoding" not in response
