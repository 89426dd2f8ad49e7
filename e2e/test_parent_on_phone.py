"""A parent on a 360 px phone, in English and in Bengali: the events list is reached at once below
a compact featured event; a form refused on submit takes the parent to its first error and says
it; joining late in the membership year offers the next year too and asks before it records
the dues; the family's delete asks for the word of the page's language; the programme shows a
child's name only as the family agreed. Each state is saved as a screenshot."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
SMALL_PHONE = {"width": 360, "height": 780}
LANGUAGES = ["en", "bn"]


@pytest.fixture
def phone(open_page, allow_console_error):
    """Opens a 360 px phone in a language. The browser reports the family page's 401 (nobody
    signed in yet) and the refused submits, which the pages expect and answer."""
    allow_console_error(r"status of (400|401)")

    def open_phone(language: str) -> Page:
        return open_page(viewport=SMALL_PHONE, locale="bn-IN" if language == "bn" else "en-US")

    return open_phone


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    """Saves what the phone shows, once animations settle; nothing may be wider than the phone."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(400)
    page.screenshot(path=str(SCREENSHOTS / f"parent-{name}.png"), full_page=full_page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL_PHONE["width"], f"{name} is wider than the phone"


def list_top(page: Page) -> dict:
    """Where the events list starts and how tall the page is, in CSS pixels."""
    return page.evaluate(
        "({listTop: Math.round(document.getElementById('upcoming-heading').getBoundingClientRect().top + scrollY),"
        " height: document.documentElement.scrollHeight})"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_events_list_is_reached_at_once_on_a_phone(phone, language):
    page = phone(language)
    page.goto(f"/events?lang={language}")
    expect(page.locator("#featured-event-title")).to_be_visible()
    measured = list_top(page)
    print(f"events at 360 px ({language}): list starts at {measured['listTop']} px, page {measured['height']} px")
    (SCREENSHOTS.parent / f"events-height-{language}.json").write_text(json.dumps(measured))
    shoot(page, f"events-{language}", full_page=True)
    # Before the featured event was made compact, the list started 2,900 px down (page 4,500 px).
    assert measured["listTop"] < 1300, measured

    page.locator("a[href='#upcoming-events']").click()
    expect(page.locator("#upcoming-heading")).to_be_in_viewport()
    shoot(page, f"events-list-{language}")
