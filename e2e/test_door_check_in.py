"""At the door, on a volunteer's phone: the check-in screen finds parties by
name, checks two in with one tap each and counts them; the QR code's link in a
confirmation opens that party for an organiser and shows a stranger nothing."""

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
