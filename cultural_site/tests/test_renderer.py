"""Public pages with their first screen drawn by the page renderer (cultural_site/renderer.py),
against the real renderer: the front end's build under Node, on a socket of its own."""

import base64
import gzip
import hashlib
import re
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings as django_settings

from core import publiccache
from cultural_site import renderer, spa
from events.tests.factories import EventFactory
from programme.tests.factories import ProgrammeEntryFactory
from sitesettings.tests.factories import SiteSettingsFactory

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "frontend" / "dist"
RENDERER_SCRIPT = DIST / "renderer" / "renderer.js"

pytestmark = pytest.mark.django_db

PUBLIC_PAGES = ["/", "/events", "/events/{id}", "/gallery", "/contact", "/events/{id}/programme"]


def root_of(html: str) -> str:
    """What the page's root holds: the first screen, when it was drawn."""
    return re.search(r'<div id="root"[^>]*>(.*)</div><script id="initial-data"', html, re.DOTALL)[1]


@pytest.fixture(scope="module")
def renderer_socket(tmp_path_factory):
    node = shutil.which("node")
    assert node, "Node is needed to draw the public pages"
    assert RENDERER_SCRIPT.is_file(), f"{RENDERER_SCRIPT} is missing: run `make build`"
    path = tmp_path_factory.mktemp("renderer") / "socket"
    process = subprocess.Popen([node, str(RENDERER_SCRIPT), str(path)], stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not path.exists():
        assert process.poll() is None, "the renderer ended at start"
        assert time.monotonic() < deadline, "the renderer did not listen within 30 s"
        time.sleep(0.05)
    yield str(path)
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def built_site(settings):
    settings.FRONTEND_INDEX = DIST / "index.html"
    spa._cached_index.cache_clear()
    publiccache.fast_path_forget()
    renderer.renderer_rest_over()
    yield
    spa._cached_index.cache_clear()
    renderer.renderer_rest_over()


@pytest.fixture
def drawing(built_site, settings, renderer_socket):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association")
    settings.RENDERER_SOCKET = renderer_socket


def page(client, path: str, **headers) -> str:
    response = client.get(path, **headers)
    assert response.status_code == 200, path
    return response.content.decode()


@pytest.mark.parametrize("path", PUBLIC_PAGES)
def test_each_public_page_comes_with_its_first_screen_drawn(client, drawing, path):
    event = EventFactory(title="Saraswati Puja", description="Anjali at ten, then khichuri for all.")

    html = page(client, path.format(id=event.pk))

    screen = root_of(html)
    assert f'<div id="root" data-drawn="{path.format(id=event.pk)}">' in html
    assert "<main" in screen and 'id="main"' in screen
    # Drawn by the app: the site's header and footer are there before any script runs.
    assert "Tracy Bengali Cultural Association" in screen
    # Painted in the fallback faces at once; the app's code fetched only after that paint.
    assert '<html lang="en" class="fallback-fonts">' in html
    assert 'as="font"' not in html
    assert re.search(r'<link data-app rel="preload"', html) is None
    assert '<link data-app data-rel="preload"' in html


def test_an_events_page_shows_the_event_itself(client, drawing):
    event = EventFactory(title="Saraswati Puja", description="Anjali at ten, then khichuri for all.")

    screen = root_of(page(client, f"/events/{event.pk}"))

    assert "Saraswati Puja" in screen
    assert "Anjali at ten, then khichuri for all." in screen


def test_a_published_programme_is_drawn_in_running_order(client, drawing):
    event = EventFactory(title="Bijoya Sammilani", programme_open=True, programme_start="18:00")
    ProgrammeEntryFactory(event=event, title="Rabindra Sangeet", status="accepted", position=1, start_time="18:00")
    ProgrammeEntryFactory(event=event, title="Dhunuchi Naach", status="accepted", position=2, start_time="18:07")
    event.programme_published = True
    event.save()

    screen = root_of(page(client, f"/events/{event.pk}/programme"))

    assert screen.index("Rabindra Sangeet") < screen.index("Dhunuchi Naach")


def test_a_programme_not_yet_published_is_drawn_as_coming(client, drawing):
    event = EventFactory(title="Bijoya Sammilani", programme_open=True)
    ProgrammeEntryFactory(event=event, title="Secret", status="accepted", position=1)

    screen = root_of(page(client, f"/events/{event.pk}/programme"))

    assert "The programme is not out yet" in screen
    assert "Secret" not in screen
    assert 'aria-busy="true"' not in screen


def test_the_first_screen_is_in_the_visitors_language(client, drawing):
    EventFactory(title="Poila Boishakh")
    client.cookies["lang"] = "bn"

    html = page(client, "/events")

    assert '<html lang="bn" class="fallback-fonts">' in html
    # Its text is Bengali: the Bengali face comes with the page, the Latin one after the paint.
    fonts = re.findall(r'<link [^>]*as="font"[^>]*>', html)
    assert len(fonts) == 1 and 'data-script="bengali"' in fonts[0]
    assert "অনুষ্ঠান" in root_of(html)
    assert "Poila Boishakh" in root_of(html)


@pytest.mark.parametrize("path", ["/admin", "/donate", "/family", "/nowhere"])
def test_other_pages_are_drawn_by_the_browser_alone(client, drawing, path):
    response = client.get(path)

    html = response.content.decode()
    assert '<div id="root"></div>' in html
    assert "fallback-fonts" not in html


def test_every_style_attribute_drawn_is_allowed_by_the_policy(client, drawing):
    """A style attribute the policy does not name is dropped by the browser: the contact form's
    hidden <select> would show. settings.STYLE_ATTRIBUTES_DRAWN names each one."""
    event = EventFactory()
    response = client.get("/contact")
    policy = response["Content-Security-Policy"]
    styles = set()
    for path in PUBLIC_PAGES:
        styles |= set(re.findall(r'style="([^"]*)"', root_of(page(client, path.format(id=event.pk)))))

    assert styles, "the contact form's select draws two"
    for style in styles:
        digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in policy, style
    assert "'unsafe-hashes'" in policy
    assert "'unsafe-inline'" not in policy


def test_a_drawn_page_is_kept_and_not_drawn_again(client, drawing, monkeypatch):
    EventFactory()
    first = page(client, "/events")
    calls = []
    monkeypatch.setattr(renderer, "first_screen", lambda *args, **kwargs: calls.append(args))

    again = page(client, "/events")

    assert calls == []
    assert root_of(again) == root_of(first)


def test_without_a_renderer_the_page_is_served_as_the_browser_draws_it(client, built_site, settings, tmp_path):
    EventFactory(title="Kali Puja")
    settings.RENDERER_SOCKET = str(tmp_path / "nobody-listens")

    html = page(client, "/events")

    assert '<div id="root"></div>' in html
    assert "fallback-fonts" not in html
    assert '<link data-app rel="preload"' in html
    assert "Kali Puja" in html  # in the first data, which the app draws from


def test_a_page_served_without_its_first_screen_is_not_kept(client, built_site, settings, renderer_socket, tmp_path):
    EventFactory(title="Kali Puja")
    settings.RENDERER_SOCKET = str(tmp_path / "nobody-listens")
    assert '<div id="root"></div>' in page(client, "/events")

    settings.RENDERER_SOCKET = renderer_socket
    renderer.renderer_rest_over()

    assert "Kali Puja" in root_of(page(client, "/events"))


def test_a_renderer_that_cannot_be_reached_is_left_alone_for_a_while(client, built_site, settings, tmp_path):
    settings.RENDERER_SOCKET = str(tmp_path / "nobody-listens")
    page(client, "/")
    tries = []
    original = renderer._UnixConnection.connect

    def counted(connection):
        tries.append(1)
        return original(connection)

    renderer._UnixConnection.connect = counted
    try:
        page(client, "/gallery")
    finally:
        renderer._UnixConnection.connect = original

    assert tries == []


def test_a_slow_renderer_costs_the_page_at_most_its_timeout(client, built_site, settings, tmp_path):
    path = str(tmp_path / "slow")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(4)
    accepted = []
    threading.Thread(target=lambda: accepted.append(listener.accept()), daemon=True).start()
    settings.RENDERER_SOCKET = path
    settings.RENDERER_TIMEOUT_SECONDS = 0.3

    started = time.monotonic()
    html = page(client, "/gallery")

    assert time.monotonic() - started < 2
    assert '<div id="root"></div>' in html
    listener.close()


def test_a_page_is_gzipped_when_the_browser_accepts_it_with_a_new_nonce_each_time(client, drawing):
    EventFactory()
    plain = client.get("/events")
    first = client.get("/events", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    second = client.get("/events", HTTP_ACCEPT_ENCODING="gzip")

    assert "Content-Encoding" not in plain
    assert first["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in first["Vary"]
    one, two = gzip.decompress(first.content).decode(), gzip.decompress(second.content).decode()
    nonce = re.compile(r'<meta property="csp-nonce" nonce="([^"]+)">')
    assert nonce.search(one)[1] != nonce.search(two)[1]
    assert nonce.search(one)[1] in first["Content-Security-Policy"]
    assert nonce.sub("", one) == nonce.sub("", two) == nonce.sub("", plain.content.decode())
    assert len(first.content) < len(plain.content) / 2


def test_the_kept_pages_gzip_is_the_page_with_any_nonce():
    kept = spa.KeptPage.of("<html><head><title>x</title></head><body>" + "ঘ" * 500 + "</body></html>", 200)

    for tag in (b"", b'<meta property="csp-nonce" nonce="abc">'):
        assert gzip.decompress(kept.gzipped(tag)) == kept.body(tag)
    assert kept.body(b"<m>").startswith(b"<html><head><title>x</title><m></head>")


def test_a_renderer_is_configured_only_where_the_settings_say(settings):
    assert django_settings.RENDERER_TIMEOUT_SECONDS > 0
    settings.RENDERER_SOCKET = None
    assert renderer.renders("/") is False
    settings.RENDERER_SOCKET = "/somewhere"
    drawn = ["/", "/events", "/events/7", "/events/7/programme", "/gallery", "/contact"]
    assert all(renderer.renders(path) for path in drawn)
    others = ["/admin", "/admin/check-in/7", "/donate", "/family", "/programme/7", "/events/7/extra", "/galleryx"]
    assert not any(renderer.renders(path) for path in others)
