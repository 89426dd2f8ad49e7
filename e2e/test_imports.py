"""The organiser brings in the association's spreadsheet of families: uploads the CSV
Google Sheets exported, maps the one column the suggestion missed, sees the two bad rows
named, applies it (Bengali names exactly as typed) and undoes it. Saved at 1280 and 360 px."""

import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import choose

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots" / "imports"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 780}


def shoot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}.png", full_page=True)


@pytest.fixture
def laptop(open_page, allow_console_error):
    return open_page(viewport=DESKTOP)


def sheet(stamp: int) -> bytes:
    """As Google Sheets downloads a sheet: UTF-8, CRLF, a column name the suggestion does not know."""
    rows = [
        "Family,Contact,Phone number,Notes",
        f"অনিতা সেন,anita.{stamp}@example.org,(209) 555-0101,",
        f"Rahul Banerjee,rahul.{stamp}@example.org,209.555.0102,brings sweets",
        "No Address,,209 555 0104,",
        f"শ্রীমতী দেবী,sreemoti.{stamp}@example.org,+91 98300 12345,",
        f"Bad Phone,bad.{stamp}@example.org,call me,",
    ]
    return ("\r\n".join(rows) + "\r\n").encode()


def test_the_organiser_maps_a_sheet_sees_the_bad_rows_applies_and_undoes(laptop, organiser, tmp_path) -> None:
    stamp = time.time_ns()
    path = tmp_path / "Families - Sheet1.csv"
    path.write_bytes(sheet(stamp))
    page = laptop
    page.goto("/admin")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()

    page.get_by_role("tab", name="Import").click()
    expect(page.get_by_role("heading", name="Import a spreadsheet")).to_be_visible()
    page.get_by_label("Sheet (CSV or XLSX)").set_input_files(path)
    page.get_by_role("button", name="Upload").click()

    # The suggestion knew "Family" and "Phone number", not "Contact": every row lacks its email.
    expect(page.get_by_role("combobox", name="Family")).to_have_text("Family name")
    expect(page.get_by_role("combobox", name="Contact")).to_have_text("Left out")
    problems = page.get_by_role("list", name="Rows with problems")
    expect(problems.get_by_role("listitem")).to_have_count(5)

    # The organiser maps it; the dry run names the two bad rows.
    choose(page, "Contact", "Email")
    expect(problems.get_by_role("listitem")).to_have_count(2)
    expect(problems).to_contain_text("Line 4: The email is missing.")
    expect(problems).to_contain_text("Line 6: Phone number: call me is not a phone number.")
    expect(page.get_by_role("cell", name="অনিতা সেন")).to_be_visible()
    expect(page.get_by_role("cell", name="+12095550101")).to_be_visible()
    shoot(page, "1-dry-run-1280")
    page.set_viewport_size(PHONE)
    shoot(page, "1-dry-run-360")
    page.set_viewport_size(DESKTOP)

    page.get_by_role("button", name="Apply 3 rows").click()
    expect(page.get_by_text("Import applied: 3 added, 0 updated, 2 skipped.")).to_be_visible()
    shoot(page, "2-applied")

    page.get_by_role("button", name="Undo import").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Undo the import").click()
    expect(page.get_by_text("Import undone: 3 records taken away.")).to_be_visible()
    shoot(page, "3-undone")
