"""A visitor on a 360 px phone who reaches for a page before its app has started: a public page
arrives drawn by the server, and the app starts only when the visitor first touches, types or
focuses (frontend/src/lib/start-on-intent.ts). Until the visitor does, no app code runs; the
first tap on a button is held and made once the app is there, and what was typed before then
is sent with the form."""

from playwright.sync_api import Page, expect

from e2e.helpers import choose

PHONE = {"width": 360, "height": 740}


def arrive(page: Page, path: str) -> None:
    """Opens `path` as a link from another site would: nothing reaches for the page."""
    with page.expect_navigation(wait_until="load"):
        page.evaluate("path => setTimeout(() => location.assign(path), 0)", path)


def app_started(page: Page) -> bool:
    return page.evaluate("'ready' in document.documentElement.dataset")


def test_a_page_only_read_runs_no_app_and_a_first_tap_is_made_once_it_has(open_page):
    page = open_page(viewport=PHONE)
    page.goto("/gallery")
    arrive(page, "/events")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.wait_for_timeout(1500)
    assert not app_started(page)
    assert page.locator('script[src*="/main."]').count() == 0

    # The menu button's tap, before the app is there, is answered once it is.
    page.get_by_role("button", name="Open menu").tap()
    expect(page.get_by_role("button", name="Close menu")).to_be_visible()
    assert app_started(page)
    expect(page.get_by_role("button", name="Close menu")).not_to_have_attribute("aria-busy", "true")


def test_a_form_filled_and_sent_before_the_app_started_is_sent_whole(open_page):
    page = open_page(viewport=PHONE)
    page.goto("/gallery")
    arrive(page, "/contact")
    assert not app_started(page)
    # Typed at once, faster than a phone starts the app.
    page.get_by_label("First Name").fill("Tara")
    page.get_by_label("Last Name").fill("Ghosh")
    page.get_by_label("Email Address").fill("tara.first.tap@example.org")
    choose(page, "Subject", "Feedback")
    page.get_by_label("Message").fill("Can my daughter sing at the Poila Boishakh evening?")
    page.get_by_role("button", name="Send Message").tap()
    expect(page.get_by_role("heading", name="Message Sent!", level=2)).to_be_visible()
