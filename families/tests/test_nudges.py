"""WhatsApp nudges: one-tap wa.me links with a message in the family's language
and its own link; families without a usable phone are listed apart (last, with
`reachable` false and no link)."""

from urllib.parse import parse_qs, urlsplit

import pytest

from events.tests.factories import EventFactory
from families.tests.factories import FamilyFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

URL = "/api/admin/nudges"


def message_of(nudge: dict) -> str:
    return parse_qs(urlsplit(nudge["waUrl"]).query)["text"][0]


def test_the_unpaid_get_a_link_with_what_they_owe_in_their_language(staff_client):
    event = EventFactory(title="Durga Puja", title_bn="দুর্গাপূজা")
    RegistrationFactory(
        event=event,
        full_name="Anita Sen",
        phone="(209) 555-0142",
        amount_due=5000,
        amount_paid=1000,
        payment_reference="DP-4821",
    )
    RegistrationFactory(
        event=event,
        full_name="Bina Roy",
        phone="+91 98300 12345",
        language="bn",
        amount_due=2500,
        payment_reference="DP-5000",
    )
    RegistrationFactory(event=event, full_name="Chandan Paid", amount_due=2500, amount_paid=2500)
    RegistrationFactory(event=event, full_name="Dipa Free")
    RegistrationFactory(event=event, full_name="Esha Nophone", phone="call me", amount_due=2500)

    response = staff_client.get(URL, {"kind": "unpaid", "eventId": event.pk})

    assert response.status_code == 200
    nudges = response.json()
    assert [(n["familyName"], n["phone"], n["reachable"]) for n in nudges] == [
        ("Anita Sen", "+12095550142", True),
        ("Bina Roy", "+919830012345", True),
        ("Esha Nophone", None, False),
    ]
    anita, bina, esha = nudges
    assert anita["waUrl"].startswith("https://wa.me/12095550142?text=")
    assert message_of(anita) == anita["text"]
    assert "$40.00" in anita["text"] and "DP-4821" in anita["text"] and anita["link"] in anita["text"]
    assert "registration=" in anita["link"] and "token=" in anita["link"]
    assert bina["language"] == "bn"
    assert "দুর্গাপূজা" in bina["text"] and "lang=bn" in bina["link"]
    assert "$২৫.০০" in bina["text"]  # noqa: RUF001
    assert (esha["waUrl"], esha["rawPhone"]) == (None, "call me")


def test_families_not_registered_for_the_event_get_its_page(staff_client):
    event = EventFactory(title="Kali Puja")
    registered = FamilyFactory(name="Registered", phone="209-555-0100")
    RegistrationFactory(event=event, email=registered.email)
    FamilyFactory(name="Cancelled one", phone="209-555-0101", email="c@example.com")
    RegistrationFactory(event=event, email="C@example.com", status="cancelled")
    FamilyFactory(name="Not yet", phone="209-555-0102", language="bn")

    nudges = staff_client.get(URL, {"kind": "unregistered", "eventId": event.pk}).json()

    assert [n["familyName"] for n in nudges] == ["Cancelled one", "Not yet"]
    assert nudges[0]["link"].endswith(f"/events/{event.pk}")
    assert nudges[1]["link"].endswith(f"/events/{event.pk}?lang=bn")
    assert "Kali Puja" in nudges[1]["text"] and nudges[1]["text"] != nudges[0]["text"].replace(
        "Cancelled one", "Not yet"
    )


def test_the_kind_and_event_are_checked(staff_client):
    assert staff_client.get(URL).status_code == 400
    assert staff_client.get(URL, {"kind": "everyone"}).status_code == 400
    missing = staff_client.get(URL, {"kind": "unregistered"})
    assert missing.status_code == 400
    assert missing.json()["errors"]["eventId"] == ["Choose the event."]
    assert staff_client.get(URL, {"kind": "unpaid", "eventId": 999}).status_code == 404
    assert staff_client.get(URL, {"kind": "shift"}).json() == []  # nobody volunteers tomorrow


def test_the_door_may_not_read_the_nudges(client_with_roles):
    assert client_with_roles("door").get(URL, {"kind": "unpaid"}).status_code == 403
    assert client_with_roles("organiser").get(URL, {"kind": "unpaid"}).status_code == 200


def test_tomorrows_volunteers_get_their_shift_and_its_link_in_their_language(staff_client):
    from datetime import time, timedelta

    from core.dates import local_today
    from events.models import Shift
    from volunteers.models import ShiftVolunteer

    tomorrow = local_today() + timedelta(days=1)
    event = EventFactory(title="Durga Puja", title_bn="দুর্গাপূজা", date=tomorrow)
    kitchen = Shift.objects.create(event=event, role="Bhog kitchen", start_time=time(6), end_time=time(9, 30))
    anita = ShiftVolunteer.objects.create(
        shift=kitchen, full_name="Anita Sen", email="anita@example.com", phone="(209) 555-0142"
    )
    ShiftVolunteer.objects.create(
        shift=kitchen, full_name="Bina Roy", email="bina@example.com", phone="209 555 0143", language="bn"
    )
    later = EventFactory(title="Kali Puja", date=tomorrow + timedelta(days=3))
    ShiftVolunteer.objects.create(
        shift=Shift.objects.create(event=later, role="Serving", start_time=time(12), end_time=time(14)),
        full_name="Not Tomorrow",
        email="later@example.com",
        phone="(209) 555-0144",
    )

    nudges = staff_client.get(URL, {"kind": "shift", "eventId": event.pk}).json()

    assert [nudge["familyName"] for nudge in nudges] == ["Anita Sen", "Bina Roy"]
    english, bengali = nudges
    assert english["phone"] == "+12095550142"
    assert english["waUrl"].startswith("https://wa.me/12095550142?text=")
    text = message_of(english)
    assert "Bhog kitchen" in text and "Durga Puja" in text and "06:00" in text and "09:30" in text
    assert f"/shifts/{anita.pk}?token=" in text
    assert bengali["language"] == "bn" and "দুর্গাপূজা" in message_of(bengali)
    assert [nudge["familyName"] for nudge in staff_client.get(URL, {"kind": "shift"}).json()] == [
        "Anita Sen",
        "Bina Roy",
    ]
