"""Planning the party, in the browser: a household registers on a phone with
children, vegetarian meals and a dish for the potluck, and the organiser sees
the caterer's totals and who brings the dish in the admin."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event, Slot
event = Event.objects.create(
    title="Saraswati Puja potluck", date=local_today() + timedelta(days=9), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376", capacity=80,
)
Slot.objects.create(event=event, kind="bring", title="Khichuri for 20", needed=1, position=0)
Slot.objects.create(event=event, kind="volunteer", title="Hall setup at 9 AM", needed=3, position=1)
print(json.dumps({"event": event.pk}))
"""


@pytest.fixture
def potluck(server_shell) -> int:
    return server_shell(SEED)["event"]


@pytest.fixture
def laptop(browser, live_server_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US", base_url=live_server_url)
    yield context.new_page()
    context.close()


def test_a_household_plans_its_part_and_the_organiser_sees_the_totals(page, laptop, potluck, organiser):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.goto(f"/events?register={potluck}")
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Full Name").fill("Sumita Das")
    dialog.get_by_label("Email Address").fill("sumita.plans@example.org")
    page.get_by_role("combobox", name="Number of Guests").click()
    page.get_by_role("option", name="5 people", exact=True).click()
    dialog.get_by_role("button", name="More children").click()
    dialog.get_by_role("button", name="More children").click()
    dialog.get_by_role("spinbutton", name="Vegetarian meals").fill("3")
    dialog.get_by_label("Allergies or dietary needs").fill("No peanuts for our youngest")
    dialog.get_by_role("checkbox", name="Khichuri for 20").check()
    page.screenshot(path=str(SCREENSHOTS / "planning-dialog-phone.png"), full_page=True)
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(page.get_by_text("Registration Confirmed!")).to_be_visible()

    # The dish is covered: the event page asks only for what is still needed.
    page.goto(f"/events/{potluck}")
    expect(page.get_by_text("Hall setup at 9 AM").first).to_be_visible()
    expect(page.get_by_text("Khichuri for 20")).to_have_count(0)

    laptop.goto("/admin")
    laptop.get_by_label("Username").fill(organiser["username"])
    laptop.get_by_label("Password").fill(organiser["password"])
    laptop.get_by_role("button", name="Sign In").click()
    laptop.get_by_role("tab", name="Registrations").click()
    laptop.get_by_role("combobox", name="Event").click()
    laptop.get_by_role("option", name="Saraswati Puja potluck").click()
    laptop.get_by_role("tab", name="Planning").click()

    caterer = laptop.get_by_role("region", name="For the caterer")
    for label, value in [
        ("Confirmed parties", "1"),
        ("Confirmed guests", "5"),
        ("Adults", "3"),
        ("Children", "2"),
        ("Vegetarian meals", "3"),
        ("Other meals", "2"),
    ]:
        expect(caterer.get_by_text(label, exact=True).locator("..")).to_contain_text(value)
    expect(laptop.get_by_role("region", name="Dietary notes")).to_contain_text("No peanuts for our youngest")
    slots = laptop.get_by_role("region", name="Dishes and volunteer jobs")
    expect(slots).to_contain_text("Khichuri for 20")
    expect(slots).to_contain_text("Sumita Das")
    expect(laptop.get_by_role("region", name="No photos, please")).to_contain_text("Sumita Das")
    chart = laptop.get_by_role("region", name="Confirmed guests by day").locator("canvas")
    expect(chart.first).to_be_visible()
    laptop.screenshot(path=str(SCREENSHOTS / "planning-admin-desktop.png"), full_page=True)
