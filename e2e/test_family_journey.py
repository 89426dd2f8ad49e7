"""A family's own page, as Mita lives it on a small phone (360 px): she registers twice signed
out, signs in with the code the site emails her, finds those registrations, adds her family's
members, registers for the next celebration by ticking who comes, takes her data out as a file,
and deletes the family, whose seats go at once to the party waiting for them. Every email goes
through the task queue and a worker to a real SMTP server; each state is saved as a screenshot."""

import json
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import choose, email_to, sign_in_code

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
SMALL_PHONE = {"width": 360, "height": 780}
BIJOYA = "Bijoya Sammilani at the Ghoshes'"
LAKSHMI = "Kojagari Lakshmi Puja at the Duttas'"
KALI = "Kali Puja Night"


@pytest.fixture
def events(server_shell) -> dict[str, int]:
    """Three new events: two open to all, one with three seats; their ids by title."""
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "ids = {}\n"
        f"for title, days, capacity in [({BIJOYA!r}, 30, None), ({LAKSHMI!r}, 20, 3), ({KALI!r}, 10, None)]:\n"
        "    ids[title] = Event.objects.create(\n"
        "        title=title,\n"
        "        description='Puja, bhog and adda with the families of Tracy.',\n"
        "        date=local_today() + timedelta(days=days),\n"
        "        time='6:00 PM - 9:00 PM',\n"
        "        venue='Tracy Community Center',\n"
        "        address='950 East St, Tracy, CA 95376',\n"
        "        capacity=capacity,\n"
        "    ).pk\n"
        "print(json.dumps(ids))\n"
    )


@pytest.fixture
def phone(open_page, allow_console_error):
    """Opens a 360 px phone. The browser reports the family page's 401 (nobody signed in yet, or
    any more), which the page expects and answers with its sign-in form."""
    allow_console_error(r"status of 401")
    return lambda: open_page(viewport=SMALL_PHONE)


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    """Saves what the phone shows, once animations settle; nothing may be wider than the phone."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(400)
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"family-{name}-phone.png"), full_page=full_page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL_PHONE["width"], f"{name}: the page is {width}px wide on a {SMALL_PHONE['width']}px phone"


def open_dialog(page: Page, event_id: int, title: str):
    page.goto(f"/events/{event_id}")
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    page.get_by_role("link", name="Register Now").first.click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Register for Event")).to_be_visible()
    return dialog


def test_a_family_signs_in_registers_from_its_members_takes_its_data_and_leaves(phone, events, mail) -> None:
    stamp = time.time_ns()
    mita, anup = f"mita.{stamp}@example.org", f"anup.{stamp}@example.org"
    page = phone()

    # Signed out, Mita registers twice as anyone does, once with her address in capitals.
    for title, address in [(BIJOYA, mita), (KALI, mita.upper())]:
        dialog = open_dialog(page, events[title], title)
        dialog.get_by_label("Full Name").fill("Mita Sen")
        dialog.get_by_label("Email Address").fill(address)
        choose(page, "Number of Guests", "2 people")
        dialog.get_by_role("button", name="Complete Registration").click()
        expect(dialog.get_by_role("heading", name="Registration Confirmed!")).to_be_visible()
    email_to(mail, mita, f"You're registered: {BIJOYA}")

    # She signs in to "My Family" with the code from her email.
    page.goto("/")
    page.get_by_role("button", name="Open menu").click()
    page.get_by_role("link", name="My Family").first.click()
    expect(page.get_by_role("heading", name="Sign in to your family's page")).to_be_visible()
    shoot(page, "1-sign-in", full_page=True)
    page.get_by_label("Email Address").fill(mita)
    page.get_by_role("button", name="Email me a code").click()
    expect(page.get_by_role("heading", name="Check your email")).to_be_visible()
    page.get_by_label("Code from the email").fill(sign_in_code(mail, mita))
    shoot(page, "2-code")
    page.get_by_role("button", name="Sign in", exact=True).click()

    # The registrations she made before signing in are hers.
    coming = page.get_by_role("list", name="Coming up")
    expect(coming.get_by_text(BIJOYA)).to_be_visible()
    expect(coming.get_by_text(KALI)).to_be_visible()
    expect(coming.get_by_text("Confirmed")).to_have_count(2)

    # She adds her family: herself, her husband and their daughter with a peanut allergy.
    members = [
        ("Mita Sen", False, True, ""),
        ("Arjun Sen", False, False, ""),
        ("Tuli Sen", True, True, "Peanut allergy"),
    ]
    for index, (name, child, vegetarian, notes) in enumerate(members):
        page.get_by_role("button", name="Add a member").click()
        page.locator(f'input[name="members.{index}.name"]').fill(name)
        if child:
            page.get_by_role("switch", name="Child", exact=True).nth(index).click()
        if vegetarian:
            page.get_by_role("switch", name="Vegetarian", exact=True).nth(index).click()
        if notes:
            page.locator(f'input[name="members.{index}.dietaryNotes"]').fill(notes)
    page.get_by_role("button", name="Save our family").click()
    expect(page.get_by_text("Your family's details are saved.").first).to_be_visible()
    shoot(page, "3-family", full_page=True)

    # Registering for the Lakshmi Puja starts from the family: she ticks who comes.
    dialog = open_dialog(page, events[LAKSHMI], LAKSHMI)
    expect(dialog.get_by_label("Full Name")).to_have_value("Mita Sen")
    expect(dialog.get_by_label("Email Address")).to_have_value(mita)
    for name, *_ in members:
        dialog.get_by_role("checkbox", name=re.compile(name)).check()
    expect(dialog.get_by_role("combobox", name="Number of Guests")).to_have_text("3 people")
    expect(dialog.get_by_role("spinbutton", name="Children")).to_have_value("1")
    expect(dialog.get_by_role("spinbutton", name="Vegetarian meals")).to_have_value("2")
    expect(dialog.get_by_label(re.compile("Allergies or dietary needs"))).to_have_value("Tuli Sen: Peanut allergy")
    shoot(page, "4-ticked")
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(dialog.get_by_role("heading", name="Registration Confirmed!")).to_be_visible()

    # Another family finds the three seats taken and waits.
    other = phone()
    dialog = open_dialog(other, events[LAKSHMI], LAKSHMI)
    dialog.get_by_label("Full Name").fill("Anup Roy")
    dialog.get_by_label("Email Address").fill(anup)
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(dialog.get_by_role("heading", name="You're on the Waiting List")).to_be_visible()

    # Both registrations are on Mita's page, and her data comes out as one file.
    page.goto("/family")
    coming = page.get_by_role("list", name="Coming up")
    expect(coming.get_by_text(LAKSHMI)).to_be_visible()
    expect(coming.get_by_text(BIJOYA)).to_be_visible()
    expect(coming.get_by_role("listitem")).to_have_count(3)
    expect(coming.get_by_text("3 guests")).to_be_visible()
    shoot(page, "5-registrations", full_page=True)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download our data").click()
    assert download.value.suggested_filename == "family-data.json"
    data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert mita in json.dumps(data)
    titles = json.dumps(data["registrations"])
    assert all(title in titles for title in [BIJOYA, LAKSHMI, KALI])
    assert sorted(member["name"] for member in data["profile"]["members"]) == sorted(name for name, *_ in members)

    # She deletes the family; the seats she held go to the waiting party, which is emailed.
    page.get_by_role("button", name="Delete our family").click()
    confirm = page.get_by_role("alertdialog", name="Delete your family?")
    confirm.get_by_role("textbox").fill("DELETE")
    shoot(page, "6-delete")
    confirm.get_by_role("button", name="Delete our family").click()
    expect(page.get_by_text("Your family has been deleted").first).to_be_visible()
    expect(page.get_by_role("heading", name="Sign in to your family's page")).to_be_visible()
    shoot(page, "7-deleted")
    promotion = email_to(mail, anup, f"A place is yours: {LAKSHMI}")
    assert "your party is now confirmed" in promotion.get_body(("plain",)).get_content()

    # Registering again is the plain form: the site no longer knows her.
    dialog = open_dialog(page, events[BIJOYA], BIJOYA)
    expect(dialog.get_by_label("Full Name")).to_have_value("")
    expect(dialog.get_by_role("checkbox")).to_have_count(0)
