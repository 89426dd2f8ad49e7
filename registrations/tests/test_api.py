import re
from datetime import datetime, time, timedelta

import pytest
from django.core import mail
from django.db import IntegrityError, transaction
from django.utils import timezone

from core.manage_links import REGISTRATION, manage_token
from events.models import Slot
from events.tests.factories import EventFactory
from registrations.models import Registration, SlotClaim
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register as shared_register
from registrations.tests.helpers import registration_body
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"
HEADER_LINE = (
    "Name,Email,Phone,Guests,Notes,Registered At,Status,Children,Vegetarian Meals,Dietary Notes,Photo Consent,"
    "Slots,Checked In,Days,Arrived On\r\n"
)


# A full form, with the spaces a phone's keyboard leaves around the name.
FORM = {"fullName": "  Anita Sen ", "email": "anita@example.com", "phone": "209-555-0101", "notes": "Vegetarian"}


def registration_payload(event, **overrides) -> dict:
    return registration_body(event, guests=3, **{**FORM, **overrides})


def register(client, event, *, remote_addr="127.0.0.1", **overrides):
    return shared_register(client, event, guests=3, headers={"REMOTE_ADDR": remote_addr}, **{**FORM, **overrides})


def manage_url(registration) -> str:
    return f"/api/registrations/{registration.pk}"


# Creating


def test_registering_answers_201_with_the_registration_and_a_manage_token(api_client):
    event = EventFactory()

    response = register(api_client, event)

    assert response.status_code == 201
    registration = Registration.objects.get()
    body = response.json()
    assert body == {
        "id": registration.pk,
        "eventId": event.pk,
        "fullName": "Anita Sen",
        "email": "anita@example.com",
        "phone": "209-555-0101",
        "guestCount": 3,
        "notes": "Vegetarian",
        "children": 0,
        "vegetarianMeals": 0,
        "dietaryNotes": "",
        "photoConsent": False,
        "slotIds": [],
        "dayIds": [],
        "sittingIds": [],
        "checkedInAt": None,
        "createdAt": body["createdAt"],
        "status": "confirmed",
        "waitlistPosition": None,
        "manageToken": manage_token(REGISTRATION, registration.pk),
        "amountDue": 0,
        "amountPaid": 0,
        "paymentStatus": "free",
        "paymentReference": registration.payment_reference,
    }
    assert re.fullmatch(r"[A-HJ-NP-Z]{2,4}-\d{4,}", registration.payment_reference)
    assert datetime.fromisoformat(body["createdAt"]) == registration.created_at
    assert registration.full_name == "Anita Sen"
    assert registration.guest_count == 3
    assert registration.event == event


def test_optional_phone_and_notes_may_be_missing_or_null(api_client):
    event = EventFactory()
    payload = registration_payload(event, phone=None)
    del payload["notes"]

    response = api_client.post("/api/registrations", payload, format="json")

    assert response.status_code == 201
    registration = Registration.objects.get()
    assert registration.phone == ""
    assert registration.notes == ""


@pytest.mark.django_db(transaction=True)
def test_registering_emails_a_confirmation_with_the_manage_link(api_client, settings):
    settings.SITE_URL = "https://tbca.example.org"
    SiteSettingsFactory(contact_email="organisers@example.org")
    event = EventFactory(title="Durga Puja")

    response = register(api_client, event)

    registration = Registration.objects.get()
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["anita@example.com"]
    assert message.reply_to == ["organisers@example.org"]
    assert "Durga Puja" in message.subject
    link = (
        f"https://tbca.example.org/events?register={event.pk}&registration={registration.pk}"
        f"&token={response.json()['manageToken']}"
    )
    assert link in message.body
    assert registration.confirmation_sent_at is not None


@pytest.mark.django_db(transaction=True)
def test_failing_mail_server_neither_loses_the_registration_nor_fails_the_request(api_client, broken_mail):
    event = EventFactory()

    response = register(api_client, event)

    assert response.status_code == 201
    assert Registration.objects.filter(pk=response.json()["id"], email="anita@example.com").exists()
    assert mail.outbox == []


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("fullName", "A", "Name must be at least 2 characters"),
        ("fullName", "  A  ", "Name must be at least 2 characters"),
        ("fullName", "", "Name must be at least 2 characters"),
        ("fullName", None, "Name must be at least 2 characters"),
        ("email", "not-an-email", "Please enter a valid email address"),
        ("email", "", "Please enter a valid email address"),
        ("email", None, "Please enter a valid email address"),
        ("guestCount", 0, "Must have at least 1 guest"),
        ("guestCount", -3, "Must have at least 1 guest"),
        ("guestCount", 21, "Maximum 20 guests allowed"),
        ("guestCount", None, "Must have at least 1 guest"),
        ("guestCount", "many", "Number of guests must be a whole number"),
        ("guestCount", 2.5, "Number of guests must be a whole number"),
    ],
)
def test_registration_validation_message(api_client, field, value, message):
    event = EventFactory()

    response = register(api_client, event, **{field: value})

    assert response.status_code == 400
    assert response.json() == {
        "message": "Please correct the highlighted fields.",
        "errors": {field: [message]},
    }
    assert not Registration.objects.exists()
    assert mail.outbox == []


@pytest.mark.parametrize("guests", [1, 20, "11"])
def test_guest_count_limits_are_inclusive(api_client, guests):
    response = register(api_client, EventFactory(), guestCount=guests)

    assert response.status_code == 201
    assert Registration.objects.get().guest_count == int(guests)


def test_missing_guest_count_is_refused(api_client):
    event = EventFactory()
    payload = registration_payload(event)
    del payload["guestCount"]

    response = api_client.post("/api/registrations", payload, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"guestCount": ["Must have at least 1 guest"]}


def test_registering_for_an_unknown_event_is_404(api_client):
    response = api_client.post("/api/registrations", registration_payload(EventFactory.build(id=987654)), format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}
    assert not Registration.objects.exists()


@pytest.mark.parametrize("event_id", [None, "abc", 10**20, -1])
def test_registering_without_a_usable_event_id_is_a_4xx(api_client, event_id):
    response = register(api_client, EventFactory(), eventId=event_id)

    assert response.status_code in {400, 404}
    assert "message" in response.json()
    assert not Registration.objects.exists()


def test_second_registration_with_same_email_is_409_with_the_first_id(api_client):
    event = EventFactory()
    first = RegistrationFactory(event=event, email="anita@example.com")

    response = register(api_client, event, email="anita@example.com")

    assert response.status_code == 409
    assert response.json() == {"message": "You have already registered for this event.", "id": first.pk}
    assert Registration.objects.count() == 1
    assert mail.outbox == []


def test_duplicate_email_check_ignores_case_and_spaces(api_client):
    event = EventFactory()
    first = RegistrationFactory(event=event, email="anita@example.com")

    response = register(api_client, event, email="  Anita@EXAMPLE.com ")

    assert response.status_code == 409
    assert response.json()["id"] == first.pk
    assert Registration.objects.count() == 1


# gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
ANITA = "anita.roy@gmail.com"
LOOK_ALIKE = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"


def test_an_address_is_one_party_however_typed_and_a_look_alike_is_another(api_client):
    event = EventFactory()
    first = RegistrationFactory(event=event, email=ANITA)

    again = register(api_client, event, email="ANITA.ROY@GMAIL.COM")
    look_alike = register(api_client, event, email=LOOK_ALIKE)

    assert again.status_code == 409
    assert again.json() == {"message": "You have already registered for this event.", "id": first.pk}
    assert look_alike.status_code == 201
    assert look_alike.json()["email"] == LOOK_ALIKE
    assert register(api_client, event, email=LOOK_ALIKE.upper()).status_code == 409
    assert register(api_client, event, email=LOOK_ALIKE).json()["id"] == look_alike.json()["id"]
    assert sorted(Registration.objects.values_list("email", flat=True)) == sorted([ANITA, LOOK_ALIKE])


def test_the_database_keeps_one_living_party_per_address_not_per_look_alike():
    event = EventFactory()
    RegistrationFactory(event=event, email=ANITA)
    # On PostgreSQL a constraint on LOWER(email) refused this row.
    RegistrationFactory(event=event, email=LOOK_ALIKE)
    RegistrationFactory(event=event, email="Anita.Roy@Gmail.com", status="cancelled")

    with pytest.raises(IntegrityError), transaction.atomic():
        RegistrationFactory(event=event, email="Anita.Roy@Gmail.com")
    assert Registration.objects.filter(event=event).count() == 3


def test_a_party_may_change_to_its_look_alike_but_not_to_an_address_already_registered(api_client):
    event = EventFactory()
    RegistrationFactory(event=event, email=ANITA)
    registration = RegistrationFactory(event=event, email="mine@example.com")
    token = {TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)}

    taken = api_client.put(
        manage_url(registration), registration_payload(event, email="Anita.Roy@GMAIL.com"), format="json", **token
    )
    changed = api_client.put(
        manage_url(registration), registration_payload(event, email=LOOK_ALIKE), format="json", **token
    )

    assert taken.status_code == 409
    assert changed.status_code == 200
    registration.refresh_from_db()
    assert (registration.email, registration.email_key) == (LOOK_ALIKE, "anita.roy@xn--gmal-nza.com")


def test_same_email_may_register_for_another_event(api_client):
    RegistrationFactory(email="anita@example.com")

    response = register(api_client, EventFactory(), email="anita@example.com")

    assert response.status_code == 201
    assert Registration.objects.count() == 2


def test_registering_for_a_closed_event_is_400(api_client):
    event = EventFactory(closed=True)

    response = register(api_client, event)

    assert response.status_code == 400
    assert response.json() == {"message": "Registration is closed for this event."}
    assert not Registration.objects.exists()


def test_registering_for_a_past_event_is_400(api_client):
    event = EventFactory(past=True)

    response = register(api_client, event)

    assert response.status_code == 400
    assert response.json() == {"message": "Registration is closed for this event."}
    assert not Registration.objects.exists()


def test_registering_for_an_event_today_is_allowed(api_client):
    response = register(api_client, EventFactory(date=timezone.localdate()))

    assert response.status_code == 201


def test_registrations_are_throttled_per_address(api_client, throttle_rates):
    throttle_rates(registrations="2/hour")
    event = EventFactory()

    statuses = [register(api_client, event, email=f"guest{n}@example.com").status_code for n in range(3)]
    refused = register(api_client, event, email="late@example.com")
    other_address = register(api_client, event, email="other@example.com", remote_addr="203.0.113.9")

    assert statuses == [201, 201, 429]
    assert refused.status_code == 429
    assert refused.json()["message"].startswith("Too many requests. Please try again in ")
    assert refused["Retry-After"]
    assert other_address.status_code == 201
    assert set(Registration.objects.values_list("email", flat=True)) == {
        "guest0@example.com",
        "guest1@example.com",
        "other@example.com",
    }


# Reading and updating with the manage token


def test_get_with_the_manage_token_returns_the_registration(api_client):
    registration = RegistrationFactory(full_name="Anita Sen", guest_count=4)

    response = api_client.get(manage_url(registration), **{TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)})

    assert response.status_code == 200
    body = response.json()
    assert body["id"] == registration.pk
    assert body["eventId"] == registration.event_id
    assert body["fullName"] == "Anita Sen"
    assert body["guestCount"] == 4
    assert "manageToken" not in body
    assert mail.outbox == []


@pytest.mark.django_db(transaction=True)
def test_get_without_a_token_is_403_and_emails_the_link(api_client):
    registration = RegistrationFactory(email="anita@example.com")

    response = api_client.get(manage_url(registration))

    assert response.status_code == 403
    assert response.json() == {
        "message": "This link cannot change that registration. We've emailed you a link to update this registration.",
        "linkSent": True,
        "resendAt": None,
    }
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["anita@example.com"]
    assert f"token={manage_token(REGISTRATION, registration.pk)}" in mail.outbox[0].body


@pytest.mark.parametrize("token", ["wrong", "x" * 5000, ""])
def test_get_with_an_invalid_token_is_403(api_client, token):
    registration = RegistrationFactory()

    response = api_client.get(manage_url(registration), **{TOKEN_HEADER: token})

    assert response.status_code == 403
    assert "fullName" not in response.json()


def test_the_token_of_another_registration_does_not_open_this_one(api_client):
    mine, theirs = RegistrationFactory(), RegistrationFactory()

    response = api_client.get(manage_url(theirs), **{TOKEN_HEADER: manage_token(REGISTRATION, mine.pk)})

    assert response.status_code == 403


def test_get_of_an_unknown_registration_is_404(api_client):
    response = api_client.get("/api/registrations/424242", **{TOKEN_HEADER: manage_token(REGISTRATION, 424242)})

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_put_with_the_manage_token_updates_the_registration(api_client):
    registration = RegistrationFactory(email="anita@example.com", guest_count=1)

    response = api_client.put(
        manage_url(registration),
        registration_payload(registration.event, fullName="Anita Sen Gupta", guestCount=5, email="ANITA@example.com"),
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)},
    )

    assert response.status_code == 200
    assert response.json()["fullName"] == "Anita Sen Gupta"
    assert response.json()["guestCount"] == 5
    registration.refresh_from_db()
    assert registration.full_name == "Anita Sen Gupta"
    assert registration.guest_count == 5
    assert registration.email == "ANITA@example.com"


@pytest.mark.django_db(transaction=True)
def test_put_without_a_token_is_403_changes_nothing_and_emails_the_link(api_client):
    registration = RegistrationFactory(full_name="Anita Sen", email="anita@example.com")

    response = api_client.put(
        manage_url(registration), registration_payload(registration.event, fullName="Stranger"), format="json"
    )

    assert response.status_code == 403
    assert response.json()["message"].endswith("We've emailed you a link to update this registration.")
    registration.refresh_from_db()
    assert registration.full_name == "Anita Sen"
    assert [m.to for m in mail.outbox] == [["anita@example.com"]]


@pytest.mark.django_db(transaction=True)
def test_refused_token_resends_the_email_at_most_once_in_ten_minutes(api_client, clock):
    start = clock.set(datetime(2030, 3, 1, 12, 0, tzinfo=timezone.UTC))
    registration = RegistrationFactory(event=EventFactory(date=datetime(2030, 4, 1).date()))

    api_client.get(manage_url(registration))
    clock.advance(timedelta(minutes=9, seconds=59))
    api_client.get(manage_url(registration))
    api_client.put(manage_url(registration), registration_payload(registration.event), format="json")
    assert len(mail.outbox) == 1

    clock.advance(timedelta(seconds=1))
    response = api_client.get(manage_url(registration))

    assert response.status_code == 403
    assert len(mail.outbox) == 2
    registration.refresh_from_db()
    assert registration.confirmation_sent_at == start + timedelta(minutes=10)


@pytest.mark.django_db(transaction=True)
def test_refused_token_soon_after_registering_sends_no_second_email(api_client):
    event = EventFactory()
    created = register(api_client, event).json()

    response = api_client.get(f"/api/registrations/{created['id']}")

    assert response.status_code == 403
    assert len(mail.outbox) == 1


@pytest.mark.django_db(transaction=True)
def test_refused_token_resends_once_the_last_email_is_older_than_ten_minutes(api_client):
    registration = RegistrationFactory(confirmation_sent_at=timezone.now() - timedelta(minutes=11))

    api_client.get(manage_url(registration))

    assert len(mail.outbox) == 1
    registration.refresh_from_db()
    assert timezone.now() - registration.confirmation_sent_at < timedelta(minutes=1)


def test_put_with_token_checks_the_body(api_client):
    registration = RegistrationFactory(guest_count=2)

    response = api_client.put(
        manage_url(registration),
        registration_payload(registration.event, guestCount=25),
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)},
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"guestCount": ["Maximum 20 guests allowed"]}
    registration.refresh_from_db()
    assert registration.guest_count == 2


def test_put_to_an_email_already_registered_for_the_event_is_409_naming_no_id(api_client):
    event = EventFactory()
    RegistrationFactory(event=event, email="taken@example.com")
    registration = RegistrationFactory(event=event, email="mine@example.com")

    response = api_client.put(
        manage_url(registration),
        registration_payload(event, email="Taken@example.com"),
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)},
    )

    assert response.status_code == 409
    assert response.json() == {"message": "Someone has already registered for this event with that email address."}
    registration.refresh_from_db()
    assert registration.email == "mine@example.com"


def test_put_on_a_closed_event_is_400(api_client):
    registration = RegistrationFactory(event=EventFactory(closed=True), guest_count=2)

    response = api_client.put(
        manage_url(registration),
        registration_payload(registration.event, guestCount=3),
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)},
    )

    assert response.status_code == 400
    assert response.json() == {"message": "Registration is closed for this event."}
    registration.refresh_from_db()
    assert registration.guest_count == 2


def test_put_cannot_move_a_registration_to_another_event(api_client):
    registration = RegistrationFactory()
    elsewhere = EventFactory()

    response = api_client.put(
        manage_url(registration),
        registration_payload(elsewhere),
        format="json",
        **{TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)},
    )

    assert response.status_code == 200
    assert response.json()["eventId"] == registration.event_id
    registration.refresh_from_db()
    assert registration.event_id != elsewhere.pk


# Admin: stats, lists, export, delete


def local_midnight():
    return timezone.make_aware(datetime.combine(timezone.localdate(), time.min))


def test_stats_count_registrations_guests_and_today(staff_client, clock):
    midnight = local_midnight()
    event = EventFactory()
    clock.set(midnight + timedelta(minutes=1))
    RegistrationFactory(event=event, guest_count=3)
    RegistrationFactory(event=event, guest_count=4)
    # Before midnight here, but already "today" in UTC (midnight here is 07:00 or 08:00 UTC).
    clock.set(midnight - timedelta(minutes=1))
    RegistrationFactory(event=event, guest_count=5)
    clock.set(midnight + timedelta(hours=2))

    response = staff_client.get("/api/admin/registrations/stats")

    assert response.status_code == 200
    assert response.json() == {"totalRegistrations": 3, "totalGuests": 12, "todayRegistrations": 2}


def test_stats_are_zero_without_registrations(staff_client):
    response = staff_client.get("/api/admin/registrations/stats")

    assert response.status_code == 200
    assert response.json() == {"totalRegistrations": 0, "totalGuests": 0, "todayRegistrations": 0}


def test_event_registrations_list_newest_first_and_only_that_event(staff_client, clock):
    clock.set(timezone.now())
    event = EventFactory()
    older = RegistrationFactory(event=event)
    clock.advance(timedelta(minutes=5))
    newer = RegistrationFactory(event=event)
    RegistrationFactory()

    response = staff_client.get(f"/api/admin/events/{event.pk}/registrations")

    assert response.status_code == 200
    assert [r["id"] for r in response.json()] == [newer.pk, older.pk]
    assert response.json()[0]["eventId"] == event.pk
    assert all("manageToken" not in r for r in response.json())


def test_event_registrations_of_unknown_event_is_404(staff_client):
    response = staff_client.get("/api/admin/events/424242/registrations")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_export_is_a_utf8_csv_with_bom_and_neutralised_formulas(staff_client, clock):
    event = EventFactory()
    morning = local_midnight() + timedelta(hours=9, minutes=30)
    clock.set(morning)
    anita = RegistrationFactory(
        event=event,
        full_name="অনিতা সেন",
        email="anita@example.com",
        phone="+1 209",
        guest_count=2,
        notes="=1+1",
        children=1,
        vegetarian_meals=2,
        dietary_notes="চিনাবাদাম নয় (no peanuts)",
        photo_consent=True,
    )
    SlotClaim.objects.create(registration=anita, slot=Slot.objects.create(event=event, kind="bring", title="=Payesh"))
    SlotClaim.objects.create(registration=anita, slot=Slot.objects.create(event=event, kind="volunteer", title="Setup"))
    clock.advance(timedelta(hours=1))
    RegistrationFactory(
        event=event, full_name="@Ravi, Jr.", email="ravi@example.com", phone="-5", guest_count=1, notes='Says "hi"'
    )

    response = staff_client.get(f"/api/admin/events/{event.pk}/registrations/export", HTTP_ACCEPT_LANGUAGE="en")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == f'attachment; filename="registrations-{event.pk}.csv"'
    expected = (
        "\ufeff"
        + HEADER_LINE
        + f'"\'@Ravi, Jr.",ravi@example.com,\'-5,1,"Says ""hi""",{morning:%Y-%m-%d} 10:30,Confirmed,0,0,,No,,,,\r\n'
        + f"অনিতা সেন,anita@example.com,'+1 209,2,'=1+1,{morning:%Y-%m-%d} 09:30,Confirmed,1,2,"
        "চিনাবাদাম নয় (no peanuts),Yes,'=Payesh; Setup,,,\r\n"
    ).encode()
    assert b"".join(response.streaming_content) == expected


def test_export_of_an_event_without_registrations_is_the_header_only(staff_client):
    event = EventFactory()

    response = staff_client.get(f"/api/admin/events/{event.pk}/registrations/export", HTTP_ACCEPT_LANGUAGE="en")

    assert response.status_code == 200
    assert b"".join(response.streaming_content) == ("\ufeff" + HEADER_LINE).encode()


def test_export_headers_follow_the_organisers_language_in_the_same_order(staff_client):
    event = EventFactory()
    RegistrationFactory(event=event, full_name="Anita Sen", email="anita@example.com", guest_count=2)
    english = staff_client.get(f"/api/admin/events/{event.pk}/registrations/export", HTTP_ACCEPT_LANGUAGE="en")
    staff_client.cookies["lang"] = "bn"

    response = staff_client.get(f"/api/admin/events/{event.pk}/registrations/export")

    assert response.status_code == 200
    header, row = b"".join(response.streaming_content).decode("utf-8-sig").splitlines()
    assert header == (
        "নাম,ইমেল,ফোন নম্বর,অতিথি,মন্তব্য,নিবন্ধনের সময়,অবস্থা,শিশু,নিরামিষ খাবার,"
        "খাবারের বিশেষ প্রয়োজন,ছবি তোলার সম্মতি,দায়িত্ব,উপস্থিত,দিন,যেদিন এসেছেন"
    )
    # Only the names of the columns change: the rows are the same as in English.
    assert row == b"".join(english.streaming_content).decode("utf-8-sig").splitlines()[1]


def test_export_of_unknown_event_is_404(staff_client):
    response = staff_client.get("/api/admin/events/424242/registrations/export")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_admin_deletes_a_registration(staff_client):
    registration, kept = RegistrationFactory(), RegistrationFactory()

    response = staff_client.delete(f"/api/admin/registrations/{registration.pk}")

    assert response.status_code == 204
    assert list(Registration.objects.all()) == [kept]


def test_delete_of_unknown_registration_is_404(staff_client):
    response = staff_client.delete("/api/admin/registrations/424242")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/admin/registrations/stats"),
        ("get", "/api/admin/events/{event}/registrations"),
        ("get", "/api/admin/events/{event}/registrations/export"),
        ("delete", "/api/admin/registrations/{registration}"),
    ],
)
def test_admin_registration_endpoints_are_401_signed_out_and_403_for_members(api_client, member_client, method, path):
    registration = RegistrationFactory()
    url = path.format(event=registration.event_id, registration=registration.pk)

    signed_out = getattr(api_client, method)(url)
    member = getattr(member_client, method)(url)

    assert signed_out.status_code == 401
    assert signed_out.json() == {"message": "Unauthorized"}
    assert member.status_code == 403
    assert member.json() == {"message": "Only organisers may do this."}
    assert Registration.objects.filter(pk=registration.pk).exists()


@pytest.mark.django_db(transaction=True)
def test_confirmation_is_sent_even_when_the_event_title_has_a_line_break(api_client):
    event = EventFactory(title="Durga Puja\nDay 2")

    register(api_client, event)

    assert [m.subject for m in mail.outbox] == ["You're registered: Durga Puja Day 2"]


def test_registration_lookups_are_throttled_per_address(api_client, throttle_rates):
    throttle_rates(**{"registration-lookup": "2/hour"})
    registration = RegistrationFactory()
    token = {TOKEN_HEADER: manage_token(REGISTRATION, registration.pk)}

    statuses = [api_client.get(manage_url(registration), **token).status_code for _ in range(3)]

    assert statuses == [200, 200, 429]
    assert api_client.get(manage_url(registration), REMOTE_ADDR="203.0.113.5", **token).status_code == 200
