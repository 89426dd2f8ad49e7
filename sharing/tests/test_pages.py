"""What a shared link shows, read from outside: the HTML parsed as a crawler
reads it, the JSON-LD and the first data parsed, the cards opened as images."""

import io
import json
import xml.etree.ElementTree as ET
from datetime import timedelta
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.utils import timezone
from PIL import Image

from core.dates import long_date
from cultural_site import spa
from events.tests.factories import EventFactory
from gallery.models import GalleryImage
from registrations.tests.factories import RegistrationFactory
from sharing import share_cards
from sharing.cards import TEXT_LEFT, TEXT_RIGHT, TITLE_MAX_LINES, Style, text_width, wrap
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "share-cards"
INDEX = (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"/>'
    '<meta name="description" content="Built description"/><title>Built title</title>'
    '<script defer src="/static/assets/main.js"></script></head><body><div id="root"></div></body></html>'
)
SITE_URL = "https://www.example.org"


@pytest.fixture(autouse=True)
def built_front_end(settings, tmp_path):
    index = tmp_path / "index.html"
    index.write_text(INDEX, encoding="utf-8")
    settings.FRONTEND_INDEX = index
    settings.SITE_URL = SITE_URL
    spa._cached_index.cache_clear()
    yield
    spa._cached_index.cache_clear()


class Page(HTMLParser):
    """The parts of a page a link-preview crawler reads."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.titles: list[str] = []
        self.meta: dict[str, list[str]] = {}
        self.links: dict[str, str] = {}
        self.scripts: list[tuple[dict, str]] = []
        self._in: str | None = None
        self._attrs: dict = {}
        self._text = ""
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and ("name" in attrs or "property" in attrs):
            self.meta.setdefault(attrs.get("name") or attrs["property"], []).append(attrs.get("content"))
        elif tag == "link":
            self.links[attrs.get("rel")] = attrs.get("href")
        elif tag in {"title", "script"}:
            self._in, self._attrs, self._text = tag, attrs, ""

    def handle_data(self, data):
        if self._in:
            self._text += data

    def handle_endtag(self, tag):
        if tag == self._in == "title":
            self.titles.append(self._text)
        elif tag == self._in == "script":
            self.scripts.append((self._attrs, self._text))
        self._in = None

    def one(self, name: str) -> str:
        values = self.meta.get(name, [])
        assert len(values) == 1, (name, values)
        return values[0]

    def script(self, type_: str, id_: str | None = None) -> object:
        found = [text for attrs, text in self.scripts if attrs.get("type") == type_ and attrs.get("id") == id_]
        assert len(found) == 1, (type_, id_, self.scripts)
        return json.loads(found[0])


def fetch(client, path: str) -> tuple[int, Page]:
    response = client.get(path)
    return response.status_code, Page(response.content.decode())


def test_an_event_page_has_its_own_head_for_link_previews(client):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association")
    event = EventFactory(
        title="Durga Puja 2026",
        date=timezone.localdate() + timedelta(days=20),
        time="5:00 PM - 10:00 PM",
        venue="Tracy Community Center",
        description="Five days of worship.",
    )

    status, page = fetch(client, f"/events/{event.pk}")

    assert status == 200
    assert page.titles == ["Durga Puja 2026 · Tracy Bengali Cultural Association"]
    assert page.one("og:title") == "Durga Puja 2026"
    assert page.one("og:type") == "event"
    assert page.one("og:site_name") == "Tracy Bengali Cultural Association"
    assert page.one("description").startswith(f"{long_date(event.date)} at Tracy Community Center.")
    assert page.one("og:description") == page.one("description")
    assert page.links["canonical"] == page.one("og:url") == f"{SITE_URL}/events/{event.pk}"
    assert page.one("og:image").startswith(f"{SITE_URL}/events/{event.pk}/share.png")
    assert (page.one("og:image:width"), page.one("og:image:height")) == ("1200", "630")
    assert page.one("og:locale") == "en_US"
    assert page.one("twitter:card") == "summary_large_image"


def test_an_event_page_carries_a_schema_org_event(client):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association")
    event = EventFactory(time="5:00 PM - 10:00 PM", venue="Tracy Community Center", address="950 East St")

    _, page = fetch(client, f"/events/{event.pk}")

    data = page.script("application/ld+json")
    assert data["@type"] == "Event"
    assert data["name"] == event.title
    assert data["startDate"].startswith(f"{event.date.isoformat()}T17:00:00")
    assert data["startDate"][-6:] in {"-07:00", "-08:00"}
    assert data["endDate"].startswith(f"{event.date.isoformat()}T22:00:00")
    assert data["location"] == {
        "@type": "Place",
        "name": "Tracy Community Center",
        "address": {"@type": "PostalAddress", "streetAddress": "950 East St"},
    }
    assert data["eventAttendanceMode"] == "https://schema.org/OfflineEventAttendanceMode"
    assert data["eventStatus"] == "https://schema.org/EventScheduled"
    assert data["organizer"]["name"] == "Tracy Bengali Cultural Association"
    assert data["url"] == f"{SITE_URL}/events/{event.pk}"
    assert data["image"][0].startswith(f"{SITE_URL}/events/{event.pk}/share.png")


def test_an_all_day_event_starts_on_its_date(client):
    event = EventFactory(time="")

    _, page = fetch(client, f"/events/{event.pk}")

    assert page.script("application/ld+json")["startDate"] == event.date.isoformat()


def test_organiser_text_never_breaks_the_page(client):
    hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>'
    event = EventFactory(title=hostile, description=hostile, venue=hostile)

    response = client.get(f"/events/{event.pk}")
    html = response.content.decode()
    page = Page(html)

    assert "<script>alert(1)" not in html
    assert "<img src=x" not in html
    assert page.one("og:title") == hostile
    assert page.script("application/ld+json")["name"] == hostile
    assert page.script("application/json", "initial-data")[f"/api/events/{event.pk}"]["title"] == hostile
    assert [attrs.get("type") for attrs, _ in page.scripts if "src" not in attrs] == [
        "application/ld+json",
        "application/json",
    ]


@pytest.mark.parametrize("event_id", ["424242", "2147483648", "9" * 18, "9" * 30, "durga-puja"])
def test_a_missing_event_is_404_with_the_generic_head(client, event_id):
    status, page = fetch(client, f"/events/{event_id}")

    assert status == 404
    assert page.one("og:image").startswith(f"{SITE_URL}/share.png")
    assert page.one("robots") == "noindex"
    assert "canonical" not in page.links
    assert not [attrs for attrs, _ in page.scripts if attrs.get("type") == "application/ld+json"]


@pytest.mark.parametrize(
    ("path", "data_key"),
    [("/", "/api/events/featured"), ("/events", "/api/events"), ("/gallery", "/api/gallery"), ("/contact", None)],
)
def test_public_pages_have_the_group_head_and_their_first_data(client, path, data_key):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", tagline="Celebrating Culture, Together")
    EventFactory(title="Kali Puja")

    status, page = fetch(client, path)

    assert status == 200
    assert "Tracy Bengali Cultural Association" in page.titles[0]
    assert page.links["canonical"] == f"{SITE_URL}{path}"
    assert page.one("og:image").startswith(f"{SITE_URL}/share.png?v=")
    assert page.one("description")
    data = page.script("application/json", "initial-data")
    assert data["/api/settings"]["groupName"] == "Tracy Bengali Cultural Association"
    if data_key is not None:
        assert data_key in data


def test_the_door_carries_its_event_as_the_public_reads_it_and_nothing_of_the_parties(client):
    event = EventFactory(title="Lakshmi Puja")
    RegistrationFactory(event=event, full_name="Mita Sen")

    status, page = fetch(client, f"/admin/check-in/{event.pk}")
    data = page.script("application/json", "initial-data")

    assert status == 200
    assert data[f"/api/events/{event.pk}"] == client.get(f"/api/events/{event.pk}").json()
    assert not any(key.startswith("/api/admin/") for key in data)
    assert "Mita Sen" not in json.dumps(data)
    # An event that is no more: the door says so itself, from the public read's 404.
    status, page = fetch(client, "/admin/check-in/999999")
    assert status == 200
    assert not any(key.startswith("/api/events/") for key in page.script("application/json", "initial-data"))


def test_an_id_in_other_digits_is_not_read_as_an_event_s(client):
    # Python reads "৫১" (Bengali digits) as 51, but the API's routes take ASCII digits only: the
    # page carries no event that its own read of the same address would not find.
    event = EventFactory(title="Lakshmi Puja")
    bengali = str(event.pk).translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))

    for path in (f"/events/{bengali}", f"/events/{bengali}/programme", f"/admin/check-in/{bengali}"):
        _, page = fetch(client, path)
        data = page.script("application/json", "initial-data")
        assert not any(key.startswith("/api/events/") for key in data), path
        assert not any("Lakshmi Puja" in title for title in page.titles), path
    assert client.get(f"/api/events/{bengali}").status_code == 404


def test_the_family_page_is_named_but_kept_out_of_search_engines(client):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association")

    status, page = fetch(client, "/family?email=anita%40example.com&code=123456")

    assert status == 200
    assert page.titles == ["My Family · Tracy Bengali Cultural Association"]
    assert page.one("robots") == "noindex"
    assert "canonical" not in page.links
    assert "123456" not in str(page.meta)


def test_first_data_is_what_the_api_answers(client):
    event = EventFactory()

    _, page = fetch(client, f"/events/{event.pk}")
    data = page.script("application/json", "initial-data")

    assert data[f"/api/events/{event.pk}"] == client.get(f"/api/events/{event.pk}").json()
    album = f"/api/gallery?eventId={event.pk}"
    assert data[album] == client.get(album).json()
    assert data["/api/settings"] == client.get("/api/settings").json()
    _, home = fetch(client, "/")
    assert home.script("application/json", "initial-data")["/api/events/featured"] == (
        client.get("/api/events/featured").json()
    )


def test_the_gallery_pages_first_data_is_the_apis_first_page_and_follows_changes(client, staff_client):
    GalleryImage.objects.bulk_create(GalleryImage(image_path=f"/objects/images/{n}.jpg") for n in range(65))

    _, page = fetch(client, "/gallery")
    first = page.script("application/json", "initial-data")["/api/gallery"]
    staff_client.delete(f"/api/admin/gallery/{first[0]['id']}")
    _, after = fetch(client, "/gallery")

    assert len(first) == 60
    assert after.script("application/json", "initial-data")["/api/gallery"] == client.get("/api/gallery").json()
    assert first[0] not in client.get("/api/gallery").json()


def test_the_built_title_and_description_are_replaced_not_repeated(client):
    _, page = fetch(client, "/gallery")

    assert len(page.titles) == 1
    assert "Built" not in page.titles[0]
    assert page.one("description") != "Built description"


def test_the_admin_gets_a_generic_head_that_is_not_indexed(client):
    status, page = fetch(client, "/admin")

    assert status == 200
    assert page.one("robots") == "noindex"
    assert page.one("og:image").startswith(f"{SITE_URL}/share.png")


# Share cards


def open_png(content: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(content))
    image.load()
    return image


def test_the_site_card_is_a_1200_by_630_png_with_an_etag(client):
    response = client.get("/share.png")

    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    image = open_png(response.content)
    assert (image.format, image.size) == ("PNG", (1200, 630))
    again = client.get("/share.png", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304


def test_an_event_card_is_drawn_once_for_a_burst_and_again_when_the_event_changes(client, monkeypatch):
    event = EventFactory(title="Kali Puja")
    drawings = []
    real = share_cards.card_png
    monkeypatch.setattr(share_cards, "card_png", lambda **card: drawings.append(card) or real(**card))

    for _ in range(5):
        assert client.get(f"/events/{event.pk}/share.png").status_code == 200
    first = client.get(f"/events/{event.pk}/share.png")["ETag"]
    event.title = "Kali Puja & Diwali"
    event.save()
    second = client.get(f"/events/{event.pk}/share.png")

    assert len(drawings) == 2
    assert drawings[-1]["title"] == "Kali Puja & Diwali"
    assert second["ETag"] != first
    assert open_png(second.content).size == (1200, 630)


def test_the_card_of_a_missing_event_is_404(client):
    assert client.get("/events/424242/share.png").status_code == 404


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("english", "Durga Puja 2026 — দুর্গাপূজা"),
        (
            "long-bengali",
            "শারদীয়া দুর্গোৎসব ও লক্ষ্মীপূজা: সপ্তমী, অষ্টমী, নবমী ও দশমীর সন্ধ্যায় সাংস্কৃতিক অনুষ্ঠান, "
            "ধুনুচি নাচ এবং সিঁদুর খেলা সবার জন্য, আর শেষে মহাভোজ",
        ),
        ("one-long-word", "দুর্গাপূজা" * 12),
    ],
)
def test_a_long_title_wraps_and_never_overflows(client, name, title):
    event = EventFactory(title=title, venue="Tracy Community Center", address="950 East Street, Tracy, CA 95376")

    response = client.get(f"/events/{event.pk}/share.png")

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"{name}.png").write_bytes(response.content)
    assert open_png(response.content).size == (1200, 630)
    width = TEXT_RIGHT - TEXT_LEFT
    style = Style(size=44, weight=700, color="#000")
    lines, _ = wrap(title, style, width=width, max_lines=TITLE_MAX_LINES)
    assert 1 <= len(lines) <= TITLE_MAX_LINES
    assert all(text_width(line, style) <= width for line in lines)


# Sitemap and robots


def test_the_sitemap_lists_the_pages_and_upcoming_events(client):
    upcoming = EventFactory()
    past = EventFactory(past=True)

    response = client.get("/sitemap.xml")

    assert response.status_code == 200
    namespace = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    entries = {
        url.findtext("s:loc", namespaces=namespace): url.findtext("s:lastmod", namespaces=namespace)
        for url in ET.fromstring(response.content).findall("s:url", namespace)
    }
    for path in ("/", "/events", "/gallery", "/contact", "/donate", f"/events/{upcoming.pk}"):
        assert f"{SITE_URL}{path}" in entries
    assert f"{SITE_URL}/events/{past.pk}" not in entries
    assert entries[f"{SITE_URL}/events/{upcoming.pk}"]


def test_robots_allows_the_public_pages_and_names_the_sitemap(client):
    response = client.get("/robots.txt")

    assert response.status_code == 200
    lines = response.content.decode().splitlines()
    assert "Disallow: /admin" in lines
    assert "Disallow: /family" in lines
    assert "Disallow: /door/" in lines
    assert "Disallow: /backoffice/" in lines
    assert "Disallow: /api/" in lines
    assert f"Sitemap: {SITE_URL}/sitemap.xml" in lines
