"""An unmatched credit of a bank statement, assigned by hand to what it pays
for: recorded as a matched line is, once, and refused whole when the line,
kind or target is wrong."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from activity.models import Entry
from ledger.models import Payment
from money.tests.factories import DonationFactory, MembershipFactory
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

IMPORTS = "/api/admin/payments/imports"
# Line 2 names nobody; line 3 is money out; line 4 has a pending bank's date; line 5 pays by its reference.
STATEMENT = (
    b"Date,Description,Amount\n"
    b"11/03/2026,ZELLE FROM A SEN FOR PUJA,50.00\n"
    b"11/04/2026,HOME DEPOT #4521,-84.17\n"
    b"12/31/9999,PENDING CREDIT,10.00\n"
    b"11/05/2026,Zelle DP-4821,20.00\n"
)


def upload(client) -> int:
    response = client.post(
        IMPORTS, {"file": SimpleUploadedFile("chase.csv", STATEMENT, "text/csv")}, format="multipart"
    )
    assert response.status_code == 201, response.json()
    return response.json()["id"]


def apply(client, import_id: int, **body):
    return client.post(f"{IMPORTS}/{import_id}/apply", body, format="json")


@pytest.fixture
def anita():
    return RegistrationFactory(full_name="Anita Sen", amount_due=5000, payment_reference="DP-4821")


def test_an_unmatched_credit_assigned_to_a_registration_is_recorded_as_a_matched_line_is(staff_client, anita):
    other = RegistrationFactory(full_name="Bina Roy", amount_due=5000)
    import_id = upload(staff_client)

    response = apply(staff_client, import_id, assign=[{"line": 2, "kind": "registration", "targetId": other.pk}])

    assert response.status_code == 200, response.json()
    assert response.json() == {"recorded": 1, "skipped": 0}
    payment = Payment.objects.get()
    assert (payment.kind, payment.target_id, payment.amount, payment.method) == ("registration", other.pk, 5000, "bank")
    assert (payment.reference, str(payment.received_on), payment.recorded_by) == (
        "ZELLE FROM A SEN FOR PUJA",
        "2026-11-03",
        "organiser",
    )
    assert len(payment.bank_line_key) == 64
    other.refresh_from_db()
    assert (other.amount_paid, other.payment_status) == (5000, "paid")
    assert Entry.objects.filter(action="payment.record", target_id=payment.pk).exists()


def test_assigned_and_matched_lines_go_together_and_a_reapply_records_nothing(staff_client, anita):
    membership, donation = MembershipFactory(amount_due=5000), DonationFactory(amount=5000)
    import_id = upload(staff_client)

    first = apply(
        staff_client, import_id, lines=[5], assign=[{"line": 2, "kind": "membership", "targetId": membership.pk}]
    )
    again = apply(staff_client, import_id, lines=[5], assign=[{"line": 2, "kind": "donation", "targetId": donation.pk}])

    assert first.json() == {"recorded": 2, "skipped": 0}
    assert again.json() == {"recorded": 0, "skipped": 2}
    assert sorted(Payment.objects.values_list("kind", "target_id", "amount")) == [
        ("membership", membership.pk, 5000),
        ("registration", anita.pk, 2000),
    ]
    donation.refresh_from_db()
    assert donation.amount_paid == 0


def test_an_assignment_overrides_the_lines_own_match(staff_client, anita):
    """The treasurer knows better than the memo: DP-4821 was typed by mistake."""
    bina = RegistrationFactory(full_name="Bina Roy", amount_due=2000)
    import_id = upload(staff_client)

    response = apply(
        staff_client, import_id, lines=[5], assign=[{"line": 5, "kind": "registration", "targetId": bina.pk}]
    )

    assert response.json() == {"recorded": 1, "skipped": 0}
    assert Payment.objects.get().target_id == bina.pk
    anita.refresh_from_db()
    assert anita.amount_paid == 0


@pytest.mark.parametrize(
    ("assign", "message"),
    [
        ([{"line": 99, "kind": "registration"}], "Line 99 is not in this statement."),
        ([{"line": 3, "kind": "registration"}], "Line 3 is money out; only money in can pay for something."),
        ([{"line": 4, "kind": "registration"}], "Line 4 cannot be recorded: its date is not between 1900 and 2999."),
        ([{"line": 2, "kind": "raffle"}], "Line 2: choose a registration, a membership or a donation."),
        ([{"line": 2, "kind": "membership"}], "Line 2: there is no membership with that id."),
        (
            [{"line": 2, "kind": "registration"}, {"line": 2, "kind": "registration"}],
            "Line 2 is assigned twice.",
        ),
    ],
)
def test_a_wrong_assignment_is_a_400_naming_the_line_and_nothing_is_recorded(staff_client, anita, assign, message):
    import_id = upload(staff_client)
    # The good line given with it is not recorded either.
    body = {"lines": [5], "assign": [{**item, "targetId": anita.pk} for item in assign]}

    response = apply(staff_client, import_id, **body)

    assert response.status_code == 400, response.json()
    assert response.json()["message"] == message
    assert response.json()["errors"] == {"assign": [message]}
    assert not Payment.objects.exists()
    assert not Entry.objects.filter(action="payment.record").exists()


def test_a_missing_target_id_is_a_400(staff_client, anita):
    import_id = upload(staff_client)

    response = apply(staff_client, import_id, assign=[{"line": 2, "kind": "registration"}])

    assert response.status_code == 400
    assert not Payment.objects.exists()


def test_the_refusal_names_the_line_in_bengali_for_a_bengali_treasurer(staff_client, anita):
    import_id = upload(staff_client)
    staff_client.cookies["lang"] = "bn"

    response = apply(staff_client, import_id, assign=[{"line": 99, "kind": "registration", "targetId": anita.pk}])

    assert response.status_code == 400
    assert "৯৯" in response.json()["message"]
