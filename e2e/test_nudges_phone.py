"""WhatsApp reminders on an organiser's phone (360 px): the list of one-tap wa.me links, each
with its message in the family's language; one ticked as sent stays ticked after a reload (kept
on the phone); a family without a usable phone is listed apart, without a link. The screen fits
the phone (no sideways scrolling) and is photographed at 360 and 1280 px into
test-artifacts/screenshots/nudges/."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-artifacts" / "screenshots" / "nudges"
PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1280, "height": 900}

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event
from registrations.models import Registration
event = Event.objects.create(
    title="Lakshmi Puja", title_bn="লক্ষ্মীপূজা", date=local_today() + timedelta(days=12), time="6:00 PM",
    venue="Tracy Community Center", address="950 East St, Tracy, CA 95376",
)
Registration.objects.create(
    event=event, full_name="Chattopadhyay-Bandyopadhyay Sumitra", email="sumitra.nudge@example.org",
    phone="(209) 555-0142", guest_count=2, amount_due=5000, payment_reference="LP-4821", language="bn",
)
Registration.objects.create(
    event=event, full_name="Arun Das", email="arun.nudge@example.org", phone="+1 925 555 0199",
    guest_count=1, amount_due=2500, payment_reference="LP-4822",
)
Registration.objects.create(
    event=event, full_name="Esha Roy", email="esha.nudge@example.org", phone="call me after 5",
    guest_count=1, amount_due=2500, payment_reference="LP-4823",
)
print(json.dumps({"event": event.pk}))
"""


@pytest.fixture
def phone(browser, live_server_url):
    context = browser.new_context(
        viewport=PHONE,
        device_scale_factor=1,
        is_mobile=True,
        has_touch=True,
        timezone_id="America/Los_Angeles",
        locale="en-US",
        base_url=live_server_url,
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, "console errors:\n" + "\n".join(errors)


def fits(page: Page, name: str) -> None:
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready")
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, viewport in (("360", PHONE), ("1280", LAPTOP)):
        page.set_viewport_size(viewport)
        page.wait_for_timeout(250)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= viewport["width"], f"{name} at {size} px is {width} px wide"
        page.screenshot(path=str(SHOTS / f"{name}-{size}.png"), full_page=True)
    page.set_viewport_size(PHONE)


def test_the_organiser_sends_reminders_from_a_phone(phone: Page, organiser, server_shell):
    page = phone
    event_id = server_shell(SEED)["event"]
    page.goto("/admin")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    tab = page.get_by_role("tab", name="WhatsApp")
    tab.scroll_into_view_if_needed()
    tab.click()
    expect(page.get_by_role("heading", name="WhatsApp reminders")).to_be_visible()
    page.wait_for_load_state("networkidle")

    page.get_by_role("combobox", name="Event").click()
    page.get_by_role("option", name=re.compile(r"^Lakshmi Puja")).click()

    sumitra = page.get_by_role("link", name="WhatsApp Chattopadhyay-Bandyopadhyay Sumitra")
    expect(sumitra).to_be_visible()
    url = urlsplit(sumitra.get_attribute("href") or "")
    assert (url.netloc, url.path) == ("wa.me", "/12095550142")
    text = parse_qs(url.query)["text"][0]
    assert "লক্ষ্মীপূজা" in text and "LP-4821" in text and "lang=bn" in text
    arun = page.get_by_role("link", name="WhatsApp Arun Das")
    assert urlsplit(arun.get_attribute("href") or "").path == "/19255550199"
    expect(page.get_by_role("heading", name="To send: 2 of 2")).to_be_visible()
    apart = page.get_by_role("region", name="Without a usable phone")
    expect(apart.get_by_text("Phone as written: call me after 5")).to_be_visible()
    expect(apart.get_by_role("link")).to_have_count(0)
    fits(page, "unpaid")

    page.get_by_role("checkbox", name="Sent").first.check()
    expect(page.get_by_role("heading", name="To send: 1 of 2")).to_be_visible()
    page.reload()
    tab = page.get_by_role("tab", name="WhatsApp")
    tab.scroll_into_view_if_needed()
    tab.click()
    page.get_by_role("combobox", name="Event").click()
    page.get_by_role("option", name=re.compile(r"^Lakshmi Puja")).click()
    expect(page.get_by_role("heading", name="To send: 1 of 2")).to_be_visible()
    assert json.loads(page.evaluate("window.localStorage.getItem('nudges-sent')"))
    assert event_id
