"""Money as the association lives it: the organiser prices an event and adds a membership
tier on a laptop; a family on a phone joins, registers and sees what it owes and the
references to write in its Zelle memos; the treasurer uploads the bank's statement, whose
two credits are matched by their references and recorded; the family's page then says
"Paid", and its receipt is a PDF that reads as written. Each state is saved as a screenshot,
and the receipt is rendered to PNG beside them."""

import re
import shutil
import subprocess
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import MAIL_WITHIN, sign_in_code

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
TIME_ZONE = "America/Los_Angeles"
TITLE = "Saraswati Puja at the Boses'"


@pytest.fixture
def event_id(server_shell) -> int:
    """A free event 15 days ahead, to be priced by the organiser."""
    return server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "event = Event.objects.create(\n"
        f"    title={TITLE!r},\n"
        "    description='Pushpanjali, hate khori for the little ones, and khichuri.',\n"
        "    date=local_today() + timedelta(days=15),\n"
        "    time='10:00 AM - 2:00 PM',\n"
        "    venue='Tracy Community Center',\n"
        "    address='950 East St, Tracy, CA 95376',\n"
        ")\n"
        "print(json.dumps(event.pk))\n"
    )


@pytest.fixture
def laptop(open_page, allow_console_error):
    allow_console_error(r"status of 401")
    return open_page(viewport=DESKTOP)


@pytest.fixture
def phone(open_page, allow_console_error):
    allow_console_error(r"status of 401")
    return open_page(viewport=PHONE)


def shoot(page: Page, name: str, *, full_page: bool = False) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_timeout(400)
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    width = page.viewport_size["width"]
    suffix = "phone" if width < 600 else "desktop"
    page.screenshot(path=str(SCREENSHOTS / f"money-{name}-{suffix}.png"), full_page=full_page)
    scrolled = page.evaluate("document.documentElement.scrollWidth")
    assert scrolled <= width, f"{name}: the page is {scrolled}px wide on a {width}px screen"


def receipts_to(mail, address: str, count: int) -> list:
    """The receipts emailed to `address`, once `count` have arrived."""
    deadline = time.monotonic() + MAIL_WITHIN
    while True:
        found = [
            message
            for index, message in enumerate(list(mail.messages))
            if address in mail.recipients[index] and "receipt" in str(message["Subject"]).lower()
        ]
        if len(found) >= count:
            return found
        assert time.monotonic() < deadline, f"{len(found)} of {count} receipts to {address} within {MAIL_WITHIN} s"
        time.sleep(0.2)


def organiser_signs_in(page: Page, organiser) -> None:
    page.goto("/admin")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()


def test_prices_a_membership_a_registration_the_bank_statement_and_the_receipt(
    laptop, phone, organiser, event_id, mail, tmp_path
) -> None:
    stamp = time.time_ns()
    mita = f"mita.{stamp}@example.org"
    tier = f"Family {stamp % 10_000}"

    # The organiser prices the event and adds a membership tier.
    organiser_signs_in(laptop, organiser)
    laptop.get_by_role("button", name=f"Edit {TITLE}").click()
    dialog = laptop.get_by_role("dialog", name="Edit Event")
    dialog.get_by_role("switch", name="Free event").click()
    for label, dollars in (
        ("Adult ($)", "25"),
        ("Child ($)", "10"),
        ("Member adult ($)", "20"),
        ("Member child ($)", "5"),
    ):
        dialog.get_by_label(label, exact=True).fill(dollars)
    dialog.get_by_label("Adult ($)", exact=True).scroll_into_view_if_needed()
    shoot(laptop, "1-prices")
    with laptop.expect_response(
        lambda r: f"/api/admin/events/{event_id}" in r.url and r.request.method == "PUT"
    ) as saved:
        dialog.get_by_role("button", name="Save Changes").click()
    assert saved.value.json()["prices"] == {"adult": 2500, "child": 1000, "memberAdult": 2000, "memberChild": 500}

    laptop.get_by_role("tab", name="Membership").click()
    laptop.get_by_role("button", name="Add tier").first.click()
    dialog = laptop.get_by_role("dialog", name="Add tier")
    dialog.get_by_label("Name").fill(tier)
    dialog.get_by_label("Amount per year ($)").fill("51")
    dialog.get_by_label("Description", exact=False).fill("Everyone of one household.")
    dialog.get_by_role("button", name="Add tier").click()
    expect(laptop.get_by_text(tier).first).to_be_visible()

    # Mita signs in on her phone and joins for the year: $51 due, with its own reference.
    phone.goto("/family")
    phone.get_by_label("Email Address").fill(mita)
    phone.get_by_role("button", name="Email me a code").click()
    phone.get_by_label("Code from the email").fill(sign_in_code(mail, mita))
    phone.get_by_role("button", name="Sign in", exact=True).click()
    # The page asks first, with the amount; the membership and its dues are recorded on her yes.
    phone.get_by_role("button", name=f"Join as {tier}").click()
    with phone.expect_response(lambda r: r.url.endswith("/api/family/membership")) as joined:
        phone.get_by_role("alertdialog").get_by_role("button", name="Join for $51.00").click()
    membership_reference = joined.value.json()["paymentReference"]
    expect(phone.get_by_text("Payment due").first).to_be_visible()
    expect(phone.get_by_text(membership_reference).first).to_be_visible()
    expect(phone.get_by_text("$51.00").first).to_be_visible()
    shoot(phone, "2-joined", full_page=True)

    # She registers two adults and a child: not a member until paid, so $60 at the full prices.
    phone.goto(f"/events?register={event_id}")
    dialog = phone.get_by_role("dialog")
    expect(dialog.get_by_label("Full Name")).to_have_value("")
    dialog.get_by_label("Full Name").fill("Mita Sen")
    dialog.get_by_label("Email Address").fill(mita)
    phone.get_by_role("combobox", name="Number of Guests").click()
    phone.get_by_role("option", name="3 people", exact=True).click()
    dialog.get_by_role("button", name="More children").click()
    with phone.expect_response(lambda r: r.url.endswith("/api/registrations") and r.request.method == "POST") as made:
        dialog.get_by_role("button", name="Complete Registration").click()
    registration_reference = made.value.json()["paymentReference"]
    # The initials of "Saraswati Puja at the Boses'".
    assert registration_reference.startswith("SPAT-")
    expect(dialog.get_by_role("heading", name="Registration Confirmed!")).to_be_visible()
    expect(dialog.get_by_text("Amount due: $60.00")).to_be_visible()
    expect(dialog.get_by_text(registration_reference).first).to_be_visible()
    shoot(phone, "3-owes")

    # The treasurer uploads the bank's statement: two Zelle credits with the references, one debit.
    today = datetime.now(ZoneInfo(TIME_ZONE)).date()
    day = (today - timedelta(days=1)).strftime("%m/%d/%Y")
    statement = tmp_path / "chase.csv"
    statement.write_text(
        "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n"
        f"CREDIT,{day},Zelle from MITA SEN {registration_reference.lower()} puja,60.00,QUICKPAY_CREDIT,1060.00,,\n"
        f"CREDIT,{day},Zelle payment from MITA SEN memo {membership_reference},51.00,QUICKPAY_CREDIT,1111.00,,\n"
        f"DEBIT,{day},PG&E electric bill,-82.17,ACH_DEBIT,1028.83,,\n",
        encoding="utf-8",
    )
    laptop.get_by_role("tab", name="Treasurer").click()
    laptop.get_by_label("Statement (CSV)").set_input_files(str(statement))
    laptop.get_by_role("button", name="Upload").click()
    expect(laptop.get_by_text(registration_reference).first).to_be_visible()
    expect(laptop.get_by_text(membership_reference).first).to_be_visible()
    shoot(laptop, "4-statement", full_page=True)
    laptop.get_by_role("button", name="Record selected").click()
    confirm = laptop.get_by_role("alertdialog", name="Record 2 lines?")
    expect(confirm).to_contain_text("2 bank lines totalling $111.00 will be recorded as payments")
    shoot(laptop, "4b-confirm-record")
    confirm.get_by_role("button", name="Record them").click()
    expect(laptop.get_by_text("Recorded 2 payments; 0 lines skipped.").first).to_be_visible()
    shoot(laptop, "5-recorded", full_page=True)

    # Each payment's receipt is emailed with its PDF.
    receipts = receipts_to(mail, mita, 2)
    assert all(
        any(part.get_content_type() == "application/pdf" for part in message.iter_attachments()) for message in receipts
    )

    # Mita's page: the registration is paid, the membership active, and the receipts are hers to download.
    phone.goto("/family")
    coming = phone.get_by_role("list", name="Coming up")
    expect(coming.get_by_text("Paid")).to_be_visible()
    expect(phone.get_by_text("Active").first).to_be_visible()
    shoot(phone, "6-paid", full_page=True)
    with phone.expect_download() as download:
        phone.get_by_role("button", name=re.compile(r"^Download receipt .* \(PDF\)$")).first.click()
    pdf = Path(download.value.path()).read_bytes()
    assert pdf.startswith(b"%PDF-")
    receipt = SCREENSHOTS / "money-7-receipt.pdf"
    receipt.write_bytes(pdf)
    if shutil.which("pdftoppm"):
        subprocess.run(
            ["pdftoppm", "-png", "-r", "80", "-singlefile", str(receipt), str(SCREENSHOTS / "money-7-receipt")],
            check=True,
        )
