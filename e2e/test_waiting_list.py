"""Seats and the waiting list, as two families live them on their phones: the first takes an
event's last seats, the second lands on the waiting list and is told so, the first cancels
through the link in its email, and the second is given the seats and emailed. Every email
goes through the task queue and a worker to a real SMTP server. Each state is saved as a
phone-width screenshot."""

import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import choose, email_to, manage_link

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
PHONE = {"width": 390, "height": 844}
TITLE = "Lakshmi Puja at the Sens'"


@pytest.fixture
def small_event(server_shell) -> int:
    """A new event for two people, with one dish to bring; its id."""
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event, Slot\n"
        "event = Event.objects.create(\n"
        f"    title={TITLE!r},\n"
        "    description='Lakshmi Puja in our living room: puja, bhog and adda. Room for two guests.',\n"
        "    date=local_today() + timedelta(days=20),\n"
        "    time='6:00 PM - 9:00 PM',\n"
        '    venue="The Sens\' home",\n'
        "    address='12 Orchard Lane, Tracy, CA 95376',\n"
        "    capacity=2,\n"
        ")\n"
        "Slot.objects.create(event=event, kind='bring', title='Narkel naru', needed=1, position=0)\n"
        "print(json.dumps(event.pk))\n"
    )


@pytest.fixture
def family(open_page):
    """Opens a phone for a family; each fails the test on a console error."""
    return open_page


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    """Saves what the phone shows (the whole page with `full_page`), once animations settle."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(400)
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"waiting-list-{name}-phone.png"), full_page=full_page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: the page is {width}px wide on a {PHONE['width']}px phone"


def register(page: Page, name: str, email: str, guests: str) -> None:
    page.get_by_role("link", name="Register Now").first.click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Register for Event")).to_be_visible()
    dialog.get_by_label("Full Name").fill(name)
    dialog.get_by_label("Email Address").fill(email)
    choose(page, "Number of Guests", guests)


def test_the_last_seats_a_waiting_family_and_a_cancellation(family, small_event, mail) -> None:
    stamp = time.time_ns()
    mita, anup = f"mita.{stamp}@example.org", f"anup.{stamp}@example.org"
    event_page = f"/events/{small_event}"

    # Mita's family takes both seats, and brings the one dish.
    first = family()
    first.goto(event_page)
    expect(first.get_by_role("heading", level=1, name=TITLE)).to_be_visible()
    expect(first.get_by_text("2 spots left").first).to_be_visible()
    expect(first.get_by_text("Narkel naru")).to_be_visible()
    shoot(first, "1-event-with-two-seats", full_page=True)

    register(first, "Mita Sen", mita, "2 people")
    dialog = first.get_by_role("dialog")
    dialog.get_by_role("checkbox", name="Narkel naru").check()
    dialog.get_by_role("button", name="More children").click()
    dialog.get_by_role("switch", name="Photos of our party may appear in the gallery").click()
    shoot(first, "2-registering")
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Confirmed!")).to_be_visible()
    expect(dialog.get_by_text("Narkel naru")).to_be_visible()
    expect(dialog.get_by_role("link", name="Add to Calendar")).to_be_visible()
    shoot(first, "3-confirmed")
    confirmation = email_to(mail, mita, f"You're registered: {TITLE}")

    # Anup's family finds the event full and joins the waiting list.
    second = family()
    second.goto(event_page)
    expect(second.get_by_text("Full: join the waiting list").first).to_be_visible()
    expect(second.get_by_text("Every dish and job is covered. Thank you, everyone!")).to_be_visible()
    shoot(second, "4-event-full", full_page=True)
    register(second, "Anup Roy", anup, "1 person")
    dialog = second.get_by_role("dialog")
    expect(dialog.get_by_text("This event is full.", exact=False)).to_be_visible()
    expect(dialog.get_by_role("checkbox", name="Narkel naru")).to_be_disabled()
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(dialog.get_by_role("heading", name="You're on the Waiting List")).to_be_visible()
    expect(
        dialog.get_by_text("You're on the waiting list, number 1. We'll email you as soon as seats free up.")
    ).to_be_visible()
    shoot(second, "5-waiting")
    email_to(mail, anup, f"You're on the waiting list: {TITLE}")

    # Mita's plans change: the link in her email lets her cancel.
    first.goto(manage_link(confirmation))
    dialog = first.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Update Registration")).to_be_visible()
    expect(dialog.get_by_label("Full Name")).to_have_value("Mita Sen")
    expect(dialog.get_by_text("Your seats are confirmed.")).to_be_visible()
    expect(dialog.get_by_role("checkbox", name="Narkel naru")).to_be_checked()
    dialog.get_by_role("button", name="Cancel Registration").click()
    confirm = first.get_by_role("alertdialog", name="Cancel your registration?")
    expect(confirm).to_be_visible()
    shoot(first, "6-cancel-asked")
    confirm.get_by_role("button", name="Cancel Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Cancelled")).to_be_visible()
    shoot(first, "7-cancelled")

    # The freed seats go to Anup's family, which is emailed.
    promotion = email_to(mail, anup, f"A place is yours: {TITLE}")
    assert "your party is now confirmed" in promotion.get_body(("plain",)).get_content()
    second.goto(manage_link(promotion))
    dialog = second.get_by_role("dialog")
    expect(dialog.get_by_text("Your seats are confirmed.")).to_be_visible()
    shoot(second, "8-promoted")
    dialog.get_by_role("button", name="Close", exact=True).click()

    # One seat left, and the dish is wanted again.
    second.goto(event_page)
    expect(second.get_by_text("1 spot left").first).to_be_visible()
    expect(second.get_by_text("Narkel naru")).to_be_visible()
    shoot(second, "9-one-seat-left", full_page=True)
