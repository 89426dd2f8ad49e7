import io
from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest
from django.core.management import call_command
from PIL import Image

from events.models import Event
from gallery.models import GalleryImage
from membership.models import Membership, MembershipTier
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


@pytest.mark.parametrize(
    "today",
    [date(2026, 1, 10), date(2026, 4, 14), date(2026, 6, 1), date(2026, 9, 28), date(2026, 10, 20), date(2026, 11, 27)],
)
def test_demo_festivals_fall_in_their_seasons_whatever_the_day(clock, today):
    clock.set(datetime(today.year, today.month, today.day, 12, tzinfo=ZoneInfo("America/Los_Angeles")))
    call_command("seed_demo", "--no-organiser", stdout=None)

    durga = Event.objects.get(title__startswith="Durga Puja")
    kali = Event.objects.get(title__startswith="Kali Puja")
    saraswati = Event.objects.get(title="Saraswati Puja")
    boishakh = Event.objects.get(title__startswith="Poila Boishakh")
    assert durga.date.month in (9, 10) and durga.date > today
    assert durga.title == f"Durga Puja {durga.date.year}"
    assert (durga.end_date - durga.date).days == 4
    assert durga.programme_deadline >= today
    assert kali.date.month in (10, 11) and kali.date > durga.end_date
    assert saraswati.date.month in (1, 2) and saraswati.date > today
    assert (boishakh.date.month, boishakh.date.day) == (4, 14) and boishakh.date < today
    assert not boishakh.registration_open


def test_demo_content_is_written_in_bengali_too(client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    settings = client.get("/api/settings").json()
    assert all(settings[name] for name in ("taglineBn", "aboutTextBn", "bannerTextBn", "paymentInstructionsBn"))
    events = client.get("/api/events").json()
    assert all(event["titleBn"] and event["descriptionBn"] for event in events)
    durga = next(event for event in events if event["title"].startswith("Durga Puja"))
    assert [day["titleBn"] for day in durga["days"]] == ["ষষ্ঠী", "সপ্তমী", "অষ্টমী", "নবমী", "দশমী"]
    assert [meal["nameBn"] for meal in durga["days"][1]["meals"]] == ["দুপুরের ভোগ", "রাতের খাবার"]


def test_demo_has_bengali_speaking_families(client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    bengali = Registration.objects.filter(language="bn")
    assert bengali.count() >= 3
    assert all(any("\u0980" <= letter <= "\u09ff" for letter in party.full_name) for party in bengali)
    assert bengali.filter(event__title__startswith="Durga Puja").count() >= 2


def test_demo_gallery_has_real_photos_with_thumbnails(client):
    call_command("seed_demo", "--no-organiser", stdout=None)

    images = client.get("/api/gallery").json()
    images = images["results"] if isinstance(images, dict) else images
    assert len(images) == 5
    assert {image["title"] for image in images} >= {"Diyas at dusk", "Alpana at the door"}
    for image in GalleryImage.objects.all():
        assert (image.width, image.height) == (1200, 800)
        assert image.thumbnail_path
        photo = client.get(image.image_path)
        assert photo.status_code == 200
        assert Image.open(io.BytesIO(b"".join(photo.streaming_content) if photo.streaming else photo.content)).size == (
            1200,
            800,
        )
    alpana = GalleryImage.objects.get(title="Alpana at the door")
    assert alpana.event.title.startswith("Poila Boishakh")


def test_demo_has_this_years_memberships_still_to_pay(clock):
    clock.set(datetime(2026, 11, 27, 12, tzinfo=ZoneInfo("America/Los_Angeles")))
    call_command("seed_demo", "--no-organiser", stdout=None)

    owing = Membership.objects.filter(year=2026, amount_paid=0)
    assert sorted(owing.values_list("name", "language")) == [("Ananya Sen", "en"), ("সুমিতা দাস", "bn")]
    assert all(membership.amount_due == 5100 for membership in owing)
