"""Two to sign: a refund or a void of at least the settings' approvalThreshold waits
for a second treasurer or administrator, and is carried out once when approved."""

import threading

import pytest
from django.db import connections
from rest_framework.test import APIClient

from activity.models import Entry
from activity.sentences import entry_text
from ledger.models import Payment
from money.models import Approval
from money.tests.factories import DonationFactory
from sitesettings.models import SiteSettings

pytestmark = pytest.mark.django_db

URL = "/api/admin/payments"


def pay(client, donation, amount: int) -> dict:
    body = {"kind": "donation", "targetId": donation.pk, "amount": amount, "method": "zelle"}
    return client.post(URL, body, format="json")


@pytest.fixture
def treasurers(client_with_roles):
    return client_with_roles("treasurer", username="tara"), client_with_roles("treasurer", username="rina")


def test_a_refund_at_the_threshold_waits_and_changes_nothing(treasurers):
    tara, _rina = treasurers
    donation = DonationFactory(amount=20000, amount_paid=20000)

    response = pay(tara, donation, -10000)

    assert response.status_code == 202
    approval = Approval.objects.get()
    assert response.json() == {"approvalId": approval.pk, "status": "pending"}
    assert Payment.objects.count() == 1  # the payment that paid it
    donation.refresh_from_db()
    assert donation.amount_paid == 20000


def test_a_refund_below_the_threshold_and_any_payment_in_are_recorded_at_once(treasurers):
    tara, _rina = treasurers
    donation = DonationFactory(amount=50000)

    assert pay(tara, donation, 50000).status_code == 201
    assert pay(tara, donation, -9999).status_code == 201
    assert not Approval.objects.exists()


def test_the_proposer_cannot_approve_and_another_treasurer_carries_it_out(treasurers):
    tara, rina = treasurers
    donation = DonationFactory(amount=20000, amount_paid=20000)
    approval_id = pay(tara, donation, -15000).json()["approvalId"]

    listed = tara.get("/api/admin/approvals").json()
    assert [(a["id"], a["action"], a["amount"], a["proposedBy"], a["status"]) for a in listed] == [
        (approval_id, "refund", -15000, "tara", "pending")
    ]

    own = tara.post(f"/api/admin/approvals/{approval_id}/approve")
    assert own.status_code == 403
    assert own.json()["message"] == "Another treasurer must approve this."
    assert Payment.objects.count() == 1  # the payment that paid it

    response = rina.post(f"/api/admin/approvals/{approval_id}/approve")

    assert response.status_code == 200
    payment = Payment.objects.get(amount=-15000)
    assert response.json()["id"] == payment.pk
    assert (response.json()["amount"], response.json()["recordedBy"]) == (-15000, "tara")
    donation.refresh_from_db()
    assert donation.amount_paid == 5000
    stored = Approval.objects.get()
    assert (stored.status, stored.decided_by, stored.payment_id) == ("approved", "rina", payment.pk)
    again = rina.post(f"/api/admin/approvals/{approval_id}/approve")
    assert again.status_code == 409
    entry = Entry.objects.get(action="approval.approve")
    assert entry.actor == "rina"
    assert "tara" in entry_text(entry) and "rina" in entry_text(entry)


def test_a_void_at_the_threshold_waits_for_a_second_treasurer(treasurers, staff_client):
    tara, _rina = treasurers
    donation = DonationFactory(amount=20000)
    payment = pay(tara, donation, 20000).json()

    response = tara.post(f"{URL}/{payment['id']}/void", {"reason": "Bounced check"}, format="json")

    assert response.status_code == 202
    assert not Payment.objects.get().voided
    twice = tara.post(f"{URL}/{payment['id']}/void", {"reason": "Bounced check"}, format="json")
    assert twice.status_code == 409

    approved = staff_client.post(f"/api/admin/approvals/{response.json()['approvalId']}/approve")

    assert approved.status_code == 200
    assert approved.json() | {"paidFor": ""} == {
        **payment,
        "voided": True,
        "voidReason": "Bounced check",
        "paidFor": "",
    }
    donation.refresh_from_db()
    assert donation.amount_paid == 0


def test_a_rejected_proposal_is_never_carried_out(treasurers):
    tara, rina = treasurers
    donation = DonationFactory(amount=20000, amount_paid=20000)
    approval_id = pay(tara, donation, -20000).json()["approvalId"]

    assert rina.post(f"/api/admin/approvals/{approval_id}/reject", {}, format="json").status_code == 400
    response = rina.post(f"/api/admin/approvals/{approval_id}/reject", {"reason": "Not refundable"}, format="json")

    assert response.status_code == 200
    assert (response.json()["status"], response.json()["rejectReason"]) == ("rejected", "Not refundable")
    assert rina.post(f"/api/admin/approvals/{approval_id}/approve").status_code == 409
    assert Payment.objects.count() == 1  # the payment that paid it
    assert "Not refundable" in entry_text(Entry.objects.get(action="approval.reject"))


def test_a_threshold_of_null_never_asks_and_a_lower_one_asks_sooner(treasurers):
    tara, _rina = treasurers
    donation = DonationFactory(amount=20000, amount_paid=20000)
    SiteSettings.objects.update_or_create(pk=1, defaults={"approval_threshold": None})
    assert pay(tara, donation, -20000).status_code == 201
    SiteSettings.objects.filter(pk=1).update(approval_threshold=500)
    assert pay(tara, donation, -500).status_code == 202


def test_the_organiser_and_door_cannot_see_or_decide_proposals(client_with_roles, treasurers):
    tara, _rina = treasurers
    approval_id = pay(tara, DonationFactory(amount_paid=20000), -15000).json()["approvalId"]
    organiser = client_with_roles("organiser")

    assert organiser.get("/api/admin/approvals").status_code == 403
    assert organiser.post(f"/api/admin/approvals/{approval_id}/approve").status_code == 403
    assert APIClient().get("/api/admin/approvals").status_code == 401


def test_an_unknown_proposal_is_a_404(staff_client):
    assert staff_client.post("/api/admin/approvals/999/approve").status_code == 404
    assert staff_client.post("/api/admin/approvals/999/reject", {"reason": "x"}, format="json").status_code == 404


def test_the_threshold_is_a_setting_administrators_change(staff_client):
    body = staff_client.get("/api/settings").json()
    assert body["approvalThreshold"] == 10000
    body = {**body, "approvalThreshold": None}
    assert staff_client.put("/api/admin/settings", body, format="json").json()["approvalThreshold"] is None
    assert staff_client.put("/api/admin/settings", {**body, "approvalThreshold": 0}, format="json").status_code == 400


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_approvals_at_once_carry_the_refund_out_once(django_user_model):
    from accounts.models import Role

    donation = DonationFactory(amount=20000, amount_paid=20000)
    clients = []
    for name in ("tara", "rina", "mita"):
        user = django_user_model.objects.create_user(name, is_staff=True)
        Role.objects.create(user=user, role="treasurer")
        client = APIClient()
        client.force_login(user)
        clients.append(client)
    approval_id = pay(clients[0], donation, -15000).json()["approvalId"]
    start = threading.Barrier(2)
    answers: list[int] = []

    def approve(client) -> None:
        try:
            start.wait(timeout=30)
            answers.append(client.post(f"/api/admin/approvals/{approval_id}/approve").status_code)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=approve, args=(client,)) for client in clients[1:]]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(answers) == [200, 409]
    assert Payment.objects.count() == 2
    donation.refresh_from_db()
    assert donation.amount_paid == 5000
