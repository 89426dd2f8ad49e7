"""A family's volunteer hours: each person who signed up with its address,
their shifts and hours of the year, and the bilingual certificate of one
person's hours, read back from the PDF."""

from datetime import date, time

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from events.tests.factories import EventFactory
from money.tests.receipt_helpers import EIN, LEGAL_NAME, nfc, pdf_text, receipt_settings
from volunteers.tests.factories import shift_of, volunteer_of

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(**{"family-sign-in": "1000/hour"})


@pytest.fixture
def anita(sign_in) -> APIClient:
    client = APIClient()
    sign_in(client, "anita@example.com")
    return client


def served(shift, name: str, *, email: str = "anita@example.com", minutes: int | None = None):
    return volunteer_of(
        shift, full_name=name, email=email, minutes=minutes, checked_in_at=timezone.now() if minutes else None
    )


@pytest.fixture
def puja():
    return EventFactory(title="Durga Puja", title_bn="দুর্গাপূজা", date=date(2026, 10, 18))


def test_the_family_reads_each_members_hours_of_the_year(anita, puja):
    kitchen = shift_of(puja, start_time=time(8, 0), end_time=time(11, 0))
    serving = shift_of(puja, role="Serving", start_time=time(12, 0), end_time=time(13, 30))
    served(kitchen, "Anita Sen", minutes=180)
    served(serving, "anita sen", minutes=90)
    served(serving, "Mitali Sen")
    served(kitchen, "Someone Else", email="else@example.com", minutes=180)
    served(shift_of(EventFactory(date=date(2025, 10, 1))), "Anita Sen", minutes=60)

    response = anita.get("/api/family/volunteer-hours?year=2026")

    assert response.status_code == 200
    body = response.json()
    assert body["year"] == 2026
    assert [(person["name"], person["hours"], len(person["shifts"])) for person in body["volunteers"]] == [
        ("anita sen", 4.5, 2),
        ("Mitali Sen", 0, 1),
    ]
    assert body["volunteers"][1]["shifts"][0]["hours"] is None
    assert anita.get("/api/family/volunteer-hours?year=nineteen").status_code == 400


def test_the_certificate_names_the_association_the_shifts_and_the_total_in_both_languages(anita, puja):
    receipt_settings()
    served(shift_of(puja, start_time=time(8, 0), end_time=time(11, 0)), "Anita Sen", minutes=180)
    served(shift_of(puja, role="Serving", start_time=time(12, 0), end_time=time(13, 30)), "Anita Sen", minutes=90)

    response = anita.get("/api/family/volunteer-hours/2026.pdf?name=Anita%20Sen")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert 'filename="volunteer-hours-2026.pdf"' in response["Content-Disposition"]
    text = pdf_text(response.content)
    assert LEGAL_NAME in text and EIN in text
    assert "Certificate of volunteer service" in text
    assert "Anita Sen gave 4 h 30 min of volunteer service" in text
    assert "Bhog kitchen" in text and "Serving" in text
    assert "Total: 4 h 30 min" in text
    # A reader guesses word breaks from where glyphs sit: Bengali is compared without them.
    letters = "".join(text.split())
    assert nfc("দুর্গাপূজা") in letters
    assert nfc("স্বেচ্ছাসেবার") in letters


def test_no_certificate_without_hours_or_for_another_family(anita, api_client, puja):
    served(shift_of(puja), "Mitali Sen")
    served(shift_of(puja, role="Serving"), "Rohan Das", email="rohan@example.com", minutes=60)

    assert anita.get("/api/family/volunteer-hours/2026.pdf?name=Mitali%20Sen").status_code == 404
    assert anita.get("/api/family/volunteer-hours/2026.pdf?name=Rohan%20Das").status_code == 404
    assert anita.get("/api/family/volunteer-hours/2026.pdf").status_code == 404
    assert api_client.get("/api/family/volunteer-hours?year=2026").status_code == 401
