"""An email address's key (core/emails.py): one spelling of an address and
another share it; a look-alike address does not. And every way a keyed model
is written sets it."""

import pytest
from django.core.management import CommandError, call_command
from django.db import IntegrityError

from core.emails import email_key
from events.tests.factories import EventFactory
from families.models import Family
from families.tests.factories import FamilyFactory
from ledger.models import Payment
from programme.models import ProgrammeEntry
from programme.services import programme_entries_anonymise
from programme.tests.factories import ProgrammeEntryFactory
from registrations.models import Registration
from registrations.services import registrations_anonymise
from registrations.tests.factories import RegistrationFactory

DOTLESS_I = "\N{LATIN SMALL LETTER DOTLESS I}"
DOTTED_CAPITAL_I = "\N{LATIN CAPITAL LETTER I WITH DOT ABOVE}"
CYRILLIC_A = "\N{CYRILLIC SMALL LETTER A}"
SHARP_S = "\N{LATIN SMALL LETTER SHARP S}"
# "gmail" in fullwidth letters (U+FF47 ...).
FULLWIDTH_GMAIL = "".join(chr(ord(letter) - ord("a") + 0xFF41) for letter in "gmail")

ANITA = "anita.roy@gmail.com"


def ascii_lower(text: str) -> str:
    return text.translate(str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"))


@pytest.mark.parametrize(
    "typed",
    [
        "anita.roy@gmail.com",
        "Anita.Roy@Gmail.com",
        "ANITA.ROY@GMAIL.COM",
        "  anita.roy@gmail.com \n",
        # Mail to a fullwidth domain goes to gmail.com (IDNA maps it so): one mailbox, one key.
        f"anita.roy@{FULLWIDTH_GMAIL}.com",
    ],
)
def test_spellings_of_one_address_share_its_key(typed):
    assert email_key(typed) == ANITA


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        # The dotless i is a registrable domain of its own; PostgreSQL's UPPER() makes it I.
        (f"anita.roy@gma{DOTLESS_I}l.com", "anita.roy@xn--gmal-nza.com"),
        (f"ANITA.ROY@GMA{DOTLESS_I}L.COM", "anita.roy@xn--gmal-nza.com"),
        # Turkish capital dotted I: lower-cased by Unicode it is i and a combining dot.
        (f"anita.roy@gma{DOTTED_CAPITAL_I}l.com", "anita.roy@xn--gmail-bgd.com"),
        (f"anita.roy@gm{CYRILLIC_A}il.com", "anita.roy@xn--gmil-63d.com"),
        # In the local part nothing but ASCII letters is folded.
        (f"anita.ro{DOTLESS_I}@gmail.com", f"anita.ro{DOTLESS_I}@gmail.com"),
        (f"AN{DOTTED_CAPITAL_I}TA.ROY@gmail.com", f"an{DOTTED_CAPITAL_I}ta.roy@gmail.com"),
        (f"anita.roy{FULLWIDTH_GMAIL[0]}@gmail.com", f"anita.roy{FULLWIDTH_GMAIL[0]}@gmail.com"),
        (f"str{SHARP_S}e@gmail.com", f"str{SHARP_S}e@gmail.com"),
        # A trailing dot is kept: such an address is refused by the forms anyway.
        ("anita.roy@gmail.com.", "anita.roy@gmail.com."),
    ],
)
def test_a_look_alike_has_a_key_of_its_own(typed, key):
    assert email_key(typed) == key
    assert email_key(typed) != ANITA


def test_the_domain_is_keyed_as_mail_is_sent_to_it():
    # Django mails straße.de at strasse.de (IDNA 2003, the encoding its mail
    # backends use), so the two are one mailbox and one key.
    assert email_key(f"Anita@Stra{SHARP_S}e.de") == email_key("anita@strasse.de") == "anita@strasse.de"
    assert email_key("anita@M\N{LATIN CAPITAL LETTER U WITH DIAERESIS}nchen.de") == "anita@xn--mnchen-3ya.de"
    assert email_key("anita.roy@xn--gmal-nza.com") == email_key(f"anita.roy@gma{DOTLESS_I}l.com")


@pytest.mark.parametrize(
    "typed",
    [
        "anita@gmail..com",
        f"anita@{'x' * 64}.com",
        f"Anita@{DOTLESS_I}..COM",
        "anita@",
        "anita@.",
    ],
)
def test_an_address_whose_domain_cannot_be_encoded_matches_only_itself(typed):
    key = email_key(typed)

    local, _, domain = typed.rpartition("@")
    assert key == f"{local.lower()}@{ascii_lower(domain)}"
    assert key != ANITA


def test_the_key_of_a_key_is_itself():
    for typed in [
        ANITA,
        f"ANITA.ROY@GMA{DOTLESS_I}L.COM",
        f"AN{DOTTED_CAPITAL_I}TA@Stra{SHARP_S}e.de",
        "anita@GMAIL..com",
        "x@" + ".".join(["\N{LATIN SMALL LETTER A WITH DIAERESIS}"] * 100),
    ]:
        assert email_key(email_key(typed)) == email_key(typed)


def test_an_address_without_at_and_the_empty_address():
    assert email_key("") == ""
    assert email_key("   ") == ""
    assert email_key("Anita") == "anita"
    # Split at the last @.
    assert email_key('"A@B"@Gmail.com') == '"a@b"@gmail.com'


def test_a_domain_longer_than_dns_carries_keeps_its_letters():
    # Each one-letter label grows into seven: encoded, the domain would be longer than 253 characters.
    domain = ".".join(["\N{LATIN SMALL LETTER A WITH DIAERESIS}"] * 100)

    assert email_key(f"x@{domain}") == f"x@{domain}"


# Every write sets the key.


@pytest.mark.django_db
def test_saving_sets_the_key_and_a_changed_address_changes_it():
    family = Family.objects.create(email=f"Anita.Roy@Gma{DOTLESS_I}l.com")
    assert Family.objects.get().email_key == "anita.roy@xn--gmal-nza.com"

    family.email = "ANITA.ROY@GMAIL.COM"
    family.save(update_fields=["email"])

    assert Family.objects.values_list("email", "email_key").get() == ("ANITA.ROY@GMAIL.COM", ANITA)


@pytest.mark.django_db
def test_updating_and_bulk_creating_set_the_key():
    event = EventFactory()
    Registration.objects.bulk_create(
        [Registration(event=event, full_name="Anita Roy", email="Anita.Roy@Gmail.com", payment_reference="R-1")]
    )
    registration = Registration.objects.get()
    assert registration.email_key == ANITA

    Registration.objects.filter(pk=registration.pk).update(email=f"anita.roy@gma{DOTLESS_I}l.com")
    assert Registration.objects.get().email_key == "anita.roy@xn--gmal-nza.com"

    registration.refresh_from_db()
    registration.email = "ANITA.ROY@gmail.com"
    Registration.objects.bulk_update([registration], ["email"])
    assert Registration.objects.get().email_key == ANITA


@pytest.mark.django_db
def test_anonymising_empties_the_key():
    registration = RegistrationFactory(email=ANITA)
    act = ProgrammeEntryFactory(contact_email=ANITA)
    assert (registration.email_key, act.contact_email_key) == (ANITA, ANITA)

    registrations_anonymise(registrations=Registration.objects.all())
    programme_entries_anonymise(entries=ProgrammeEntry.objects.all())

    assert Registration.objects.values_list("email", "email_key").get() == ("", "")
    assert ProgrammeEntry.objects.values_list("contact_email", "contact_email_key").get() == ("", "")


@pytest.mark.django_db
def test_a_payment_keys_its_payers_address():
    payment = Payment.objects.create(
        kind="donation",
        target_id=1,
        amount=100,
        method="cash",
        received_on="2026-03-14",
        payer_name="Anita Roy",
        payer_email="Anita.Roy@GMAIL.com",
        receipt_number="2026-0001",
        recorded_by="organiser",
    )
    assert payment.payer_email_key == ANITA
    assert (
        Payment.objects.create(
            kind="donation",
            target_id=1,
            amount=100,
            method="cash",
            received_on="2026-03-14",
            payer_name="Anonymous",
            receipt_number="2026-0002",
            recorded_by="organiser",
        ).payer_email_key
        == ""
    )


@pytest.mark.django_db(transaction=True)
def test_the_database_holds_one_family_per_key_and_none_per_look_alike():
    FamilyFactory(email=ANITA)
    FamilyFactory(email=f"anita.roy@gma{DOTLESS_I}l.com")

    with pytest.raises(IntegrityError):
        FamilyFactory(email="Anita.Roy@GMAIL.COM")


@pytest.mark.django_db
def test_rows_the_previous_release_wrote_get_their_keys_and_a_clash_is_named(capsys):
    registration = RegistrationFactory(email="Anita.Roy@Gmail.com")
    anonymised = RegistrationFactory(email="")
    Family.objects.create(email=ANITA)
    # What the previous release leaves: no key (the database's default), or the key of the address before.
    Registration._base_manager.filter(pk=registration.pk).update(email_key="")
    Family._base_manager.update(email="anita@example.com")
    later = Family.objects.create(email="Anita@Example.com")
    Family._base_manager.filter(pk=later.pk).update(email_key="")

    with pytest.raises(CommandError, match=f"families.Family {later.pk}"):
        call_command("fill_email_keys")

    assert "Set the key of 2 address(es)." in capsys.readouterr().out
    assert Registration.objects.get(pk=registration.pk).email_key == ANITA
    assert Registration.objects.get(pk=anonymised.pk).email_key == ""
    assert sorted(Family.objects.values_list("email_key", flat=True)) == ["", "anita@example.com"]
    Family.objects.filter(pk=later.pk).delete()
    call_command("fill_email_keys")
    assert "Set the key of 0 address(es)." in capsys.readouterr().out
