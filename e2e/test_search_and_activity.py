"""An organiser on a phone (360 px): finds a party by the payment reference of a Zelle memo,
typed in small letters and cut short, across events, and opens its registration in its event;
then reads the activity log as sentences, in English and in Bengali. Each state is saved as a
screenshot for a person to look at."""

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}


@pytest.fixture
def party(server_shell, organiser) -> dict:
    """Anita Sen registered for the second of two events, and $50.00 recorded by bank
    transfer for her by the organiser (as the treasurer would)."""
    stamp = str(time.time_ns())[-6:]
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "from registrations.models import Registration\n"
        "from money.payments.services import payment_record\n"
        "today = local_today()\n"
        f"Event.objects.create(title='Durga Puja {stamp}', description='Five days.', date=today + timedelta(days=30),\n"
        "    time='5:00 PM', venue='Tracy Community Center', address='950 East St, Tracy, CA')\n"
        f"kali = Event.objects.create(title='Kali Puja {stamp}', description='One night.',\n"
        "    date=today + timedelta(days=60),\n"
        "    time='7:00 PM', venue='Tracy Community Center', address='950 East St, Tracy, CA')\n"
        f"anita = Registration.objects.create(event=kali, full_name='Anita Sen', email='anita.{stamp}@example.org',\n"
        f"    phone='209-555-0147', guest_count=2, amount_due=5000, payment_reference='KP-{stamp}')\n"
        "payment_record(kind='registration', target_id=anita.pk, amount=5000, method='bank',\n"
        f"    actor={organiser['username']!r})\n"
        f"print(json.dumps({{'event': kali.title, 'reference': 'KP-{stamp}', 'email': anita.email}}))\n"
    )


@pytest.fixture
def phone(open_page, allow_console_error) -> Page:
    allow_console_error(r"status of 401")
    return open_page(viewport=PHONE)


def shot(page: Page, name: str, *, at=None) -> None:
    """What the phone's screen shows, from `at` (a locator) when given, once a dialog's
    opening has played."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    if at is not None:
        at.evaluate("element => element.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(400)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def wider_than_the_screen(page: Page) -> list[str]:
    """The innermost elements reaching past the screen's right edge (nothing should): the
    widest first, as the one that pushes the others out is."""
    return page.evaluate(
        """() => {
        const edge = document.documentElement.clientWidth + 1;
        const wide = [...document.querySelectorAll('body *')].filter(
            (element) =>
                element.getBoundingClientRect().width > 360 &&
                getComputedStyle(element).position !== 'fixed' &&
                !element.closest('.sr-only, thead'),
        );
        return wide
            .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
            .slice(0, 8)
            .map(
                (element) => `${element.tagName} ${element.getAttribute('class')}: ${element.textContent.slice(0, 30)}`,
            );
    }"""
    )


def test_an_organiser_on_a_phone_finds_a_party_by_reference_and_reads_the_log_in_both_languages(
    phone: Page, organiser, party
) -> None:
    page = phone
    page.goto("/admin?lang=en")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()

    # The memo's reference, as a treasurer types it: small letters, the first digits only.
    search = page.get_by_role("searchbox", name="Find a family across events")
    search.fill(party["reference"].lower()[:-2])
    found = page.get_by_role("list", name="Search results").get_by_role("button", name=f"Anita Sen · {party['event']}")
    expect(found).to_be_visible()
    expect(found).to_contain_text(party["reference"])
    shot(page, "search-by-reference-360")
    wide = wider_than_the_screen(page)
    assert wide == [], "\n".join(wide)

    found.click()
    dialog = page.get_by_role("dialog", name="Registration Details")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_text(party["email"])).to_be_visible()
    shot(page, "search-opens-registration-360")
    dialog.get_by_role("button", name="Close").first.click()
    expect(page.get_by_role("combobox", name="Event")).to_contain_text(party["event"])

    page.get_by_role("tab", name="Activity").click()
    sentence = page.get_by_text(
        f"{organiser['username']} recorded $50.00 by bank transfer from Anita Sen for {party['event']}."
    )
    expect(sentence).to_be_visible()
    expect(page.get_by_role("list", name="Activity, newest first")).not_to_contain_text("payment.record")
    shot(page, "activity-english-360", at=page.get_by_role("heading", name="Activity", level=2))
    wide = wider_than_the_screen(page)
    assert wide == [], "\n".join(wide)

    page.goto("/admin?lang=bn")
    page.get_by_role("tab", name="কার্যকলাপ").click()
    expect(
        page.get_by_text(
            f"{organiser['username']} {party['event']}-র জন্য Anita Sen-এর কাছ থেকে ব্যাংক ট্রান্সফারে $৫০.০০ জমা নিলেন।"  # noqa: RUF001
        )
    ).to_be_visible()
    shot(page, "activity-bengali-360", at=page.get_by_role("heading", name="কার্যকলাপ", level=2))
    wide = wider_than_the_screen(page)
    assert wide == [], "\n".join(wide)
    page.goto("/admin?lang=en")


def test_a_treasurer_on_a_phone_assigns_an_unmatched_credit_and_confirms_before_recording(
    phone: Page, organiser, party, tmp_path
) -> None:
    page = phone
    page.goto("/admin?lang=en")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    page.get_by_role("tab", name="Treasurer").click()

    # A transfer whose memo names neither a reference nor the payer as registered.
    statement = tmp_path / "chase.csv"
    stamp = party["reference"].split("-")[1]
    statement.write_text(
        f"Date,Description,Amount\n11/20/2026,ZELLE FROM A SEN {stamp[::-1]},25.00\n", encoding="utf-8"
    )
    page.get_by_label("Statement (CSV)").set_input_files(str(statement))
    page.get_by_role("button", name="Upload").click()
    assign = page.get_by_role("button", name="Assign line 2")
    expect(assign).to_be_visible()
    expect(page.get_by_role("checkbox", name=re.compile("^Record line 2"))).to_be_disabled()
    shot(page, "bank-unmatched-line-360", at=page.get_by_role("heading", name="Bank statement"))

    assign.click()
    dialog = page.get_by_role("dialog", name="Assign line 2")
    dialog.get_by_role("searchbox", name="Find what this line pays for").fill(party["reference"])
    choice = dialog.get_by_role("button", name=re.compile(f"Anita Sen · {party['event']}"))
    expect(choice).to_be_visible()
    shot(page, "bank-assign-dialog-360")
    choice.click()
    expect(page.get_by_text("Assigned by hand · Registration")).to_be_visible()
    expect(page.get_by_role("checkbox", name=re.compile("^Record line 2"))).to_be_checked()

    page.get_by_role("button", name="Record selected").click()
    confirm = page.get_by_role("alertdialog", name="Record 1 line?")
    expect(confirm).to_contain_text("1 bank line totalling $25.00 will be recorded as payments")
    shot(page, "bank-confirm-360")
    wide = wider_than_the_screen(page)
    assert wide == [], "\n".join(wide)
    confirm.get_by_role("button", name="Record them").click()
    expect(page.get_by_text("Recorded 1 payment; 0 lines skipped.").first).to_be_visible()
