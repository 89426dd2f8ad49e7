"""The family's data is the family's: everything the site holds about its
address as one file, and deleting the family for good."""

import json

import pytest
from rest_framework.test import APIClient

from activity.models import Entry
from contact.models import ContactMessage
from contact.services import contact_message_mark
from contact.tests.factories import ContactMessageFactory
from events.tests.factories import EventFactory
from families.models import Family, Member, SignInCode
from families.tests.conftest import verify
from registrations.models import Registration
from registrations.services import registrations_anonymise
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db(transaction=True)

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(**{"family-sign-in": "1000/hour", "registration-lookup": "1000/hour", "registrations": "1000/hour"})


@pytest.fixture
def anita(sign_in) -> APIClient:
    client = APIClient()
    sign_in(client, "anita@example.com")
    return client


def test_the_export_is_a_file_of_everything_about_the_address(anita):
    event = EventFactory(title="Durga Puja", meals_served=True)
    event.slots.create(kind="bring", title="Mishti", needed=2)
    registration = RegistrationFactory(
        event=event,
        email="Anita@example.com",
        full_name="Anita Sen",
        guest_count=3,
        children=1,
        vegetarian_meals=2,
        dietary_notes="No peanuts",
        photo_consent=True,
        notes="We may be late",
    )
    (item,) = anita.get("/api/family").json()["registrations"]
    anita.put(
        f"/api/registrations/{registration.pk}",
        {
            "fullName": "Anita Sen",
            "email": "Anita@example.com",
            "guestCount": 4,
            "children": 1,
            "vegetarianMeals": 2,
            "dietaryNotes": "No peanuts",
            "photoConsent": True,
            "notes": "We may be late",
            "slotIds": [event.slots.get().pk],
        },
        format="json",
        **{TOKEN_HEADER: item["manageToken"]},
    )
    anita.put(
        "/api/family",
        {"name": "The Sens", "phone": "209-555-0142", "language": "bn", "members": [{"name": "Rohan", "child": True}]},
        format="json",
    )
    contact_message_mark(
        message=ContactMessageFactory(email="ANITA@example.com", message="Can we bring a harmonium?"),
        handled=True,
        actor="organiser",
    )
    ContactMessageFactory(email="bina@example.com")
    RegistrationFactory(email="bina@example.com")

    response = anita.get("/api/family/export")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="family-data.json"'
    data = json.loads(response.content)
    assert set(data) == {
        "exportedAt",
        "profile",
        "registrations",
        "memberships",
        "donations",
        "payments",
        "contactMessages",
        "programmeActs",
        "activity",
        "kept",
    }
    assert data["profile"]["email"] == "anita@example.com"
    assert (data["profile"]["name"], data["profile"]["phone"], data["profile"]["language"]) == (
        "The Sens",
        "209-555-0142",
        "bn",
    )
    assert data["profile"]["members"] == [{"name": "Rohan", "child": True, "vegetarian": False, "dietaryNotes": ""}]
    (exported,) = data["registrations"]
    assert {key: exported[key] for key in ("eventTitle", "fullName", "email", "guestCount", "children")} == {
        "eventTitle": "Durga Puja",
        "fullName": "Anita Sen",
        "email": "Anita@example.com",
        "guestCount": 4,
        "children": 1,
    }
    assert (exported["vegetarianMeals"], exported["dietaryNotes"], exported["photoConsent"], exported["notes"]) == (
        2,
        "No peanuts",
        True,
        "We may be late",
    )
    assert exported["slots"] == [{"kind": "bring", "title": "Mishti"}]
    assert [message["message"] for message in data["contactMessages"]] == ["Can we bring a harmonium?"]
    actions = [(entry["targetType"], entry["action"]) for entry in data["activity"]]
    assert actions == [
        ("family", "family.create"),
        ("registration", "registration.update"),
        ("family", "family.update"),
        ("contact message", "contact.mark"),
    ]
    assert data["activity"][1]["changes"]["guest_count"] == [3, 4]
    assert "payments and their receipts" in data["kept"]
    assert "Bina" not in response.content.decode()


def test_the_export_writes_bengali_as_it_is(anita):
    RegistrationFactory(email="anita@example.com", full_name="অনিতা সেন")

    response = anita.get("/api/family/export")

    assert "অনিতা সেন" in response.content.decode("utf-8")


def test_deleting_needs_the_typed_word(anita):
    for payload in ({}, {"confirm": "delete"}, {"confirm": "yes"}):
        response = anita.delete("/api/family", payload, format="json")
        assert response.status_code == 400
        assert response.json()["errors"] == {"confirm": ["Type DELETE to confirm."]}
    assert Family.objects.filter(email="anita@example.com").exists()


def test_a_bengali_page_deletes_with_the_bengali_word(anita):
    response = anita.delete("/api/family", {"confirm": "মুছুন"}, format="json", HTTP_ACCEPT_LANGUAGE="bn")

    assert response.status_code == 204
    assert not Family.objects.filter(email="anita@example.com").exists()


def test_a_bengali_page_still_takes_the_english_word(anita):
    response = anita.delete("/api/family", {"confirm": "DELETE"}, format="json", HTTP_ACCEPT_LANGUAGE="bn")

    assert response.status_code == 204


def test_an_english_page_does_not_take_the_bengali_word(anita):
    response = anita.delete("/api/family", {"confirm": "মুছুন"}, format="json", HTTP_ACCEPT_LANGUAGE="en")

    assert response.status_code == 400
    assert response.json()["errors"] == {"confirm": ["Type DELETE to confirm."]}
    assert Family.objects.filter(email="anita@example.com").exists()


def test_a_bengali_page_refusing_a_word_asks_for_the_bengali_one(anita):
    response = anita.delete("/api/family", {"confirm": "মুছে"}, format="json", HTTP_ACCEPT_LANGUAGE="bn")

    assert response.status_code == 400
    assert response.json()["errors"] == {"confirm": ['নিশ্চিত করতে "মুছুন" লিখুন।']}
    assert Family.objects.filter(email="anita@example.com").exists()


def test_deleting_the_family_cancels_what_is_to_come_anonymises_the_past_and_forgets_the_rest(anita, smtp_server):
    upcoming = EventFactory(title="Kali Puja", capacity=4)
    own_upcoming = RegistrationFactory(event=upcoming, email="Anita@example.com", guest_count=4, notes="Late")
    waiting = RegistrationFactory(
        event=upcoming, full_name="Chandra Das", email="chandra@example.com", guest_count=3, status="waitlisted"
    )
    past = EventFactory(title="Poila Boishakh", past=True)
    own_past = RegistrationFactory(
        event=past,
        email="anita@example.com",
        full_name="Anita Sen",
        phone="209-555-0142",
        guest_count=5,
        children=2,
        vegetarian_meals=3,
        dietary_notes="No peanuts",
        notes="Bringing grandma",
        photo_consent=False,
    )
    other_past = RegistrationFactory(event=past, email="bina@example.com", full_name="Bina Roy")
    another_anonymous = RegistrationFactory(event=past, email="dev@example.com")
    contact_message_mark(
        message=ContactMessageFactory(email="ANITA@example.com", first_name="Anita", last_name="Sen"),
        handled=True,
        actor="organiser",
    )
    kept_message = ContactMessageFactory(email="bina@example.com")
    anita.put("/api/family", {"name": "Anita Sen", "language": "en", "members": [{"name": "Rohan"}]}, format="json")
    registrations_anonymise(registrations=Registration.objects.filter(pk=another_anonymous.pk))
    arrived = len(smtp_server.messages)

    response = anita.delete("/api/family", {"confirm": "DELETE"}, format="json")

    assert response.status_code == 204
    own_upcoming.refresh_from_db()
    assert own_upcoming.status == "cancelled"
    waiting.refresh_from_db()
    assert waiting.status == "confirmed"
    (promotion,) = smtp_server.wait_for(arrived + 1, within=10)[arrived:]
    assert promotion["To"] == "chandra@example.com"
    own_past.refresh_from_db()
    assert (own_past.full_name, own_past.email, own_past.phone, own_past.notes, own_past.dietary_notes) == (
        "Deleted family",
        "",
        "",
        "",
        "",
    )
    assert (own_past.guest_count, own_past.children, own_past.vegetarian_meals, own_past.status) == (
        5,
        2,
        3,
        "confirmed",
    )
    assert (own_upcoming.full_name, own_upcoming.email, own_upcoming.notes) == ("Deleted family", "", "")
    other_past.refresh_from_db()
    assert (other_past.full_name, other_past.email) == ("Bina Roy", "bina@example.com")
    assert list(ContactMessage.objects.all()) == [kept_message]
    assert not Family.objects.exists()
    assert not Member.objects.exists()
    assert not SignInCode.objects.exists()
    assert anita.get("/api/family").status_code == 401
    about_them = Entry.objects.filter(target_type="registration", target_id__in=[own_upcoming.pk, own_past.pk])
    assert {entry.summary for entry in about_them} == {"Deleted family"}
    assert not any("Anita" in f"{entry.summary} {json.dumps(entry.changes)}" for entry in Entry.objects.all())
    assert Entry.objects.get(action="contact.mark").summary == "Deleted family"
    assert Entry.objects.filter(target_type="family", action="family.delete").exists()


def test_the_past_counts_stay_in_the_organisers_summary_after_a_delete(anita, staff_client):
    past = EventFactory(past=True)
    RegistrationFactory(event=past, email="anita@example.com", guest_count=5, children=2, vegetarian_meals=3)

    anita.delete("/api/family", {"confirm": "DELETE"}, format="json")
    summary = staff_client.get(f"/api/admin/events/{past.pk}/summary").json()

    assert (summary["confirmedGuests"], summary["children"], summary["vegetarianMeals"]) == (5, 2, 3)
    assert summary["noPhotoConsent"] == ["Deleted family"]


def test_the_seats_a_delete_frees_show_on_the_events_page_at_once(anita):
    event = EventFactory(capacity=10)
    RegistrationFactory(event=event, email="anita@example.com", guest_count=4)
    assert anita.get(f"/api/events/{event.pk}").json()["spotsLeft"] == 6

    anita.delete("/api/family", {"confirm": "DELETE"}, format="json")

    assert anita.get(f"/api/events/{event.pk}").json()["spotsLeft"] == 10


def test_after_a_delete_the_address_can_sign_in_again_as_a_new_family(anita, sign_in):
    old = Family.objects.get().pk
    anita.delete("/api/family", {"confirm": "DELETE"}, format="json")

    body = sign_in(anita, "anita@example.com")

    assert (body["name"], body["registrations"]) == ("", [])
    assert Family.objects.get().pk != old


def test_deleting_needs_the_csrf_token(emailed_code, settings):
    client = APIClient(enforce_csrf_checks=True)
    csrf = {"HTTP_X_CSRFTOKEN": client.get("/api/auth/session").json()["csrfToken"]}
    verify(client, "anita@example.com", emailed_code(client, "anita@example.com", **csrf), **csrf)
    # Signing in gave the browser a new token, in its cookie.
    csrf = {"HTTP_X_CSRFTOKEN": client.cookies[settings.CSRF_COOKIE_NAME].value}

    refused = client.delete("/api/family", {"confirm": "DELETE"}, format="json")
    accepted = client.delete("/api/family", {"confirm": "DELETE"}, format="json", **csrf)

    assert refused.status_code == 403
    assert accepted.status_code == 204
