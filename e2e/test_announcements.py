"""Announcements, as a parent and an organiser live them: Rina, on a Bengali phone, ticks
"Email me the announcements" when she registers and confirms it from the link the site
emails her; the organiser writes an announcement in English and Bengali, sees whom it
reaches and sends it; Rina's arrives in Bengali with its one-click unsubscribe headers, and
she stops the announcements from its footer link; the organiser's counts say so. Every email
goes through the task queue and a worker to a real SMTP server."""

import re
import time
from email.message import EmailMessage
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import MAIL_WITHIN, choose

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
CONFIRM_LINK = re.compile(r"https?://\S+/announcements/confirm\?token=\S+")
UNSUBSCRIBE_LINK = re.compile(r"https?://\S+/api/unsubscribe/[\w-]+")
TITLE = "Saraswati Puja at the Basus'"


def look(page: Page, name: str) -> None:
    """Saves the page at 360 px and 1280 px; nothing may be wider than the phone."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: the page is {width}px wide on a {PHONE['width']}px phone"
    page.screenshot(path=str(SCREENSHOTS / f"announcements-{name}-360.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(200)
    page.screenshot(path=str(SCREENSHOTS / f"announcements-{name}-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)


def email_matching(mail, address: str, pattern: re.Pattern) -> tuple[EmailMessage, str]:
    """The newest email to `address` whose text has `pattern`, and what matched, once it has arrived."""
    deadline = time.monotonic() + MAIL_WITHIN
    while True:
        for index in reversed(range(len(mail.messages))):
            message = mail.messages[index]
            if address in mail.recipients[index]:
                found = pattern.search(message.get_body(("plain",)).get_content())
                if found:
                    return message, found.group(0)
        assert time.monotonic() < deadline, f"no email to {address} with {pattern.pattern} within {MAIL_WITHIN} s"
        time.sleep(0.1)


@pytest.fixture
def event(server_shell) -> dict:
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "event = Event.objects.create(\n"
        f"    title={TITLE!r},\n"
        "    description='Pushpanjali, khichuri bhog and hate khori for the little ones.',\n"
        "    date=local_today() + timedelta(days=40),\n"
        "    time='10:00 AM - 2:00 PM',\n"
        "    venue='Tracy Community Center',\n"
        "    address='950 East St, Tracy, CA 95376',\n"
        ")\n"
        "print(json.dumps({'id': event.pk, 'date': event.date.isoformat()}))\n"
    )


def test_a_parent_opts_in_confirms_receives_in_bengali_and_stops_them(open_page, organiser, event, mail) -> None:
    email = f"rina.{time.time_ns()}@example.org"
    parent = open_page(viewport=PHONE, locale="bn-IN")

    # Rina registers on her Bengali phone and ticks the announcements (unticked until she does).
    parent.goto(f"/events/{event['id']}")
    parent.get_by_role("link", name="এখনই নাম লেখান").first.click()
    dialog = parent.get_by_role("dialog")
    dialog.get_by_label("পুরো নাম").fill("রীনা বসু")
    dialog.get_by_label("ইমেল ঠিকানা").fill(email)
    choose(parent, "অতিথির সংখ্যা", "২ জন")
    announcements = dialog.get_by_role("switch", name="ঘোষণাগুলি আমাকে ইমেল করুন")
    expect(announcements).not_to_be_checked()
    announcements.click()
    expect(announcements).to_be_checked()
    dialog.get_by_role("button", name="নাম লেখান", exact=True).click()
    expect(dialog.get_by_role("heading", name="নিবন্ধন নিশ্চিত হয়েছে!")).to_be_visible()

    # The link emailed to her asks before it confirms; she confirms.
    confirmation, link = email_matching(mail, email, CONFIRM_LINK)
    assert "ঘোষণা নিশ্চিত করুন" in str(confirmation["Subject"])
    parent.goto(link)
    expect(parent.get_by_role("heading", name="ইমেলে ঘোষণা")).to_be_visible()
    look(parent, "confirm")
    parent.get_by_role("button", name="নিশ্চিত করুন").click()
    expect(parent.get_by_role("status")).to_contain_text(email)
    look(parent, "confirmed")

    # The organiser writes the announcement in both languages for the event's guests.
    admin = open_page(viewport=DESKTOP)
    admin.goto("/admin")
    admin.get_by_label("Username").fill(organiser["username"])
    admin.get_by_label("Password").fill(organiser["password"])
    admin.get_by_role("button", name="Sign In").click()
    expect(admin.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    admin.get_by_role("tab", name="Announcements").click()
    expect(admin.get_by_role("heading", name="Announcements", exact=True)).to_be_visible()
    admin.get_by_label("Subject", exact=True).fill("Saraswati Puja: pushpanjali at ten")
    admin.get_by_label("Message", exact=True).fill("Pushpanjali starts at ten. Bring the children's books.")
    admin.get_by_label("Subject in Bengali").fill("সরস্বতী পূজা: দশটায় পুষ্পাঞ্জলি")
    admin.get_by_label("Message in Bengali").fill("দশটায় পুষ্পাঞ্জলি শুরু। ছোটদের বই সঙ্গে আনুন।")
    choose(admin, "Send to", "An event's guests")
    choose(admin, "Event", f"{TITLE} ({event['date']})")
    expect(admin.get_by_test_id("audience-count")).to_have_text("It reaches 1 address today.")
    look(admin, "compose")
    admin.get_by_role("button", name="Send announcement").click()
    admin.get_by_role("alertdialog").get_by_role("button", name="Send announcement").click()
    expect(admin.get_by_text("Announcement on its way", exact=True).first).to_be_visible()

    # Rina's arrives in Bengali, with the one-click unsubscribe headers and a footer link.
    message, footer = email_matching(mail, email, UNSUBSCRIBE_LINK)
    assert message["Subject"] == "সরস্বতী পূজা: দশটায় পুষ্পাঞ্জলি"
    assert "দশটায় পুষ্পাঞ্জলি শুরু।" in message.get_body(("plain",)).get_content()
    assert message["List-Unsubscribe"] == f"<{footer}>"
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"

    # Opening the footer link only shows the button; pressing it stops the announcements.
    parent.goto(footer)
    expect(parent.get_by_role("heading", name="ইমেলে ঘোষণা")).to_be_visible()
    look(parent, "unsubscribe")
    parent.get_by_role("button", name="ঘোষণা বন্ধ করুন").click()
    expect(parent.get_by_role("status")).to_contain_text("আপনি আর কোনো ঘোষণা পাবেন না।")
    look(parent, "unsubscribed")

    # The organiser's counts say so.
    admin.reload()
    admin.get_by_role("tab", name="Announcements").click()
    card = admin.get_by_role("listitem").filter(has_text="Saraswati Puja: pushpanjali at ten")
    expect(card.get_by_test_id("count-recipients").locator("dd")).to_have_text("1")
    expect(card.get_by_test_id("count-sent").locator("dd")).to_have_text("1")
    expect(card.get_by_test_id("count-unsubscribed").locator("dd")).to_have_text("1")
    expect(card.get_by_text("Sent", exact=True).first).to_be_visible()
    look(admin, "counts")

    # A second announcement to the event's guests reaches nobody now.
    choose(admin, "Send to", "An event's guests")
    choose(admin, "Event", f"{TITLE} ({event['date']})")
    expect(admin.get_by_test_id("audience-count")).to_have_text("It reaches 0 addresses today.")
