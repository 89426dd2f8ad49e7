"""The treasurer uploads a bank statement, sees each line matched, and records the chosen lines."""

from datetime import date
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from activity.models import Entry
from core.manage_links import REGISTRATION, manage_token
from ledger.models import Payment, ReceiptCounter
from money.bank.statement import line_key
from money.models import BankImport
from money.tests.factories import DonationFactory, MembershipFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

STATEMENTS = Path(__file__).parent / "statements"
IMPORTS = "/api/admin/payments/imports"


def upload(client, name: str, content: bytes | None = None):
    content = (STATEMENTS / name).read_bytes() if content is None else content
    return client.post(IMPORTS, {"file": SimpleUploadedFile(name, content, "text/csv")}, format="multipart")


def apply(client, import_id: int, lines: list[int]):
    return client.post(f"{IMPORTS}/{import_id}/apply", {"lines": lines}, format="json")


@pytest.fixture
def anita():
    """Owes $50 for a party; pays by Zelle with her reference, written in small letters."""
    return RegistrationFactory(full_name="Anita Sen", amount_due=5000, payment_reference="DP-4821")


@pytest.fixture
def rahul():
    """Owes $120 of dues; pays by Zelle without his reference."""
    return MembershipFactory(name="Rahul Ghosh", amount_due=12000)


def test_a_chase_statement_is_matched_by_reference_and_by_name_and_amount(staff_client, anita, rahul):
    response = upload(staff_client, "chase.csv")

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["id"] == BankImport.objects.get().pk
    assert body["rows"] == [
        {
            "line": 2,
            "date": "2026-11-03",
            "description": "Zelle payment from ANITA SEN dp-4821 thanks",
            "amount": 5000,
            "match": {
                "kind": "registration",
                "targetId": anita.pk,
                "paymentReference": "DP-4821",
                "payerName": "Anita Sen",
                "outstanding": 5000,
            },
            "reason": "reference",
            "alreadyRecorded": False,
            "refused": None,
        },
        {
            "line": 3,
            "date": "2026-11-04",
            "description": "HOME DEPOT #4521 FREMONT CA",
            "amount": -8417,
            "match": None,
            "reason": None,
            "alreadyRecorded": False,
            "refused": None,
        },
        {
            "line": 4,
            "date": "2026-11-05",
            "description": "Zelle payment from RAHUL GHOSH",
            "amount": 12000,
            "match": {
                "kind": "membership",
                "targetId": rahul.pk,
                "paymentReference": rahul.payment_reference,
                "payerName": "Rahul Ghosh",
                "outstanding": 12000,
            },
            "reason": "nameAndAmount",
            "alreadyRecorded": False,
            "refused": None,
        },
        {
            "line": 5,
            "date": "2026-11-06",
            "description": "CHECK 1042",
            "amount": -30000,
            "match": None,
            "reason": None,
            "alreadyRecorded": False,
            "refused": None,
        },
    ]
    stored = BankImport.objects.get()
    assert (stored.filename, stored.uploaded_by, len(stored.rows)) == ("chase.csv", "organiser", 4)
    assert Entry.objects.filter(action="payment.import", target_id=stored.pk).exists()


def test_a_reference_matches_whatever_is_owed_and_a_membership_and_donation_by_theirs(staff_client):
    membership = MembershipFactory(name="Anita Sen", payment_reference="MB-3307", amount_due=5000)
    donation = DonationFactory(payment_reference="DN-5512", amount=10000, amount_paid=10000)

    rows = upload(staff_client, "bank-of-america.csv").json()["rows"]

    assert [(row["reason"], row["match"] and row["match"]["targetId"]) for row in rows] == [
        ("reference", membership.pk),
        (None, None),
        ("reference", donation.pk),
    ]
    assert rows[2]["match"]["outstanding"] == 0


def test_a_name_is_found_with_its_accents_folded_and_in_any_case(staff_client):
    donation = DonationFactory(full_name="José Mukherjee", amount=3000)

    rows = upload(staff_client, "credit-debit.csv").json()["rows"]

    assert rows[2]["match"]["targetId"] == donation.pk
    assert rows[2]["reason"] == "nameAndAmount"


def test_a_name_without_the_sum_owed_does_not_match(staff_client):
    MembershipFactory(name="Rahul Ghosh", amount_due=15000)

    rows = upload(staff_client, "chase.csv").json()["rows"]

    assert (rows[2]["match"], rows[2]["reason"]) == (None, None)


def test_two_payers_of_that_name_owing_that_sum_leave_the_line_unmatched(staff_client):
    MembershipFactory(name="Rahul Ghosh", amount_due=12000)
    RegistrationFactory(full_name="Rahul Ghosh", amount_due=12000)

    rows = upload(staff_client, "chase.csv").json()["rows"]

    assert (rows[2]["match"], rows[2]["reason"]) == (None, None)


def test_a_name_inside_another_word_does_not_match(staff_client):
    MembershipFactory(name="Rahul Gho", amount_due=12000)

    rows = upload(staff_client, "chase.csv").json()["rows"]

    assert rows[2]["match"] is None


def test_a_debit_never_matches_even_with_a_reference_and_the_payers_name(staff_client):
    RegistrationFactory(full_name="Anita Sen", amount_due=2500, payment_reference="DP-4821")
    content = b"Date,Description,Amount\n11/03/2026,REFUND TO ANITA SEN DP-4821,-25.00\n"

    rows = upload(staff_client, "refund.csv", content).json()["rows"]

    assert (rows[0]["match"], rows[0]["reason"]) == (None, None)


def test_applying_records_bank_payments_and_the_targets_paid_sums_follow(staff_client, anita, rahul):
    import_id = upload(staff_client, "chase.csv").json()["id"]

    response = apply(staff_client, import_id, [2, 3, 4, 5, 99])

    assert response.status_code == 200, response.json()
    assert response.json() == {"recorded": 2, "skipped": 3}
    anita.refresh_from_db()
    rahul.refresh_from_db()
    assert (anita.amount_paid, anita.payment_status) == (5000, "paid")
    assert (rahul.amount_paid, rahul.payment_status) == (12000, "paid")
    payment = Payment.objects.get(kind="registration", target_id=anita.pk)
    assert (payment.method, payment.reference, payment.received_on, payment.amount, payment.recorded_by) == (
        "bank",
        "Zelle payment from ANITA SEN dp-4821 thanks",
        date(2026, 11, 3),
        5000,
        "organiser",
    )
    assert payment.receipt_number == "2026-00001"
    assert len(payment.bank_line_key) == 64


def test_the_family_reads_the_payment_on_its_registration(staff_client, anita):
    import_id = upload(staff_client, "chase.csv").json()["id"]
    apply(staff_client, import_id, [2])

    response = APIClient().get(
        f"/api/registrations/{anita.pk}", HTTP_X_REGISTRATION_TOKEN=manage_token(REGISTRATION, anita.pk)
    )

    assert (response.json()["amountPaid"], response.json()["paymentStatus"]) == (5000, "paid")


def test_an_overlapping_statement_shows_what_is_recorded_and_apply_skips_it(staff_client, anita, rahul):
    first = upload(staff_client, "chase.csv").json()["id"]
    apply(staff_client, first, [2])
    # The next month's export starts with the same line, in other spacing and case.
    overlapping = (
        b"Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n"
        b"CREDIT,11/03/2026,ZELLE PAYMENT FROM  ANITA SEN DP-4821 THANKS,50.00,QUICKPAY_CREDIT,,,\n"
        b"CREDIT,11/05/2026,Zelle payment from RAHUL GHOSH,120.00,QUICKPAY_CREDIT,,,\n"
    )

    second = upload(staff_client, "chase-december.csv", overlapping).json()

    assert [row["alreadyRecorded"] for row in second["rows"]] == [True, False]
    assert apply(staff_client, second["id"], [2, 3]).json() == {"recorded": 1, "skipped": 1}
    assert apply(staff_client, first, [2, 4]).json() == {"recorded": 0, "skipped": 2}
    assert Payment.objects.count() == 2
    anita.refresh_from_db()
    assert anita.amount_paid == 5000


def test_a_line_is_matched_again_when_applied(staff_client):
    """What a line pays for is decided when it is recorded: here the party
    registers after the upload, and its reference then names it."""
    import_id = upload(staff_client, "chase.csv").json()["id"]
    anita = RegistrationFactory(full_name="Anita Sen", amount_due=5000, payment_reference="DP-4821")

    assert apply(staff_client, import_id, [2]).json() == {"recorded": 1, "skipped": 0}
    assert Registration.objects.get(pk=anita.pk).amount_paid == 5000


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xff\xfe\x00D\x00a\x00t\x00e", "The file is not a CSV file exported from the bank (it is not UTF-8 text)."),
        (b"", "Choose the bank statement to upload (a CSV file)."),
        (b"Date,Description,Amount\n11/03/2026,Zelle,12.345\n", "Line 2: “12.345” is not an amount."),
        (b"just some words\n", None),
    ],
)
def test_a_file_that_is_not_a_statement_is_400_and_nothing_is_saved(staff_client, content, message):
    response = upload(staff_client, "statement.csv", content)

    assert response.status_code == 400
    refusal = response.json()["errors"]["file"]
    assert len(refusal) == 1
    if message:
        assert refusal == [message]
    assert not BankImport.objects.exists()
    assert not Entry.objects.exists()


def test_a_file_over_two_megabytes_is_400(staff_client):
    content = b"Date,Description,Amount\n" + b"11/03/2026,Zelle payment,25.00\n" * 70_000

    response = upload(staff_client, "year.csv", content)

    assert response.status_code == 400
    assert response.json()["errors"] == {"file": ["The file is larger than 2 MB."]}
    assert not BankImport.objects.exists()


def test_a_request_without_a_file_is_400(staff_client):
    response = staff_client.post(IMPORTS, {}, format="multipart")

    assert response.status_code == 400
    assert response.json()["errors"] == {"file": ["Choose the bank statement to upload (a CSV file)."]}


def test_the_refusal_is_in_bengali_for_a_bengali_organiser(staff_client):
    staff_client.cookies["django_language"] = "bn"
    content = b"Date,Description,Amount\n11/03/2026,Zelle,twenty\n"

    response = staff_client.post(
        IMPORTS, {"file": SimpleUploadedFile("s.csv", content)}, format="multipart", HTTP_ACCEPT_LANGUAGE="bn"
    )

    assert response.json()["message"] == "লাইন ২: “twenty” কোনো টাকার অঙ্ক নয়।"


@pytest.mark.parametrize("lines", [[], None, ["two"], [0], "2"])
def test_apply_without_line_numbers_is_400(staff_client, anita, lines):
    import_id = upload(staff_client, "chase.csv").json()["id"]

    response = apply(staff_client, import_id, lines)

    assert response.status_code == 400
    assert all(field.split(".")[0] == "lines" for field in response.json()["errors"])
    assert not Payment.objects.exists()


def test_apply_to_an_unknown_import_is_404(staff_client):
    assert apply(staff_client, 999, [2]).status_code == 404


def test_only_organisers_upload_and_apply(api_client, member_client, staff_client, anita):
    import_id = upload(staff_client, "chase.csv").json()["id"]

    assert upload(api_client, "chase.csv").status_code == 401
    assert upload(member_client, "chase.csv").status_code == 403
    assert apply(api_client, import_id, [2]).status_code == 401
    assert apply(member_client, import_id, [2]).status_code == 403
    assert BankImport.objects.count() == 1
    assert not Payment.objects.exists()


def test_a_second_transfer_of_the_sum_owed_is_not_matched_by_name_again(staff_client, rahul):
    content = (
        b"Date,Description,Amount\n"
        b"11/05/2026,Zelle payment from RAHUL GHOSH,120.00\n"
        b"11/06/2026,Zelle payment from RAHUL GHOSH,120.00\n"
    )
    body = upload(staff_client, "twice.csv", content).json()

    assert [row["reason"] for row in body["rows"]] == ["nameAndAmount", None]
    assert apply(staff_client, body["id"], [2, 3]).json() == {"recorded": 1, "skipped": 1}
    rahul.refresh_from_db()
    assert rahul.payment_status == "paid"


def test_a_reference_matches_every_instalment(staff_client, anita):
    content = (
        b"Date,Description,Amount\n"
        b"11/05/2026,Zelle DP-4821 first half,25.00\n"
        b"11/06/2026,Zelle DP-4821 second half,25.00\n"
    )
    body = upload(staff_client, "instalments.csv", content).json()

    assert apply(staff_client, body["id"], [2, 3]).json() == {"recorded": 2, "skipped": 0}
    anita.refresh_from_db()
    assert (anita.amount_paid, anita.payment_status) == (5000, "paid")


def test_a_line_dated_outside_1900_to_2999_is_refused_on_its_own_and_the_others_are_recorded(staff_client, anita):
    content = (
        b"Date,Description,Amount\n"
        b"11/03/2026,Zelle DP-4821 first half,25.00\n"
        b"12/31/9999,PENDING Zelle DP-4821,25.00\n"
        b"1899-12-31,Zelle DP-4821 typo,25.00\n"
        b"11/04/2026,Zelle DP-4821 second half,25.00\n"
    )

    response = upload(staff_client, "pending.csv", content)

    assert response.status_code == 201, response.json()
    body = response.json()
    refused = "Its date is not between 1900 and 2999, so it cannot be recorded."
    assert [(row["line"], row["date"], row["refused"], row["match"] and row["reason"]) for row in body["rows"]] == [
        (2, "2026-11-03", None, "reference"),
        (3, "9999-12-31", refused, None),
        (4, "1899-12-31", refused, None),
        (5, "2026-11-04", None, "reference"),
    ]
    assert apply(staff_client, body["id"], [2, 3, 4, 5]).json() == {"recorded": 2, "skipped": 2}
    assert sorted(Payment.objects.values_list("receipt_number", "received_on")) == [
        ("2026-00001", date(2026, 11, 3)),
        ("2026-00002", date(2026, 11, 4)),
    ]
    assert not ReceiptCounter.objects.exclude(year=2026).exists()
    anita.refresh_from_db()
    assert anita.amount_paid == 5000


def test_a_refused_line_says_why_in_bengali_for_a_bengali_organiser(staff_client):
    content = b"Date,Description,Amount\n12/31/9999,PENDING,25.00\n"

    response = staff_client.post(
        IMPORTS, {"file": SimpleUploadedFile("s.csv", content)}, format="multipart", HTTP_ACCEPT_LANGUAGE="bn"
    )

    assert response.json()["rows"][0]["refused"] == "লাইনটির তারিখ ১৯০০ থেকে ২৯৯৯ সালের মধ্যে নয়, তাই এটি নথিভুক্ত করা যাবে না।"


def test_an_import_kept_from_before_with_a_line_dated_9999_records_nothing_for_it(staff_client, anita):
    bank_import = BankImport.objects.create(
        uploaded_by="organiser",
        rows=[{"line": 2, "date": "9999-12-31", "description": "Zelle DP-4821", "amount": 5000}],
    )

    assert apply(staff_client, bank_import.pk, [2]).json() == {"recorded": 0, "skipped": 1}
    assert not Payment.objects.exists()


def test_amounts_in_arabic_indic_devanagari_or_fullwidth_digits_are_refused(staff_client, anita):
    for amount in ("\u0663\u0660\u0660.\u0660\u0660", "\u0969\u0966\u0966", "\uff15\uff10.00"):
        content = f"Date,Description,Amount\n11/03/2026,Zelle DP-4821,{amount}\n".encode()

        response = upload(staff_client, "digits.csv", content)

        assert response.status_code == 400
        assert response.json()["errors"] == {"file": [f"Line 2: “{amount}” is not an amount."]}
    assert not BankImport.objects.exists()
    assert not Payment.objects.exists()


TWO_EQUAL_CREDITS = (
    b"Date,Description,Amount\n"
    b"11/03/2026,Zelle payment DP-4821,25.00\n"
    b"11/04/2026,HOME DEPOT,-84.17\n"
    b"11/03/2026,ZELLE PAYMENT  dp-4821,25.00\n"
)


def test_two_identical_credits_of_one_statement_are_two_payments_and_uploading_it_again_records_nothing(
    staff_client, anita
):
    first = upload(staff_client, "november.csv", TWO_EQUAL_CREDITS).json()

    assert [row["reason"] for row in first["rows"]] == ["reference", None, "reference"]
    assert apply(staff_client, first["id"], [2, 3, 4]).json() == {"recorded": 2, "skipped": 1}
    assert Payment.objects.count() == 2
    assert len(set(Payment.objects.values_list("bank_line_key", flat=True))) == 2
    anita.refresh_from_db()
    assert (anita.amount_paid, anita.payment_status) == (5000, "paid")

    again = upload(staff_client, "november.csv", TWO_EQUAL_CREDITS).json()

    assert [row["alreadyRecorded"] for row in again["rows"]] == [True, False, True]
    assert apply(staff_client, again["id"], [2, 3, 4]).json() == {"recorded": 0, "skipped": 3}
    assert apply(staff_client, first["id"], [2, 4]).json() == {"recorded": 0, "skipped": 2}
    assert Payment.objects.count() == 2


def test_a_later_statement_with_a_third_identical_credit_records_only_that_one(staff_client, anita):
    first = upload(staff_client, "november.csv", TWO_EQUAL_CREDITS).json()
    apply(staff_client, first["id"], [2, 4])
    longer = TWO_EQUAL_CREDITS + b"11/03/2026,Zelle payment DP-4821,25.00\n"

    second = upload(staff_client, "november-final.csv", longer).json()

    assert [row["alreadyRecorded"] for row in second["rows"]] == [True, False, True, False]
    assert apply(staff_client, second["id"], [2, 4, 5]).json() == {"recorded": 1, "skipped": 2}
    assert Payment.objects.count() == 3


def test_a_line_recorded_before_lines_were_counted_is_still_known(staff_client, anita):
    """A payment recorded from a bank line before identical lines were told
    apart holds the key of the line alone: the first of identical lines keeps it."""
    first = upload(staff_client, "chase.csv").json()
    apply(staff_client, first["id"], [2])
    old_key = line_key(on="2026-11-03", amount=5000, description="Zelle payment from ANITA SEN dp-4821 thanks")

    assert Payment.objects.get().bank_line_key == old_key
