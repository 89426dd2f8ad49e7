import pytest
from django.core.management import call_command

from events.models import Event
from membership.models import MembershipTier
from registrations.models import Registration, SlotClaim

pytestmark = pytest.mark.django_db


def test_demo_content_shows_seats_and_planning(client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    events = {event["title"]: event for event in client.get("/api/events").json()}
    kali = events["Kali Puja & Diwali Night"]
    assert kali["capacity"] == 12
    assert kali["spotsLeft"] == 2
    assert kali["waitlistCount"] == 2
    durga = next(event for title, event in events.items() if title.startswith("Durga Puja"))
    assert {slot["kind"] for slot in durga["slots"]} == {"bring", "volunteer"}
    assert SlotClaim.objects.exists()
    assert Registration.objects.filter(children__gt=0).exists()
    assert Registration.objects.filter(photo_consent=False).exists()


def test_demo_content_has_prices_what_the_puja_families_owe_and_membership_tiers(client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    durga = Registration.objects.filter(event__title__startswith="Durga Puja")
    # Ananya Sen's party: two adults at $25 and two children at $10.
    assert durga.get(full_name="Ananya Sen").amount_due == 7000
    assert all(registration.payment_reference.startswith("DP-") for registration in durga)
    assert [tier["name"] for tier in MembershipTier.objects.values("name")] == ["Student", "Senior", "Single", "Family"]
    assert client.get("/api/settings").json()["paymentInstructions"].startswith("Pay by Zelle")


def test_demo_content_has_a_programme_taking_shape(staff_client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    durga = Event.objects.get(title__startswith="Durga Puja")
    assert durga.programme_open
    programme = staff_client.get(f"/api/admin/events/{durga.pk}/programme").json()
    running = [(row["position"], row["startTime"]) for row in programme["entries"] if row["status"] == "accepted"]
    assert running == [(1, "19:30"), (2, "19:38"), (3, "19:52")]
    assert [row["status"] for row in programme["entries"]].count("submitted") == 1
    assert programme["totalMinutes"] == 6 + 12 + 4 + 2 * 2


def test_demo_content_is_added_only_once():
    call_command("seed_demo", "--no-organiser", stdout=None)
    call_command("seed_demo", "--no-organiser", stdout=None)

    assert Event.objects.count() == 4


def test_demo_durga_puja_is_five_days_with_bhog_and_a_smaller_ashtami(client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    durga = next(event for event in client.get("/api/events").json() if event["title"].startswith("Durga Puja"))
    days = {day["title"]: day for day in durga["days"]}
    assert list(days) == ["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]
    assert [meal["name"] for meal in days["Saptami"]["meals"]] == ["Lunch bhog", "Dinner"]
    assert days["Ashtami"]["capacity"] == 40
    # Ananya (4), Rahul (3), Sumita (2) and Debashis (6) come on Ashtami.
    assert days["Ashtami"]["spotsLeft"] == 25
