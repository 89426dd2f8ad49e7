"""A visitor's way through the public site, on a phone: home, events, registering (and
registering again, which updates the registration), an event's page, the gallery and the
contact form. Each page is saved as a screenshot at phone and desktop width."""

import json
import re
import time
from datetime import date

from playwright.sync_api import Page, Route, expect


def go_to(page: Page, link: str) -> None:
    """Follows a link in the navigation bar, through the mobile menu on a phone."""
    toggle = page.get_by_role("button", name="Open menu")
    if toggle.is_visible():
        toggle.click()
    page.get_by_role("navigation", name="Main").locator("..").get_by_role("link", name=link, exact=True).last.click()


def choose(page: Page, field: str, option: str) -> None:
    page.get_by_role("combobox", name=field).click()
    page.get_by_role("option", name=option, exact=True).click()


def wait_for_images(page: Page, timeout: float = 15) -> None:
    """Until every image on the page has loaded. Polled with evaluate: wait_for_function
    compiles its string with eval, which the site's Content-Security-Policy forbids."""
    deadline = time.monotonic() + timeout
    while not page.evaluate("[...document.images].every((img) => img.complete && img.naturalWidth > 0)"):
        assert time.monotonic() < deadline, "the page's images did not all load"
        page.wait_for_timeout(100)


def test_visitor_journey(page: Page, screenshot, allow_console_error) -> None:
    email = f"mita.{time.time_ns()}@example.org"
    # The browser reports the duplicate registration's 409 and the unknown page's 404, which
    # the site answers as designed.
    allow_console_error(r"status of 409 \(Conflict\)")
    allow_console_error(r"status of 404 \(Not Found\)")

    # Home
    page.goto("/")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Learn More & Register")).to_be_visible()
    screenshot("home")

    # Events
    go_to(page, "Events")
    expect(page).to_have_url(re.compile(r"/events$"))
    expect(page.get_by_role("heading", level=1, name="Community Events")).to_be_visible()
    expect(page.get_by_text("Upcoming Event", exact=True)).to_be_visible()
    featured_title = page.locator("#featured-event-title").inner_text()
    # The calendar date as the server wrote it, not shifted by the visitor's time zone.
    first = page.request.get("/api/events").json()[0]
    day = date.fromisoformat(first["date"])
    # A festival's card names its first and last days: "December 12 - December 16, 2026".
    expect(page.get_by_text(re.compile(rf"\b{day:%B} {day.day}\b.*\b{day.year}\b")).first).to_be_visible()
    screenshot("events")

    # Register
    page.get_by_role("link", name="Register Now").first.click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Register for Event")).to_be_visible()
    expect(dialog.get_by_text(featured_title)).to_be_visible()
    dialog.get_by_label("Full Name").fill("Mita Sen")
    dialog.get_by_label("Email Address").fill(email)
    dialog.get_by_label("Phone Number").fill("209-555-0100")
    choose(page, "Number of Guests", "2 people")
    screenshot("register-form", full_page=False)
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Confirmed!")).to_be_visible()
    expect(dialog.get_by_text(email)).to_be_visible()
    screenshot("register-success", full_page=False)
    dialog.get_by_role("button", name="Close", exact=True).click()
    expect(page.get_by_role("dialog")).to_have_count(0)

    # Register again with the same email: offered an update instead
    page.get_by_role("link", name="Register Now").first.click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Full Name").fill("Mita Sen")
    dialog.get_by_label("Email Address").fill(email.upper())
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(dialog.get_by_role("heading", name="Already Registered")).to_be_visible()
    expect(dialog.get_by_text("Looks like you've already registered for this event.")).to_be_visible()
    screenshot("register-duplicate", full_page=False)
    dialog.get_by_role("button", name="Update Registration").click()
    expect(dialog.get_by_role("heading", name="Update Registration")).to_be_visible()
    dialog.get_by_label("Email Address").fill(email)
    choose(page, "Number of Guests", "4 people")
    dialog.get_by_role("button", name="Update Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Updated!")).to_be_visible()
    expect(dialog.get_by_text("4", exact=True)).to_be_visible()
    expect(page.get_by_text("Your registration has been updated successfully.").first).to_be_visible()
    screenshot("register-updated", full_page=False)
    dialog.get_by_role("button", name="Close", exact=True).click()
    # The toast closes on its own after 5 seconds, uncovering the page below it.
    expect(page.get_by_text("Your registration has been updated successfully.")).to_have_count(0, timeout=8000)

    # Event detail
    page.get_by_role("link", name="View Full Details").click()
    expect(page).to_have_url(re.compile(r"/events/\d+$"))
    expect(page.get_by_role("heading", level=1, name=featured_title)).to_be_visible()
    expect(page.get_by_role("heading", name="Event Information")).to_be_visible()
    screenshot("event-detail")

    # Gallery
    go_to(page, "Gallery")
    expect(page.get_by_role("heading", level=1, name="Community Gallery")).to_be_visible()
    expect(page.get_by_role("img").first).to_be_visible()
    page.get_by_role("heading", name="Share Your Memories").scroll_into_view_if_needed()
    # Lazy images below the fold load as they scroll in; wait for all before the screenshot.
    wait_for_images(page)
    screenshot("gallery")

    # Contact
    go_to(page, "Contact")
    expect(page.get_by_role("heading", level=1, name="Get in Touch")).to_be_visible()
    page.get_by_label("First Name").fill("Mita")
    page.get_by_label("Last Name").fill("Sen")
    page.get_by_label("Email Address").fill(email)
    choose(page, "Subject", "Volunteer Opportunities")
    page.get_by_label("Message").fill("I would love to help with the Durga Puja decorations.")
    screenshot("contact")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_role("heading", name="Message Sent!", level=2)).to_be_visible()
    screenshot("contact-sent")
    # After 5 seconds the form comes back, empty.
    expect(page.get_by_role("heading", name="Send us a Message")).to_be_visible(timeout=8000)
    expect(page.get_by_label("First Name")).to_have_value("")

    # Unknown page
    page.goto("/no-such-page")
    expect(page.get_by_role("heading", name="Page Not Found")).to_be_visible()
    screenshot("not-found")


NARROW = {"width": 360, "height": 780}
INITIAL_DATA = re.compile(r'(<script id="initial-data" type="application/json">)(.*?)(</script>)', re.DOTALL)
DRAWN_SCREEN = re.compile(r'<div id="root"[^>]*>.*(</div>\s*<script id="initial-data")', re.DOTALL)
LONG_WORD = "Shubhobijoyasammilani" * 6


def assert_no_horizontal_overflow(page: Page, what: str) -> None:
    # Web fonts change text widths; measure only once they are in.
    page.evaluate("document.fonts.ready.then(() => true)")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= NARROW["width"], f"{what} is {width}px wide at {NARROW['width']}px"


def test_nothing_overflows_at_360px(page: Page, allow_console_error) -> None:
    allow_console_error(r"status of 404 \(Not Found\)")
    page.set_viewport_size(NARROW)
    event_id = page.request.get("/api/events").json()[0]["id"]

    page.goto("/")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Learn More & Register")).to_be_visible()
    assert_no_horizontal_overflow(page, "the home page")
    page.get_by_role("button", name="Open menu").click()
    expect(page.get_by_role("button", name="Close menu")).to_be_visible()
    assert_no_horizontal_overflow(page, "the home page with the menu open")

    page.goto("/events")
    expect(page.get_by_text("Upcoming Event", exact=True)).to_be_visible()
    assert_no_horizontal_overflow(page, "the events page")

    page.goto(f"/events?register={event_id}")
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("button", name="Complete Registration").click()
    # Exactly: the words are also announced, after "Please correct Full Name:", to screen readers.
    expect(dialog.get_by_text("Name must be at least 2 characters", exact=True)).to_be_visible()
    assert_no_horizontal_overflow(page, "the registration dialog")

    page.goto(f"/events/{event_id}")
    expect(page.get_by_role("heading", name="Event Information")).to_be_visible()
    assert_no_horizontal_overflow(page, "an event's page")

    page.goto("/gallery")
    expect(page.get_by_role("heading", name="Share Your Memories")).to_be_visible()
    assert_no_horizontal_overflow(page, "the gallery")

    page.goto("/contact")
    page.get_by_role("button", name="Send Message").click()
    expect(page.get_by_text("Please select a subject", exact=True)).to_be_visible()
    assert_no_horizontal_overflow(page, "the contact page with its validation messages")

    page.goto("/no-such-page")
    expect(page.get_by_role("heading", name="Page Not Found")).to_be_visible()
    assert_no_horizontal_overflow(page, "the 404 page")

    # Organisers type what they like: a long unbroken word must wrap, not widen the page.
    def lengthen(event: dict) -> dict:
        return {
            **event,
            "title": LONG_WORD,
            "venue": LONG_WORD,
            "address": LONG_WORD,
            "description": f"See https://example.org/{LONG_WORD}",
            "highlights": [LONG_WORD, *event["highlights"]],
            "whatToBring": [LONG_WORD],
            "sponsors": [{"name": LONG_WORD, "benefits": LONG_WORD}],
            "schedule": [{"time": LONG_WORD, "activity": LONG_WORD, "description": LONG_WORD}],
        }

    events = [lengthen(event) for event in page.request.get("/api/events").json()]
    page.route("**/api/events", lambda route: route.fulfill(json=events))
    page.route("**/api/events/featured", lambda route: route.fulfill(json=events[0]))
    page.route(f"**/api/events/{event_id}", lambda route: route.fulfill(json=events[0]))

    # The pages render first from the data the server writes into them, not from the API.
    def lengthen_first_data(route: Route) -> None:
        if route.request.resource_type != "document":
            route.fallback()
            return
        response = route.fetch()

        def rewrite(match: re.Match) -> str:
            data = json.loads(match.group(2))
            for key, value in data.items():
                if key == "/api/events":
                    data[key] = [lengthen(event) for event in value]
                elif key.startswith("/api/events/") and value:
                    data[key] = lengthen(value)
            # Escaped as the server escapes it (django.utils.html.json_script).
            text = json.dumps(data).replace("<", "\\u003C").replace(">", "\\u003E").replace("&", "\\u0026")
            return f"{match.group(1)}{text}{match.group(3)}"

        html = INITIAL_DATA.sub(rewrite, response.text())
        # Without the first screen the server drew from the data as it was: the app draws the
        # page from the lengthened data, as the browser did before pages came drawn.
        html = DRAWN_SCREEN.sub(r'<div id="root">\1', html).replace(' class="fallback-fonts"', "")
        route.fulfill(response=response, body=html)

    page.route("**/*", lengthen_first_data)
    for path, what in [
        ("/", "the home page"),
        ("/events", "the events page"),
        (f"/events/{event_id}", "an event's page"),
    ]:
        page.goto(path)
        expect(page.get_by_text(LONG_WORD).first).to_be_visible()
        assert_no_horizontal_overflow(page, f"{what} with long words")
