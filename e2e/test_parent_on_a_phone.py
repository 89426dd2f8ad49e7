"""A parent on a 360 px phone: changes the party by the emailed link and is emailed what
changed and what is owed now; a guest opens the pass from the email and the code on it is the
door's; a Bengali parent's links open in Bengali on a phone set to English; and "Already
Registered" says what became of the emailed link. Every email goes through the task queue and
a worker to a real SMTP server. Each screen is saved at 360 px, in English and Bengali."""

import io
import re
import time
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from e2e.helpers import choose, email_to

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}
TITLE = "Kojagori Lakshmi Puja"
PASS_LINK = re.compile(r"https?://\S+/pass/\d+\?token=[0-9a-f]+(&lang=bn)?")
MANAGE_LINK = re.compile(r"https?://\S+/events\?register=\d+&registration=\d+&token=[0-9a-f]+(&lang=bn)?")
BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def bn(text: object) -> str:
    return str(text).translate(BENGALI_DIGITS)


@pytest.fixture
def event(server_shell) -> int:
    """A priced event with room to spare; its id."""
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "event = Event.objects.create(\n"
        f"    title={TITLE!r},\n"
        "    description='Puja, bhog and songs under the full moon.',\n"
        "    date=local_today() + timedelta(days=25),\n"
        "    time='6:00 PM - 9:00 PM',\n"
        "    venue='Tracy Community Center',\n"
        "    address='950 East St, Tracy, CA 95376',\n"
        "    capacity=200,\n"
        "    prices={'adult': 2500, 'child': 1000, 'memberAdult': 2000, 'memberChild': 500},\n"
        ")\n"
        "print(json.dumps(event.pk))\n"
    )


@pytest.fixture
def phone(open_page, allow_console_error):
    """Opens a 360 px phone; a refused read without the link (403), a duplicate (409) and a
    pass with a wrong key (404) are answers the pages expect."""
    allow_console_error(r"status of (403|404|409)")

    def open_phone(locale: str = "en-US") -> Page:
        return open_page(viewport=PHONE, locale=locale)

    return open_phone


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    """Fails if anything is wider than the phone, then saves what it shows."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("document.fonts.ready.then(() => true)")
    page.wait_for_timeout(400)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: the page is {width}px wide on a {PHONE['width']}px phone"
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"parent-{name}-360.png"), full_page=full_page)


def register(page: Page, event: int, name: str, email: str, guests: int, *, language: str = "en") -> dict:
    """Registers through the API, as the form does, in `language`."""
    response = page.request.post(
        "/api/registrations",
        data={"eventId": event, "fullName": name, "email": email, "guestCount": guests},
        headers={"Accept-Language": language},
    )
    assert response.status == 201, response.text()
    return response.json()


def expect_emails(mail, address: str, subject: str, count: int) -> None:
    """Exactly `count` emails to `address` with `subject` have arrived (waiting for them)."""
    deadline = time.monotonic() + 30
    while True:
        found = sum(
            1
            for index, message in enumerate(list(mail.messages))
            if address in mail.recipients[index] and message["Subject"] == subject
        )
        if found >= count or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert found == count, f"{found} emails {subject!r} to {address}, not {count}"


def plain(message) -> str:
    return message.get_body(("plain",)).get_content().replace("\r\n", "\n")


def test_a_parent_makes_the_party_bigger_by_the_link_and_is_told_what_it_owes(phone, event, mail) -> None:
    email = f"mita.{time.time_ns()}@example.org"
    page = phone()
    page.goto("/events")
    register(page, event, "Mita Sen", email, 2)
    link = MANAGE_LINK.search(plain(email_to(mail, email, f"You're registered: {TITLE}"))).group(0)

    # On another phone, from the email: the party grows to fourteen, said by number.
    other = phone()
    other.goto(link)
    dialog = other.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Update Registration")).to_be_visible()
    expect(dialog.get_by_label("Full Name")).to_have_value("Mita Sen")
    choose(other, "Number of Guests", "11+ people")
    people = dialog.get_by_role("spinbutton", name="People in all")
    expect(people).to_have_value("11")
    people.fill("14")
    dialog.get_by_role("button", name="More people in all").click()
    expect(people).to_have_value("15")
    dialog.get_by_role("spinbutton", name="Children").fill("3")
    people.scroll_into_view_if_needed()
    shoot(other, "en-11-plus")
    dialog.get_by_role("button", name="Update Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Updated!")).to_be_visible()
    expect(dialog.get_by_text("15", exact=True)).to_be_visible()
    shoot(other, "en-updated")

    changed = plain(email_to(mail, email, f"Your registration is changed: {TITLE}"))
    assert "- Guests: 2 → 15\n" in changed
    assert "- Children: 0 → 3\n" in changed
    assert "- Amount due: $50.00 → $330.00\n" in changed
    assert "Amount due now: $330.00\n" in changed
    assert "lang=bn" not in changed

    # Plans change again: cancelled by the link, and told so.
    other.goto(link)
    dialog = other.get_by_role("dialog")
    dialog.get_by_role("button", name="Cancel Registration").click()
    other.get_by_role("alertdialog").get_by_role("button", name="Cancel Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Cancelled")).to_be_visible()
    cancelled = plain(email_to(mail, email, f"Your registration is cancelled: {TITLE}"))
    assert "You owe nothing now." in cancelled


def test_a_guest_opens_the_pass_and_the_door_reads_its_code(phone, event, mail, live_server_url) -> None:
    email = f"anup.{time.time_ns()}@example.org"
    page = phone()
    page.goto("/events")
    party = register(page, event, "Anup Roy", email, 3)
    confirmation = plain(email_to(mail, email, f"You're registered: {TITLE}"))
    link = PASS_LINK.search(confirmation).group(0)
    assert "/admin/check-in/" not in confirmation

    guest = phone()
    guest.goto(link)
    expect(guest.get_by_role("heading", name="Anup Roy")).to_be_visible()
    expect(guest.get_by_text("3 people")).to_be_visible()
    expect(guest.get_by_role("heading", name=TITLE)).to_be_visible()
    code = guest.get_by_role("img", name="Check-in code for Anup Roy")
    expect(code).to_be_visible()
    # The key is kept on the phone, out of the address bar.
    expect(guest).to_have_url(re.compile(rf"/pass/{party['id']}$"))
    shoot(guest, "en-pass", full_page=True)

    # What the door's camera reads off the guest's screen opens the party for a volunteer.
    picture = Image.open(io.BytesIO(code.screenshot()))
    door = f"{live_server_url}/admin/check-in/{event}?registration={party['id']}"
    assert [found.text for found in zxingcpp.read_barcodes(picture)] == [door]

    # A wrong key shows nothing of the party.
    stranger = phone()
    stranger.goto(f"/pass/{party['id']}?token={'0' * 64}")
    expect(stranger.get_by_role("heading", name="We couldn't find this pass")).to_be_visible()
    expect(stranger.get_by_text("Anup Roy")).to_have_count(0)
    shoot(stranger, "en-pass-not-found")


def test_a_bengali_parents_links_open_in_bengali_on_an_english_phone(phone, event, mail) -> None:
    email = f"rina.{time.time_ns()}@example.org"
    page = phone()
    page.goto("/events")
    register(page, event, "রীনা বসু", email, 2, language="bn")
    confirmation = plain(email_to(mail, email, f"আপনার নাম লেখানো হয়েছে: {TITLE}"))
    manage = MANAGE_LINK.search(confirmation).group(0)
    pass_link = PASS_LINK.search(confirmation).group(0)
    assert manage.endswith("&lang=bn") and pass_link.endswith("&lang=bn")

    # A phone set to English (a shared phone, a relative's): the link still opens in Bengali.
    english = phone("en-US")
    english.goto(pass_link)
    expect(english.locator("html")).to_have_attribute("lang", "bn")
    expect(english.get_by_role("heading", name="রীনা বসু")).to_be_visible()
    expect(english.get_by_text("আপনার পাস", exact=True)).to_be_visible()
    expect(english.get_by_text(f"{bn(2)} জন", exact=True)).to_be_visible()
    shoot(english, "bn-pass", full_page=True)

    english.goto(manage)
    dialog = english.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="নিবন্ধন বদলান")).to_be_visible()
    expect(dialog.get_by_label("পুরো নাম")).to_have_value("রীনা বসু")
    choose(english, "অতিথির সংখ্যা", "১১ জন বা তার বেশি")
    dialog.get_by_role("spinbutton", name="মোট জন").fill("12")
    shoot(english, "bn-11-plus")
    dialog.get_by_role("button", name="নিবন্ধন বদলান").click()
    expect(dialog.get_by_role("heading", name="নিবন্ধন বদলানো হয়েছে!")).to_be_visible()
    expect(dialog.get_by_role("link", name="অনুষ্ঠানে ঢোকার পাস")).to_be_visible()
    shoot(english, "bn-updated")

    changed = plain(email_to(mail, email, f"আপনার নিবন্ধন বদলানো হয়েছে: {TITLE}"))
    assert f"- অতিথি: {bn(2)} → {bn(12)}\n" in changed
    assert f"এখন প্রদেয়: ${bn('300.00')}\n" in changed
    assert f"{manage}\n" in changed and f"{pass_link}\n" in changed


@pytest.mark.parametrize("locale", ["en-US", "bn-IN"])
def test_already_registered_says_what_became_of_the_emailed_link(phone, event, mail, locale, server_shell) -> None:
    english = locale == "en-US"
    email = f"bina.{time.time_ns()}@example.org"
    first = phone(locale)
    first.goto("/events")
    register(first, event, "Bina Das", email, 2, language=locale[:2])
    email_to(mail, email, f"You're registered: {TITLE}" if english else f"আপনার নাম লেখানো হয়েছে: {TITLE}")

    def register_again(page: Page) -> None:
        page.goto(f"/events?register={event}")
        dialog = page.get_by_role("dialog")
        dialog.get_by_label("Full Name" if english else "পুরো নাম").fill("Bina Das")
        dialog.get_by_label("Email Address" if english else "ইমেল ঠিকানা").fill(email)
        dialog.get_by_role("button", name="Complete Registration" if english else "নাম লেখান", exact=True).click()
        expect(
            dialog.get_by_role("heading", name="Already Registered" if english else "আগেই নাম লেখানো হয়েছে")
        ).to_be_visible()
        dialog.get_by_role("button", name="Update Registration" if english else "নিবন্ধন বদলান").click()

    # Asked for at once, the link is held back: the confirmation has only just gone.
    early = phone(locale)
    register_again(early)
    held = "another can be sent at" if english else "আরেকটি পাঠানো যাবে"
    expect(early.get_by_role("dialog").get_by_text(held, exact=False)).to_be_visible()

    # Eleven minutes later, a phone without the link: it is emailed again, and the dialog says so.
    server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from django.utils import timezone\n"
        "from registrations.models import Registration\n"
        f"Registration.objects.filter(email={email!r}).update(\n"
        "    confirmation_sent_at=timezone.now() - timedelta(minutes=11)\n"
        ")\n"
        "print(json.dumps(True))\n"
    )
    second = phone(locale)
    register_again(second)
    dialog = second.get_by_role("dialog")
    sent = "We've emailed you a link to your registration." if english else "আপনার নিবন্ধনের লিংক আমরা আপনাকে ইমেল করেছি।"
    expect(dialog.get_by_text(sent, exact=False)).to_be_visible()
    shoot(second, f"{locale[:2]}-link-sent")
    subject = f"You're registered: {TITLE}" if english else f"আপনার নাম লেখানো হয়েছে: {TITLE}"
    expect_emails(mail, email, subject, 2)

    # Asked again at once, the resend limit holds it back: the dialog says until when.
    third = phone(locale)
    register_again(third)
    dialog = third.get_by_role("dialog")
    expect(dialog.get_by_text(held, exact=False)).to_be_visible()
    shoot(third, f"{locale[:2]}-link-held-back")
    # Held back twice, sent once: the first confirmation and the one asked for.
    time.sleep(2)
    expect_emails(mail, email, subject, 2)
