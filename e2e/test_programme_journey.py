"""The cultural programme, in the browser: a parent submits a dance with its music
(a real WAV file) on a phone; the organiser accepts it and two more acts, drags
them into running order, prints the running sheet for the stage and publishes;
the parent's emailed link then shows the act's time, and the public programme
page shows every act's time.

Screenshots (phone 360 px and desktop 1280 px) go to test-artifacts/screenshots/prog/."""

import re
import struct
import time
import wave
from pathlib import Path

import pytest
from playwright.sync_api import expect

from e2e.helpers import MAIL_WITHIN, choose

SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "prog"
PHONE = {"width": 360, "height": 800}
DESKTOP = {"width": 1280, "height": 900}
MANAGE_LINK = re.compile(r"https?://\S+/programme/\d+\?token=\S+")

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event
from programme import services
event = Event.objects.create(
    title="Durga Puja cultural evening", date=local_today() + timedelta(days=20), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376", programme_open=True,
    programme_deadline=local_today() + timedelta(days=10), programme_start="18:00", programme_gap_minutes=2,
)
for title, kind, minutes, name, email, phone in [
    ("Ekla cholo re", "song", 4, "Mita Ghosh", "mita.sings@example.org", "209-555-0142"),
    ("Kabuliwala", "drama", 10, "Arun Das", "arun.drama@example.org", "209-555-0177"),
]:
    services.entry_submit(
        event=event, title=title, kind=kind, performers=[{"name": name, "child": False}],
        duration_minutes=minutes, contact_name=name, contact_email=email, contact_phone=phone,
    )
print(json.dumps({"event": event.pk}))
"""


@pytest.fixture
def festival(server_shell) -> int:
    return server_shell(SEED)["event"]


@pytest.fixture
def laptop(browser, live_server_url):
    context = browser.new_context(viewport=DESKTOP, locale="en-US", base_url=live_server_url)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, "console errors on the organiser's laptop:\n" + "\n".join(errors)


def _wav(path: Path) -> Path:
    """Two seconds of a quiet 440 Hz tone, 8 kHz mono: a real, small WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(8000)
        frames = b"".join(struct.pack("<h", 3000 if (i // 9) % 2 else -3000) for i in range(16000))
        out.writeframes(frames)
    return path


def _email(mail, address: str, subject: re.Pattern):
    deadline = time.monotonic() + MAIL_WITHIN
    while True:
        for index, message in enumerate(list(mail.messages)):
            if address in mail.recipients[index] and subject.search(str(message["Subject"])):
                return message
        assert time.monotonic() < deadline, f"no email matching {subject.pattern!r} to {address} within {MAIL_WITHIN} s"
        time.sleep(0.1)


def _both_widths(page, name: str) -> None:
    """The page at phone and desktop width, from the top."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    for label, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(viewport)
        page.wait_for_timeout(250)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SHOTS / f"{name}-{label}.png"), full_page=True)
    page.set_viewport_size(size)


def test_a_parent_submits_an_act_and_the_organiser_runs_the_programme(
    open_page, laptop, festival, organiser, mail, tmp_path, allow_console_error
):
    SHOTS.mkdir(parents=True, exist_ok=True)
    # The programme page asks for the running order before it is published: the server's 404,
    # which the page shows as "not out yet".
    allow_console_error(r"status of 404")
    phone = open_page(viewport=PHONE)

    # A parent, on a phone, sends a dance with its music.
    phone.goto(f"/events/{festival}")
    programme_card = phone.get_by_role("heading", name="Cultural programme")
    expect(programme_card).to_be_visible()
    phone.get_by_role("button", name="Submit an act").click()
    dialog = phone.get_by_role("dialog", name="Submit an act")
    dialog.get_by_label("Title of the act").fill("Dhunuchi naach")
    choose(phone, "Kind of act", "Dance")
    dialog.get_by_label("Performer 1", exact=True).fill("Rupa Sen")
    dialog.get_by_role("button", name="Add a performer").click()
    dialog.get_by_label("Performer 2", exact=True).fill("Tuli Sen")
    dialog.get_by_role("checkbox", name="Child").nth(1).check()
    dialog.get_by_label("Minutes on stage").fill("6")
    dialog.get_by_label("Contact name").fill("Rupa Sen")
    dialog.get_by_label("Email Address").fill("rupa.dances@example.org")
    dialog.get_by_label("Phone Number").fill("209-555-0101")
    dialog.locator('input[type="file"]').set_input_files(str(_wav(tmp_path / "dhunuchi.wav")))
    expect(dialog.get_by_text("dhunuchi.wav")).to_be_visible()
    phone.screenshot(path=str(SHOTS / "submit-form-phone.png"))
    dialog.get_by_role("button", name="Submit the act").click()
    sent = phone.get_by_role("dialog", name="Your act is in!")
    expect(sent).to_be_visible()
    expect(sent.get_by_text("Rupa Sen, Tuli Sen")).to_be_visible()
    expect(sent.get_by_text("Uploaded")).to_be_visible()
    phone.screenshot(path=str(SHOTS / "submit-success-phone.png"))

    received = _email(mail, "rupa.dances@example.org", re.compile(r"^Your performance for .* is received$"))
    link = MANAGE_LINK.search(received.get_body(("plain",)).get_content())
    assert link, "the email has no link to manage the act"

    # Until it is published, the programme page says so.
    phone.goto(f"/events/{festival}/programme")
    expect(phone.get_by_role("heading", name="The programme is not out yet")).to_be_visible()

    # The organiser, on a laptop, decides on the three acts.
    laptop.goto("/admin")
    laptop.get_by_label("Username").fill(organiser["username"])
    laptop.get_by_label("Password").fill(organiser["password"])
    laptop.get_by_role("button", name="Sign In").click()
    laptop.get_by_role("tab", name="Programme").click()
    laptop.get_by_role("combobox", name="Event").click()
    laptop.get_by_role("option", name=re.compile("^Durga Puja cultural evening")).click()
    acts = laptop.get_by_role("list", name="Acts")
    expect(acts.get_by_role("listitem")).to_have_count(3)
    dance = acts.get_by_role("listitem").filter(has_text="Dhunuchi naach")
    expect(dance.locator("audio")).to_have_count(1)
    for title in ("Dhunuchi naach", "Ekla cholo re", "Kabuliwala"):
        laptop.get_by_role("button", name=f"Accept {title}").click()
        decision = laptop.get_by_role("dialog", name=f"Accept “{title}”?")
        if title == "Dhunuchi naach":
            decision.get_by_label("Note to the contact").fill("Please be backstage by 5:45.")
        decision.get_by_role("button", name="Accept").click()
        expect(decision).to_be_hidden()

    order = laptop.get_by_role("list", name="Running order")
    rows = order.get_by_role("listitem")
    expect(rows).to_have_count(3)
    expect(rows.nth(0)).to_contain_text("6:00 PM")
    expect(rows.nth(0)).to_contain_text("Dhunuchi naach")
    expect(rows.nth(2)).to_contain_text("Kabuliwala")

    # The drama opens the evening: dragged to the top.
    rows.filter(has_text="Kabuliwala").drag_to(rows.filter(has_text="Dhunuchi naach"))
    expect(rows.nth(0)).to_contain_text("Kabuliwala")
    expect(rows.nth(0)).to_contain_text("6:00 PM")
    expect(rows.nth(1)).to_contain_text("Dhunuchi naach")
    expect(rows.nth(1)).to_contain_text("6:12 PM")
    expect(rows.nth(2)).to_contain_text("Ekla cholo re")
    expect(rows.nth(2)).to_contain_text("6:20 PM")
    expect(laptop.get_by_text("Total running time: 24 min")).to_be_visible()
    laptop.screenshot(path=str(SHOTS / "desk-desktop.png"), full_page=True)
    laptop.set_viewport_size(PHONE)
    laptop.wait_for_timeout(250)
    laptop.screenshot(path=str(SHOTS / "desk-phone.png"), full_page=True)
    laptop.set_viewport_size(DESKTOP)

    # The running sheet, as it prints: the sheet alone, with each contact's phone.
    laptop.get_by_role("button", name="Print running sheet").click()
    sheet = laptop.get_by_role("article", name="Running sheet")
    expect(sheet.get_by_role("row")).to_have_count(4)
    expect(sheet.get_by_role("row").nth(1)).to_contain_text("Kabuliwala")
    expect(sheet.get_by_role("row").nth(2)).to_contain_text("209-555-0101")
    laptop.emulate_media(media="print")
    expect(sheet).to_be_visible()
    expect(laptop.get_by_role("tab", name="Programme")).to_be_hidden()
    expect(laptop.get_by_role("button", name="Print this sheet")).to_be_hidden()
    laptop.screenshot(path=str(SHOTS / "running-sheet-print-desktop.png"), full_page=True)
    laptop.pdf(path=str(SHOTS / "running-sheet.pdf"), format="Letter")
    laptop.emulate_media(media="screen")
    laptop.keyboard.press("Escape")
    expect(sheet).to_be_hidden()

    # Publishing emails each act its time.
    laptop.get_by_role("button", name="Publish", exact=True).click()
    confirm = laptop.get_by_role("alertdialog", name="Publish the programme?")
    expect(confirm).to_contain_text("each of the 3 accepted acts is emailed its start time")
    confirm.get_by_role("button", name="Publish and email").click()
    expect(laptop.get_by_text("Programme published", exact=True)).to_be_visible()
    _email(mail, "rupa.dances@example.org", re.compile(r"^Dhunuchi naach goes on stage at"))

    # The event form shows the programme's settings, published now.
    laptop.get_by_role("tab", name="Events").click()
    laptop.get_by_role("button", name="Edit Durga Puja cultural evening").click()
    form = laptop.get_by_role("dialog", name="Edit Event")
    expect(form.get_by_role("switch", name="Programme published")).to_be_checked()
    expect(form.get_by_role("switch", name="Submissions open")).to_be_checked()
    expect(form.get_by_label("Programme start")).to_have_value("18:00")
    section = form.locator("fieldset").filter(has_text="Changeover gap")
    section.scroll_into_view_if_needed()
    section.screenshot(path=str(SHOTS / "event-form-programme-desktop.png"))
    form.get_by_role("button", name="Cancel").click()

    # The parent's emailed link shows the act accepted, with its time and the organiser's note.
    phone.goto(link.group(0))
    expect(phone.get_by_role("heading", name="Dhunuchi naach")).to_be_visible()
    expect(phone.get_by_text("You are on stage at 6:12 PM.")).to_be_visible()
    expect(phone.get_by_text("From the organisers: Please be backstage by 5:45.")).to_be_visible()
    assert "token=" not in phone.url
    _both_widths(phone, "manage-act")

    # Everyone sees the programme, linked from the event page, without contact details.
    phone.goto(f"/events/{festival}")
    phone.get_by_role("link", name="See the programme").click()
    running = phone.get_by_role("list", name="Running order")
    items = running.get_by_role("listitem")
    expect(items).to_have_count(3)
    expect(items.nth(0)).to_contain_text("6:00 PM")
    expect(items.nth(0)).to_contain_text("Kabuliwala")
    expect(items.nth(1)).to_contain_text("6:12 PM")
    # Tuli is a child, and her family left the programme to its first names only.
    expect(items.nth(1)).to_contain_text("Rupa Sen, Tuli")
    expect(items.nth(1)).not_to_contain_text("Tuli Sen")
    expect(items.nth(2)).to_contain_text("6:20 PM")
    expect(phone.get_by_text("209-555-0101")).to_have_count(0)
    expect(phone.get_by_text("rupa.dances@example.org")).to_have_count(0)
    _both_widths(phone, "programme")

    # The same programme in Bengali: its words and digits.
    phone.goto(f"/events/{festival}/programme?lang=bn")
    expect(phone.get_by_role("heading", level=1, name="সাংস্কৃতিক অনুষ্ঠানসূচি")).to_be_visible()
    expect(phone.get_by_role("list", name="পরিবেশনার ক্রম").get_by_role("listitem").nth(1)).to_contain_text("৬:১২")
    _both_widths(phone, "programme-bn")
    phone.goto(f"/events/{festival}?lang=en")

    _both_widths(phone, "event-page")
