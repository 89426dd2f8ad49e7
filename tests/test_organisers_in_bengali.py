"""An organiser who chose বাংলা, over HTTP: the event form's, the uploads', the settings' and the
sign-in's refusals come in Bengali, with Bengali digits, as the switch (the `lang` cookie) or the
browser's language asks; the back office follows the same choice; English stays as it was."""

import pytest

from events.tests.factories import EventFactory
from registrations.tests.factories import RegistrationFactory
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db

BENGALI = {"HTTP_ACCEPT_LANGUAGE": "bn-IN,bn;q=0.9"}
ENGLISH = {"HTTP_ACCEPT_LANGUAGE": "en-US,en;q=0.9"}


def event_payload(**overrides) -> dict:
    payload = {
        "title": "Kali Puja",
        "date": "2030-10-15",
        "venue": "Tracy Community Center",
        "address": "950 East St, Tracy, CA",
    }
    payload.update(overrides)
    return payload


def test_the_event_forms_mistakes_are_in_bengali(staff_client):
    response = staff_client.post(
        "/api/admin/events",
        event_payload(
            title=" ",
            venue="",
            schedule=[{"time": "7:00 PM", "activity": " "}],
            sponsors=[{"name": "Sen Family", "benefits": "x" * 1001}],
            slots=[{"kind": "bring", "title": "", "needed": 2}],
            featuredImage="ftp://example.com/a.jpg",
        ),
        format="json",
        **BENGALI,
    )

    assert response.status_code == 400
    assert response.json() == {
        "message": "অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করুন।",
        "errors": {
            "title": ["শিরোনাম লেখা আবশ্যক"],
            "venue": ["স্থান লেখা আবশ্যক"],
            "schedule.0.activity": ["পর্বের নাম লেখা আবশ্যক"],
            "sponsors.0.benefits": ["এই ঘরে ১০০০টির বেশি অক্ষর লিখবেন না।"],
            "slots.0.title": ["দায়িত্বের নাম লেখা আবশ্যক"],
            "featuredImage": ["একটি আপলোড করা ছবি দিন, অথবা https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা লিখুন"],
        },
    }


def test_the_same_mistakes_stay_english_in_english(staff_client):
    response = staff_client.post(
        "/api/admin/events",
        event_payload(title=" ", schedule=[{"time": "7:00 PM", "activity": " "}]),
        format="json",
        **ENGLISH,
    )

    assert response.json()["errors"] == {
        "title": ["Title is required"],
        "schedule.0.activity": ["Activity is required"],
    }


def test_a_capacity_below_the_confirmed_guests_is_refused_with_bengali_digits(staff_client):
    event = EventFactory(capacity=None)
    RegistrationFactory(event=event, guest_count=12)
    staff_client.cookies["lang"] = "bn"

    response = staff_client.put(
        f"/api/admin/events/{event.pk}", event_payload(title=event.title, capacity=5), format="json"
    )

    assert response.status_code == 400
    message = "১২ জন অতিথি ইতিমধ্যে নিশ্চিত। আসনসংখ্যা অন্তত ১২ রাখুন, অথবা আগে কিছু নিবন্ধন বাতিল করুন।"
    assert response.json() == {"message": message, "errors": {"capacity": [message]}}


def test_wrong_credentials_are_refused_in_bengali(api_client, staff_user):
    response = api_client.post(
        "/api/auth/login", {"username": staff_user.username, "password": "not-the-password"}, format="json", **BENGALI
    )

    assert response.status_code == 400
    assert response.json()["message"] == "ইউজারনেম বা পাসওয়ার্ড ভুল। অনুগ্রহ করে আবার চেষ্টা করুন।"


def test_a_gallery_image_without_an_upload_is_refused_in_bengali(staff_client):
    response = staff_client.post("/api/admin/gallery", {"title": "Aarti"}, format="json", **BENGALI)

    assert response.status_code == 400
    assert response.json()["errors"] == {"imagePath": ["আপলোড করার জন্য একটি ছবি বেছে নিন।"]}


def test_an_upload_that_was_never_made_is_refused_in_bengali(staff_client):
    response = staff_client.post(
        "/api/admin/gallery", {"imagePath": "/objects/uploads/" + "0" * 32}, format="json", **BENGALI
    )

    assert response.status_code == 400
    assert response.json()["message"] == "আপলোড করা ফাইলটি পাওয়া যায়নি। অনুগ্রহ করে আবার আপলোড করুন।"


def test_the_settings_mistakes_are_in_bengali(staff_client):
    response = staff_client.put(
        "/api/admin/settings",
        {"groupName": "", "tagline": "Together", "whatsappLink": "not a link", "ein": "123"},
        format="json",
        **BENGALI,
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "groupName": ["সংস্থার নাম লেখা আবশ্যক"],
        "whatsappLink": ["অনুগ্রহ করে একটি সঠিক লিংক লিখুন (https:// দিয়ে শুরু)"],
        "ein": ["EIN লিখুন NN-NNNNNNN আকারে"],
    }


def test_the_back_office_follows_the_organisers_choice(client, staff_user):
    client.force_login(staff_user)
    staff_user.is_superuser = True
    staff_user.save()
    client.cookies["lang"] = "bn"

    page = client.get("/backoffice/").content.decode()

    assert '<html lang="bn"' in page
    assert "কমিউনিটি ওয়েবসাইটের ব্যাক অফিস" in page
    english = client.get("/backoffice/?lang=en").content.decode()
    assert "Community site back office" in english


def test_the_back_office_speaks_djangos_own_bengali_to_a_bengali_browser(client, staff_user):
    # Its sign-in is the admin's own, in the site's Bengali (docs/roles.md).
    assert client.get("/backoffice/login/", HTTP_ACCEPT_LANGUAGE="bn-IN,bn;q=0.9")["Location"] == "/admin"
    client.force_login(staff_user)
    index = client.get("/backoffice/", HTTP_ACCEPT_LANGUAGE="bn-IN,bn;q=0.9").content.decode()
    assert "<h1>সাইট প্রশাসন</h1>" in index
    events = client.get("/backoffice/events/event/", HTTP_ACCEPT_LANGUAGE="bn-IN,bn;q=0.9").content.decode()
    assert "পরিবর্তনের জন্য বাছাই করুন" in events
    english = client.get("/backoffice/", HTTP_ACCEPT_LANGUAGE="en-US").content.decode()
    assert "<h1>Site administration</h1>" in english


def test_the_back_office_edits_the_bengali_texts_beside_the_english(client, staff_user):
    staff_user.is_superuser = True
    staff_user.save()
    client.force_login(staff_user)
    event = EventFactory()
    SiteSettings.get_solo()

    settings_form = client.get("/backoffice/sitesettings/sitesettings/1/change/").content.decode()
    event_form = client.get(f"/backoffice/events/event/{event.pk}/change/").content.decode()

    assert 'name="tagline_bn"' in settings_form
    assert 'name="about_text_bn"' in settings_form
    assert 'name="announcement_text_bn"' in settings_form
    assert 'name="title_bn"' in event_form
    assert 'name="description_bn"' in event_form
