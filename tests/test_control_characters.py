"""Names, notes and descriptions drop C0 control characters other than tab and
newline (and DEL, the C1 controls and the bidirectional overrides U+202A to
U+202E and U+2066 to U+2069), wherever the API takes them: nothing is stored raw, and
Bengali keeps its zero-width joiners."""

import re

import pytest
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile
from drf_spectacular.generators import SchemaGenerator
from rest_framework import serializers

from contact.models import ContactMessage
from core.fields import PlainTextField
from core.schema import KEPT_BY_CLEANING
from events.models import Event
from events.tests.factories import EventFactory
from ledger.models import Payment
from money.models import BankImport, Donation
from money.tests.factories import DonationFactory
from programme.models import ProgrammeEntry
from programme.tests.helpers import submit
from registrations.models import GuestMessage, Registration
from registrations.tests.helpers import register
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db

ESC, BEL, DEL, NUL = "\x1b", "\x07", "\x7f", "\x00"
RLO, PDF, LRI, PDI = "\u202e", "\u202c", "\u2066", "\u2069"
ZWNJ, ZWJ = "\u200c", "\u200d"
# অনুষ্ঠান's ষ্ঠ and a conjunct held apart: Bengali as it is typed, joiners included.
BENGALI_NAME = f"অনুষ{ZWJ}্ঠান র{ZWNJ}্যাব"
CONTROLS = (ESC, BEL, DEL, NUL, RLO, PDF, LRI, PDI, "\x9b", "\x85")


def raw(value: str) -> bool:
    return any(character in value for character in CONTROLS)


def test_a_registration_name_with_a_right_to_left_override_or_an_escape_is_stored_without_it(api_client):
    event = EventFactory()

    reversed_name = register(api_client, event, f"Anita {RLO}neS", email="anita@example.com")
    escaped_name = register(
        api_client, event, f"{ESC}[2J{ESC}]0;Rina Das{BEL}", email="rina@example.com", notes=f"Late{ESC}[5m"
    )

    assert reversed_name.status_code == escaped_name.status_code == 201
    assert reversed_name.json()["fullName"] == "Anita neS"
    assert escaped_name.json()["fullName"] == "[2J]0;Rina Das"
    stored = Registration.objects.order_by("pk")
    assert [(item.full_name, item.notes) for item in stored] == [("Anita neS", ""), ("[2J]0;Rina Das", "Late[5m")]


def test_a_name_of_nothing_but_control_characters_is_refused_as_an_empty_one(api_client):
    response = register(api_client, EventFactory(), f"{RLO}{ESC}{BEL} ", email="anita@example.com")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["fullName"]
    assert not Registration.objects.exists()


def test_a_bengali_name_keeps_its_joiners(api_client):
    response = register(api_client, EventFactory(), BENGALI_NAME, email="anita@example.com", notes=f"{BENGALI_NAME}\n")

    assert response.status_code == 201
    registration = Registration.objects.get()
    assert registration.full_name == BENGALI_NAME
    assert ZWJ in registration.full_name and ZWNJ in registration.full_name


@pytest.mark.django_db(transaction=True)
def test_a_contact_message_with_a_bell_is_stored_and_mailed_without_it(api_client):
    body = {
        "firstName": f"Rina{BEL}",
        "lastName": f"{RLO}saD",
        "email": "rina@example.com",
        "subject": "volunteer",
        "message": f"Ding{BEL}{BEL}{BEL} dong.\r\nSee you at the puja.",
    }

    response = api_client.post("/api/contact", body, format="json")

    assert response.status_code == 201
    message = ContactMessage.objects.get()
    assert (message.first_name, message.last_name) == ("Rina", "saD")
    assert message.message == "Ding dong.\nSee you at the puja."
    assert mail.outbox
    assert not any(raw(f"{email.subject}{email.body}") for email in mail.outbox)


def test_an_event_description_title_and_lists_are_stored_without_control_characters(staff_client):
    body = {
        "title": f"Kali Puja{RLO}",
        "description": f"Night of worship.{ESC}[8m\nAll welcome.{DEL}",
        "date": "2030-10-15",
        "time": f"7:00 PM{BEL}",
        "venue": f"{LRI}Tracy Community Center{PDI}",
        "address": "950 East St, Tracy, CA",
        "highlights": [f"Aarti{ESC}", BENGALI_NAME],
        "schedule": [{"time": "7:00 PM", "activity": f"Aarti{RLO}", "description": f"Evening{BEL} aarti"}],
        "sponsors": [{"name": f"Sen{NUL} Family", "benefits": ""}],
    }

    response = staff_client.post("/api/admin/events", body, format="json")

    assert response.status_code == 201, response.json()
    event = Event.objects.get()
    assert (event.title, event.description, event.time, event.venue) == (
        "Kali Puja",
        "Night of worship.[8m\nAll welcome.",
        "7:00 PM",
        "Tracy Community Center",
    )
    assert event.highlights == ["Aarti", BENGALI_NAME]
    assert event.schedule == [{"time": "7:00 PM", "activity": "Aarti", "description": "Evening aarti"}]
    assert event.sponsors == [{"name": "Sen Family", "benefits": ""}]


def test_a_donation_note_and_name_are_stored_without_control_characters(api_client):
    body = {
        "fullName": f"Dipa{RLO} Ghosh",
        "email": "dipa@example.com",
        "amount": 5000,
        "purpose": "puja",
        "note": f"In memory of my father{BEL}{ESC}[0m, {LRI}Dr. Amal Ghosh{PDI}",
    }

    response = api_client.post("/api/donations", body, format="json")

    assert response.status_code == 201, response.json()
    donation = Donation.objects.get()
    assert (donation.full_name, donation.note) == ("Dipa Ghosh", "In memory of my father[0m, Dr. Amal Ghosh")


def test_a_guest_message_subject_and_body_are_sent_without_control_characters(staff_client):
    event = EventFactory()

    response = staff_client.post(
        f"/api/admin/events/{event.pk}/messages",
        {"subject": f"Parking{BEL} moved{RLO}", "body": f"Park behind{ESC}[1m the hall.\r\nThanks", "audience": "all"},
        format="json",
    )

    assert response.status_code == 202, response.json()
    message = GuestMessage.objects.get()
    assert (message.subject, message.body) == ("Parking moved", "Park behind[1m the hall.\nThanks")


def test_an_acts_title_performers_and_notes_are_stored_without_control_characters(api_client):
    event = EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00")

    response = submit(
        api_client,
        event,
        title=f"Dhunuchi{RLO} Naach",
        performers=[{"name": f"Riya{ESC} Sen", "child": True}, {"name": BENGALI_NAME, "child": False}],
        contactName=f"Anita{BEL} Sen",
        notes=f"Two chairs{DEL}",
    )

    assert response.status_code == 201, response.json()
    entry = ProgrammeEntry.objects.get()
    assert (entry.title, entry.contact_name, entry.notes) == ("Dhunuchi Naach", "Anita Sen", "Two chairs")
    assert [performer["name"] for performer in entry.performers] == ["Riya Sen", BENGALI_NAME]


def test_the_settings_texts_and_a_payments_reference_and_void_reason_are_stored_without_them(staff_client):
    settings = staff_client.get("/api/settings").json()
    response = staff_client.put(
        "/api/admin/settings",
        {
            **settings,
            "tagline": f"Together{RLO} we celebrate",
            "aboutText": f"About{BEL} us",
            "paymentInstructions": "Zelle\x1b",
        },
        format="json",
    )
    assert response.status_code == 200, response.json()
    stored = SiteSettings.get_solo()
    assert (stored.tagline, stored.about_text, stored.payment_instructions) == (
        "Together we celebrate",
        "About us",
        "Zelle",
    )

    donation = DonationFactory(amount=5000)
    recorded = staff_client.post(
        "/api/admin/payments",
        {
            "kind": "donation",
            "targetId": donation.pk,
            "amount": 5000,
            "method": "check",
            "reference": f"Check{RLO} 1042",
        },
        format="json",
    )
    assert recorded.status_code == 201, recorded.json()
    voided = staff_client.post(
        f"/api/admin/payments/{recorded.json()['id']}/void", {"reason": f"Bounced{BEL}{ESC}"}, format="json"
    )
    assert voided.status_code == 200, voided.json()
    payment = Payment.objects.get()
    assert (payment.reference, payment.void_reason) == ("Check 1042", "Bounced")


def test_a_bank_lines_description_and_the_files_name_are_kept_without_control_characters(staff_client):
    content = f"Date,Description,Amount\n11/03/2026,Zelle from ANITA{RLO} SEN{ESC}[0m DP-4821,50.00\n".encode()

    response = staff_client.post(
        "/api/admin/payments/imports",
        {"file": SimpleUploadedFile(f"nov{RLO}vsc.csv", content, "text/csv")},
        format="multipart",
    )

    assert response.status_code == 201, response.json()
    assert response.json()["rows"][0]["description"] == "Zelle from ANITA SEN[0m DP-4821"
    bank_import = BankImport.objects.get()
    assert not raw(bank_import.filename)
    assert not raw(bank_import.rows[0]["description"])


# Text inputs that are not a person's free text: passwords and sign-in codes
# are checked as they are, tokens and file paths are machine-made, the confirm word
# must be typed exactly, and the hidden field only tells a robot apart.
NOT_FREE_TEXT = {
    ("LoginRequest", "username"),
    ("LoginRequest", "password"),
    ("ContactMessageRequest", "website"),
    ("VerifyRequest", "code"),
    # A link's secret, matched as it is.
    ("AnnouncementsConfirmRequest", "token"),
    ("CodeRequest", "code"),
    ("TwoFactorRequest", "code"),
    ("WelcomeRequest", "token"),
    ("WelcomeRequest", "password"),
    ("BankAssignRequest", "kind"),
    ("DeleteRequest", "confirm"),
    ("GalleryImageCreateRequest", "imagePath"),
    ("CheckInTapRequest", "tapId"),
    ("UndoTapRequest", "tapId"),
    ("EventRequest", "featuredImage"),
    ("ProgrammeEntryRequest", "trackPath"),
    ("ArtworkRequest", "path"),
    ("ContributionRequest", "imagePath"),
    ("PhotosSendRequest", "paths"),
}


def _request_components():
    """Every serializer the API takes as a request body (nested ones too), by its schema name."""
    generator = SchemaGenerator()
    generator.get_schema(request=None, public=True)
    for component in generator.registry._components.values():
        if component.name.endswith("Request") and isinstance(component.object, serializers.Serializer):
            yield component.name, component.object


def test_every_free_text_input_of_the_api_drops_control_characters():
    """A request's text field is a PlainTextField (core/fields.py), or is named
    above as no one's free text."""
    unchecked, checked = [], 0
    for name, serializer in _request_components():
        for field_name, field in serializer.fields.items():
            if field.read_only:
                continue
            if isinstance(field, serializers.ListField):
                field = field.child
            text = isinstance(field, serializers.CharField) and not isinstance(
                field, serializers.EmailField | serializers.URLField | serializers.RegexField
            )
            if not text or (name, field_name) in NOT_FREE_TEXT:
                continue
            checked += 1
            if not isinstance(field, PlainTextField):
                unchecked.append(f"{name}.{field_name}")

    assert unchecked == []
    assert checked > 40


def test_the_schema_says_a_required_text_needs_more_than_control_characters():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    pattern = re.compile(
        schema["components"]["schemas"]["RegistrationCreateRequest"]["properties"]["fullName"]["pattern"]
    )

    assert KEPT_BY_CLEANING in pattern.pattern
    assert pattern.search(f" {ESC}{RLO}A{BEL}{PDI} ") is None
    assert pattern.search(f" {ESC}Anita{BEL}")
