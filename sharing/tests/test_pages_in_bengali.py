"""A page asked for in Bengali: its <html lang>, head, share card and first data,
read as a crawler and as the app read them. Organisers' texts stay as written."""

from datetime import date, timedelta

import pytest
from django.utils import timezone

from events.tests.factories import EventFactory
from sharing import share_cards
from sharing.tests.test_pages import SITE_URL, Page, built_front_end, open_png  # noqa: F401 - fixture
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

GROUP = "Tracy Bengali Cultural Association"
BENGALI = {"Accept-Language": "bn-IN,bn;q=0.9,en;q=0.5"}


def fetch(client, path: str, **headers) -> tuple[object, Page]:
    response = client.get(path, headers=headers)
    return response, Page(response.content.decode())


@pytest.fixture
def site():
    return SiteSettingsFactory(group_name=GROUP, tagline="Celebrating Culture, Together")


def test_a_bengali_page_says_so_in_html_lang_and_og_locale(client, site):
    response, page = fetch(client, "/events", **BENGALI)

    assert response.status_code == 200
    assert '<html lang="bn">' in response.content.decode()
    assert response["Content-Language"] == "bn"
    assert page.one("og:locale") == "bn_IN"


def test_an_english_page_keeps_html_lang_en_and_en_us(client, site):
    response, page = fetch(client, "/events")

    assert '<html lang="en">' in response.content.decode()
    assert page.one("og:locale") == "en_US"
    assert page.titles == [f"Events · {GROUP}"]


@pytest.mark.parametrize(
    ("path", "title", "description"),
    [
        ("/events", f"অনুষ্ঠান · {GROUP}", f"{GROUP}-এর আসন্ন অনুষ্ঠান, আর কীভাবে নাম লেখাবেন।"),
        ("/gallery", f"গ্যালারি · {GROUP}", f"{GROUP}-এর অনুষ্ঠানের ছবি।"),
        ("/contact", f"যোগাযোগ · {GROUP}", f"{GROUP}-এর আয়োজকদের লিখুন।"),
        ("/donate", f"অনুদান দিন · {GROUP}", f"{GROUP}-কে অনুদান দিন: এর পুজো, উৎসব আর বাংলা ক্লাসের জন্য।"),
        (
            "/family",
            f"আমার পরিবার · {GROUP}",
            f"{GROUP}-এ আপনার পরিবারের নিবন্ধন, সদস্য আর তথ্য, ইমেলে পাওয়া কোড দিয়ে সাইন ইন করে।",
        ),
        ("/nowhere", f"পাতাটি পাওয়া যায়নি · {GROUP}", None),
    ],
)
def test_the_generic_pages_heads_are_in_bengali_with_the_group_name_as_written(client, site, path, title, description):
    _, page = fetch(client, path, **BENGALI)

    assert page.titles == [title]
    if description is not None:
        assert page.one("description") == page.one("og:description") == description
    assert page.one("og:site_name") == GROUP


def test_the_home_page_describes_the_community_in_bengali(client, site):
    _, page = fetch(client, "/", **BENGALI)

    assert page.titles == [f"{GROUP} · Celebrating Culture, Together"]
    assert page.one("description").startswith("Celebrating Culture, Together। ক্যালিফোর্নিয়ার ট্রেসি শহরের বাঙালি")


def test_an_event_page_gives_the_date_in_bengali_and_the_event_as_written(client, site):
    event = EventFactory(
        title="Durga Puja 2030", date=date(2030, 10, 15), venue="Tracy Community Center", description="Five days."
    )

    _, page = fetch(client, f"/events/{event.pk}", **BENGALI)

    assert page.titles == [f"Durga Puja 2030 · {GROUP}"]
    assert page.one("og:title") == "Durga Puja 2030"
    assert page.one("description") == "মঙ্গলবার, ১৫ অক্টোবর, ২০৩০, Tracy Community Center। Five days."
    # The JSON-LD is data: the same in every language.
    assert page.script("application/ld+json")["description"] == "Five days."


def test_a_bengali_page_points_at_the_bengali_share_card(client, site):
    event = EventFactory(date=timezone.localdate() + timedelta(days=10))

    _, page = fetch(client, f"/events/{event.pk}", **BENGALI)
    _, english = fetch(client, f"/events/{event.pk}")
    _, home = fetch(client, "/", **BENGALI)

    assert page.one("og:image").startswith(f"{SITE_URL}/events/{event.pk}/share.png?v=")
    assert page.one("og:image").endswith("&lang=bn")
    assert "lang=" not in english.one("og:image")
    assert page.one("og:image").split("&")[0] != english.one("og:image")
    assert home.one("og:image").startswith(f"{SITE_URL}/share.png?v=")
    assert home.one("og:image").endswith("&lang=bn")
    # The structured data keeps the English card.
    assert page.script("application/ld+json")["image"] == [english.one("og:image")]


def test_the_first_data_of_a_bengali_page_is_what_the_api_answers_in_bengali(client, site):
    event = EventFactory()

    _, page = fetch(client, f"/events/{event.pk}", **BENGALI)
    data = page.script("application/json", "initial-data")

    assert data[f"/api/events/{event.pk}"] == client.get(f"/api/events/{event.pk}", headers=BENGALI).json()
    assert data["/api/settings"] == client.get("/api/settings", headers=BENGALI).json()
    _, events_page = fetch(client, "/events", **BENGALI)
    assert events_page.script("application/json", "initial-data")["/api/events"] == (
        client.get("/api/events", headers=BENGALI).json()
    )


def test_an_event_card_is_drawn_with_the_date_in_the_language_its_address_names(client, site, monkeypatch):
    event = EventFactory(title="Kali Puja", date=date(2030, 10, 15))
    drawings = []
    real = share_cards.card_png
    monkeypatch.setattr(share_cards, "card_png", lambda **card: drawings.append(card) or real(**card))

    english = client.get(f"/events/{event.pk}/share.png")
    bengali = client.get(f"/events/{event.pk}/share.png?lang=bn")
    # The visitor's own language does not change a card: its address does.
    again = client.get(f"/events/{event.pk}/share.png", headers=BENGALI)

    assert [card["lines"][0] for card in drawings] == ["Tuesday, October 15, 2030", "মঙ্গলবার, ১৫ অক্টোবর, ২০৩০"]
    assert bengali["ETag"] != english["ETag"] == again["ETag"]
    assert open_png(bengali.content).size == (1200, 630)
    assert client.get(f"/events/{event.pk}/share.png?lang=bn", HTTP_IF_NONE_MATCH=bengali["ETag"]).status_code == 304
    assert "Accept-Language" not in bengali.get("Vary", "")


def test_the_site_card_has_an_etag_of_its_own_in_bengali(client, site):
    english = client.get("/share.png")
    bengali = client.get("/share.png?lang=bn")

    assert bengali.status_code == 200
    assert bengali["ETag"] != english["ETag"]
    assert client.get("/share.png?lang=bn", HTTP_IF_NONE_MATCH=bengali["ETag"]).status_code == 304


# The organisers' texts written in Bengali: a Bengali page and card show them,
# an English one keeps the English, and a text left unwritten falls back to it.


@pytest.fixture
def durga_puja_in_both():
    return EventFactory(
        title="Durga Puja 2030",
        title_bn="দুর্গাপুজো ২০৩০",
        description="Five days.",
        description_bn="পাঁচ দিনের উৎসব।",
        date=date(2030, 10, 15),
        venue="Tracy Community Center",
    )


def test_a_bengali_event_page_shows_the_events_bengali_title_and_description(client, site, durga_puja_in_both):
    _, page = fetch(client, f"/events/{durga_puja_in_both.pk}", **BENGALI)
    _, english = fetch(client, f"/events/{durga_puja_in_both.pk}")

    assert page.titles == [f"দুর্গাপুজো ২০৩০ · {GROUP}"]
    assert page.one("og:title") == "দুর্গাপুজো ২০৩০"
    assert page.one("description") == "মঙ্গলবার, ১৫ অক্টোবর, ২০৩০, Tracy Community Center। পাঁচ দিনের উৎসব।"
    assert english.titles == [f"Durga Puja 2030 · {GROUP}"]
    assert english.one("og:title") == "Durga Puja 2030"


def test_an_event_without_a_bengali_title_keeps_the_english_on_a_bengali_page(client, site):
    event = EventFactory(title="Kali Puja", description="One night.", title_bn="  ", date=date(2030, 11, 1))

    _, page = fetch(client, f"/events/{event.pk}", **BENGALI)

    assert page.one("og:title") == "Kali Puja"
    assert page.one("description").endswith("One night.")


def test_the_bengali_home_page_carries_the_bengali_tagline(client):
    SiteSettingsFactory(group_name=GROUP, tagline="Celebrating Culture, Together", tagline_bn="একসাথে সংস্কৃতি")

    _, page = fetch(client, "/", **BENGALI)
    _, english = fetch(client, "/")

    assert page.titles == [f"{GROUP} · একসাথে সংস্কৃতি"]
    assert english.titles == [f"{GROUP} · Celebrating Culture, Together"]


def test_a_bengali_event_card_is_drawn_with_the_bengali_title(client, site, durga_puja_in_both, monkeypatch):
    drawings = []
    real = share_cards.card_png
    monkeypatch.setattr(share_cards, "card_png", lambda **card: drawings.append(card) or real(**card))

    bengali = client.get(f"/events/{durga_puja_in_both.pk}/share.png?lang=bn")
    english = client.get(f"/events/{durga_puja_in_both.pk}/share.png")

    assert bengali.status_code == english.status_code == 200
    assert [card["title"] for card in drawings] == ["দুর্গাপুজো ২০৩০", "Durga Puja 2030"]


def test_writing_a_bengali_title_gives_the_bengali_card_a_new_version(site, durga_puja_in_both):
    english = share_cards.event_card_version(durga_puja_in_both, "en")
    bengali = share_cards.event_card_version(durga_puja_in_both, "bn")

    durga_puja_in_both.title_bn = "দুর্গোৎসব ২০৩০"

    assert share_cards.event_card_version(durga_puja_in_both, "bn") != bengali
    assert share_cards.event_card_version(durga_puja_in_both, "en") == english


def test_the_bengali_site_card_is_drawn_with_the_bengali_tagline(client, monkeypatch):
    SiteSettingsFactory(group_name=GROUP, tagline="Celebrating Culture, Together", tagline_bn="একসাথে সংস্কৃতি")
    drawings = []
    real = share_cards.card_png
    monkeypatch.setattr(share_cards, "card_png", lambda **card: drawings.append(card) or real(**card))

    client.get("/share.png?lang=bn")
    client.get("/share.png")

    assert [card["lines"] for card in drawings] == [["একসাথে সংস্কৃতি"], ["Celebrating Culture, Together"]]
