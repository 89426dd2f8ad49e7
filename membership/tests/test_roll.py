"""The membership roll as organisers read it, and its CSV."""

import csv
import io
from datetime import datetime

import pytest

from membership.tests.factories import MembershipFactory, MembershipTierFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _today(clock):
    clock.set(datetime(2026, 11, 25, 10, 0))


def test_the_roll_lists_this_years_members_by_name(staff_client):
    tier = MembershipTierFactory(name="Family", amount=5000)
    rina = MembershipFactory(name="Rina Das", email="rina@example.com", phone="", tier=tier, year=2026, paid=True)
    anita = MembershipFactory(name="anita Sen", email="anita@example.com", tier=tier, year=2026, amount_paid=2000)
    MembershipFactory(name="Bela Roy", year=2025)

    response = staff_client.get("/api/admin/memberships")

    assert response.status_code == 200
    assert response.json() == [
        {
            "id": anita.pk,
            "familyName": "anita Sen",
            "email": "anita@example.com",
            "phone": "209-555-0100",
            "tierName": "Family",
            "amountDue": 5000,
            "amountPaid": 2000,
            "paymentStatus": "partial",
            "paymentReference": anita.payment_reference,
            "active": False,
        },
        {
            "id": rina.pk,
            "familyName": "Rina Das",
            "email": "rina@example.com",
            "phone": "",
            "tierName": "Family",
            "amountDue": 5000,
            "amountPaid": 5000,
            "paymentStatus": "paid",
            "paymentReference": rina.payment_reference,
            "active": True,
        },
    ]


def test_the_roll_of_another_year_and_the_current_year_by_the_start_month(staff_client):
    SiteSettingsFactory(membership_year_start_month=12)
    old = MembershipFactory(year=2025)
    MembershipFactory(year=2026)

    assert [item["id"] for item in staff_client.get("/api/admin/memberships?year=2025").json()] == [old.pk]
    # On November 25th a year starting in December is still the one begun in 2025.
    assert [item["id"] for item in staff_client.get("/api/admin/memberships").json()] == [old.pk]


@pytest.mark.parametrize("year", ["twenty", "1999", "2101", "2026.5"])
def test_a_bad_year_is_400_on_the_year(staff_client, year):
    response = staff_client.get(f"/api/admin/memberships?year={year}")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["year"]
    assert staff_client.get(f"/api/admin/memberships/export?year={year}").status_code == 400


def test_the_roll_is_for_organisers_only(api_client, member_client):
    assert api_client.get("/api/admin/memberships").status_code == 401
    assert member_client.get("/api/admin/memberships").status_code == 403
    assert api_client.get("/api/admin/memberships/export").status_code == 401


def test_the_csv_has_a_bom_the_year_label_and_no_formula_cells(staff_client):
    SiteSettingsFactory(membership_year_start_month=4)
    tier = MembershipTierFactory(name="=Gold", amount=5050)
    MembershipFactory(name="অনিতা সেন", email="anita@example.com", phone="+1 209", tier=tier, year=2026, paid=True)
    MembershipFactory(year=2025)

    response = staff_client.get("/api/admin/memberships/export?year=2026", HTTP_ACCEPT_LANGUAGE="en")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="memberships-2026.csv"'
    content = b"".join(response.streaming_content)
    assert content.startswith("\ufeff".encode())
    rows = list(csv.reader(io.StringIO(content.decode("utf-8-sig"))))
    assert rows == [
        [
            "Name",
            "Email",
            "Phone",
            "Tier",
            "Year",
            "Amount Due",
            "Amount Paid",
            "Payment Status",
            "Payment Reference",
            "Active",
        ],
        [
            "অনিতা সেন",
            "anita@example.com",
            "'+1 209",
            "'=Gold",
            "2026\u201327",
            "50.50",
            "50.50",
            "paid",
            rows[1][8],
            "Yes",
        ],
    ]


def test_the_csv_headers_follow_the_organisers_language(staff_client):
    MembershipFactory(name="অনিতা সেন", year=2026, paid=True)

    response = staff_client.get("/api/admin/memberships/export?year=2026", HTTP_ACCEPT_LANGUAGE="bn")

    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode("utf-8-sig"))))
    assert rows[0] == [
        "নাম",
        "ইমেল",
        "ফোন নম্বর",
        "স্তর",
        "বছর",
        "প্রদেয়",
        "পরিশোধিত পরিমাণ",
        "পেমেন্টের অবস্থা",
        "পেমেন্ট রেফারেন্স",
        "সক্রিয়",
    ]
    assert rows[1][0] == "অনিতা সেন"
