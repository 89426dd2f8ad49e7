"""At the door, the volunteer scans the QR code of a family's confirmation email
with the phone's camera: the scanner opens that party ready for its one tap, and
the tap checks it in on the server.

The camera is Chromium's fake one, playing a video made here of the very picture
the confirmation email carries (the code of the party's check-in link, drawn by
segno on the server), as a phone held up to another phone's screen would see it.
"""

import io
from email.message import EmailMessage
from pathlib import Path

import pytest
import segno
from PIL import Image
from playwright.sync_api import expect

from e2e.chromium import launch
from e2e.helpers import email_to

SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "scan"
PHONE = {"width": 360, "height": 780}
CONFIRMATION = "You're registered: Bijoya Sanmilani"

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event
from registrations.models import Registration
from registrations.services import registration_create
event = Event.objects.create(
    title="Bijoya Sanmilani", date=local_today() + timedelta(days=2), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376", capacity=60,
)
Registration.objects.create(event=event, full_name="Anita Sen", email="anita.scan@example.com", guest_count=2)
das = registration_create(event=event, full_name="Das family", email="das.scan@example.com", guest_count=5)
print(json.dumps({"event": event.pk, "das": das.pk}))
"""

CHECKED_IN = """
import json
from registrations.models import Registration
party = Registration.objects.get(pk={pk})
print(json.dumps({{"checkedIn": party.checked_in_at is not None}}))
"""

KEEP_STREAMS = """
window.cameraTracks = [];
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints);
  window.cameraTracks.push(...stream.getTracks());
  return stream;
};
"""


def check_in_code(message: EmailMessage) -> Image.Image:
    """The QR code picture the confirmation email shows."""
    for part in message.walk():
        if part.get("Content-ID") == "<check-in-code>":
            return Image.open(io.BytesIO(part.get_content()))
    raise AssertionError("the confirmation has no check-in code")


def camera_video(code: Image.Image, path: Path, *, width: int = 640, height: int = 480, frames: int = 5) -> Path:
    """A Y4M video (what Chromium's fake camera plays) of `code` on a white page, 300 pixels
    high in a 640 by 480 frame: grey levels as the luma plane, no colour."""
    side = 300
    picture = Image.new("L", (width, height), 255)
    picture.paste(
        code.convert("L").resize((side, side), Image.Resampling.NEAREST), ((width - side) // 2, (height - side) // 2)
    )
    chroma = bytes([128]) * (width // 2) * (height // 2)
    frame = b"FRAME\n" + picture.tobytes() + chroma + chroma
    with path.open("wb") as video:
        video.write(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode())
        for _ in range(frames):
            video.write(frame)
    return path


@pytest.fixture
def door(server_shell, mail) -> dict:
    seeded = server_shell(SEED)
    seeded["code"] = check_in_code(email_to(mail, "das.scan@example.com", CONFIRMATION))
    return seeded


@pytest.fixture
def phone_with_camera(playwright_driver, live_server_url, tmp_path):
    """Opens a phone whose back camera sees `code`, the camera allowed unless `allowed` is
    false (then the browser refuses it, as when the volunteer taps Block); failing the test on
    any console error."""
    opened = []

    def open_phone(code: Image.Image, *, allowed: bool = True):
        video = camera_video(code, tmp_path / f"camera-{len(opened)}.y4m")
        camera = ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={video}"]
        browser = launch(playwright_driver, *camera, *(["--use-fake-ui-for-media-stream"] if allowed else []))
        context = browser.new_context(
            viewport=PHONE, is_mobile=True, has_touch=True, locale="en-US", base_url=live_server_url
        )
        if allowed:
            context.grant_permissions(["camera"], origin=live_server_url)
        # Keeps the streams the page is given, to see that their tracks are stopped.
        context.add_init_script(KEEP_STREAMS)
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        opened.append((browser, errors))
        return page

    yield open_phone
    for browser, errors in opened:
        browser.close()
        assert not errors, "console errors:\n" + "\n".join(errors)


def open_door(page, event: int, organiser: dict) -> None:
    page.goto(f"/admin/check-in/{event}")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Check-in: Bijoya Sanmilani")).to_be_visible()


def test_scanning_a_confirmation_opens_the_party_and_one_tap_checks_it_in(
    phone_with_camera, door, organiser, server_shell
):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = phone_with_camera(door["code"])
    open_door(page, door["event"], organiser)
    page.screenshot(path=str(SHOTS / "door-360.png"), full_page=True)

    page.get_by_role("button", name="Scan QR code").click()
    scanner = page.get_by_role("dialog", name="Scan a QR code")
    expect(scanner).to_be_visible()

    # The code is read from the camera's picture: the dialog closes on the party.
    expect(scanner).to_be_hidden(timeout=15_000)
    scanned = page.get_by_role("region", name="Scanned code")
    expect(scanned).to_contain_text("Das family")
    expect(scanned).to_contain_text("5 guests")
    check_in = scanned.get_by_role("button", name="Check in Das family")
    expect(check_in).to_be_focused()
    # The camera is off once the dialog has closed.
    assert page.evaluate("window.cameraTracks.map((track) => track.readyState)") == ["ended"]
    page.screenshot(path=str(SHOTS / "scanned-360.png"), full_page=True)

    check_in.click()
    expect(scanned.get_by_role("button", name="Undo check-in of Das family")).to_be_visible()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 2")
    assert server_shell(CHECKED_IN.format(pk=door["das"])) == {"checkedIn": True}
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=str(SHOTS / "checked-in-360.png"), full_page=True)


def test_a_code_that_is_not_ours_is_said_so_while_the_camera_goes_on(phone_with_camera, door, organiser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    stranger = segno.make("https://example.com/admin/check-in/1?registration=1", error="m")
    buffer = io.BytesIO()
    stranger.save(buffer, kind="png", scale=6, border=2)
    page = phone_with_camera(Image.open(buffer))
    open_door(page, door["event"], organiser)

    page.get_by_role("button", name="Scan QR code").click()
    scanner = page.get_by_role("dialog", name="Scan a QR code")
    expect(scanner.get_by_text("This QR code is not a registration of this site.")).to_be_visible(timeout=15_000)
    expect(scanner.get_by_text("Starting the camera…")).to_be_hidden()
    page.wait_for_timeout(300)  # the dialog's opening animation
    page.screenshot(path=str(SHOTS / "scanner-not-ours-360.png"))

    scanner.get_by_role("button", name="Close the scanner").click()
    expect(scanner).to_be_hidden()
    expect(page.get_by_role("button", name="Scan QR code")).to_be_focused()
    assert page.evaluate("window.cameraTracks.map((track) => track.readyState)") == ["ended"]
    expect(page.get_by_role("region", name="Scanned code")).to_have_count(0)


def test_a_phone_that_refuses_the_camera_says_so_and_the_search_still_finds_the_party(
    phone_with_camera, door, organiser
):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = phone_with_camera(door["code"], allowed=False)
    open_door(page, door["event"], organiser)

    page.get_by_role("button", name="Scan QR code").click()
    scanner = page.get_by_role("dialog", name="Scan a QR code")
    expect(scanner.get_by_role("alert")).to_contain_text("The camera is not allowed")
    page.wait_for_timeout(300)  # the dialog's opening animation
    page.screenshot(path=str(SHOTS / "camera-refused-360.png"))

    scanner.get_by_role("button", name="Find by name").click()
    expect(scanner).to_be_hidden()
    page.get_by_label("Find a party").fill("das")
    page.get_by_role("button", name="Check in Das family").click()
    expect(page.get_by_role("group", name="Parties arrived")).to_contain_text("1 of 2")
