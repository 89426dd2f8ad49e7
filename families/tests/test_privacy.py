"""Privacy by default: `anonymise_past` keeps parties' personal details no
longer than RETENTION_MONTHS after their event; organisers see which parties
are signed-in families, and the back office shows families to read."""

from datetime import date, datetime, timedelta
from io import StringIO

import pytest
from django.conf import settings as django_settings
from django.core.management import CommandError, call_command

from activity.models import Entry
from events.tests.factories import EventFactory
from families.models import SignInCode
from families.services import family_sign_in_request, months_before
from families.tests.factories import FamilyFactory, MemberFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

TODAY = date(2030, 6, 15)


@pytest.fixture
def on_today(clock):
    clock.set(datetime(2030, 6, 15, 9, 0))
    return clock


def anonymise_past(*args: str) -> str:
    out = StringIO()
    call_command("anonymise_past", *args, stdout=out)
    return out.getvalue()


def test_registrations_of_events_more_than_the_retention_past_are_anonymised_with_their_counts_kept(
    on_today, settings, staff_client
):
    settings.RETENTION_MONTHS = 24
    old = EventFactory(date=date(2028, 6, 14))
    edge = EventFactory(date=date(2028, 6, 15))
    recent = EventFactory(date=date(2029, 6, 1))
    anonymised = RegistrationFactory(
        event=old,
        full_name="Anita Sen",
        email="anita@example.com",
        phone="209-555-0142",
        notes="Late",
        guest_count=4,
        children=1,
        vegetarian_meals=2,
        dietary_notes="No peanuts",
        photo_consent=True,
    )
    cancelled = RegistrationFactory(event=old, full_name="Bina Roy", status=Registration.Status.CANCELLED)
    kept = [RegistrationFactory(event=edge), RegistrationFactory(event=recent)]
    Entry.objects.create(
        actor="registrant",
        action="registration.update",
        target_type="registration",
        target_id=anonymised.pk,
        event_id=old.pk,
        summary="Anita Sen",
        changes={"email": ["anita@old.example.com", "anita@example.com"], "guest_count": [3, 4]},
    )

    output = anonymise_past()

    anonymised.refresh_from_db()
    assert (anonymised.full_name, anonymised.email, anonymised.phone, anonymised.notes, anonymised.dietary_notes) == (
        "Deleted family",
        "",
        "",
        "",
        "",
    )
    assert (anonymised.guest_count, anonymised.children, anonymised.vegetarian_meals, anonymised.photo_consent) == (
        4,
        1,
        2,
        True,
    )
    cancelled.refresh_from_db()
    assert (cancelled.full_name, cancelled.status) == ("Deleted family", "cancelled")
    for registration in kept:
        registration.refresh_from_db()
        assert registration.email.endswith("@example.com")
    entry = Entry.objects.get(target_id=anonymised.pk)
    assert (entry.summary, entry.changes) == ("Deleted family", {"guest_count": [3, 4]})
    assert "Anonymised 2 registration(s) of events more than 24 month(s) past" in output
    summary = staff_client.get(f"/api/admin/events/{old.pk}/summary").json()
    assert (summary["confirmedGuests"], summary["vegetarianMeals"]) == (4, 2)


def test_running_it_again_changes_nothing(on_today):
    RegistrationFactory.create_batch(2, event=EventFactory(date=date(2020, 1, 1)))
    anonymise_past()

    assert "Anonymised 0 registration(s)" in anonymise_past()


def test_the_retention_comes_from_the_setting_or_the_command_line(on_today, settings):
    settings.RETENTION_MONTHS = 6
    half_a_year = RegistrationFactory(event=EventFactory(date=date(2029, 12, 1)))
    a_month = RegistrationFactory(event=EventFactory(date=date(2030, 5, 1)))

    anonymise_past()
    half_a_year.refresh_from_db()
    assert half_a_year.email == ""

    anonymise_past("--months", "1")
    a_month.refresh_from_db()
    assert a_month.email == ""


def test_a_negative_retention_is_refused(on_today):
    with pytest.raises(CommandError, match="cannot be negative"):
        anonymise_past("--months", "-1")


def test_the_retention_defaults_to_24_months():
    assert django_settings.RETENTION_MONTHS == 24


def test_old_sign_in_codes_are_deleted_and_recent_ones_kept(on_today):
    family_sign_in_request(email="anita@example.com", language="en")
    on_today.advance(timedelta(days=1, minutes=1))
    family_sign_in_request(email="bina@example.com", language="en")
    recent = SignInCode.objects.order_by("-created_at").first()

    output = anonymise_past()

    assert list(SignInCode.objects.all()) == [recent]
    assert "deleted 1 old sign-in code(s)" in output


@pytest.mark.parametrize(
    ("day", "months", "expected"),
    [
        (date(2030, 6, 15), 24, date(2028, 6, 15)),
        (date(2030, 3, 31), 1, date(2030, 2, 28)),
        (date(2030, 1, 10), 1, date(2029, 12, 10)),
        (date(2032, 2, 29), 12, date(2031, 2, 28)),
        (date(2030, 12, 31), 0, date(2030, 12, 31)),
    ],
)
def test_months_before_keeps_the_day_where_the_month_has_it(day, months, expected):
    assert months_before(day, months) == expected


def test_organisers_see_which_of_an_events_registrations_belong_to_signed_in_families(staff_client):
    event = EventFactory()
    FamilyFactory(email="Anita@Example.com")
    family = RegistrationFactory(event=event, email="anita@example.com")
    RegistrationFactory(event=event, email="bina@example.com")
    RegistrationFactory(email="anita@example.com")
    # A dotless i (U+0131) in the local part: another address, which PostgreSQL's UPPER() makes ANITA@.
    RegistrationFactory(event=event, email="an\N{LATIN SMALL LETTER DOTLESS I}ta@example.com")

    response = staff_client.get(f"/api/admin/events/{event.pk}/family-registrations")

    assert response.status_code == 200
    assert response.json() == {"registrationIds": [family.pk]}


def test_the_family_registrations_are_for_organisers_only(api_client, member_client):
    event = EventFactory()

    assert api_client.get(f"/api/admin/events/{event.pk}/family-registrations").status_code == 401
    assert member_client.get(f"/api/admin/events/{event.pk}/family-registrations").status_code == 403


def test_an_unknown_event_has_no_family_registrations(staff_client):
    assert staff_client.get("/api/admin/events/424242/family-registrations").status_code == 404


def test_the_back_office_lists_families_and_members_to_read_only(admin_client):
    member = MemberFactory(name="Rohan Sen", family__email="anita@example.com", family__name="Anita Sen")

    listing = admin_client.get("/backoffice/families/family/")
    page = admin_client.get(f"/backoffice/families/family/{member.family_id}/change/")
    change = admin_client.post(f"/backoffice/families/family/{member.family_id}/change/", {"name": "Changed"})

    assert listing.status_code == 200
    assert "anita@example.com" in listing.content.decode()
    assert page.status_code == 200
    assert "Rohan Sen" in page.content.decode()
    assert change.status_code == 403
    assert admin_client.get("/backoffice/families/family/add/").status_code == 403
    assert admin_client.get(f"/backoffice/families/family/{member.family_id}/delete/").status_code == 403
