"""An organiser's evening in the admin, checked against what visitors then see.

Sign in, create an event with a schedule, sponsors and an uploaded featured image, see it on
the public events page and its detail page, register for it as a visitor, find the registration
and the numbers in the admin, export the CSV, upload two photos, change the announcement, delete
the event and sign out. Each tab
is also photographed at phone width, where the page must never scroll sideways.
"""

import csv
import io
import secrets
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
TIME_ZONE = "America/Los_Angeles"
# Responses the journey provokes on purpose; the browser logs each as a console error.
EXPECTED_FAILURES = ("status of 400", "status of 401")


@pytest.fixture
def admin_page(browser, live_server_url):
    """A laptop-sized page (organisers work on a laptop) that fails on unexpected console errors."""
    context = browser.new_context(
        viewport=DESKTOP,
        device_scale_factor=1,
        timezone_id=TIME_ZONE,
        locale="en-US",
        base_url=live_server_url,
        accept_downloads=True,
    )
    page = context.new_page()
    errors: list[str] = []

    def on_console(message) -> None:
        if message.type == "error" and not any(expected in message.text for expected in EXPECTED_FAILURES):
            errors.append(message.text)

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, "console errors:\n" + "\n".join(errors)


@pytest.fixture
def visitor_page(browser, live_server_url):
    """A separate phone-sized visitor with no organiser session."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
        timezone_id=TIME_ZONE,
        locale="en-US",
        base_url=live_server_url,
    )
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def photos(tmp_path) -> list[Path]:
    """Two real images, a PNG and a JPEG."""
    png = tmp_path / "sindoor-khela.png"
    Image.new("RGB", (640, 480), (179, 38, 30)).save(png)
    jpeg = tmp_path / "dhunuchi-naach.jpg"
    Image.new("RGB", (480, 640), (244, 163, 0)).save(jpeg, quality=85)
    return [png, jpeg]


@pytest.fixture
def featured_image(tmp_path) -> Path:
    """A real PNG for an event's featured image."""
    path = tmp_path / "lakshmi-puja.png"
    Image.new("RGB", (1200, 675), (122, 28, 28)).save(path)
    return path


def shoot(page: Page, name: str, *, dialog: bool = False, phone: bool = False) -> None:
    """Saves the page at desktop width; with a dialog open, just the window the organiser sees.
    With `phone`, saves it at phone width too, after checking nothing there is wider than the
    screen (a wide table scrolls inside its card, not the page)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    if not dialog:
        page.evaluate("window.scrollTo(0, 0)")
    # Let opening animations finish.
    page.wait_for_timeout(400)
    page.screenshot(path=str(SCREENSHOTS / f"{name}-desktop.png"), full_page=not dialog)
    if not phone:
        return
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page_width = page.evaluate("document.documentElement.scrollWidth")
    assert page_width <= PHONE["width"], f"{name}: the page is {page_width}px wide on a {PHONE['width']}px phone"
    if dialog:
        overflow = page.get_by_role("dialog").evaluate("box => box.scrollWidth - box.clientWidth")
        assert overflow <= 0, f"{name}: the dialog's content is {overflow}px wider than the dialog on a phone"
    if not dialog:
        page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"{name}-phone.png"), full_page=not dialog)
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(200)


def open_tab(page: Page, name: str, heading: str) -> None:
    page.get_by_role("tab", name=name).click()
    expect(page.get_by_role("heading", name=heading)).to_be_visible()


def expect_toast(page: Page, title: str) -> None:
    expect(page.get_by_text(title, exact=True).first).to_be_visible()


def test_organiser_journey(admin_page: Page, visitor_page: Page, organiser, photos, featured_image, live_server_url):
    page = admin_page
    suffix = secrets.token_hex(3)
    title = f"Lakshmi Puja {suffix}"
    event_date = (datetime.now(ZoneInfo(TIME_ZONE)).date() + timedelta(days=21)).isoformat()

    # Sign in, after one wrong password.
    page.goto("/admin")
    expect(page.get_by_role("heading", name="Admin Access")).to_be_visible()
    shoot(page, "admin-sign-in")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill("not the password")
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_text("Invalid credentials. Please try again.")).to_be_visible()
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()

    # The session survives a reload.
    page.reload()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    expect(page.get_by_role("heading", name="Event Management")).to_be_visible()

    # Create an event with two schedule rows and two sponsors.
    page.get_by_role("button", name="Add Event").first.click()
    dialog = page.get_by_role("dialog", name="Create New Event")
    dialog.get_by_label("Title", exact=True).fill(title)
    dialog.get_by_label("Description", exact=False).first.fill("An evening of worship, bhog and songs.")
    dialog.get_by_label("Date").fill(event_date)
    dialog.get_by_label("Time", exact=False).first.fill("5:00 PM - 9:00 PM")
    dialog.get_by_label("Venue").fill("Tracy Community Center")
    dialog.get_by_label("Address").fill("950 East St, Tracy, CA 95376")
    # The featured image goes through the same upload flow as the gallery's.
    with page.expect_file_chooser() as chooser:
        dialog.get_by_role("button", name="Upload Image").click()
    chooser.value.set_files(str(featured_image))
    expect(dialog.get_by_text(f"{featured_image.name} uploaded")).to_be_visible()
    expect(dialog.get_by_role("img", name=f"Preview of {featured_image.name}")).to_be_visible()
    dialog.get_by_label("Highlights", exact=False).fill("Food, Music, , Lamps")
    dialog.get_by_label("What to Bring", exact=False).fill("Diyas, Friends")
    for time, activity in (("5:00 PM", "Puja"), ("7:00 PM", "Bhog")):
        dialog.get_by_role("button", name="Add schedule item").click()
        row = dialog.get_by_role("group", name=f"Schedule item {dialog.get_by_label('Activity').count()}")
        row.get_by_label("Time", exact=False).fill(time)
        row.get_by_label("Activity").fill(activity)
    for name, benefits in (("Tracy Sweets", "Dessert stall"), ("Bay Area Spices", "")):
        dialog.get_by_role("button", name="Add sponsor", exact=True).click()
        dialog.get_by_label("Sponsor name").last.fill(name)
        if benefits:
            dialog.get_by_label("Benefits", exact=False).last.fill(benefits)
    shoot(page, "admin-event-form", dialog=True, phone=True)
    with page.expect_response(lambda r: r.url.endswith("/api/admin/events") and r.request.method == "POST") as created:
        dialog.get_by_role("button", name="Create Event").click()
    assert created.value.status == 201, created.value.text()
    event = created.value.json()
    assert [entry["activity"] for entry in event["schedule"]] == ["Puja", "Bhog"]
    assert [sponsor["name"] for sponsor in event["sponsors"]] == ["Tracy Sweets", "Bay Area Spices"]
    assert event["highlights"] == ["Food", "Music", "Lamps"]
    assert event["featuredImage"].startswith("/objects/images/"), event["featuredImage"]
    expect_toast(page, "Event Created")
    expect(page.get_by_role("heading", name=title)).to_be_visible()
    expect(page.get_by_role("img", name=title)).to_have_attribute("src", event["featuredImage"])
    shoot(page, "admin-events", phone=True)

    # Visitors see it and register.
    visitor_page.goto("/events")
    expect(visitor_page.get_by_text(title).first).to_be_visible()
    visitor_page.goto(f"/events/{event['id']}")
    artwork = visitor_page.get_by_role("img", name=title)
    expect(artwork).to_be_visible()
    assert artwork.get_attribute("src").startswith("/objects/images/")
    expect(artwork).to_have_js_property("complete", True)
    assert artwork.evaluate("image => image.naturalWidth") == 1200
    visitor_page.goto(f"/events?register={event['id']}")
    registration = visitor_page.get_by_role("dialog")
    registration.get_by_label("Full Name").fill("Mita Sen")
    registration.get_by_label("Email Address").fill(f"mita.{suffix}@example.org")
    registration.get_by_role("button", name="Complete Registration").click()
    expect(visitor_page.get_by_text("Registration Confirmed!")).to_be_visible()

    # The registration and the numbers in the admin.
    open_tab(page, "Registrations", "Event Registrations")
    page.get_by_role("combobox", name="Event").click()
    page.get_by_role("option", name=title).click()
    table = page.get_by_role("table")
    expect(table.get_by_text("Mita Sen")).to_be_visible()
    expect(table.get_by_text(f"mita.{suffix}@example.org")).to_be_visible()
    total = page.get_by_text("Total Registrations").locator("..")
    expect(total).not_to_contain_text("\u2013")  # shown until the stats arrive
    assert int(total.locator("p").nth(1).inner_text()) >= 1
    shoot(page, "admin-registrations", phone=True)
    # On a phone each registration is a card: nothing scrolls sideways, and each row's buttons are in reach.
    page.set_viewport_size(PHONE)
    assert page.get_by_role("region", name="Registrations table").evaluate("el => el.scrollWidth <= el.clientWidth")
    view = page.get_by_role("button", name="View registration of Mita Sen").bounding_box()
    assert view is not None and view["x"] >= 0 and view["x"] + view["width"] <= PHONE["width"], view
    page.set_viewport_size(DESKTOP)

    # Export the CSV and read it.
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Export CSV").click()
    download = download_info.value
    assert download.suggested_filename == f"registrations-{event['id']}.csv"
    rows = list(csv.reader(io.StringIO(Path(download.path()).read_text(encoding="utf-8-sig"))))
    assert rows[0][:4] == ["Name", "Email", "Phone", "Guests"]
    assert ["Mita Sen", f"mita.{suffix}@example.org"] == rows[1][:2]
    expect_toast(page, "Export Successful")

    # Upload two photos: two gallery images.
    open_tab(page, "Gallery", "Gallery Management")
    page.get_by_label("Image Title", exact=False).fill(f"Sindoor Khela {suffix}")
    page.get_by_label("Caption", exact=False).fill("The last day of Durga Puja")
    page.get_by_role("button", name="Choose Images to Upload").click()
    page.locator(".uppy-Dashboard-input").first.set_input_files([str(path) for path in photos])
    expect(page.get_by_role("button", name="Upload 2 files")).to_be_visible()
    shoot(page, "admin-gallery-upload", dialog=True)
    page.get_by_role("button", name="Upload 2 files").click()
    expect_toast(page, "Image Uploaded")
    images = page.get_by_role("list", name="Current images").get_by_role("img", name=f"Sindoor Khela {suffix}")
    expect(images).to_have_count(2)
    expect(page.get_by_label("Image Title", exact=False)).to_have_value("")
    shoot(page, "admin-gallery", phone=True)
    visitor_page.goto("/gallery")
    expect(visitor_page.get_by_role("img", name=f"Sindoor Khela {suffix}")).to_have_count(2)

    # Change the announcement; the home page shows it.
    open_tab(page, "Settings", "Website Settings")
    announcement = f"Lakshmi Puja on {event_date}, all welcome ({suffix})"
    page.get_by_label("Banner Message", exact=False).first.fill(announcement)
    banner_switch = page.get_by_role("switch", name="Show Announcement Banner")
    if banner_switch.get_attribute("aria-checked") != "true":
        banner_switch.click()
    shoot(page, "admin-settings", phone=True)
    page.get_by_role("button", name="Save Settings").click()
    expect_toast(page, "Settings Updated")
    visitor_page.goto("/")
    expect(visitor_page.get_by_text(announcement)).to_be_visible()

    # Delete the event, after a confirmation in the site's own dialog.
    open_tab(page, "Events", "Event Management")
    page.get_by_role("button", name=f"Delete {title}").click()
    confirmation = page.get_by_role("alertdialog", name="Delete Event")
    expect(confirmation).to_contain_text(f'Are you sure you want to delete "{title}"? This action cannot be undone.')
    confirmation.get_by_role("button", name="Delete").click()
    expect_toast(page, "Event Deleted")
    expect(page.get_by_role("heading", name=title)).to_have_count(0)

    # Sign out: home page, and the admin API refuses the old session.
    page.get_by_role("button", name="Logout").click()
    page.wait_for_url(f"{live_server_url}/")
    response = page.request.get("/api/admin/events")
    assert response.status == 401
    assert response.json()["message"] == "Unauthorized"
    page.goto("/admin")
    expect(page.get_by_role("heading", name="Admin Access")).to_be_visible()
