"""The family's page over HTTP: its registrations (with update and cancel in
place, through the manage token), its profile and members, and nothing of
another family's."""

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from activity.models import Entry
from events.tests.factories import EventFactory
from families.models import Family, Member
from families.tests.factories import FamilyFactory, MemberFactory
from membership.tests.factories import MembershipFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db(transaction=True)

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"
MONEY_FIELDS = {"amountDue", "amountPaid", "paymentStatus", "paymentReference"}


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(**{"family-sign-in": "1000/hour", "registration-lookup": "1000/hour", "registrations": "1000/hour"})


@pytest.fixture
def anita(sign_in) -> APIClient:
    client = APIClient()
    sign_in(client, "anita@example.com")
    return client


def profile(**changes) -> dict:
    return {"name": "Anita Sen", "phone": "209-555-0100", "language": "en", "members": [], **changes}


def test_without_a_family_session_the_family_is_401_with_a_reason(api_client):
    for response in (
        api_client.get("/api/family"),
        api_client.put("/api/family", profile(), format="json"),
        api_client.delete("/api/family", {"confirm": "DELETE"}, format="json"),
        api_client.get("/api/family/export"),
    ):
        assert response.status_code == 401
        assert response.json() == {"message": "Sign in to see your family."}
        assert response["WWW-Authenticate"] == 'Session realm="family"'


def test_without_a_family_session_a_method_the_family_has_not_is_405_and_options_answers(api_client):
    assert api_client.post("/api/family/export").status_code == 405
    assert api_client.get("/api/family/membership").status_code == 405
    assert api_client.options("/api/family").status_code == 200


def test_the_reason_is_in_bengali_for_a_bengali_visitor(api_client):
    response = api_client.get("/api/family", HTTP_ACCEPT_LANGUAGE="bn")

    assert response.json() == {"message": "আপনার পরিবারের পাতা দেখতে সাইন ইন করুন।"}


def test_every_registration_of_the_address_shows_before_and_after_the_first_sign_in(sign_in):
    soon = EventFactory(
        title="Kali Puja", title_bn="কালীপুজো", date=timezone.localdate() + timedelta(days=10), capacity=2
    )
    later = EventFactory(title="Saraswati Puja", date=timezone.localdate() + timedelta(days=90))
    past = EventFactory(title="Poila Boishakh", past=True)
    RegistrationFactory(event=soon, guest_count=2)
    before = RegistrationFactory(event=past, email="ANITA@example.com", guest_count=3)
    waiting = RegistrationFactory(event=soon, email="anita@example.com", guest_count=2, status="waitlisted")
    RegistrationFactory(email="someone.else@example.com")
    client = APIClient()
    sign_in(client, "anita@example.com")

    after = client.post(
        "/api/registrations",
        {"eventId": later.pk, "fullName": "Anita Sen", "email": "Anita@Example.com", "guestCount": 4},
        format="json",
    ).json()
    registrations = client.get("/api/family").json()["registrations"]

    assert [(item["id"], item["eventTitle"]) for item in registrations] == [
        (after["id"], "Saraswati Puja"),
        (waiting.pk, "Kali Puja"),
        (before.pk, "Poila Boishakh"),
    ]
    assert registrations[1] == {
        "id": waiting.pk,
        "eventId": soon.pk,
        "eventTitle": "Kali Puja",
        "eventTitleBn": "কালীপুজো",
        "eventDate": soon.date.isoformat(),
        "eventIsPast": False,
        "status": "waitlisted",
        "guestCount": 2,
        "waitlistPosition": 1,
        "dayIds": [],
        "sittingIds": [],
        "manageToken": registrations[1]["manageToken"],
        "amountDue": 0,
        "amountPaid": 0,
        "paymentStatus": "free",
        "paymentReference": waiting.payment_reference,
    }
    assert registrations[0]["manageToken"] == after["manageToken"]
    assert registrations[2]["eventIsPast"] is True


def test_the_familys_registrations_say_what_they_owe(anita):
    RegistrationFactory(email="anita@example.com")

    body = anita.get("/api/family").json()

    assert set(body) == {
        "email",
        "announcements",
        "announcementsStatus",
        "name",
        "phone",
        "language",
        "members",
        "registrations",
        "memberships",
        "donations",
        "payments",
    }
    assert set(body["registrations"][0]) >= MONEY_FIELDS


def test_a_registration_is_updated_in_place_with_the_token_the_family_was_given(anita):
    event = EventFactory(capacity=10)
    registration = RegistrationFactory(event=event, email="anita@example.com", full_name="Anita Sen", guest_count=2)
    (item,) = anita.get("/api/family").json()["registrations"]

    response = anita.put(
        f"/api/registrations/{item['id']}",
        {"fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 4, "children": 1},
        format="json",
        **{TOKEN_HEADER: item["manageToken"]},
    )

    assert response.status_code == 200
    registration.refresh_from_db()
    assert (registration.guest_count, registration.children) == (4, 1)
    assert anita.get("/api/family").json()["registrations"][0]["guestCount"] == 4


@pytest.mark.parametrize("headers", [{}, {TOKEN_HEADER: "not-the-token"}])
def test_another_familys_registration_cannot_be_read_changed_or_cancelled(anita, sign_in, headers):
    theirs = RegistrationFactory(email="bina@example.com", guest_count=2)
    RegistrationFactory(email="anita@example.com")
    own_token = anita.get("/api/family").json()["registrations"][0]["manageToken"]
    for attempt in (headers, {TOKEN_HEADER: own_token}):
        path = f"/api/registrations/{theirs.pk}"
        assert anita.get(path, **attempt).status_code == 403
        update = {"fullName": "Anita Sen", "email": "anita@example.com", "guestCount": 5}
        assert anita.put(path, update, format="json", **attempt).status_code == 403
        assert anita.post(f"{path}/cancel", **attempt).status_code == 403

    theirs.refresh_from_db()
    assert (theirs.email, theirs.guest_count, theirs.status) == ("bina@example.com", 2, "confirmed")
    assert [item["id"] for item in anita.get("/api/family").json()["registrations"]] != [theirs.pk]


def test_a_family_sees_only_registrations_of_its_own_address(anita):
    RegistrationFactory(email="bina@example.com")
    RegistrationFactory(email="anita.sen@example.com")
    own = RegistrationFactory(email="anita@example.com")

    assert [item["id"] for item in anita.get("/api/family").json()["registrations"]] == [own.pk]


def test_a_registration_is_cancelled_in_place_and_its_seats_go_to_the_waiting_list(anita, smtp_server):
    event = EventFactory(capacity=4)
    RegistrationFactory(event=event, email="anita@example.com", guest_count=4)
    waiting = RegistrationFactory(event=event, email="chandra@example.com", guest_count=3, status="waitlisted")
    (item,) = anita.get("/api/family").json()["registrations"]

    response = anita.post(f"/api/registrations/{item['id']}/cancel", **{TOKEN_HEADER: item["manageToken"]})

    assert response.status_code == 200
    assert anita.get("/api/family").json()["registrations"][0]["status"] == "cancelled"
    waiting.refresh_from_db()
    assert waiting.status == "confirmed"
    # After the sign-in code: Anita is told her registration is cancelled, Chandra that hers is confirmed.
    cancelled, promoted = smtp_server.wait_for(3, within=10)[1:]
    assert cancelled["To"] == "anita@example.com"
    assert cancelled["Subject"].startswith("Your registration is cancelled")
    assert promoted["To"] == "chandra@example.com"


def test_the_profile_and_members_are_replaced_and_members_keep_their_ids(anita):
    first = anita.put(
        "/api/family",
        profile(
            members=[
                {"name": "Anita Sen", "vegetarian": True},
                {"name": "Rohan Sen", "child": True, "dietaryNotes": "No peanuts"},
            ]
        ),
        format="json",
    ).json()
    anita_id, rohan_id = (member["id"] for member in first["members"])

    response = anita.put(
        "/api/family",
        profile(
            name="The Sens",
            phone="",
            language="bn",
            members=[
                {"id": rohan_id, "name": "Rohan Sen", "child": True, "vegetarian": True, "dietaryNotes": "No peanuts"},
                {"name": "Mitali Sen"},
            ],
        ),
        format="json",
    )

    assert response.status_code == 200
    body = response.json()
    assert (body["name"], body["phone"], body["language"]) == ("The Sens", "", "bn")
    assert body["members"] == [
        {"id": rohan_id, "name": "Rohan Sen", "child": True, "vegetarian": True, "dietaryNotes": "No peanuts"},
        {"id": body["members"][1]["id"], "name": "Mitali Sen", "child": False, "vegetarian": False, "dietaryNotes": ""},
    ]
    assert not Member.objects.filter(pk=anita_id).exists()
    assert anita.get("/api/family").json() == body
    entry = Entry.objects.filter(action="family.update").first()
    assert entry.actor == "family"
    assert entry.changes["name"] == ["Anita Sen", "The Sens"]


def test_a_member_of_another_family_cannot_be_taken_over(anita):
    stranger = MemberFactory(name="Bina Roy", family__email="bina@example.com")

    response = anita.put("/api/family", profile(members=[{"id": stranger.pk, "name": "Mine now"}]), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "members.0.id": ["This member is not in your family any more. Reload the page and try again."]
    }
    stranger.refresh_from_db()
    assert (stranger.name, stranger.family.email) == ("Bina Roy", "bina@example.com")
    assert Family.objects.get(email="anita@example.com").members.count() == 0


def test_a_refused_profile_changes_nothing(anita):
    anita.put("/api/family", profile(members=[{"name": "Rohan Sen"}]), format="json")

    response = anita.put(
        "/api/family",
        profile(name="A", language="fr", members=[{"name": ""}, {"name": "x", "dietaryNotes": "n" * 501}]),
        format="json",
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "name": ["Name must be at least 2 characters"],
        "language": ['"fr" is not a valid choice.'],
        "members.0.name": ["Enter this member's name."],
        "members.1.dietaryNotes": ["Dietary notes can be at most 500 characters"],
    }
    body = anita.get("/api/family").json()
    assert (body["name"], [member["name"] for member in body["members"]]) == ("Anita Sen", ["Rohan Sen"])


def test_more_than_twenty_members_or_one_listed_twice_is_refused(anita):
    kept = anita.put("/api/family", profile(members=[{"name": "Rohan Sen"}]), format="json").json()["members"][0]

    too_many = anita.put("/api/family", profile(members=[{"name": f"M {n}"} for n in range(21)]), format="json")
    twice = anita.put("/api/family", profile(members=[kept, kept]), format="json")

    assert too_many.status_code == twice.status_code == 400
    assert twice.json()["errors"] == {"members": ["Each member can be listed once."]}


def test_the_family_is_found_however_its_address_is_typed(sign_in):
    FamilyFactory(email="Anita.Sen@Example.com", name="Anita Sen")
    client = APIClient()

    body = sign_in(client, "anita.sen@example.com")

    assert (body["email"], body["name"]) == ("Anita.Sen@Example.com", "Anita Sen")
    assert Family.objects.count() == 1


def test_a_family_deleted_elsewhere_is_signed_out_here(anita):
    Family.objects.get(email="anita@example.com").delete()

    assert anita.get("/api/family").status_code == 401


def test_the_family_answer_costs_the_same_queries_for_one_registration_or_many(anita, django_assert_max_num_queries):
    for _ in range(10):
        RegistrationFactory(email="anita@example.com", status=Registration.Status.CONFIRMED)
    MemberFactory.create_batch(5, family=Family.objects.get())
    for year in (2024, 2025, 2026):
        MembershipFactory(email="anita@example.com", year=year)

    # The session and family, then each kind of thing it holds (its parties' days and sittings too).
    with django_assert_max_num_queries(13):
        body = anita.get("/api/family").json()
    assert (len(body["registrations"]), len(body["memberships"])) == (10, 3)
