"""At the door, on a volunteer's phone: the check-in screen finds parties by
name, checks two in with one tap each and counts them; the QR code's link in a
confirmation opens that party for an organiser and shows a stranger nothing."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parent.parent
PHONE = {"width": 390, "height": 844}
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event
from registrations.models import Registration
event = Event.objects.create(
    title="Kojagori Lakshmi Puja", date=local_today() + timedelta(days=3), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376", capacity=40,
)
parties = {
    name: Registration.objects.create(event=event, full_name=name, email=email, guest_count=guests).pk
    for name, email, guests in [
        ("Anita Sen", "anita.door@example.com", 3),
        ("Bina Roy", "bina.door@example.com", 2),
        ("Chandra Das", "chandra.door@example.com", 4),
    ]
}
print(json.dumps({"event": event.pk, "parties": parties}))
"""


@pytest.fixture
def door(server_shell) -> dict:
    return server_shell(SEED)


@pytest.fixture
def phone(browser, live_server_url):
    """A fresh phone each time it is called: no session, no cookies."""
    contexts = []

    def open_phone():
        context = browser.new_context(
            viewport=PHONE, is_mobile=True, has_touch=True, locale="en-US", base_url=live_server_url
        )
        contexts.append(context)
        return context.new_page()

    yield open_phone
    for context in contexts:
        context.close()


def sign_in(page, organiser) -> None:
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()


def counts(page) -> tuple[str, str]:
    parties = page.get_by_role("group", name="Parties arrived").inner_text()
    guests = page.get_by_role("group", name="Guests arrived").inner_text()
    return " ".join(parties.split()), " ".join(guests.split())


def test_volunteers_check_in_two_parties_and_the_counts_follow(phone, door, organiser):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page = phone()
    page.goto(f"/admin/check-in/{door['event']}")
    sign_in(page, organiser)
    expect(page.get_by_role("heading", name="Check-in: Kojagori Lakshmi Puja")).to_be_visible()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("0 of 3")
    page.screenshot(path=str(SCREENSHOTS / "check-in-phone-start.png"), full_page=True)

    page.get_by_label("Find a party").fill("bina")
    expect(page.get_by_role("list", name="Expected parties").get_by_role("listitem")).to_have_count(1)
    page.get_by_role("button", name="Check in Bina Roy").click()
    expect(page.get_by_role("button", name="Undo check-in of Bina Roy")).to_be_visible()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 3")
    expect(page.get_by_role("group", name="Guests arrived")).to_contain_text("2 of 9")

    page.get_by_label("Find a party").fill("Sen")
    page.get_by_role("button", name="Check in Anita Sen").click()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("2 of 3")
    expect(page.get_by_role("group", name="Guests arrived")).to_contain_text("5 of 9")
    page.screenshot(path=str(SCREENSHOTS / "check-in-phone-two-arrived.png"), full_page=True)

    # What the server kept: a reload shows the same two arrivals.
    page.reload()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("2 of 3")
    assert counts(page) == ("Parties arrived 2 of 3", "Guests arrived 5 of 9")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_the_qr_link_opens_the_party_for_an_organiser_and_nothing_for_a_stranger(phone, door, organiser):
    link = f"/admin/check-in/{door['event']}?registration={door['parties']['Chandra Das']}"

    stranger = phone()
    stranger.goto(link)
    expect(stranger.get_by_label("Password")).to_be_visible()
    expect(stranger.get_by_text("Chandra Das")).to_have_count(0)
    expect(stranger.get_by_text("Kojagori Lakshmi Puja")).to_have_count(0)

    volunteer = phone()
    volunteer.goto(link)
    sign_in(volunteer, organiser)
    scanned = volunteer.get_by_role("region", name="Scanned code")
    expect(scanned).to_contain_text("Chandra Das")
    scanned.get_by_role("button", name="Check in Chandra Das").click()
    expect(scanned.get_by_role("button", name="Undo check-in of Chandra Das")).to_be_visible()
    expect(volunteer.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 3")


PUJA_SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event, EventDay
from registrations.models import Registration
start = local_today() - timedelta(days=1)
event = Event.objects.create(
    title="Sarbojanin Durgotsav", date=start, end_date=start + timedelta(days=4), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376",
)
days = {
    title: EventDay.objects.create(event=event, date=start + timedelta(days=n), title=title)
    for n, title in enumerate(["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"])
}
parties = {}
for name, email, guests, coming in [
    ("Anita Sen", "anita.puja@example.com", 3, list(days)),
    ("Bina Roy", "bina.puja@example.com", 2, ["Saptami", "Ashtami"]),
    ("Dipa Dutta", "dipa.puja@example.com", 4, ["Dashami"]),
]:
    party = Registration.objects.create(event=event, full_name=name, email=email, guest_count=guests)
    party.days.set([days[title] for title in coming])
    parties[name] = party.pk
print(json.dumps({"event": event.pk, "parties": parties, "days": {title: day.pk for title, day in days.items()}}))
"""

ARRIVALS = """
import json
from registrations.models import DayCheckIn
rows = DayCheckIn.objects.filter(registration__event_id={event})
print(json.dumps(sorted([row.registration.full_name, row.day.title] for row in rows)))
"""

NARROW = {"width": 360, "height": 780}


def test_a_five_day_puja_checks_in_day_by_day_at_360_px(browser, live_server_url, server_shell, organiser):
    """Today is Saptami: the door opens on it. A Dashami-only party shows only on
    Dashami, and a party checked in on Saptami is still to come on Dashami."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    puja = server_shell(PUJA_SEED)
    context = browser.new_context(
        viewport=NARROW, is_mobile=True, has_touch=True, locale="en-US", base_url=live_server_url
    )
    page = context.new_page()
    page.goto(f"/admin/check-in/{puja['event']}")
    sign_in(page, organiser)

    days = page.get_by_role("group", name="Day")
    expect(days.get_by_role("radio", name="Saptami Today")).to_be_checked()
    parties = page.get_by_role("list", name="Expected parties")
    expect(parties.get_by_role("listitem")).to_have_count(2)
    expect(parties).to_contain_text("Anita Sen")
    expect(parties).not_to_contain_text("Dipa Dutta")
    page.get_by_role("button", name="Check in Anita Sen").click()
    expect(page.get_by_role("button", name="Undo check-in of Anita Sen")).to_be_visible()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 2")
    page.screenshot(path=str(SCREENSHOTS / "door-days-saptami-360.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]

    days.get_by_text("Dashami").click()
    expect(days.get_by_role("radio", name="Dashami")).to_be_checked()
    expect(parties.get_by_role("listitem")).to_have_count(2)
    expect(parties).to_contain_text("Dipa Dutta")
    expect(parties).not_to_contain_text("Bina Roy")
    # Checked in on Saptami, Anita is still to come on Dashami.
    expect(page.get_by_role("button", name="Check in Anita Sen")).to_be_visible()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("0 of 2")
    page.get_by_role("button", name="Check in Dipa Dutta").click()
    expect(page.get_by_role("button", name="Undo check-in of Dipa Dutta")).to_be_visible()
    page.screenshot(path=str(SCREENSHOTS / "door-days-dashami-360.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]

    # A scanned code opens the party for the day chosen; a reload keeps that day.
    page.goto(
        f"/admin/check-in/{puja['event']}?day={puja['days']['Ashtami']}&registration={puja['parties']['Bina Roy']}"
    )
    expect(page.get_by_role("group", name="Day").get_by_role("radio", name="Ashtami")).to_be_checked()
    scanned = page.get_by_role("region", name="Scanned code")
    scanned.get_by_role("button", name="Check in Bina Roy").click()
    expect(scanned.get_by_role("button", name="Undo check-in of Bina Roy")).to_be_visible()

    # This festival's arrivals (other tests check parties in at the demo's events).
    assert server_shell(ARRIVALS.format(event=puja["event"])) == [
        ["Anita Sen", "Saptami"],
        ["Bina Roy", "Ashtami"],
        ["Dipa Dutta", "Dashami"],
    ]

    # The same door in Bengali, on Navami, at 360 px.
    page.goto(f"/admin/check-in/{puja['event']}?day={puja['days']['Navami']}&lang=bn")
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    expect(page.get_by_role("group", name="দিন").get_by_role("radio", name="Navami")).to_be_checked()
    expect(page.get_by_role("list").filter(has_text="Anita Sen")).to_have_count(1)
    page.screenshot(path=str(SCREENSHOTS / "door-days-navami-360-bn.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
    page.goto(f"/admin/check-in/{puja['event']}?day={puja['days']['Saptami']}&lang=bn")
    expect(page.get_by_role("group", name="দিন").get_by_role("radio", name="Saptami আজ")).to_be_checked()
    page.screenshot(path=str(SCREENSHOTS / "door-days-saptami-360-bn.png"), full_page=True)
    context.close()


def signed_in_at_the_door(phone, door, organiser):
    """A phone on the door's check-in page, its volunteer signed in."""
    page = phone()
    page.goto(f"/admin/check-in/{door['event']}")
    sign_in(page, organiser)
    expect(page.get_by_role("heading", name="Check-in: Kojagori Lakshmi Puja")).to_be_visible()
    return page


def same_volunteer(signed_in, browser, live_server_url, **options):
    """Another phone signed in as `signed_in`'s volunteer (their cookies), made with `options`."""
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="en-US", base_url=live_server_url, **options
    )
    context.add_cookies(signed_in.context.cookies())
    return context


def test_the_door_shows_its_parties_before_any_code_and_the_app_then_takes_the_screen(
    browser, live_server_url, phone, door, organiser
):
    """The server draws the door's first screen for the signed-in volunteer: the parties show on a
    phone whose code has not run (here: none at all), and cannot be tapped until the app has
    drawn the screen afresh."""
    signed_in = signed_in_at_the_door(phone, door, organiser)
    without_code = same_volunteer(signed_in, browser, live_server_url, java_script_enabled=False)
    try:
        page = without_code.new_page()
        page.goto(f"/admin/check-in/{door['event']}")
        rows = page.locator('ul[aria-label="Expected parties"] > li')
        expect(rows).to_have_count(3)
        expect(rows.first).to_contain_text("Anita Sen")
        expect(page.locator("#root")).to_have_attribute("inert", "")
        # Nothing on it answers without the app, and its buttons look it.
        expect(page.locator('button[aria-label="Check in Anita Sen"]')).to_have_css("opacity", "0.6")
        page.screenshot(path=str(SCREENSHOTS / "check-in-phone-drawn.png"))
        page.set_viewport_size({"width": 1280, "height": 900})
        page.screenshot(path=str(SCREENSHOTS / "check-in-desktop-drawn.png"))
    finally:
        without_code.close()

    signed_in.reload()
    expect(signed_in.locator("html[data-ready]")).to_be_attached()
    expect(signed_in.locator("#root")).not_to_have_attribute("inert", "")
    signed_in.get_by_role("button", name="Check in Bina Roy").click()
    expect(signed_in.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 3")


# The app's code, but not the page's one script tag (boot), which holds what is done meanwhile.
APP_CODE = re.compile(r"/static/assets/(?!boot\.)[^/]+\.js$")


def test_what_the_volunteer_does_before_the_app_is_up_is_done_once_it_is(
    browser, live_server_url, phone, door, organiser
):
    """On a slow phone the drawn screen is up seconds before the app: the name typed into its
    search box and the party tapped then are not lost, but handed to the app's screen."""
    signed_in = signed_in_at_the_door(phone, door, organiser)
    # The same volunteer on a phone whose app code is held back until the test lets it through.
    slow = same_volunteer(signed_in, browser, live_server_url, service_workers="block")
    held = []
    try:
        page = slow.new_page()
        released = []
        page.route(APP_CODE, lambda route: route.continue_() if released else held.append(route))
        page.goto(f"/admin/check-in/{door['event']}", wait_until="domcontentloaded")
        rows = page.locator('ul[aria-label="Expected parties"] > li')
        expect(rows).to_have_count(3)
        expect(page.locator("#root")).not_to_have_attribute("inert", "")
        expect(page.locator("html[data-ready]")).not_to_be_attached()
        expect(page.get_by_role("button", name="Check in Anita Sen")).to_have_css("opacity", "1")

        page.get_by_label("Find a party").press_sequentially("Bi")
        tapped = page.get_by_role("button", name="Check in Chandra Das")
        tapped.tap()
        expect(tapped).to_have_attribute("aria-busy", "true")
        page.screenshot(path=str(SCREENSHOTS / "check-in-phone-held-tap.png"))
        assert held, "the app's code was not asked for"

        released.append(True)
        for route in held:
            route.continue_()
        expect(page.locator("html[data-ready]")).to_be_attached()
        # The tap made on the app's screen, then the search handed over: the list shows Bina alone.
        expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 3")
        expect(page.get_by_label("Find a party")).to_have_value("Bi")
        expect(rows).to_have_count(1)
        expect(rows.first).to_contain_text("Bina Roy")
        page.get_by_label("Find a party").fill("")
        expect(page.get_by_text("Arrived", exact=False).first).to_be_visible()
        expect(page.locator("[aria-busy]")).to_have_count(0)
    finally:
        slow.close()
