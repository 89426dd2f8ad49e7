"""The year's books: /api/admin/finance and the ledger as a spreadsheet."""

import csv
import io
from datetime import date

import pytest

from core.dates import local_today
from events.tests.factories import EventFactory
from money.payments.services import payment_record, payment_void
from money.tests.factories import DonationFactory, MembershipFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def pay(target, amount: int, *, kind: str, on: date = date(2026, 5, 1), **fields):
    return payment_record(kind=kind, target_id=target.pk, amount=amount, method="zelle", received_on=on, **fields)


def owing(*, amount_due: int, event_day: date = date(2026, 10, 10), **fields):
    return RegistrationFactory(event=EventFactory(date=event_day), amount_due=amount_due, **fields)


def test_the_books_of_a_year(staff_client):
    paid_in_full = owing(amount_due=5000)
    pay(paid_in_full, 5000, kind="registration")
    half_paid = owing(amount_due=8000, full_name="Rupa Das", payment_reference="DP-1001")
    pay(half_paid, 3000, kind="registration")
    cancelled = owing(amount_due=0, status="cancelled")
    pay(cancelled, 2500, kind="registration")
    owing(amount_due=9000, event_day=date(2027, 1, 5))
    membership = MembershipFactory(year=2026, amount_due=6000, name="Sen family", payment_reference="MB-0901")
    MembershipFactory(year=2025, amount_due=4000)
    gift = DonationFactory(amount=10000)
    pay(gift, 10000, kind="donation")
    pay(gift, 700, kind="donation", on=date(2025, 12, 1))
    pledge = DonationFactory(amount=300, full_name="Mita Bose", payment_reference="DN-3000")
    payment_void(payment=pay(pledge, 300, kind="donation"), reason="Bounced")

    response = staff_client.get("/api/admin/finance?year=2026")

    assert response.status_code == 200
    body = response.json()
    assert body["registrations"] == {"due": 5000 + 8000, "paid": 5000 + 3000 + 2500}
    assert body["memberships"] == {"due": 6000, "paid": 0}
    assert body["donations"] == {"paid": 10000}
    # The cancelled party's 2500 and the first gift's 700 paid beyond its 10000.
    assert body["refundsDue"] == 2500 + 700
    assert body["outstanding"] == [
        {
            "kind": "membership",
            "targetId": membership.pk,
            "payerName": "Sen family",
            "paymentReference": "MB-0901",
            "outstanding": 6000,
        },
        {
            "kind": "registration",
            "targetId": half_paid.pk,
            "payerName": "Rupa Das",
            "paymentReference": "DP-1001",
            "outstanding": 5000,
        },
        {
            "kind": "donation",
            "targetId": pledge.pk,
            "payerName": "Mita Bose",
            "paymentReference": "DN-3000",
            "outstanding": 300,
        },
    ]


def test_the_books_default_to_this_year_and_refuse_a_bad_year(staff_client):
    this_year = owing(amount_due=1500, event_day=local_today())

    assert staff_client.get("/api/admin/finance").json()["outstanding"][0]["targetId"] == this_year.pk
    for path in ("/api/admin/finance?year=twenty", "/api/admin/finance/ledger.csv?year=9999"):
        response = staff_client.get(path)
        assert response.status_code == 400
        assert list(response.json()["errors"]) == ["year"]


def test_the_ledger_lists_every_payment_of_the_year_with_dollar_amounts(staff_client):
    registration = owing(amount_due=5000, full_name='=HYPERLINK("x")', payment_reference="DP-4821")
    first = pay(registration, 2500, kind="registration", reference="Zelle", actor="treasurer")
    refund = pay(registration, -5, kind="registration", reference="-refund", on=date(2026, 6, 1))
    payment_void(payment=refund, reason="+typo", actor="treasurer")
    gift = DonationFactory(full_name="সুমিত্রা দত্ত", payment_reference="DN-2020")
    pay(gift, 123456, kind="donation", on=date(2026, 7, 1))
    pay(gift, 100, kind="donation", on=date(2025, 7, 1))

    response = staff_client.get("/api/admin/finance/ledger.csv?year=2026", HTTP_ACCEPT_LANGUAGE="en")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="ledger-2026.csv"'
    content = response.content.decode("utf-8")
    assert content.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(content.removeprefix("\ufeff"))))
    assert rows == [
        [
            "Receipt Number",
            "Received On",
            "Kind",
            "Payer",
            "For",
            "Reference",
            "Method",
            "Amount",
            "Voided",
            "Void Reason",
            "Recorded By",
        ],
        [
            first.receipt_number,
            "2026-05-01",
            "registration",
            '\'=HYPERLINK("x")',
            "DP-4821",
            "Zelle",
            "zelle",
            "25.00",
            "No",
            "",
            "treasurer",
        ],
        [
            "2026-00002",
            "2026-06-01",
            "registration",
            '\'=HYPERLINK("x")',
            "DP-4821",
            "'-refund",
            "zelle",
            "-0.05",
            "Yes",
            "'+typo",
            "system",
        ],
        ["2026-00003", "2026-07-01", "donation", "সুমিত্রা দত্ত", "DN-2020", "", "zelle", "1234.56", "No", "", "system"],
    ]


def test_the_ledger_headers_follow_the_organisers_language(staff_client):
    registration = owing(amount_due=5000, payment_reference="DP-4821")
    pay(registration, 2500, kind="registration", reference="Zelle")

    response = staff_client.get("/api/admin/finance/ledger.csv?year=2026", HTTP_ACCEPT_LANGUAGE="bn")

    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == [
        "রসিদ নম্বর",
        "প্রাপ্তির তারিখ",
        "ধরন",
        "প্রদানকারী",
        "বাবদ",
        "রেফারেন্স",
        "মাধ্যম",
        "পরিমাণ",
        "বাতিল",
        "বাতিলের কারণ",
        "নথিভুক্ত করেছেন",
    ]
    assert rows[1][2:4] == ["registration", registration.full_name]
