import io
from datetime import date

import pytest
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile
from openpyxl import Workbook

from events.tests.factories import EventFactory
from families.models import Family
from imports.models import Import
from ledger.models import Payment
from membership.models import Membership
from membership.tests.factories import MembershipTierFactory
from registrations.models import Registration

pytestmark = pytest.mark.django_db

# As Google Sheets downloads a sheet (File > Download > Comma-separated values): UTF-8 without a
# byte order mark, CRLF line ends, a cell quoted when it holds a comma or a quote.
GOOGLE_SHEETS_FAMILIES = (
    "Timestamp,Family Name,Email Address,Phone number,Notes\r\n"
    '9/14/2026 10:22:31,অনিতা সেন,anita@example.com,(209) 555-0101,"Loves ""Dhunuchi"", brings sweets"\r\n'
    "9/14/2026 11:02:09,Rahul Banerjee,RAHUL@Example.com,209.555.0102,\r\n"
    "9/15/2026 08:45:00,শ্রীমতী দেবী,sreemoti@example.com,+91 98300 12345,\r\n"
    "9/15/2026 09:00:00,No Address,,209 555 0104,\r\n"
    "9/16/2026 09:00:00,Bad Phone,bad@example.com,call me,\r\n"
).encode()


def upload(client, content: bytes, kind: str, name: str = "families.csv"):
    return client.post(
        "/api/admin/imports", {"file": SimpleUploadedFile(name, content), "kind": kind}, format="multipart"
    )


def test_a_google_sheets_export_comes_in_with_its_bengali_twice_without_duplicates_and_is_undone(staff_client):
    response = upload(staff_client, GOOGLE_SHEETS_FAMILIES, "families")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["columns"] == ["Timestamp", "Family Name", "Email Address", "Phone number", "Notes"]
    assert body["mapping"] == {
        "Timestamp": None,
        "Family Name": "name",
        "Email Address": "email",
        "Phone number": "phone",
        "Notes": None,
    }
    first = body["rows"][0]
    assert first == {
        "line": 2,
        "values": {"name": "অনিতা সেন", "email": "anita@example.com", "phone": "+12095550101"},
        "errors": [],
        "duplicateOf": None,
    }

    rows = staff_client.put(f"/api/admin/imports/{body['id']}", {"mapping": body["mapping"]}, format="json")
    assert rows.status_code == 200
    bad = {row["line"]: row["errors"] for row in rows.json()["rows"] if row["errors"]}
    assert set(bad) == {5, 6}
    assert bad[5] == ["The email is missing."]
    assert bad[6] == ["Phone number: call me is not a phone number."]
    assert Family.objects.count() == 0

    applied = staff_client.post(f"/api/admin/imports/{body['id']}/apply")
    assert applied.json() == {"created": 3, "updated": 0, "skipped": 2}
    anita = Family.objects.get(email="anita@example.com")
    assert (anita.name, anita.phone) == ("অনিতা সেন", "+12095550101")
    assert Family.objects.get(name="শ্রীমতী দেবী").phone == "+919830012345"
    # Applied once only.
    assert staff_client.post(f"/api/admin/imports/{body['id']}/apply").status_code == 409

    again = upload(staff_client, GOOGLE_SHEETS_FAMILIES.replace(b"Rahul Banerjee", b"Rahul B."), "families").json()
    dry = staff_client.put(f"/api/admin/imports/{again['id']}", {"mapping": again["mapping"]}, format="json").json()
    assert dry["rows"][1]["duplicateOf"] == Family.objects.get(email="RAHUL@Example.com").pk
    assert staff_client.post(f"/api/admin/imports/{again['id']}/apply").json() == {
        "created": 0,
        "updated": 3,
        "skipped": 2,
    }
    assert Family.objects.count() == 3
    assert Family.objects.get(email_key="rahul@example.com").name == "Rahul B."

    # The second import created nothing: its undo takes nothing away; the first's takes its three.
    assert staff_client.post(f"/api/admin/imports/{again['id']}/undo").json() == {"removed": 0}
    assert staff_client.post(f"/api/admin/imports/{body['id']}/undo").json() == {"removed": 3}
    assert Family.objects.count() == 0
    assert staff_client.post(f"/api/admin/imports/{body['id']}/undo").status_code == 409


def test_an_excel_workbook_of_members_comes_in_with_receipts_but_no_email(staff_client):
    MembershipTierFactory(name="Family", amount=12000)
    MembershipTierFactory(name="Student", amount=2500)
    rows = [
        ["Member Name", "E-mail", "Mobile", "Membership Type", "Year", "Amount Paid", "Paid On"],
        ["সুমিতা চক্রবর্তী", "sumita@example.com", 2095550111, "Family", 2026, "$1,20.00", date(2026, 3, 1)],
        ["Arjun Das", "arjun@example.com", "209-555-0112", "student", "2026\u201327", 25, date(2026, 3, 2)],
        ["অমিত রায়", "amit@example.com", None, "Family", 2026, 60.5, None],
        ["Nobody", "nobody@example.com", None, "Platinum", 2026, None, None],
    ]
    book = Workbook()
    sheet = book.active
    sheet.title = "Members"
    for row in rows:
        sheet.append(row)
    for (cell,) in sheet.iter_rows(min_row=2, min_col=7, max_col=7):
        cell.number_format = "m/d/yyyy"
    saved = io.BytesIO()
    book.save(saved)
    content = saved.getvalue()
    created = upload(staff_client, content, "memberships", "members.xlsx").json()
    assert created["mapping"] == {
        "Member Name": "name",
        "E-mail": "email",
        "Mobile": "phone",
        "Membership Type": "tier",
        "Year": "year",
        "Amount Paid": "amountPaid",
        "Paid On": None,
    }
    dry = staff_client.put(f"/api/admin/imports/{created['id']}", {"mapping": created["mapping"]}, format="json")
    by_line = {row["line"]: row for row in dry.json()["rows"]}
    assert by_line[2]["errors"] == ["Amount Paid: $1,20.00 is not an amount of money."]
    assert by_line[3]["values"] == {
        "name": "Arjun Das",
        "email": "arjun@example.com",
        "phone": "+12095550112",
        "tier": "student",
        "year": 2026,
        "amountPaid": 2500,
    }
    assert by_line[4]["values"]["amountPaid"] == 6050
    assert by_line[4]["values"]["name"] == "অমিত রায়"
    assert by_line[5]["errors"] == ["There is no membership tier named Platinum."]

    mail.outbox.clear()
    assert staff_client.post(f"/api/admin/imports/{created['id']}/apply").json() == {
        "created": 2,
        "updated": 0,
        "skipped": 2,
    }
    amit = Membership.objects.get(email="amit@example.com")
    assert (amit.name, amit.amount_paid, amit.tier.name) == ("অমিত রায়", 6050, "Family")
    payments = list(Payment.objects.order_by("pk"))
    assert [(p.method, p.amount) for p in payments] == [("other", 2500), ("other", 6050)]
    assert all(p.receipt_number for p in payments)
    assert mail.outbox == []

    # The same workbook again: nothing is added, no payment recorded twice.
    again = upload(staff_client, content, "memberships", "members.xlsx").json()
    assert staff_client.post(f"/api/admin/imports/{again['id']}/apply").json() == {
        "created": 0,
        "updated": 2,
        "skipped": 2,
    }
    assert Membership.objects.count() == 2
    assert Payment.objects.count() == 2

    assert staff_client.post(f"/api/admin/imports/{created['id']}/undo").json() == {"removed": 4}
    assert Membership.objects.count() == 0
    assert all(p.voided for p in Payment.objects.all())


def test_excel_unicode_text_is_utf16_and_tab_separated(staff_client):
    text = "Name\tEmail\tPhone\r\nঅনিতা সেন\tanita@example.com\t2095550101\r\n"
    content = text.encode("utf-16")
    body = upload(staff_client, content, "families", "families.txt").json()
    assert body["rows"][0]["values"]["name"] == "অনিতা সেন"
    assert body["mapping"] == {"Name": "name", "Email": "email", "Phone": "phone"}


def test_a_byte_order_mark_and_dates_as_sheets_and_excel_write_them(staff_client):
    event = EventFactory(title="Durga Puja 2026")
    event.payment_reference = None
    registration = Registration.objects.create(
        event=event, full_name="Anita", email="anita@example.com", amount_due=5000, payment_reference="DP-4821"
    )
    content = (
        "\ufeffReference,Amount,Method,Date\n"
        'DP-4821,"$1,234.50",Zelle,3/1/2026\n'
        "dp-4821,10,cash,2026-03-02\n"
        "DP-4821,5.25,,46084\n"
        "XX-0000,5,,3/1/2026\n"
        "DP-4821,5,,31/31/2026\n"
    ).encode()
    body = upload(staff_client, content, "payments", "payments.csv").json()
    values = [row["values"] for row in body["rows"]]
    assert [v["receivedOn"] for v in values[:3]] == ["2026-03-01", "2026-03-02", "2026-03-03"]
    assert values[0]["amount"] == 123450
    assert [row["errors"] for row in body["rows"][3:]] == [
        ["No registration, membership or donation has the reference XX-0000."],
        ["Date: 31/31/2026 is not a date."],
    ]
    assert staff_client.post(f"/api/admin/imports/{body['id']}/apply").json() == {
        "created": 3,
        "updated": 0,
        "skipped": 2,
    }
    registration.refresh_from_db()
    assert registration.amount_paid == 123450 + 1000 + 525
    again = upload(staff_client, content, "payments", "payments.csv").json()
    assert [row["duplicateOf"] is not None for row in again["rows"][:3]] == [True, True, True]
    assert staff_client.post(f"/api/admin/imports/{again['id']}/apply").json() == {
        "created": 0,
        "updated": 0,
        "skipped": 5,
    }
    assert Payment.objects.count() == 3


def test_registrations_come_in_without_emails_even_for_a_past_event(staff_client):
    EventFactory(title="Poila Boishakh", past=True)
    content = (
        "Event,Full name,Email,Guests,Kids\n"
        "Poila Boishakh,অনিতা সেন,anita@example.com,4,2\n"
        "Poila Boishakh,Rahul,rahul@example.com,2,2\n"
    ).encode()
    body = upload(staff_client, content, "registrations", "r.csv").json()
    assert body["mapping"] == {
        "Event": "eventTitle",
        "Full name": "fullName",
        "Email": "email",
        "Guests": "guestCount",
        "Kids": "children",
    }
    mail.outbox.clear()
    assert staff_client.post(f"/api/admin/imports/{body['id']}/apply").json() == {
        "created": 1,
        "updated": 0,
        "skipped": 1,
    }
    registration = Registration.objects.get()
    assert (registration.full_name, registration.guest_count, registration.children) == ("অনিতা সেন", 4, 2)
    assert mail.outbox == []
    assert staff_client.post(f"/api/admin/imports/{body['id']}/undo").json() == {"removed": 1}
    assert Registration.objects.count() == 0


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "The file is empty."),
        (b"\x00\x01\x02\xff\xfe\x00garbage", "The file is not a CSV or XLSX file"),
        (b"\xc3\x28 not utf-8", "The file is not a CSV or XLSX file (it is not UTF-8 or UTF-16 text)."),
        (b"PK\x03\x04 not a zip at all", "The file is not an XLSX workbook we can read."),
        (b",,,\n1,2,3\n", "The file has no header row: its first row should name the columns."),
    ],
)
def test_a_bad_file_is_a_clear_400(staff_client, content, message):
    response = upload(staff_client, content, "families")
    assert response.status_code == 400
    assert message in str(response.json())
    assert Import.objects.count() == 0


def test_a_file_too_large_is_refused(staff_client, settings):
    content = b"Name,Email\n" + b"a,b@example.com\n" * 400_000
    response = upload(staff_client, content, "families")
    assert response.status_code == 400
    assert "The file is larger than 5 MB." in str(response.json())


def test_the_mapping_must_name_the_kinds_fields_once(staff_client):
    body = upload(staff_client, b"Name,Email\nA,a@example.com\n", "families").json()
    url = f"/api/admin/imports/{body['id']}"
    assert staff_client.put(url, {"mapping": {"Name": "tier"}}, format="json").status_code == 400
    assert staff_client.put(url, {"mapping": {"Name": "email", "Email": "email"}}, format="json").status_code == 400
    assert staff_client.put(url, {"mapping": {"Other": "email"}}, format="json").status_code == 400
    dry = staff_client.put(url, {"mapping": {"Name": None, "Email": "email"}}, format="json").json()
    assert dry["rows"][0]["values"] == {"name": None, "email": "a@example.com", "phone": None}
    assert staff_client.put("/api/admin/imports/999999", {"mapping": {}}, format="json").status_code == 404


def test_a_treasurer_brings_in_payments_and_memberships_only(client_with_roles):
    treasurer = client_with_roles("treasurer")
    assert upload(treasurer, b"Name,Email\nA,a@example.com\n", "families").status_code == 403
    assert upload(treasurer, b"Name,Email\nA,a@example.com\n", "memberships").status_code == 201
    organiser = client_with_roles("organiser")
    assert upload(organiser, b"Name,Email\nA,a@example.com\n", "memberships").status_code == 403


def test_a_sheet_keeps_its_cells_only_until_applied_or_a_week_old(staff_client, clock):
    from datetime import datetime, timedelta

    clock.set(datetime(2026, 5, 4, 12, 0))
    old = upload(staff_client, b"Name,Email\nA,a@example.com\n", "families").json()
    clock.advance(timedelta(days=8))
    fresh = upload(staff_client, b"Name,Email\nB,b@example.com\n", "families").json()
    assert list(Import.objects.values_list("pk", flat=True)) == [fresh["id"]]
    assert old["id"] != fresh["id"]

    staff_client.post(f"/api/admin/imports/{fresh['id']}/apply")
    assert Import.objects.get(pk=fresh["id"]).rows == []
    assert staff_client.post(f"/api/admin/imports/{fresh['id']}/undo").json() == {"removed": 1}


def test_an_import_is_undone_only_within_a_week(staff_client, clock):
    from datetime import datetime, timedelta

    clock.set(datetime(2026, 5, 4, 12, 0))
    body = upload(staff_client, b"Name,Email\nA,a@example.com\n", "families").json()
    assert staff_client.post(f"/api/admin/imports/{body['id']}/apply").status_code == 200
    clock.advance(timedelta(days=7, minutes=1))
    response = staff_client.post(f"/api/admin/imports/{body['id']}/undo")
    assert response.status_code == 409
    assert response.json()["message"] == "An import can be undone only within 7 days of applying it."
    assert Family.objects.count() == 1


def test_a_workbooks_cells_are_read_as_typed_its_dates_as_dates():
    from imports.reading import read_sheet

    book = Workbook()
    sheet = book.active
    sheet.append(["নাম", "Mobile", "Paid", "Paid On", "Member"])
    sheet.append(["সুমিতা চক্রবর্তী", 2095550111, 60.5, date(2026, 3, 1), True])
    sheet.append([])
    sheet.append(["অমিত রায়", "+91 98300 12345", 120, date(2026, 3, 2), None])
    sheet["D2"].number_format = sheet["D4"].number_format = "d mmm yyyy"
    saved = io.BytesIO()
    book.save(saved)
    assert read_sheet(saved.getvalue()) == (
        ["নাম", "Mobile", "Paid", "Paid On", "Member"],
        [
            ["সুমিতা চক্রবর্তী", "2095550111", "60.5", "2026-03-01", "TRUE"],
            ["", "", "", "", ""],
            ["অমিত রায়", "+91 98300 12345", "120", "2026-03-02", ""],
        ],
    )


def test_a_workbook_that_would_unpack_into_a_huge_one_is_refused(staff_client):
    import zipfile

    saved = io.BytesIO()
    with zipfile.ZipFile(saved, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/worksheets/sheet1.xml", b" " * (60 * 1024 * 1024))
    content = saved.getvalue()
    assert len(content) < 1024 * 1024
    response = upload(staff_client, content, "families", "bomb.xlsx")
    assert response.status_code == 400
    assert "The workbook is too large to read." in str(response.json())
