"""The visitor's journey in Bengali, on a 360 px phone whose browser asks for Bengali: home,
events, registering, registering again (which updates), the confirmation email in Bengali and
cancelling through its link, the contact form, a missing page. Every page is checked for text
that overflows the phone's width and saved as a screenshot at 360 px and at 1280 px. Then the
language switch, and English pages that never fetch the Bengali messages."""

import re
import time
from datetime import date
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import MANAGE_LINK, choose, email_to

SCREENSHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def bn(number: int) -> str:
    return str(number).translate(BENGALI_DIGITS)


@pytest.fixture
def phone(open_page, allow_console_error):
    """A 360 px phone whose browser prefers Bengali."""
    # The duplicate registration's 409 and the missing page's 404 are answers the site expects.
    allow_console_error(r"status of (409|404)")
    return open_page(viewport=PHONE, locale="bn-IN")


def look(page: Page, name: str, *, full_page: bool = True) -> None:
    """Fails if anything is wider than the phone, then saves the page at 360 px and 1280 px."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("document.fonts.ready.then(() => true)")
    page.wait_for_timeout(300)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: the page is {width}px wide on a {PHONE['width']}px phone"
    overflowing = page.evaluate(
        """() => [...document.querySelectorAll('button, a, label, h1, h2, h3, p, span, li, [role=option]')]
            .filter((el) => el.offsetParent !== null && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1
                && getComputedStyle(el).overflowX !== 'visible')
            .map((el) => el.textContent.trim().slice(0, 60))"""
    )
    assert not overflowing, f"{name}: text cut off in {overflowing}"
    for size, suffix in ((PHONE, "360"), (DESKTOP, "desktop")):
        page.set_viewport_size(size)
        page.wait_for_timeout(200)
        if full_page:
            page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SCREENSHOTS / f"bengali-{name}-{suffix}.png"), full_page=full_page)
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(200)


def go_to(page: Page, link: str) -> None:
    """Follows a link of the navigation bar, through the phone's menu."""
    page.get_by_role("button", name="মেনু খুলুন").click()
    page.get_by_role("navigation", name="প্রধান").locator("..").get_by_role("link", name=link, exact=True).last.click()


def test_the_visitor_journey_in_bengali(phone: Page, mail) -> None:
    page = phone
    email = f"rina.{time.time_ns()}@example.org"

    # Home: the server chose Bengali from the browser's Accept-Language.
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="বিস্তারিত দেখুন ও নাম লেখান")).to_be_visible()
    expect(page.get_by_role("heading", name="আমাদের কথা")).to_be_visible()
    look(page, "home")

    # Events, with the date in Bengali digits as the server wrote it.
    go_to(page, "অনুষ্ঠান")
    expect(page.get_by_role("heading", level=1, name="আমাদের অনুষ্ঠান")).to_be_visible()
    first = page.request.get("/api/events").json()[0]
    day = date.fromisoformat(first["date"])
    # A festival's card names its first and last days, an en dash between: "১২ ডিসেম্বর \u2013 ১৬ ডিসেম্বর, ২০২৬".
    expect(page.get_by_text(re.compile(rf"{bn(day.day)} \S+( \u2013 [^,]+)?, {bn(day.year)}")).first).to_be_visible()
    title = page.locator("#featured-event-title").inner_text()
    look(page, "events")

    # Register a party of two.
    page.get_by_role("link", name="এখনই নাম লেখান").first.click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="অনুষ্ঠানে নাম লেখান")).to_be_visible()
    dialog.get_by_role("button", name="নাম লেখান", exact=True).click()
    expect(dialog.get_by_text("নাম অন্তত ২ অক্ষরের হতে হবে", exact=True)).to_be_visible()
    look(page, "register-errors", full_page=False)
    dialog.get_by_label("পুরো নাম").fill("রীনা বসু")
    dialog.get_by_label("ইমেল ঠিকানা").fill(email)
    dialog.get_by_label("ফোন নম্বর").fill("209-555-0199")
    choose(page, "অতিথির সংখ্যা", f"{bn(2)} জন")
    look(page, "register-form", full_page=False)
    dialog.get_by_role("button", name="নাম লেখান", exact=True).click()
    expect(dialog.get_by_role("heading", name="নিবন্ধন নিশ্চিত হয়েছে!")).to_be_visible()
    expect(dialog.get_by_text(email)).to_be_visible()
    look(page, "register-success", full_page=False)
    dialog.get_by_role("button", name="বন্ধ করুন", exact=True).click()
    expect(page.get_by_role("dialog")).to_have_count(0)

    # The confirmation speaks Bengali too: the party's language was stored with it.
    confirmation = email_to(mail, email, f"আপনার নাম লেখানো হয়েছে: {title}")
    body = confirmation.get_body(("plain",)).get_content()
    assert bn(day.year) in body, body

    # The same email again: offered an update, which makes the party four.
    page.get_by_role("link", name="এখনই নাম লেখান").first.click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("পুরো নাম").fill("রীনা বসু")
    dialog.get_by_label("ইমেল ঠিকানা").fill(email.upper())
    dialog.get_by_role("button", name="নাম লেখান", exact=True).click()
    expect(dialog.get_by_role("heading", name="আগেই নাম লেখানো হয়েছে")).to_be_visible()
    expect(dialog.get_by_text("মনে হচ্ছে, এই অনুষ্ঠানে আপনি আগেই নাম লিখিয়েছেন।")).to_be_visible()
    look(page, "register-duplicate", full_page=False)
    dialog.get_by_role("button", name="নিবন্ধন বদলান").click()
    expect(dialog.get_by_role("heading", name="নিবন্ধন বদলান")).to_be_visible()
    dialog.get_by_label("ইমেল ঠিকানা").fill(email)
    choose(page, "অতিথির সংখ্যা", f"{bn(4)} জন")
    dialog.get_by_role("button", name="নিবন্ধন বদলান").click()
    expect(dialog.get_by_role("heading", name="নিবন্ধন বদলানো হয়েছে!")).to_be_visible()
    expect(page.get_by_text("আপনার নিবন্ধন সফলভাবে বদলানো হয়েছে।").first).to_be_visible()
    look(page, "register-updated", full_page=False)
    dialog.get_by_role("button", name="বন্ধ করুন", exact=True).click()

    # Plans change: the link in the email cancels, after asking.
    match = MANAGE_LINK.search(body)
    assert match, "the email has no link to manage the registration"
    page.goto(match.group(0))
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="নিবন্ধন বদলান")).to_be_visible()
    expect(dialog.get_by_text("আপনার আসন নিশ্চিত।")).to_be_visible()
    dialog.get_by_role("button", name="নিবন্ধন বাতিল করুন").click()
    confirm = page.get_by_role("alertdialog", name="আপনার নিবন্ধন বাতিল করবেন?")
    expect(confirm).to_be_visible()
    look(page, "cancel-asked", full_page=False)
    confirm.get_by_role("button", name="নিবন্ধন বাতিল করুন").click()
    expect(dialog.get_by_role("heading", name="নিবন্ধন বাতিল হয়েছে")).to_be_visible()
    look(page, "cancelled", full_page=False)
    dialog.get_by_role("button", name="বন্ধ করুন", exact=True).click()

    # Write to the organisers, after the form has said what is missing.
    go_to(page, "যোগাযোগ")
    expect(page.get_by_role("heading", level=1, name="যোগাযোগ করুন")).to_be_visible()
    page.get_by_role("button", name="বার্তা পাঠান").click()
    expect(page.get_by_text("দয়া করে একটি বিষয় বেছে নিন")).to_be_visible()
    look(page, "contact-errors")
    page.get_by_label("নাম", exact=True).fill("রীনা")
    page.get_by_label("পদবি").fill("বসু")
    page.get_by_label("ইমেল ঠিকানা").fill(email)
    choose(page, "বিষয়", "স্বেচ্ছাসেবকের কাজ")
    page.get_by_label("বার্তা", exact=True).fill("দুর্গাপুজোর সাজসজ্জায় সাহায্য করতে চাই।")
    page.get_by_role("button", name="বার্তা পাঠান").click()
    expect(page.get_by_role("heading", name="বার্তা পাঠানো হয়েছে!", level=2)).to_be_visible()
    look(page, "contact-sent")

    # A page that does not exist.
    page.goto("/no-such-page")
    expect(page.get_by_role("heading", name="পাতাটি পাওয়া যায়নি")).to_be_visible()
    look(page, "not-found")


def test_the_switch_changes_the_language_and_remembers_it(page: Page) -> None:
    """An English phone switches to Bengali from its menu; the choice outlives a reload, and
    ?lang=en brings English back."""
    bengali_requests: list[str] = []
    page.on("request", lambda request: bengali_requests.append(request.url) if "locale-bn" in request.url else None)

    page.goto("/events")
    expect(page.get_by_role("heading", level=1, name="Community Events")).to_be_visible()
    assert bengali_requests == [], "an English page fetched the Bengali messages"

    page.get_by_role("button", name="Open menu").click()
    page.get_by_role("button", name="Language: বাংলা").click()
    expect(page.get_by_role("heading", level=1, name="আমাদের অনুষ্ঠান")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    assert len(bengali_requests) == 1

    page.reload()
    expect(page.get_by_role("heading", level=1, name="আমাদের অনুষ্ঠান")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    assert re.search(r"অনুষ্ঠান", page.title()), page.title()

    page.goto("/events?lang=en")
    expect(page.get_by_role("heading", level=1, name="Community Events")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
