"""A parent on a 360 px phone, in English and in Bengali: the events list is reached at once below
a compact featured event; a form refused on submit takes the parent to its first error and says
it; joining late in the membership year offers the next year too and asks before it records
the dues; the family's delete asks for the word of the page's language; the programme shows a
child's name only as the family agreed. Each state is saved as a screenshot."""

import json
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import MAIL_WITHIN

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
SMALL_PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
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

    # A wide screen keeps the featured event in full.
    page.set_viewport_size(DESKTOP)
    expect(page.locator("a[href='#upcoming-events']")).to_be_hidden()
    expect(page.locator("section[aria-labelledby='featured-event-title'] h3").first).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"parent-events-{language}-desktop.png"), full_page=True)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_party_made_smaller_is_taken_to_its_first_error(phone, language, live_server_url):
    page = phone(language)
    event = page.request.get(f"{live_server_url}/api/events").json()[0]
    created = page.request.post(
        f"{live_server_url}/api/registrations",
        data={
            "eventId": event["id"],
            "fullName": "Mita Sen",
            "email": f"mita-smaller-{language}@example.org",
            "guestCount": 4,
            "children": 2,
            "vegetarianMeals": 4,
        },
    )
    assert created.status == 201, created.text()
    registration = created.json()
    page.goto(
        f"/events?lang={language}&register={event['id']}&registration={registration['id']}"
        f"&token={registration['manageToken']}"
    )
    dialog = page.get_by_role("dialog")
    expect(dialog.locator("input[name=fullName]")).to_have_value("Mita Sen")
    # Two guests now: the two children and four vegetarian meals no longer fit.
    dialog.get_by_role("combobox").click()
    page.get_by_role("option").nth(1).click()
    dialog.locator("button[type=submit]").click()

    children = dialog.locator("input[name=children]")
    expect(children).to_be_focused()
    expect(children).to_be_in_viewport()
    expect(dialog.locator("[aria-live=assertive]")).not_to_be_empty()
    shoot(page, f"smaller-party-{language}")
    assert (
        page.request.get(
            f"{live_server_url}/api/registrations/{registration['id']}",
            headers={"X-Registration-Token": registration["manageToken"]},
        ).json()["guestCount"]
        == 4
    )


# What the family page says, in each language, where a test must name a button.
WORDS = {
    "en": {
        "join": "Join as Family",
        "delete": "Delete our family",
        "word": "DELETE",
        "submit act": "Submit an act",
        "child": "Child",
    },
    "bn": {
        "join": "Family হিসেবে যোগ দিন",
        "delete": "আমাদের পরিবার মুছে ফেলুন",
        "word": "মুছুন",
        "submit act": "পরিবেশনা পাঠান",
        "child": "শিশু",
    },
}


@pytest.fixture
def year_ending_soon(server_shell):
    """A membership year that ends on the first of next month, whatever today is; put back after."""
    script = (
        "import json\n"
        "from core.dates import local_today\n"
        "from core.publiccache import SETTINGS, public_reads_changed\n"
        "from sitesettings.models import SiteSettings\n"
        "settings = SiteSettings.get_solo()\n"
        "before = settings.membership_year_start_month\n"
        "settings.membership_year_start_month = {month}\n"
        "settings.save()\n"
        "public_reads_changed(SETTINGS)\n"
        "print(json.dumps(before))\n"
    )
    month = server_shell(script.replace("{month}", "local_today().month % 12 + 1"))
    yield
    server_shell(script.replace("{month}", str(month)))


def emailed_code(mail, address: str) -> str:
    """The code in the one-tap link of the sign-in email to `address`, in whichever language it is written."""
    deadline = time.monotonic() + MAIL_WITHIN
    while True:
        for index in reversed(range(len(mail.messages))):
            if address in mail.recipients[index]:
                body = mail.messages[index].get_body(("plain",)).get_content()
                match = re.search(r"[?&]code=(\d{6})", body)
                if match:
                    return match.group(1)
        assert time.monotonic() < deadline, f"no sign-in code to {address} within {MAIL_WITHIN} s"
        time.sleep(0.1)


def sign_in(page: Page, mail, address: str) -> None:
    page.locator("input[name=email]").fill(address)
    page.locator("form button[type=submit]").click()
    page.locator("input[name=code]").fill(emailed_code(mail, address))
    page.locator("form button[type=submit]").click()


@pytest.mark.parametrize("language", LANGUAGES)
def test_late_in_the_year_the_next_year_is_offered_and_confirmed_then_the_family_deletes_itself(
    phone, mail, year_ending_soon, language, live_server_url
):
    page = phone(language)
    address = f"rupa-{language}@example.org"
    page.goto(f"/family?lang={language}")
    sign_in(page, mail, address)

    years = page.locator("fieldset", has=page.locator("input[name=membership-year]"))
    expect(years.locator("input[type=radio]")).to_have_count(2)
    expect(years.locator("input[type=radio]").first).to_be_checked()
    years.scroll_into_view_if_needed()
    shoot(page, f"membership-late-{language}")

    page.get_by_role("button", name=WORDS[language]["join"], exact=True).click()
    confirm = page.get_by_role("alertdialog")
    expect(confirm).to_contain_text("$")
    shoot(page, f"membership-confirm-{language}")
    # Nothing is recorded until the family says yes.
    assert page.request.get(f"{live_server_url}/api/family").json()["memberships"] == []
    confirm.get_by_role("button").last.click()
    expect(page.locator("[data-testid=payment-reference]")).to_have_text(re.compile(r"^MB-\d{4,}$"))
    [membership] = page.request.get(f"{live_server_url}/api/family").json()["memberships"]
    assert membership["amountDue"] == 5100

    page.get_by_role("button", name=WORDS[language]["delete"]).click()
    dialog = page.get_by_role("alertdialog")
    dialog.get_by_role("textbox").fill(WORDS["en" if language == "bn" else "bn"]["word"])
    expect(dialog.locator("button[type=submit]")).to_be_disabled()
    dialog.get_by_role("textbox").fill(WORDS[language]["word"])
    shoot(page, f"delete-{language}")
    dialog.locator("button[type=submit]").click()
    expect(page.locator("input[name=email]")).to_be_visible()
    assert page.request.get(f"{live_server_url}/api/family").status == 401


@pytest.fixture
def programme(server_shell) -> int:
    """A published programme of two acts with children: one family agreed to first names, the
    other to no names. The event's id."""
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "from programme.models import ProgrammeEntry\n"
        "event = Event.objects.create(title='Saraswati Puja', date=local_today() + timedelta(days=40),\n"
        "    time='5:00 PM', venue='Tracy Community Center', address='950 East St, Tracy, CA 95376',\n"
        "    programme_published=True, programme_open=True, programme_start='17:00')\n"
        "acts = [('Dhunuchi naach', 'first', [('Riya Sen', True), ('Mita Sen', False)]),\n"
        "        ('Chhora', 'none', [('Tuli Das', True), ('Bubai Das', True), ('Anita Das', False)])]\n"
        "for position, (title, names, performers) in enumerate(acts, start=1):\n"
        "    ProgrammeEntry.objects.create(event=event, title=title, kind='dance', duration_minutes=5,\n"
        "        performers=[{'name': name, 'child': child} for name, child in performers], child_names=names,\n"
        "        contact_name='Anita Sen', contact_email='anita@example.org', status='accepted',\n"
        "        position=position, start_time=f'17:{position * 10:02d}')\n"
        "print(json.dumps(event.pk))\n"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_programme_names_children_only_as_their_families_agreed(phone, programme, language):
    page = phone(language)
    page.goto(f"/events/{programme}/programme?lang={language}")
    acts = page.locator("article ol > li")
    expect(acts).to_have_count(2)
    expect(acts.nth(0)).to_contain_text("Riya, Mita Sen")
    expect(acts.nth(1)).to_contain_text("Anita Das")
    for hidden in ["Riya Sen", "Tuli", "Bubai"]:
        expect(page.locator("main")).not_to_contain_text(hidden)
    shoot(page, f"programme-{language}", full_page=True)

    # Offering an act: once a child is on stage, the family says how the programme names children.
    page.goto(f"/events/{programme}?lang={language}")
    page.get_by_role("button", name=WORDS[language]["submit act"]).click()
    dialog = page.get_by_role("dialog")
    naming = dialog.locator("input[name=childNames]")
    expect(naming).to_have_count(0)
    dialog.locator("input[name='performers.0.name']").fill("Riya Sen")
    dialog.get_by_role("checkbox", name=WORDS[language]["child"]).check()
    expect(naming).to_have_count(3)
    expect(dialog.locator("input[name=childNames][value=first]")).to_be_checked()
    naming.first.scroll_into_view_if_needed()
    shoot(page, f"act-child-names-{language}")
