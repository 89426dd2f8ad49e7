"""Volunteer shifts on a 360 px phone: a parent signs up for the bhog kitchen from the event page
and is refused an overlapping serving shift; the organiser opens the roster, prints it and checks
the volunteer in; the family signs in and downloads the certificate of the hours, read back from
the PDF. The event page's shifts are shown in Bengali too. Each state is saved as a screenshot."""

import io
import re
import time
import unicodedata
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from pypdf import PdfReader

from e2e.helpers import email_to, sign_in_code

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
SMALL_PHONE = {"width": 360, "height": 780}
TITLE = "Durga Puja Ashtami"
LEGAL_NAME = "Tracy Bengali Cultural Association Inc."


@pytest.fixture
def festival(server_shell) -> dict:
    """Today's event with two overlapping shifts, and the association's legal name and EIN."""
    return server_shell(
        "import json\n"
        "from datetime import time\n"
        "from core.dates import local_today\n"
        "from events.models import Event, Shift\n"
        "from sitesettings.models import SiteSettings\n"
        "s = SiteSettings.get_solo()\n"
        f"s.legal_name = {LEGAL_NAME!r}\n"
        "s.ein = '12-3456789'\n"
        "s.save()\n"
        "event = Event.objects.create(\n"
        f"    title={TITLE!r}, title_bn='দুর্গাপূজা অষ্টমী', date=local_today(), time='8:00 AM - 9:00 PM',\n"
        "    venue='Tracy Community Center', address='950 East St, Tracy, CA 95376',\n"
        ")\n"
        "Shift.objects.create(event=event, role='Bhog kitchen', start_time=time(8), end_time=time(11), needed=3,\n"
        "    description='Khichuri and labra for two hundred.', position=0)\n"
        "Shift.objects.create(event=event, role='Serving', start_time=time(10, 30), end_time=time(13), needed=4,\n"
        "    position=1)\n"
        "print(json.dumps({'id': event.pk, 'year': local_today().year}))\n"
    )


@pytest.fixture
def phone(open_page, allow_console_error):
    # The refused sign-up (409) and the family page before signing in (401) are expected answers.
    allow_console_error(r"status of 409")
    allow_console_error(r"status of 401")
    return lambda **kwargs: open_page(viewport=SMALL_PHONE, **kwargs)


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / f"shifts-{name}-phone.png"), full_page=full_page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL_PHONE["width"], f"{name}: the page is {width}px wide on a {SMALL_PHONE['width']}px phone"


def sign_up(page: Page, role: str, name: str, email: str) -> None:
    shift = page.locator(f'li[data-shift="{role}"]')
    shift.get_by_role("button", name="Sign up").click()
    shift.get_by_label("Full name").fill(name)
    shift.get_by_label("Email").fill(email)
    shift.get_by_label("Phone").fill("209 555 0101")
    shift.get_by_role("button", name="Take this shift").click()


def test_a_parent_volunteers_is_checked_in_and_downloads_the_certificate(phone, festival, organiser, mail) -> None:
    email = f"mita.{time.time_ns()}@example.org"
    page = phone()

    # Mita signs up for the bhog kitchen from the event page.
    page.goto(f"/events/{festival['id']}")
    expect(page.get_by_role("heading", name="Volunteer shifts")).to_be_visible()
    shoot(page, "1-event-page", full_page=True)
    sign_up(page, "Bhog kitchen", "Mita Sen", email)
    expect(page.get_by_role("status").filter(has_text="You're on the Bhog kitchen shift")).to_be_visible()
    expect(page.locator('li[data-shift="Bhog kitchen"]')).to_contain_text("2 of 3 still needed")
    shoot(page, "2-signed-up")
    email_to(mail, email, f"Your volunteer shift: Bhog kitchen at {TITLE}")

    # Serving starts before the kitchen ends: she is refused.
    sign_up(page, "Serving", "Mita Sen", email)
    expect(page.get_by_role("alert").filter(has_text="You already have a shift at that time.")).to_be_visible()
    expect(page.locator('li[data-shift="Serving"]')).to_contain_text("4 of 4 still needed")
    shoot(page, "3-overlap-refused")

    # The organiser, on a phone too, opens the roster, prints it and checks her in.
    desk = phone()
    desk.goto("/admin")
    desk.get_by_label("Username").fill(organiser["username"])
    desk.get_by_label("Password").fill(organiser["password"])
    desk.get_by_role("button", name="Sign In").click()
    desk.get_by_role("button", name=f"Roster of {TITLE}").click()
    roster = desk.get_by_role("dialog")
    sheet = roster.get_by_role("article", name="Volunteer roster")
    expect(sheet.get_by_role("row", name=re.compile("Bhog kitchen"))).to_contain_text("Mita Sen")
    expect(sheet.get_by_role("row", name=re.compile("Serving"))).to_contain_text("4 missing")
    desk.evaluate("window.print = () => { window.printed = true; }")
    roster.get_by_role("button", name="Print this sheet").click()
    assert desk.evaluate("window.printed === true")
    shoot(desk, "4-roster")
    roster.get_by_role("button", name="Check in Mita Sen").click()
    expect(roster.get_by_text(re.compile("^Checked in"))).to_be_visible()
    expect(roster.get_by_role("textbox", name="Hours of Mita Sen")).to_have_value("3")
    expect(sheet.get_by_role("row", name=re.compile("Bhog kitchen"))).to_contain_text("✓ Mita Sen")
    shoot(desk, "5-checked-in")

    # The family signs in and downloads the certificate of her hours.
    family = phone()
    family.goto("/family")
    family.get_by_label("Email Address").fill(email)
    family.get_by_role("button", name="Email me a code").click()
    family.get_by_label("Code from the email").fill(sign_in_code(mail, email))
    family.get_by_role("button", name="Sign in", exact=True).click()
    volunteering = family.get_by_role("heading", name="Volunteering")
    expect(volunteering).to_be_visible()
    expect(family.get_by_text("3 hours")).to_be_visible()
    volunteering.scroll_into_view_if_needed()
    shoot(family, "6-family-hours")
    with family.expect_download() as download_info:
        family.get_by_role("button", name="Certificate for Mita Sen").click()
    download = download_info.value
    assert download.suggested_filename == f"volunteer-hours-{festival['year']}.pdf"
    pdf = Path(download.path()).read_bytes()
    text = unicodedata.normalize("NFC", "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages))
    assert LEGAL_NAME in text and "12-3456789" in text
    assert "Mita Sen gave 3 h of volunteer service" in text
    assert "Bhog kitchen" in text and "Total: 3 h" in text
    assert unicodedata.normalize("NFC", "স্বেচ্ছাসেবার") in "".join(text.split())


def test_the_shifts_read_in_bengali(phone, festival) -> None:
    page = phone(locale="bn-IN")
    page.goto(f"/events/{festival['id']}")
    expect(page.get_by_role("heading", name="স্বেচ্ছাসেবকের পালা")).to_be_visible()
    shift = page.locator('li[data-shift="Bhog kitchen"]')
    expect(shift).to_contain_text("৩টির মধ্যে ৩টি এখনও দরকার")
    shift.get_by_role("button", name="নাম লেখান").click()
    expect(shift.get_by_label("পুরো নাম")).to_be_visible()
    shoot(page, "7-bengali")
    # On a laptop the shifts sit in the page's main column.
    page.set_viewport_size({"width": 1280, "height": 900})
    shift.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "shifts-8-bengali-desktop.png"))
