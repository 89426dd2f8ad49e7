"""Tiers over HTTP: what anyone may read, and what organisers keep."""

import pytest

from activity.models import Entry
from membership.models import MembershipTier
from membership.tests.factories import MembershipFactory, MembershipTierFactory

pytestmark = pytest.mark.django_db


def tier_body(**changes) -> dict:
    return {"name": "Family", "amount": 5000, "description": "Everyone at one address.", "active": True, **changes}


def test_the_public_list_has_the_active_tiers_cheapest_first(api_client):
    family = MembershipTierFactory(name="Family", amount=5000, description="Everyone at one address.")
    student = MembershipTierFactory(name="Student", amount=1500, description="")
    MembershipTierFactory(name="Founder", amount=100, active=False)

    response = api_client.get("/api/membership/tiers")

    assert response.status_code == 200
    assert response.json() == [
        {"id": student.pk, "name": "Student", "amount": 1500, "description": ""},
        {"id": family.pk, "name": "Family", "amount": 5000, "description": "Everyone at one address."},
    ]


def test_the_organisers_tiers_need_an_organiser(api_client, member_client):
    tier = MembershipTierFactory()
    for client in (api_client, member_client):
        assert client.get("/api/admin/membership/tiers").status_code in (401, 403)
        assert client.post("/api/admin/membership/tiers", tier_body(), format="json").status_code in (401, 403)
        assert client.delete(f"/api/admin/membership/tiers/{tier.pk}").status_code in (401, 403)
    assert api_client.get("/api/admin/membership/tiers").status_code == 401
    assert MembershipTier.objects.filter(pk=tier.pk).exists()


def test_an_organiser_creates_lists_changes_and_deletes_a_tier(staff_client):
    created = staff_client.post("/api/admin/membership/tiers", tier_body(), format="json")
    assert created.status_code == 201
    tier_id = created.json()["id"]
    assert created.json() == {"id": tier_id, **tier_body()}

    changed = staff_client.put(
        f"/api/admin/membership/tiers/{tier_id}", tier_body(amount=6000, active=False), format="json"
    )
    assert changed.status_code == 200
    assert changed.json()["amount"] == 6000
    assert staff_client.get("/api/admin/membership/tiers").json() == [
        {"id": tier_id, **tier_body(amount=6000, active=False)}
    ]

    deleted = staff_client.delete(f"/api/admin/membership/tiers/{tier_id}")
    assert deleted.status_code == 204
    assert not MembershipTier.objects.exists()
    assert list(Entry.objects.order_by("pk").values_list("action", "actor")) == [
        ("membership_tier.create", "organiser"),
        ("membership_tier.update", "organiser"),
        ("membership_tier.delete", "organiser"),
    ]


def test_a_new_tier_is_offered_and_a_change_without_active_keeps_it(staff_client):
    body = tier_body()
    del body["active"]
    created = staff_client.post("/api/admin/membership/tiers", body, format="json").json()
    assert created["active"] is True
    inactive = MembershipTierFactory(active=False)

    changed = staff_client.put(f"/api/admin/membership/tiers/{inactive.pk}", body, format="json")

    assert changed.json()["active"] is False
    assert MembershipTier.objects.get(pk=inactive.pk).name == "Family"


def test_a_tier_a_membership_uses_cannot_be_deleted(staff_client):
    membership = MembershipFactory()

    response = staff_client.delete(f"/api/admin/membership/tiers/{membership.tier_id}")

    assert response.status_code == 409
    assert response.json() == {"message": "This tier is in use; make it inactive instead."}
    assert MembershipTier.objects.filter(pk=membership.tier_id).exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (tier_body(name=""), "name"),
        (tier_body(amount=-1), "amount"),
        (tier_body(amount=10_000_001), "amount"),
        (tier_body(amount="12.50"), "amount"),
        (tier_body(amount=None), "amount"),
        (tier_body(description="x" * 501), "description"),
    ],
)
def test_a_bad_tier_is_400_per_field_and_saves_nothing(staff_client, body, field):
    response = staff_client.post("/api/admin/membership/tiers", body, format="json")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]
    assert not MembershipTier.objects.exists()


def test_an_unknown_tier_is_404(staff_client):
    assert staff_client.put("/api/admin/membership/tiers/999", tier_body(), format="json").status_code == 404
    assert staff_client.delete("/api/admin/membership/tiers/999").status_code == 404
