"""The door's check-in page with its first screen drawn for the volunteer who asks
(cultural_site/spa.py, `_door_screen`), against the real page renderer."""

import base64
import gzip
import hashlib
import re
from datetime import timedelta

import pytest

from core.dates import local_today
from cultural_site import renderer, spa
from cultural_site.tests.test_renderer import built_site, renderer_socket  # noqa: F401 (fixtures)
from events.models import EventDay
from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

ROOT = re.compile(r'<div id="root"[^>]*>.*?</div><script id="initial-data"', re.DOTALL)
EXPECTED_ROWS = re.compile(r'<ul aria-label="Expected parties"[^>]*>(.*?)</ul>', re.DOTALL)


@pytest.fixture
def drawing(built_site, settings, renderer_socket):  # noqa: F811
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association")
    settings.RENDERER_SOCKET = renderer_socket


def html_of(response) -> str:
    """The page, as the browser reads it: the door's is sent as it is made."""
    return (b"".join(response.streaming_content) if response.streaming else response.content).decode()


def root_of(html: str) -> str:
    return ROOT.search(html)[0]


def rows_of(html: str) -> list[str]:
    """The names in the drawn list's rows, in order."""
    found = EXPECTED_ROWS.search(root_of(html))
    return [] if found is None else re.findall(r'<p class="break-words[^"]*">([^<]*)</p>', found[1])


def test_a_volunteers_check_in_page_shows_the_first_parties_before_any_code(client_with_roles, drawing):
    event = EventFactory(title="Kali Puja")
    for name in ("Chitra Bose", "Amit Roy", "Bela Das"):
        RegistrationFactory(event=event, full_name=name, guest_count=3)
    RegistrationFactory(event=event, full_name="Dipa Waiting", status=Registration.Status.WAITLISTED)
    volunteer = client_with_roles("door")

    response = volunteer.get(f"/admin/check-in/{event.pk}", HTTP_ACCEPT_ENCODING="gzip")
    html = gzip.decompress(b"".join(response.streaming_content)).decode()

    root = root_of(html)
    assert root.startswith('<div id="root" data-screen="door" inert><!--screen-->')
    assert "Check-in: Kali Puja" in root
    # The expected parties by name, as the app lists them; not the one waiting.
    assert rows_of(html) == ["Amit Roy", "Bela Das", "Chitra Bose"]
    assert "Dipa Waiting" not in EXPECTED_ROWS.search(root)[1]
    # The counts are the whole list's.
    assert re.search(r"0\D+of\D+9", re.sub(r"<[^>]+>", " ", root))
    # Only this visitor's: never kept on the way, nor by the server's kept pages.
    assert response["Cache-Control"] == "private, no-cache"
    assert "Amit Roy" not in html_of(client_with_roles("organiser", username="other").get("/admin"))


def test_the_first_screen_carries_no_email_phone_or_notes(client_with_roles, drawing):
    event = EventFactory()
    RegistrationFactory(event=event, email="anita@example.com", phone="209-555-0199", notes="Needs a ramp")

    html = html_of(client_with_roles("organiser").get(f"/admin/check-in/{event.pk}"))

    root = root_of(html)
    for private in ("anita@example.com", "209-555-0199", "Needs a ramp"):
        assert private not in root


def test_every_style_attribute_drawn_is_allowed_by_the_policy(client_with_roles, drawing):
    """A style attribute the policy does not name is refused by the browser, and reported."""
    event = EventFactory()
    RegistrationFactory(event=event)

    response = client_with_roles("door").get(f"/admin/check-in/{event.pk}?registration=1")

    policy = response["Content-Security-Policy"]
    styles = set(re.findall(r'style="([^"]*)"', root_of(html_of(response))))
    assert styles
    for style in styles:
        digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in policy, style


def test_the_first_screen_is_in_the_volunteers_language(client_with_roles, drawing):
    event = EventFactory(title="Kali Puja")
    RegistrationFactory(event=event, full_name="Amit Roy")
    volunteer = client_with_roles("door")
    volunteer.cookies["lang"] = "bn"

    root = root_of(html_of(volunteer.get(f"/admin/check-in/{event.pk}")))

    # The door's own messages, in Bengali, as the app draws them.
    assert 'aria-label="প্রত্যাশিত পরিবার"' in root
    assert "পরিবার খুঁজুন" in root
    assert "Amit Roy" in root


def test_a_festival_day_is_drawn_with_that_days_parties(client_with_roles, drawing):
    today = local_today()
    event = EventFactory(date=today, end_date=today + timedelta(days=1))
    days = list(EventDay.objects.filter(event=event).order_by("date"))
    if not days:
        days = [EventDay.objects.create(event=event, date=today + timedelta(days=n)) for n in range(2)]
    both = RegistrationFactory(event=event, full_name="Both Days")
    second = RegistrationFactory(event=event, full_name="Second Only")
    both.days.set(days)
    second.days.set(days[1:])
    volunteer = client_with_roles("door")

    assert rows_of(html_of(volunteer.get(f"/admin/check-in/{event.pk}"))) == ["Both Days"]
    chosen = html_of(volunteer.get(f"/admin/check-in/{event.pk}?day={days[1].pk}"))
    assert rows_of(chosen) == ["Both Days", "Second Only"]


def test_a_phone_with_a_copy_is_drawn_the_list_too(client_with_roles, drawing):
    event = EventFactory()
    RegistrationFactory(event=event, full_name="Amit Roy")
    volunteer = client_with_roles("door")
    volunteer.cookies["door-list-kept"] = "1"

    assert rows_of(html_of(volunteer.get(f"/admin/check-in/{event.pk}"))) == ["Amit Roy"]


def test_who_may_not_read_the_list_is_drawn_none(client, client_with_roles, drawing):
    event = EventFactory()
    RegistrationFactory(event=event, full_name="Amit Roy")

    for visitor in (client, client_with_roles("treasurer")):
        html = html_of(visitor.get(f"/admin/check-in/{event.pk}"))
        assert '<div id="root"></div>' in html
        assert "Amit Roy" not in html


def test_without_a_renderer_the_page_is_as_before(client_with_roles, built_site, settings, tmp_path):  # noqa: F811
    event = EventFactory()
    RegistrationFactory(event=event, full_name="Amit Roy")
    settings.RENDERER_SOCKET = str(tmp_path / "nobody-listens")

    html = html_of(client_with_roles("door").get(f"/admin/check-in/{event.pk}"))

    assert '<div id="root"></div>' in html
    assert "Amit Roy" not in html
    renderer.renderer_rest_over()


def test_the_kept_page_with_a_root_of_its_own_gzips_to_its_body():
    html = '<html><head><title>x</title></head><body><div id="root"></div><script>ঘ</script></body></html>'
    kept = spa.KeptPage.of(html, 200, own_root=True)
    screen = b'<div id="root" inert><!--screen--><p>\xe0\xa6\x98 Amit</p><!--/screen--></div>'

    for root in (None, screen):
        for nonce in (b"", b'<meta nonce="abc">'):
            assert gzip.decompress(kept.gzipped(nonce, root)) == kept.body(nonce, root)
    assert kept.body(b"", screen).decode().count("Amit") == 1
    assert kept.body(b"", None) == html.encode()


def test_the_kept_page_sends_its_head_before_the_screen_is_drawn():
    html = '<html><head><link rel="stylesheet" href="/s.css"></head><body><div id="root"></div></body></html>'
    kept = spa.KeptPage.of(html, 200, own_root=True)

    for gzipped in (False, True):
        asked = []
        pieces = kept.pieces(b"", lambda: asked.append(True) or b'<div id="root">rows</div>', gzipped=gzipped)
        head = next(pieces)
        assert asked == []
        rest = b"".join(pieces)
        assert asked == [True]
        body = head + rest
        assert (gzip.decompress(body) if gzipped else body).decode().endswith('<div id="root">rows</div></body></html>')
        if not gzipped:
            assert b"/s.css" in head


def test_a_screen_that_cannot_be_drawn_leaves_the_page_whole(client_with_roles, drawing, monkeypatch):
    """The head is on its way before the screen is drawn: a database that goes away meanwhile,
    or any failure, leaves the page as the app draws it, never broken off."""
    from django.db import OperationalError

    event = EventFactory()
    RegistrationFactory(event=event, full_name="Amit Roy")
    volunteer = client_with_roles("door")
    for failure in (OperationalError("the database went away"), ValueError("a bug")):

        def failing(**kwargs):
            raise failure

        monkeypatch.setattr(spa, "door_parties", failing)
        response = volunteer.get(f"/admin/check-in/{event.pk}", HTTP_ACCEPT_ENCODING="gzip")

        html = gzip.decompress(b"".join(response.streaming_content)).decode()
        assert '<div id="root"></div>' in html
        assert html.endswith("</html>")
        assert "Amit Roy" not in html
