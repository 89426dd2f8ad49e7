"""Each entry of the log as the sentence an organiser reads: names, dollars
and words, not ids, cents and codes; in English or Bengali as the request asks."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import translation

from activity.models import Entry
from activity.sentences import SENTENCES, Names, PaymentFacts, entry_text
from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from membership.tests.factories import MembershipFactory
from money.tests.factories import DonationFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def texts(client, **headers) -> list[str]:
    response = client.get("/api/admin/activity", **headers)
    assert response.status_code == 200
    return [entry["text"] for entry in response.json()["results"]]


def record(client, target, kind: str, **fields):
    body = {"kind": kind, "targetId": target.pk, "amount": 5000, "method": "bank", **fields}
    response = client.post("/api/admin/payments", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def test_a_payment_reads_as_who_recorded_how_much_how_from_whom_for_what(staff_client):
    registration = RegistrationFactory(full_name="Anita Sen", event=EventFactory(title="Durga Puja"), amount_due=5000)
    record(staff_client, registration, "registration")

    assert texts(staff_client) == ["organiser recorded $50.00 by bank transfer from Anita Sen for Durga Puja."]


def test_a_membership_donation_refund_and_void_read_as_sentences(staff_client):
    membership = MembershipFactory(name="Rahul Ghosh", year=2026, tier__name="Family")
    donation = DonationFactory(full_name="Mita Das", purpose="puja")
    record(staff_client, membership, "membership", method="zelle", amount=12000)
    gift = record(staff_client, donation, "donation", method="cash", amount=2500)
    record(staff_client, donation, "donation", method="check", amount=-1000)
    staff_client.post(f"/api/admin/payments/{gift['id']}/void", {"reason": "Recorded twice"}, format="json")

    assert texts(staff_client) == [
        f"organiser voided receipt {gift['receiptNumber']} ($25.00 from Mita Das): “Recorded twice”.",
        "organiser recorded a refund of $10.00 by check to Mita Das for Donation: Puja.",
        "organiser recorded $25.00 in cash from Mita Das for Donation: Puja.",
        "organiser recorded $120.00 by Zelle from Rahul Ghosh for Membership 2026: Family.",
    ]


def test_a_registrants_change_and_cancel_are_in_their_own_name(api_client, staff_client):
    registration = RegistrationFactory(
        full_name="Anita Sen", email="anita@example.com", guest_count=2, event=EventFactory(title="Kali Puja")
    )
    token = {"HTTP_X_REGISTRATION_TOKEN": manage_token(REGISTRATION, registration.pk)}
    api_client.put(
        f"/api/registrations/{registration.pk}",
        {"fullName": "Anita Sen", "email": "anita@example.com", "phone": registration.phone, "guestCount": 3},
        format="json",
        **token,
    )
    api_client.post(f"/api/registrations/{registration.pk}/cancel", **token)

    assert texts(staff_client) == [
        "Anita Sen cancelled their registration for Kali Puja.",
        "Anita Sen changed their registration for Kali Puja: guests from 2 to 3.",
    ]


def test_an_event_change_names_its_fields_in_words(staff_client):
    event = EventFactory(title="Kali Puja", capacity=40, registration_open=True)
    payload = next(item for item in staff_client.get("/api/admin/events").json() if item["id"] == event.pk)
    staff_client.put(
        f"/api/admin/events/{event.pk}",
        {**payload, "capacity": 60, "registrationOpen": False, "description": "A long description. " * 10},
        format="json",
    )

    [text] = texts(staff_client)
    assert text.startswith("organiser changed the event Kali Puja: ")
    assert "capacity from 40 to 60" in text
    assert "registration open from yes to no" in text
    assert "description" in text and "A long description" not in text


def test_the_log_reads_in_bengali_for_a_bengali_organiser(staff_client):
    registration = RegistrationFactory(full_name="Anita Sen", event=EventFactory(title="Durga Puja"), amount_due=5000)
    record(staff_client, registration, "registration")

    [text] = texts(staff_client, HTTP_ACCEPT_LANGUAGE="bn")

    assert text == "organiser Durga Puja-র জন্য Anita Sen-এর কাছ থেকে ব্যাংক ট্রান্সফারে $৫০.০০ জমা নিলেন।"  # noqa: RUF001


def test_an_entry_about_a_deleted_event_says_so(staff_client):
    event = EventFactory(title="Gone")
    registration = RegistrationFactory(full_name="Bina Roy", event=event)
    staff_client.post(f"/api/admin/registrations/{registration.pk}/check-in")
    staff_client.delete(f"/api/admin/events/{event.pk}")

    assert texts(staff_client) == [
        "organiser deleted the event Gone.",
        "organiser checked in Bina Roy at an event since deleted.",
    ]


def test_an_action_the_log_does_not_know_still_reads_as_a_sentence():
    entry = Entry(actor="rina", action="sponsor.create", target_type="sponsor", summary="Sweet Bengal")

    assert entry_text(entry) == "rina made a change (sponsor create): Sweet Bengal."


def test_a_door_pass_is_named_in_the_readers_language():
    entry = Entry(actor="Door pass: Rina's phone", action="sponsor.create", target_type="sponsor", summary="Roy")

    assert entry_text(entry).startswith("Door pass: Rina's phone made a change")
    with translation.override("bn"):
        assert entry_text(entry).startswith("দরজার পাস: Rina's phone")


# One entry of each kind as its service records it, and a word its sentence must carry.
EXAMPLES = {
    "event.create": (dict(summary="Durga Puja"), "created the event Durga Puja"),
    "event.delete": (dict(summary="Durga Puja"), "deleted the event Durga Puja"),
    "registration.create": (dict(actor="registrant", summary="Anita Sen"), "Anita Sen registered for Durga Puja"),
    "registration.delete": (dict(summary="Anita Sen"), "deleted the registration of Anita Sen"),
    "registration.promote": (
        dict(actor="system", summary="Anita Sen", changes={"status": ["waitlisted", "confirmed"]}),
        "Anita Sen got a place at Durga Puja from the waiting list",
    ),
    "registration.check_in": (
        dict(
            summary="Anita Sen",
            changes={"checked_in_at": [None, "2026-10-20T18:00:00-07:00"], "arrived_guests": [None, 3]},
        ),
        "checked in Anita Sen at Durga Puja (3 guests arrived)",
    ),
    "registration.check_in_undo": (dict(summary="Anita Sen"), "undid the check-in of Anita Sen"),
    "message.send": (
        dict(summary="Parking", changes={"audience": [None, "confirmed"], "recipients": [None, 1]}),
        "emailed the confirmed guests of Durga Puja “Parking” (1 party)",
    ),
    "announcement.send": (
        dict(summary="Saraswati Puja", changes={"audience": [None, "all"], "recipients": [None, 2]}),
        "sent the announcement “Saraswati Puja” (2 addresses)",
    ),
    "announcement.cancel": (
        dict(summary="Saraswati Puja"),
        "cancelled the announcement “Saraswati Puja” before it was sent",
    ),
    "undeliverable.clear": (dict(summary="anita@example.com"), "cleared anita@example.com from the undeliverable"),
    "gallery.create": (dict(summary="Aarti"), "added the photo Aarti to the gallery"),
    "gallery.update": (
        dict(summary="Aarti", changes={"caption": ["", "Evening aarti"]}),
        "caption set to “Evening aarti”",
    ),
    "gallery.delete": (dict(summary="Aarti"), "removed the photo Aarti"),
    "contact.mark": (dict(summary="Anita Sen: Volunteering", changes={"handled": [False, True]}), "as handled"),
    "contact.delete": (dict(summary="Anita Sen: Volunteering"), "deleted the message from Anita Sen"),
    "settings.update": (dict(changes={"tagline": ["", "Together"]}), "changed the website settings: tagline set to"),
    "payment.import": (dict(summary="chase.csv (12)"), "uploaded the bank statement chase.csv (12 lines)"),
    "import.apply": (
        dict(summary="members.xlsx", changes={"created": [None, 40], "updated": [None, 2], "skipped": [None, 1]}),
        "applied the import members.xlsx: 40 added, 2 updated, 1 skipped",
    ),
    "import.undo": (dict(summary="members.xlsx", changes={"removed": [None, 40]}), "undid the import members.xlsx"),
    "photo.submit": (dict(actor="anita@example.com", summary="Sen family"), "Sen family sent a photo of Durga Puja"),
    "photo.approve": (dict(summary="Sen family"), "approved a photo of Durga Puja from Sen family"),
    "photo.decline": (dict(summary="Sen family"), "declined a photo of Durga Puja from Sen family"),
    "statements.send": (
        dict(summary="Donation statements 2026", changes={"recipients": [None, 1]}),
        "sent the donation statements for 2026 to 1 donor.",
    ),
    "membership.join": (
        dict(
            actor="family",
            summary="Rahul Ghosh Family 2026",
            changes={"tier": [None, "Family"], "year": [None, 2026], "amount_due": [None, 5000]},
        ),
        "became a member for 2026 (Family, $50.00)",
    ),
    "membership_tier.create": (
        dict(summary="Family", changes={"amount": [None, 5000]}),
        "added the membership tier Family at $50.00",
    ),
    "membership_tier.update": (
        dict(summary="Family", changes={"amount": [5000, 6000]}),
        "amount from $50.00 to $60.00",
    ),
    "membership_tier.delete": (dict(summary="Family"), "deleted the membership tier Family"),
    "family.create": (dict(actor="family"), "A new family signed in for the first time."),
    "family.update": (
        dict(actor="family", changes={"phone": ["", "209 555 0101"]}),
        "A family changed its details: phone set to",
    ),
    "family.delete": (dict(actor="family"), "A family deleted its details"),
    "programme.submit": (dict(actor="registrant", summary="Dhunuchi Naach"), "The act Dhunuchi Naach was put forward"),
    "programme.update": (
        dict(actor="registrant", summary="Dhunuchi Naach", changes={"duration_minutes": [5, 7]}),
        "length from 5 to 7",
    ),
    "programme.withdraw": (
        dict(actor="registrant", summary="Dhunuchi Naach"),
        "was withdrawn from the programme of Durga Puja",
    ),
    "programme.decide": (
        dict(summary="Dhunuchi Naach", changes={"status": ["submitted", "accepted"]}),
        "accepted the act Dhunuchi Naach",
    ),
    "programme.order": (
        dict(summary="Durga Puja", changes={"order": [[1, 2], [2, 1]]}),
        "set the running order of Durga Puja (2 acts)",
    ),
    "programme.delete": (dict(summary="Dhunuchi Naach"), "deleted the act Dhunuchi Naach"),
    "shift.sign_up": (dict(actor="registrant", summary="Anita Sen: Bhog kitchen"), "Anita Sen: Bhog kitchen signed up"),
    "shift.give_up": (dict(actor="registrant", summary="Anita Sen: Bhog kitchen"), "gave back their volunteer place"),
    "shift.check_in": (
        dict(summary="Anita Sen: Bhog kitchen", changes={"hours": [None, 3.0]}),
        "checked in the volunteer Anita Sen: Bhog kitchen at Durga Puja",
    ),
    "shift.hours": (
        dict(summary="Anita Sen: Bhog kitchen", changes={"hours": [3.0, 2.5]}),
        "set the hours of the volunteer Anita Sen: Bhog kitchen at Durga Puja to 2.5",
    ),
    "shift.message": (
        dict(summary="Aprons", changes={"role": [None, "Bhog kitchen"], "recipients": [None, 2]}),
        "emailed the volunteers of Bhog kitchen at Durga Puja “Aprons” (2 volunteers)",
    ),
    "two_factor.totp": (dict(), "set up an authenticator app for two-step sign-in."),
    "two_factor.passkey": (dict(summary="Rina's phone"), "added the passkey Rina's phone."),
    "two_factor.totp_remove": (dict(), "removed their authenticator app from two-step sign-in."),
    "two_factor.passkey_remove": (dict(summary="Rina's phone"), "removed the passkey Rina's phone."),
    "account.roles": (
        dict(summary="rina", changes={"roles": [["door"], ["organiser", "treasurer"]]}),
        "gave rina the roles: organiser, treasurer.",
    ),
    "person.invite": (dict(summary="rina"), "invited rina to help run the site."),
    "person.welcome": (dict(actor="rina"), "rina chose a password and signed in for the first time."),
    "person.update": (
        dict(summary="rina", changes={"active": [True, False]}),
        "changed the account of rina: active from yes to no.",
    ),
    "approval.propose": (
        dict(summary="Anita Sen", changes={"action": [None, "refund"], "amount": [None, -15000], "reason": [None, ""]}),
        "rina proposed a refund of $150.00 to Anita Sen, for a second treasurer to approve.",
    ),
    "approval.approve": (
        dict(
            summary="Anita Sen",
            changes={"action": [None, "void"], "amount": [None, 15000], "proposed_by": [None, "tara"]},
        ),
        "rina approved voiding the payment of $150.00 from Anita Sen, proposed by tara.",
    ),
    "approval.reject": (
        dict(
            summary="Anita Sen",
            changes={
                "action": [None, "refund"],
                "amount": [None, -15000],
                "proposed_by": [None, "tara"],
                "reason": [None, "Paid twice? No."],
            },
        ),
        "rina rejected the refund of $150.00 to Anita Sen, proposed by tara: “Paid twice? No.”.",
    ),
    "download.registrations": (dict(), "downloaded the registrations of Durga Puja."),
    "download.roll": (dict(summary="2026"), "downloaded the membership roll of 2026."),
    "download.ledger": (dict(summary="2026"), "downloaded the ledger of 2026."),
    "download.tracks": (dict(), "downloaded the music of the programme of Durga Puja."),
    "download.door": (dict(), "downloaded the door's list of Durga Puja."),
    "door_pass.create": (dict(summary="Rina's phone"), "made the door pass Rina's phone for Durga Puja."),
    "door_pass.revoke": (dict(summary="Rina's phone"), "revoked the door pass Rina's phone for Durga Puja."),
    "download.souvenir": (dict(), "downloaded the souvenir of Durga Puja."),
    "sponsor.take": (dict(actor="registrant", summary="Sweet Bengal"), "Sweet Bengal took a sponsorship of Durga Puja"),
    "sponsor.artwork": (dict(actor="registrant", summary="Sweet Bengal"), "Sweet Bengal sent the artwork"),
    "sponsor.review": (
        dict(summary="Sweet Bengal", changes={"status": ["artworkSubmitted", "approved"]}),
        "approved the ad of Sweet Bengal",
    ),
    "souvenir.submit": (dict(actor="registrant", summary="Sharat"), "The piece Sharat was sent for the souvenir"),
    "souvenir.decide": (
        dict(summary="Sharat", changes={"status": ["submitted", "accepted"]}),
        "accepted the piece Sharat for the souvenir of Durga Puja",
    ),
}


def recorded_actions() -> set[str]:
    """Every action a service of the site records, read from the source."""
    found = set()
    for path in Path(settings.BASE_DIR).glob("*/**/*.py"):
        if ".venv" in path.parts or "tests" in path.parts or "node_modules" in path.parts:
            continue
        found.update(re.findall(r'action="([a-z_]+\.[a-z_]+)"', path.read_text(encoding="utf-8")))
        found.update(re.findall(r'"(registration\.check_in(?:_undo)?)"', path.read_text(encoding="utf-8")))
    return found


def test_every_action_the_site_records_has_its_own_sentence():
    assert recorded_actions() - set(SENTENCES) == set()
    assert set(SENTENCES) - recorded_actions() == set()


# The kinds whose sentences the tests above write through the API, as organisers make them.
THROUGH_THE_API = {"event.update", "registration.update", "registration.cancel", "payment.record", "payment.void"}


def test_each_kind_has_an_example_here_or_above():
    assert set(SENTENCES) - set(EXAMPLES) == THROUGH_THE_API


@pytest.mark.parametrize("action", sorted(EXAMPLES))
def test_each_kind_reads_as_a_sentence_without_codes(action):
    fields, expected = EXAMPLES[action]
    entry = Entry(action=action, target_type="x", target_id=1, event_id=7, **{"actor": "rina", **fields})
    names = Names(events={7: "Durga Puja"}, payments={1: PaymentFacts("Anita Sen", "Durga Puja", 5000, "2026-00001")})

    with translation.override("en"):
        text = entry_text(entry, names=names)

    assert expected in text
    assert text.endswith(".")
    assert action not in text and "_" not in text and "None" not in text


@pytest.mark.parametrize("action", sorted(SENTENCES))
def test_each_kind_has_its_bengali_sentence(action):
    fields, _expected = EXAMPLES.get(action, (dict(summary="Anita Sen"), ""))
    entry = Entry(action=action, target_type="x", target_id=1, event_id=7, **{"actor": "rina", **fields})
    names = Names(events={7: "Durga Puja"}, payments={1: PaymentFacts("Anita Sen", "Durga Puja", 5000, "2026-00001")})

    with translation.override("en"):
        english = entry_text(entry, names=names)
    with translation.override("bn"):
        bengali = entry_text(entry, names=names)

    assert bengali != english
    assert re.search("[\u0980-\u09ff]", bengali)
