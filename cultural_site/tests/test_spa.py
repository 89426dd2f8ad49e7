import gzip
import json
import re
from pathlib import Path

import pytest

from cultural_site import spa
from events.tests.factories import EventFactory

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db

INDEX = '<!doctype html><html><head><title>Community</title></head><body><div id="root">build one</div></body></html>'
NEW_INDEX = INDEX.replace("build one", "build two")


def served_build(response) -> str:
    """Which build of index.html answered (its head is written per page)."""
    html = response.content.decode()
    assert '<div id="root">' in html
    return "build two" if "build two" in html else "build one"


@pytest.fixture
def built_front_end(settings, tmp_path):
    index = tmp_path / "index.html"
    index.write_text(INDEX, encoding="utf-8")
    settings.FRONTEND_INDEX = index
    spa._cached_index.cache_clear()
    yield index
    spa._cached_index.cache_clear()


@pytest.fixture
def unbuilt_front_end(settings, tmp_path):
    settings.FRONTEND_INDEX = tmp_path / "missing" / "index.html"
    spa._cached_index.cache_clear()
    yield
    spa._cached_index.cache_clear()


@pytest.mark.parametrize("path", ["/", "/events", "/gallery", "/contact", "/donate", "/admin", "/events/"])
def test_client_routes_serve_index_html_uncached(client, built_front_end, path):
    response = client.get(path)

    assert response.status_code == 200
    assert served_build(response) == "build one"
    assert response["Content-Type"] == "text/html; charset=utf-8"
    assert response["Cache-Control"] == "no-cache"


@pytest.mark.parametrize("path", ["/nowhere", "/events/1/extra", "/admin/events", "/gallery/2", "/index.php"])
def test_unknown_routes_serve_index_html_with_404(client, built_front_end, path):
    response = client.get(path)

    assert response.status_code == 404
    assert served_build(response) == "build one"
    assert response["Cache-Control"] == "no-cache"


def test_client_route_with_query_string_is_served(client, built_front_end):
    response = client.get("/events?register=3&registration=9&token=abc")

    assert response.status_code == 200
    assert served_build(response) == "build one"


def test_without_a_built_front_end_client_routes_say_so_with_503(client, unbuilt_front_end):
    response = client.get("/events")

    assert response.status_code == 503
    assert b"make build" in response.content


def test_without_a_built_front_end_unknown_routes_stay_404(client, unbuilt_front_end):
    assert client.get("/nowhere").status_code == 404


def test_api_paths_never_get_the_index(client, built_front_end):
    response = client.get("/api/nowhere")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found."}


def test_backoffice_is_the_django_admin_not_the_spa(client, built_front_end):
    response = client.get("/backoffice/")

    assert response.status_code == 302
    assert response["Location"].startswith("/backoffice/login/")


def test_index_is_read_once_when_not_debugging(client, built_front_end, settings):
    settings.DEBUG = False
    client.get("/")
    built_front_end.write_text(NEW_INDEX, encoding="utf-8")

    assert served_build(client.get("/")) == "build one"


def test_index_is_reread_on_every_request_when_debugging(client, built_front_end, settings):
    settings.DEBUG = True
    client.get("/")
    built_front_end.write_text(NEW_INDEX, encoding="utf-8")

    assert served_build(client.get("/")) == "build two"


def _route_table() -> list[str]:
    """The client paths of the front end's route table (lib/routes.ts)."""
    source = (ROOT / "frontend" / "src" / "lib" / "routes.ts").read_text(encoding="utf-8")
    table = re.search(r"export const paths = \{(.*?)\} as const;", source, re.DOTALL).group(1)
    return [path for path in re.findall(r":\s*'([^']+)'", table) if not path.startswith("/api/")]


def _example(path: str) -> str:
    return re.sub(r":\w+", "7", path)


def test_the_server_knows_every_client_route_and_no_other():
    table = _route_table()

    assert table, "no routes found in lib/routes.ts"
    for path in table:
        assert any(route.match(_example(path)) for route in spa.CLIENT_ROUTES), path
    for route in spa.CLIENT_ROUTES:
        assert any(route.match(_example(path)) for path in table), route.pattern


ROUTE_LINKS = (
    '<link data-route="events" rel="preload" href="/static/events.js" as="script">'
    '<link data-route="contact" rel="preload" href="/static/forms.js" as="script">'
    '<link data-route="contact" rel="preload" href="/static/contact.js" as="script">'
    '<link data-route="door" rel="preload" href="/static/door.js" as="script">'
    '<link data-route="admin" rel="preload" href="/static/admin.js" as="script">'
)


@pytest.mark.parametrize(
    ("path", "kept"),
    [
        ("/", []),
        ("/events", ["/static/events.js"]),
        ("/events/{event}", ["/static/events.js"]),
        ("/contact", ["/static/forms.js", "/static/contact.js"]),
        ("/gallery", []),
        ("/admin", ["/static/admin.js"]),
        ("/admin/welcome", ["/static/admin.js"]),
        ("/admin/check-in/{event}", ["/static/door.js"]),
        ("/door/a-pass-token", ["/static/door.js"]),
        ("/no-such-page", []),
    ],
)
def test_each_page_fetches_its_own_code_with_it_and_no_other(client, built_front_end, path, kept):
    built_front_end.write_text(INDEX.replace("</head>", f"{ROUTE_LINKS}</head>"), encoding="utf-8")
    spa._cached_index.cache_clear()

    html = client.get(path.format(event=EventFactory().pk)).content.decode()

    assert re.findall(r'<link data-route="[^"]*" rel="preload" href="([^"]*)"', html) == kept


FACES = (
    '<link rel="preload" href="/static/inter.woff2" as="font" type="font/woff2" crossorigin>'
    '<link data-script="bengali" rel="preload" href="/static/bengali.woff2" as="font" type="font/woff2" crossorigin>'
)
NOSCRIPT = "<noscript><p>Turn JavaScript on. জাভাস্ক্রিপ্ট চালু করুন।</p></noscript>"


def _faces(html: str) -> list[str]:
    return re.findall(r'<link [^>]*href="([^"]*)" as="font"', html)


@pytest.mark.parametrize(
    ("path", "faces"),
    [
        # The organisers' screens take the site's face with them; the Bengali line for browsers
        # without JavaScript, on every page, asks for no Bengali face.
        ("/admin", ["/static/inter.woff2"]),
        # The door fetches none: the list comes first.
        ("/admin/check-in/{event}", []),
        ("/door/a-pass-token", []),
    ],
)
def test_the_door_fetches_no_face_with_its_page(client, built_front_end, path, faces):
    index = INDEX.replace("</head>", f"{FACES}</head>").replace('<div id="root">', f'{NOSCRIPT}<div id="root">')
    built_front_end.write_text(index, encoding="utf-8")
    spa._cached_index.cache_clear()

    html = client.get(path.format(event=EventFactory(title="Lakshmi Puja").pk)).content.decode()

    assert _faces(html) == faces


@pytest.fixture
def built_root_files(settings, tmp_path):
    (tmp_path / "sw.js").write_text("self.addEventListener('fetch', () => {});", encoding="utf-8")
    (tmp_path / "manifest.webmanifest").write_text('{"name": "Community"}', encoding="utf-8")
    settings.FRONTEND_DIST = tmp_path
    return tmp_path


def test_the_service_worker_is_served_from_the_root_and_never_kept_stale(client, built_root_files):
    response = client.get("/sw.js")

    assert response.status_code == 200
    assert response.content == b"self.addEventListener('fetch', () => {});"
    assert response["Content-Type"] == "text/javascript; charset=utf-8"
    assert response["Cache-Control"] == "no-cache"
    assert response["Service-Worker-Allowed"] == "/"


def test_the_web_app_manifest_is_served_from_the_root(client, built_root_files):
    response = client.get("/manifest.webmanifest")

    assert response.status_code == 200
    assert response.json() == {"name": "Community"}
    assert response["Content-Type"] == "application/manifest+json"


def test_a_missing_service_worker_is_404(client, settings, tmp_path):
    settings.FRONTEND_DIST = tmp_path

    assert client.get("/sw.js").status_code == 404


def test_pages_allow_the_sites_own_worker_and_manifest(client, built_front_end):
    policy = client.get("/")["Content-Security-Policy"]

    assert "worker-src 'self'" in policy
    assert "manifest-src 'self'" in policy


def _request_data(html: str) -> dict | None:
    found = re.search(r'<script id="request-data" type="application/json">(.*?)</script>', html)
    return None if found is None else json.loads(found.group(1))


def test_the_door_check_in_page_carries_who_is_signed_in_as_the_session_read_answers(staff_client, built_front_end):
    event = EventFactory()

    response = staff_client.get(f"/admin/check-in/{event.pk}", HTTP_ACCEPT_ENCODING="gzip")
    html = gzip.decompress(response.content).decode()

    carried = _request_data(html)["/api/auth/session"]
    read = staff_client.get("/api/auth/session").json()
    assert {**carried, "csrfToken": None} == {**read, "csrfToken": None}
    assert carried["authenticated"] is True
    # The page hands out the CSRF cookie its token goes with, as the session's read does.
    assert carried["csrfToken"] and response.cookies["csrftoken"].value
    # Only this visitor's, and before the app's code reads it.
    assert response["Cache-Control"] == "private, no-cache"
    assert "Cookie" in response["Vary"]
    assert html.index('id="request-data"') < html.index("</head>")


def test_the_door_check_in_page_of_a_visitor_not_signed_in_says_so_and_others_carry_nothing(client, built_front_end):
    event = EventFactory()

    html = client.get(f"/admin/check-in/{event.pk}").content.decode()

    assert _request_data(html)["/api/auth/session"]["authenticated"] is False
    # Kept and served again to everyone, so never anyone's own.
    for path in ("/", "/admin", f"/events/{event.pk}", "/door/a-pass-token", "/no-such-page"):
        assert _request_data(client.get(path).content.decode()) is None, path


def _first_reads(html: str) -> list[str]:
    return re.findall(r'<link rel="preload" href="([^"]*)" as="fetch" crossorigin="use-credentials">', html)


def test_the_check_in_page_asks_for_the_list_beside_its_code_for_a_phone_without_a_copy(
    client_with_roles, built_front_end
):
    event = EventFactory()
    volunteer = client_with_roles("door")

    html = volunteer.get(f"/admin/check-in/{event.pk}").content.decode()

    assert _first_reads(html) == [f"/api/admin/events/{event.pk}/door"]
    # The read it asks for is one this visitor may make.
    assert volunteer.get(f"/api/admin/events/{event.pk}/door").status_code == 200
    # A phone that keeps a copy asks for what changed since it instead, which only it can tell.
    volunteer.cookies["door-list-kept"] = "1"
    assert _first_reads(volunteer.get(f"/admin/check-in/{event.pk}").content.decode()) == []


def test_the_check_in_page_asks_for_no_list_that_would_be_refused(client, client_with_roles, built_front_end):
    event = EventFactory()
    treasurer = client_with_roles("treasurer")

    assert treasurer.get(f"/api/admin/events/{event.pk}/door").status_code == 403
    for visitor in (treasurer, client):
        assert _first_reads(visitor.get(f"/admin/check-in/{event.pk}").content.decode()) == []
    # Nor of an event that is not there, or an address that names none.
    organiser = client_with_roles("organiser")
    for path in ("/admin/check-in/999999", "/admin/check-in/৫১", "/admin/check-in/x"):
        assert _first_reads(organiser.get(path).content.decode()) == [], path


def test_at_a_festival_the_check_in_page_asks_for_the_day_the_page_opens_at(client_with_roles, built_front_end):
    from datetime import timedelta

    from django.utils import timezone

    from events.models import EventDay

    today = timezone.localdate()
    festival = EventFactory(date=today - timedelta(days=1), end_date=today + timedelta(days=1))
    days = [EventDay.objects.create(event=festival, date=today + timedelta(days=n)) for n in (-1, 0, 1)]
    later = EventFactory(date=today + timedelta(days=10), end_date=today + timedelta(days=11))
    later_days = [EventDay.objects.create(event=later, date=today + timedelta(days=n)) for n in (10, 11)]
    organiser = client_with_roles("organiser")
    page = f"/admin/check-in/{festival.pk}"

    # Today's, or the one in the address; none asked when today is none of them and none is chosen.
    assert _first_reads(organiser.get(page).content.decode()) == [
        f"/api/admin/events/{festival.pk}/door?dayId={days[1].pk}"
    ]
    assert _first_reads(organiser.get(f"{page}?day={days[2].pk}").content.decode()) == [
        f"/api/admin/events/{festival.pk}/door?dayId={days[2].pk}"
    ]
    assert _first_reads(organiser.get(f"{page}?day={later_days[0].pk}").content.decode()) == [
        f"/api/admin/events/{festival.pk}/door?dayId={days[1].pk}"
    ]
    assert _first_reads(organiser.get(f"/admin/check-in/{later.pk}").content.decode()) == []
    assert _first_reads(organiser.get(f"/admin/check-in/{later.pk}?day={later_days[1].pk}").content.decode()) == [
        f"/api/admin/events/{later.pk}/door?dayId={later_days[1].pk}"
    ]
