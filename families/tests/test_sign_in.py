"""Signing in without a password, over HTTP, with the code read from the email
that reached a real SMTP server."""

from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.sessions.backends.db import SessionStore
from django.utils import timezone
from rest_framework.test import APIClient

from contact.models import ContactMessage
from contact.tests.factories import ContactMessageFactory
from core.emails import email_key
from families.models import Family, SignInCode
from families.tests.conftest import ask_for_code, code_from, verify
from families.tests.factories import FamilyFactory, MemberFactory
from ledger.models import Payment
from money.tests.receipt_helpers import donation_paid
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)


def clock_start():
    return timezone.now().replace(microsecond=0)


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


def test_the_emailed_code_signs_in_and_the_first_sign_in_makes_the_family(api_client, smtp_server, settings):
    settings.SITE_URL = "https://tbca.example.org"
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", contact_email="organisers@example.org")
    RegistrationFactory(email="Anita@Example.com", full_name="Anita Sen", phone="209-555-0199")

    asked = ask_for_code(api_client, "anita@example.com")

    assert asked.status_code == 202
    assert asked.json() == {
        "message": "If that address can receive email, a 6-digit code is on its way. It works for 15 minutes."
    }
    (message,) = smtp_server.wait_for(1, within=10)
    code = code_from(message)
    assert message["To"] == "anita@example.com"
    assert message["Reply-To"] == "organisers@example.org"
    assert message["Subject"] == f"{code} is your sign-in code for Tracy Bengali Cultural Association"
    text = message.get_body(("plain",)).get_content()
    assert "It works once, within 15 minutes." in text
    link = f"https://tbca.example.org/family?email=anita%40example.com&code={code}"
    assert link in text
    assert link.replace("&", "&amp;") in message.get_body(("html",)).get_content()
    assert Family.objects.count() == 0

    signed_in = verify(api_client, "anita@example.com", code)

    assert signed_in.status_code == 200
    body = signed_in.json()
    assert (body["email"], body["name"], body["phone"], body["language"]) == (
        "anita@example.com",
        "Anita Sen",
        "209-555-0199",
        "en",
    )
    assert [registration["eventTitle"] for registration in body["registrations"]] == [
        Registration.objects.get().event.title
    ]
    assert api_client.get("/api/family").json() == body
    assert Family.objects.get().last_signed_in_at is not None


def test_the_one_tap_link_carries_the_address_and_code_that_sign_in(api_client, smtp_server):
    ask_for_code(api_client, "Bina.Roy@example.com")
    (message,) = smtp_server.wait_for(1, within=10)
    link = next(line for line in message.get_body(("plain",)).get_content().splitlines() if "/family?" in line)

    query = parse_qs(urlsplit(link).query)
    response = verify(APIClient(), query["email"][0], query["code"][0])

    assert urlsplit(link).path == "/family"
    assert response.status_code == 200
    assert response.json()["email"] == "Bina.Roy@example.com"


def test_an_unknown_address_gets_the_same_answer_and_a_code_as_a_known_one(api_client, smtp_server):
    FamilyFactory(email="known@example.com")

    known = ask_for_code(api_client, "known@example.com")
    unknown = ask_for_code(api_client, "nobody@example.com")

    assert (known.status_code, known.json()) == (unknown.status_code, unknown.json())
    assert [message["To"] for message in smtp_server.wait_for(2, within=10)] == [
        "known@example.com",
        "nobody@example.com",
    ]


def test_a_code_works_once(api_client, emailed_code):
    code = emailed_code(api_client, "anita@example.com")
    assert verify(api_client, "anita@example.com", code).status_code == 200

    again = verify(APIClient(), "anita@example.com", code)

    assert again.status_code == 400
    assert again.json()["message"] == "That code is wrong or has expired."


def test_five_wrong_tries_kill_the_code(api_client, emailed_code):
    code = emailed_code(api_client, "anita@example.com")

    for _ in range(5):
        response = verify(api_client, "anita@example.com", wrong(code))
        assert response.status_code == 400
        assert response.json() == {
            "message": "That code is wrong or has expired.",
            "errors": {"code": ["That code is wrong or has expired."]},
        }
    after = verify(api_client, "anita@example.com", code)

    assert after.status_code == 400
    assert Family.objects.count() == 0


def test_four_wrong_tries_leave_the_right_code_working(api_client, emailed_code):
    code = emailed_code(api_client, "anita@example.com")
    for _ in range(4):
        verify(api_client, "anita@example.com", wrong(code))

    assert verify(api_client, "anita@example.com", code).status_code == 200


def test_a_code_expires_after_15_minutes(api_client, emailed_code, clock):
    start = clock.set(clock_start())
    code = emailed_code(api_client, "anita@example.com")
    clock.set(start + timedelta(minutes=15, seconds=1))

    response = verify(api_client, "anita@example.com", code)

    assert response.status_code == 400
    assert response.json()["message"] == "That code is wrong or has expired."


def test_a_code_still_works_just_before_it_expires(api_client, emailed_code, clock):
    start = clock.set(clock_start())
    code = emailed_code(api_client, "anita@example.com")
    clock.set(start + timedelta(minutes=14, seconds=59))

    assert verify(api_client, "anita@example.com", code).status_code == 200


def test_the_code_of_one_address_does_not_sign_in_another(api_client, emailed_code):
    code = emailed_code(api_client, "anita@example.com")

    assert verify(api_client, "bina@example.com", code).status_code == 400
    assert verify(api_client, "ANITA@example.com", code).status_code == 200


def test_a_code_typed_with_bengali_digits_and_spaces_signs_in(api_client, emailed_code):
    code = emailed_code(api_client, "anita@example.com")
    typed = " ".join(code[:3].translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))) + " " + code[3:]

    assert verify(api_client, "anita@example.com", typed).status_code == 200


def test_a_code_that_is_not_six_digits_is_refused_without_counting_as_a_try(api_client, emailed_code):
    code = emailed_code(api_client, "anita@example.com")

    response = verify(api_client, "anita@example.com", "12345")

    assert response.status_code == 400
    assert response.json()["errors"] == {"code": ["Enter the 6-digit code from the email."]}
    assert SignInCode.objects.get().attempts == 0
    assert verify(api_client, "anita@example.com", code).status_code == 200


def test_at_most_five_codes_an_hour_go_to_one_address_and_the_answer_stays_202(
    api_client, smtp_server, clock, throttle_rates
):
    throttle_rates(**{"family-sign-in": "100/hour"})
    start = clock.set(clock_start())

    answers = [ask_for_code(api_client, "Anita@example.com" if n % 2 else "anita@example.com") for n in range(7)]

    assert [answer.status_code for answer in answers] == [202] * 7
    assert len({str(answer.json()) for answer in answers}) == 1
    assert len(smtp_server.wait_for(5, within=10)) == 5
    assert SignInCode.objects.count() == 5
    ask_for_code(api_client, "bina@example.com")
    assert len(smtp_server.wait_for(6, within=10)) == 6

    clock.set(start + timedelta(hours=1, seconds=1))
    ask_for_code(api_client, "anita@example.com")
    assert smtp_server.wait_for(7, within=10)[6]["To"] == "anita@example.com"


def test_a_newer_code_and_an_older_live_one_both_sign_in_but_only_once(api_client, emailed_code):
    first = emailed_code(api_client, "anita@example.com")
    second = emailed_code(api_client, "anita@example.com")

    assert verify(api_client, "anita@example.com", first).status_code == 200
    assert verify(APIClient(), "anita@example.com", second).status_code == 400


def test_asking_for_codes_is_throttled_per_client(api_client, smtp_server, throttle_rates):
    throttle_rates(**{"family-sign-in": "2/hour"})

    answers = [ask_for_code(api_client, f"family{n}@example.com").status_code for n in range(3)]

    assert answers == [202, 202, 429]


def test_trying_codes_is_throttled_per_client(api_client, throttle_rates):
    throttle_rates(**{"family-verify": "3/hour"})

    answers = [verify(api_client, f"family{n}@example.com", "123456").status_code for n in range(4)]

    assert answers == [400, 400, 400, 429]


def test_bad_addresses_are_refused_with_the_forms_message(api_client):
    for payload in ({}, {"email": ""}, {"email": "not-an-address"}):
        response = api_client.post("/api/family/sign-in", payload, format="json")
        assert response.status_code == 400
        assert response.json()["errors"] == {"email": ["Please enter a valid email address"]}


def test_the_code_email_is_in_the_language_the_visitor_asked_in(api_client, smtp_server):
    ask_for_code(api_client, "anita@example.com", HTTP_ACCEPT_LANGUAGE="bn")

    (message,) = smtp_server.wait_for(1, within=10)
    text = message.get_body(("plain",)).get_content()
    assert "আপনার পরিবারের পাতায় সাইন ইন করার কোড:" in text
    assert "১৫ মিনিটের" in text
    assert code_from(message).isascii()


def test_signing_in_gives_a_new_session_key_and_csrf_token_and_the_old_session_is_gone(api_client, sign_in, settings):
    session = api_client.session
    session["seen"] = True
    session.save()
    planted = session.session_key
    api_client.cookies[settings.SESSION_COOKIE_NAME] = planted
    token_before = api_client.get("/api/auth/session").json()["csrfToken"]

    sign_in(api_client, "anita@example.com")

    key = api_client.cookies[settings.SESSION_COOKIE_NAME].value
    assert key and key != planted
    assert not SessionStore().exists(planted)
    assert api_client.get("/api/family").status_code == 200
    assert api_client.cookies[settings.CSRF_COOKIE_NAME].value != token_before


def test_signing_in_again_rotates_the_key_again(api_client, sign_in, settings):
    sign_in(api_client, "anita@example.com")
    first = api_client.cookies[settings.SESSION_COOKIE_NAME].value

    sign_in(api_client, "anita@example.com")

    assert api_client.cookies[settings.SESSION_COOKIE_NAME].value != first


def test_a_family_session_has_no_organiser_rights(api_client, sign_in):
    sign_in(api_client, "anita@example.com")

    for path in ("/api/admin/events", "/api/admin/registrations/stats", "/api/admin/activity"):
        response = api_client.get(path)
        assert response.status_code == 401, path
        assert response.json() == {"message": "Unauthorized"}
    assert api_client.post("/api/admin/events", {}, format="json").status_code == 401
    assert api_client.get("/api/auth/session").json()["authenticated"] is False


def test_an_organiser_who_signs_in_as_a_family_stays_signed_in_as_an_organiser(staff_client, sign_in, settings):
    assert staff_client.get("/api/admin/events").status_code == 200
    key_before = staff_client.cookies[settings.SESSION_COOKIE_NAME].value
    token_before = staff_client.get("/api/auth/session").json()["csrfToken"]

    sign_in(staff_client, "organiser.at.home@example.com")

    assert staff_client.get("/api/admin/events").status_code == 200
    assert staff_client.get("/api/auth/session").json()["authenticated"] is True
    assert staff_client.get("/api/family").json()["email"] == "organiser.at.home@example.com"
    # The session still changed its key and its CSRF token, as any sign-in does.
    key = staff_client.cookies[settings.SESSION_COOKIE_NAME].value
    assert key != key_before
    assert not SessionStore().exists(key_before)
    assert staff_client.cookies[settings.CSRF_COOKIE_NAME].value != token_before


def test_an_organisers_second_family_sign_in_replaces_the_first_and_signing_out_leaves_the_organiser(
    staff_client, sign_in
):
    sign_in(staff_client, "anita@example.com")
    sign_in(staff_client, "bina@example.com")

    assert staff_client.get("/api/family").json()["email"] == "bina@example.com"
    assert staff_client.post("/api/family/sign-out").status_code == 204
    assert staff_client.get("/api/family").status_code == 401
    assert staff_client.get("/api/admin/events").status_code == 200


def test_opening_the_one_tap_link_signs_nobody_in_and_leaves_its_code_unused(api_client, smtp_server, built_index):
    """A GET of the link (a mail scanner following it) is the family page and
    nothing more: the page asks before it signs in, with a POST."""
    ask_for_code(api_client, "bina@example.com")
    (message,) = smtp_server.wait_for(1, within=10)
    link = next(line for line in message.get_body(("plain",)).get_content().splitlines() if "/family?" in line)
    scanner = APIClient()
    query = parse_qs(urlsplit(link).query)

    opened = scanner.get(f"{urlsplit(link).path}?{urlsplit(link).query}", HTTP_ACCEPT="text/html")
    verify_by_get = scanner.get("/api/family/verify", {"email": query["email"][0], "code": query["code"][0]})

    assert opened.status_code == 200
    assert verify_by_get.status_code == 405
    assert scanner.get("/api/family").status_code == 401
    assert not Family.objects.exists()
    assert SignInCode.objects.get().used_at is None
    response = verify(scanner, query["email"][0], query["code"][0])
    assert response.status_code == 200
    assert scanner.get("/api/family").json()["email"] == "bina@example.com"


def test_a_signed_in_user_who_is_not_an_organiser_gets_no_more_as_a_family(member_client, sign_in):
    sign_in(member_client, "anita@example.com")

    # Still signed in as the user they are, who is no organiser.
    assert member_client.get("/api/admin/events").status_code == 403
    assert member_client.get("/api/family").status_code == 200


def test_sign_in_calls_need_the_csrf_token(smtp_server):
    client = APIClient(enforce_csrf_checks=True)

    refused = ask_for_code(client, "anita@example.com")
    token = client.get("/api/auth/session").json()["csrfToken"]
    accepted = ask_for_code(client, "anita@example.com", HTTP_X_CSRFTOKEN=token)

    assert refused.status_code == 403
    assert accepted.status_code == 202
    assert len(smtp_server.wait_for(1, within=10)) == 1


def test_signing_out_ends_the_family_session(api_client, sign_in):
    sign_in(api_client, "anita@example.com")

    response = api_client.post("/api/family/sign-out")

    assert response.status_code == 204
    assert api_client.get("/api/family").status_code == 401


def test_no_organiser_can_read_a_code_in_the_back_office(admin_client, emailed_code):
    code = emailed_code(APIClient(), "anita@example.com")

    stored = SignInCode.objects.get()
    assert code not in stored.code_hash
    assert "anita" not in f"{stored.address} {stored.code_hash} {stored}"
    assert admin_client.get("/backoffice/families/signincode/").status_code == 404
    page = admin_client.get("/backoffice/").content.decode()
    assert "Families" in page
    assert "Sign in code" not in page


def test_a_familys_sign_out_leaves_an_organiser_who_signed_in_since_signed_in(staff_user, sign_in):
    client = APIClient()
    sign_in(client, "anita@example.com")
    client.force_login(staff_user)

    assert client.post("/api/family/sign-out").status_code == 204

    assert client.get("/api/family").status_code == 401
    assert client.get("/api/admin/events").status_code == 200


# A look-alike address (core/emails.py): gmail.com with a dotless i (U+0131) is a
# domain anyone may register; PostgreSQL's UPPER() makes that i an I.
ANITA = "anita.roy@gmail.com"
LOOK_ALIKE = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"


def anitas_family() -> Family:
    family = FamilyFactory(email=ANITA, name="Anita Roy", phone="209-555-0142")
    MemberFactory(family=family, name="Rohan Roy")
    RegistrationFactory(email=ANITA, full_name="Anita Roy")
    donation_paid(email=ANITA, full_name="Anita Roy")
    ContactMessageFactory(email=ANITA, first_name="Anita", message="Can we bring a harmonium?")
    ProgrammeEntryFactory(contact_email=ANITA, contact_name="Anita Roy")
    return family


def test_a_look_alike_address_gets_its_code_and_a_new_family_of_its_own(api_client, smtp_server):
    anita = anitas_family()
    arrived = len(smtp_server.messages)

    assert ask_for_code(api_client, LOOK_ALIKE).status_code == 202
    (message,) = smtp_server.wait_for(arrived + 1, within=10)[arrived:]
    signed_in = verify(api_client, LOOK_ALIKE, code_from(message))

    # The code went to the look-alike's own domain, and signs in to its own family.
    assert smtp_server.recipients[-1] == ["anita.roy@xn--gmal-nza.com"]
    assert signed_in.status_code == 200
    body = signed_in.json()
    assert body == {
        "email": LOOK_ALIKE,
        "name": "",
        "phone": "",
        "language": "en",
        "announcements": False,
        "announcementsStatus": "none",
        "members": [],
        "registrations": [],
        "memberships": [],
        "donations": [],
        "payments": [],
    }
    assert api_client.get("/api/family").json() == body
    own = Family.objects.exclude(pk=anita.pk).get()
    assert (own.email, own.email_key) == (LOOK_ALIKE, "anita.roy@xn--gmal-nza.com")
    exported = api_client.get("/api/family/export").content.decode()
    assert "Roy" not in exported.replace(LOOK_ALIKE, "")
    assert "harmonium" not in exported
    payment = Payment.objects.get()
    assert api_client.get(f"/api/family/payments/{payment.pk}/receipt.pdf").status_code == 404
    assert api_client.get(f"/api/family/statements/{payment.received_on.year}.pdf").status_code == 404


def test_deleting_the_look_alikes_family_leaves_anitas_alone(api_client, sign_in):
    anita = anitas_family()
    sign_in(api_client, LOOK_ALIKE)

    assert api_client.delete("/api/family", {"confirm": "DELETE"}, format="json").status_code == 204

    assert list(Family.objects.all()) == [anita]
    assert list(anita.members.values_list("name", flat=True)) == ["Rohan Roy"]
    assert Registration.objects.get().email == ANITA
    assert ContactMessage.objects.get().email == ANITA
    assert ProgrammeEntry.objects.get().contact_email == ANITA


def test_anitas_spellings_still_sign_in_to_her_family(api_client, sign_in):
    anita = anitas_family()

    body = sign_in(api_client, "Anita.Roy@GMAIL.com")

    assert (body["email"], body["name"], [member["name"] for member in body["members"]]) == (
        ANITA,
        "Anita Roy",
        ["Rohan Roy"],
    )
    assert len(body["registrations"]) == len(body["payments"]) == 1
    assert list(Family.objects.all()) == [anita]


def test_a_code_for_one_address_does_not_sign_in_its_look_alike(api_client, emailed_code):
    anitas_family()
    anitas_code = emailed_code(api_client, ANITA)
    look_alikes_code = emailed_code(api_client, LOOK_ALIKE)

    assert verify(api_client, LOOK_ALIKE, anitas_code).status_code == 400
    assert verify(api_client, ANITA, look_alikes_code).status_code == 400
    # Upper-cased, the dotless i is an I: ANITA.ROY@GMAIL.COM is Anita's.
    assert verify(api_client, LOOK_ALIKE.upper(), anitas_code).status_code == 200


def test_each_address_counts_its_own_codes_however_it_is_typed(api_client, smtp_server, throttle_rates):
    throttle_rates(**{"family-sign-in": "100/hour"})

    for typed in ["anita.roy@gmail.com", "Anita.Roy@Gmail.com", "ANITA.ROY@GMAIL.COM", ANITA, ANITA, ANITA]:
        ask_for_code(api_client, typed)
    ask_for_code(api_client, LOOK_ALIKE)

    assert len(smtp_server.wait_for(6, within=10)) == 6
    assert [email_key(recipient) for (recipient,) in smtp_server.recipients] == [ANITA] * 5 + [
        "anita.roy@xn--gmal-nza.com"
    ]


@pytest.mark.parametrize(
    "typed",
    [
        LOOK_ALIKE,
        "anita@stra\N{LATIN SMALL LETTER SHARP S}e.de",
        "anita@\N{LATIN CAPITAL LETTER U WITH DIAERESIS}berall.de",
        "anita.roy@" + "".join(chr(ord(letter) - ord("a") + 0xFF41) for letter in "gmail") + ".com",
        "anita@gm\N{CYRILLIC SMALL LETTER A}il.com",
    ],
)
def test_the_code_goes_to_the_domain_the_address_is_matched_by(api_client, smtp_server, typed):
    """Two addresses share a family only when their codes reach one mailbox."""
    ask_for_code(api_client, typed)

    smtp_server.wait_for(1, within=10)
    (recipient,) = smtp_server.recipients[0]
    assert recipient.rpartition("@")[2] == email_key(typed).rpartition("@")[2]
