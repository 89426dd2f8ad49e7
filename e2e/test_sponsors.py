"""Sponsors and the souvenir, in the browser: on a 360 px phone a shop takes a
quarter-page ad from the event page, sends artwork too small and is told the
pixels it needs, then sends good artwork; the organiser approves the ad,
accepts a poem in Bengali and downloads the souvenir, whose pages are read
back and drawn as pictures.

Screenshots go to test-artifacts/screenshots/sponsors/."""

import io
import re
import subprocess
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import expect
from pypdf import PdfReader

SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "sponsors"
PHONE = {"width": 360, "height": 800}
DESKTOP = {"width": 1280, "height": 900}
POEM = "আকাশে সাদা মেঘ, কাশফুল দোলে।"

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event, Sponsorship
event = Event.objects.create(
    title="Durga Puja souvenir night", date=local_today() + timedelta(days=20), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376",
)
Sponsorship.objects.create(
    event=event, kind="package", name="Platinum", amount=200000, benefits="4 dinner passes",
    fair_market_value=10000, position=0,
)
Sponsorship.objects.create(
    event=event, kind="ad", name="Quarter page", amount=5000, ad_size="quarter", available=4, position=1
)
print(json.dumps({"event": event.pk}))
"""


@pytest.fixture
def festival(server_shell) -> int:
    return server_shell(SEED)["event"]


@pytest.fixture
def laptop(browser, live_server_url):
    context = browser.new_context(viewport=DESKTOP, locale="en-US", base_url=live_server_url, accept_downloads=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, "console errors on the organiser's laptop:\n" + "\n".join(errors)


def _png(path: Path, width: int, height: int) -> Path:
    picture = Image.new("RGB", (width, height), (250, 235, 200))
    for x in range(0, width, 40):
        for y in range(0, height, 40):
            picture.putpixel((x, y), (180, 30, 30))
    picture.save(path, dpi=(300, 300))
    return path


def test_a_shop_takes_an_ad_and_the_organiser_prints_the_souvenir(
    open_page, laptop, festival, organiser, tmp_path, allow_console_error
):
    SHOTS.mkdir(parents=True, exist_ok=True)
    # The artwork refused is the server's 400, which the page shows.
    allow_console_error(r"status of 400")
    phone = open_page(viewport=PHONE)

    # The shop, on a phone, takes a quarter-page ad from the event's page.
    phone.goto(f"/events/{festival}")
    expect(phone.get_by_role("heading", name="Sponsor this event")).to_be_visible()
    expect(phone.get_by_text("4 left")).to_be_visible()
    phone.get_by_role("button", name="Quarter page: $50.00").click()
    dialog = phone.get_by_role("dialog")
    dialog.get_by_label("Name to thank you by (a family, a shop)").fill("Roy Sweets")
    dialog.get_by_label("Your name").fill("Amit Roy")
    dialog.get_by_label("Email").fill("amit.roy@example.org")
    phone.screenshot(path=str(SHOTS / "sponsor-form-phone.png"))
    dialog.get_by_role("button", name="Sponsor").click()
    expect(dialog.get_by_test_id("payment-reference")).to_have_text(re.compile(r"^SP-\d{4,}$"))
    phone.screenshot(path=str(SHOTS / "sponsor-taken-phone.png"))
    dialog.get_by_role("link", name="Send your ad's artwork").click()

    # Artwork too small for a quarter page is refused, naming the pixels it needs.
    expect(phone.get_by_role("heading", name="Roy Sweets")).to_be_visible()
    # Told before sending what a picture and a PDF must be for a quarter page.
    expect(phone.get_by_text("at least 825 by 1275 pixels (300 dpi at 2.75 by 4.25 inches), or a PDF")).to_be_visible()
    phone.screenshot(path=str(SHOTS / "artwork-hint-phone.png"), full_page=True)
    artwork = phone.get_by_test_id("artwork-file")
    artwork.set_input_files(str(_png(tmp_path / "small.png", 600, 900)))
    expect(phone.get_by_role("alert")).to_contain_text("at least 825 by 1275 pixels")
    phone.screenshot(path=str(SHOTS / "artwork-refused-phone.png"), full_page=True)
    artwork.set_input_files(str(_png(tmp_path / "good.png", 825, 1275)))
    expect(phone.get_by_text("Thank you: your artwork is with the organisers.")).to_be_visible()
    expect(phone.get_by_text("Artwork sent: waiting for the organisers").first).to_be_visible()
    phone.screenshot(path=str(SHOTS / "artwork-sent-phone.png"), full_page=True)
    sponsor_page = phone.url

    # A child's poem in Bengali, sent from the event's page.
    phone.goto(f"/events/{festival}")
    phone.get_by_role("button", name="Write for the souvenir").click()
    piece = phone.get_by_role("dialog", name="Write for the souvenir")
    piece.get_by_label("Title").fill("শরৎ")
    piece.get_by_label("Written by").fill("রিয়া সেন")
    piece.get_by_label("The piece, in Bengali or English").fill(POEM)
    phone.screenshot(path=str(SHOTS / "souvenir-form-phone.png"))
    piece.get_by_role("button", name="Send it").click()
    expect(piece.get_by_role("status")).to_contain_text("The organisers will let you know")

    # The organiser approves the ad and accepts the Bengali poem.
    laptop.goto("/admin")
    laptop.get_by_label("Username").fill(organiser["username"])
    laptop.get_by_label("Password").fill(organiser["password"])
    laptop.get_by_role("button", name="Sign In").click()
    laptop.get_by_role("tab", name="Sponsors").click()
    laptop.get_by_role("combobox", name="Event").click()
    laptop.get_by_role("option", name=re.compile("^Durga Puja souvenir night")).click()
    laptop.get_by_role("button", name="Approve the ad of Roy Sweets").click()
    sponsor = laptop.get_by_test_id("admin-sponsor").filter(has_text="Roy Sweets")
    expect(sponsor.get_by_text("Approved", exact=True)).to_be_visible()
    laptop.get_by_role("button", name="Accept শরৎ").click()
    accepted = laptop.get_by_test_id("souvenir-piece").filter(has_text="শরৎ")
    expect(accepted.get_by_text("Accepted", exact=True)).to_be_visible()
    laptop.screenshot(path=str(SHOTS / "desk-desktop.png"), full_page=True)

    # The souvenir, downloaded, holds the poem as written and the ad with its name.
    with laptop.expect_download() as download:
        laptop.get_by_role("link", name="Download the souvenir (PDF)").click()
    path = SHOTS / "souvenir.pdf"
    download.value.save_as(path)
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    text = "".join("".join(page.extract_text() for page in reader.pages).split())
    assert "".join(POEM.split()) in text
    assert "RoySweets" in text
    assert round(float(reader.pages[0].mediabox.width)) == 396
    subprocess.run(["pdftoppm", "-r", "50", "-png", str(path), str(SHOTS / "souvenir")], check=True)

    # The sponsor's page now says the ad is approved.
    phone.goto(sponsor_page)
    expect(phone.get_by_text("Approved for the souvenir").first).to_be_visible()
