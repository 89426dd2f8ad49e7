"""A parent on a 360 px phone sends two photos of the Puja the family came to; the organiser
sees them waiting, with the party that declined photo consent named, and approves them; the
parent finds them in the gallery, credited to the family in Bengali."""

import io
import json
import re
import time
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from e2e.helpers import sign_in_code

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots" / "family-photos"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
TITLE = "Saraswati Puja"
FAMILY_NAME = "সেন পরিবার"


def shoot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}.png", full_page=True)


def photo(path: Path, colour: tuple[int, int, int]) -> Path:
    buffer = io.BytesIO()
    Image.new("RGB", (640, 480), colour).save(buffer, "JPEG")
    path.write_bytes(buffer.getvalue())
    return path


@pytest.fixture
def came(server_shell) -> dict:
    """A Puja a week ago, the Sen family registered for it, and a party that declined photos."""
    stamp = time.time_ns()
    email = f"sen.{stamp}@example.org"
    event_id = server_shell(
        "import json\n"
        "from datetime import timedelta\n"
        "from core.dates import local_today\n"
        "from events.models import Event\n"
        "from families.models import Family\n"
        "from registrations.models import Registration\n"
        f"event = Event.objects.create(title={TITLE + ' ' + str(stamp)!r}, description='Anjali in the morning.',\n"
        "    date=local_today() - timedelta(days=7), time='10:00 AM', venue='Tracy Community Center',\n"
        "    address='950 East St, Tracy, CA 95376')\n"
        f"Family.objects.create(email={email!r}, name={FAMILY_NAME!r})\n"
        f"Registration.objects.create(event=event, full_name='Mita Sen', email={email!r}, guest_count=3,\n"
        "    photo_consent=True, payment_reference=None)\n"
        f"Registration.objects.create(event=event, full_name='Rahul Roy', email='rahul.{stamp}@example.org',\n"
        "    guest_count=2, photo_consent=False, payment_reference=None)\n"
        "print(json.dumps(event.pk))\n"
    )
    return {"email": email, "event": event_id, "title": f"{TITLE} {stamp}"}


def test_a_parent_sends_two_photos_that_show_in_the_gallery_once_approved(
    open_page, allow_console_error, organiser, came, mail, tmp_path
) -> None:
    allow_console_error(r"status of 401")
    phone = open_page(viewport=PHONE)
    phone.goto("/family")
    phone.get_by_label("Email Address").fill(came["email"])
    phone.get_by_role("button", name="Email me a code").click()
    phone.get_by_label("Code from the email").fill(sign_in_code(mail, came["email"]))
    phone.get_by_role("button", name="Sign in", exact=True).click()

    card = phone.locator("form").filter(has=phone.get_by_label("Photos (at most 20 at a time)"))
    expect(phone.get_by_role("heading", name="Share your photos")).to_be_visible()
    expect(phone.get_by_role("combobox", name="Event")).to_have_text(came["title"])
    files = [photo(tmp_path / "anjali.jpg", (200, 40, 40)), photo(tmp_path / "bhog.jpg", (240, 180, 40))]
    card.get_by_label("Photos (at most 20 at a time)").set_input_files(files)
    card.get_by_role("button", name="Send 2 photos").click()
    expect(phone.get_by_text("Your 2 photos wait for an organiser")).to_be_visible()
    shoot(phone, "1-sent-360")
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the family page is {width} px wide at 360 px"

    laptop = open_page(viewport=DESKTOP)
    laptop.goto("/admin")
    laptop.get_by_label("Username").fill(organiser["username"])
    laptop.get_by_label("Password").fill(organiser["password"])
    laptop.get_by_role("button", name="Sign In").click()
    laptop.get_by_role("tab", name="Gallery").click()
    waiting = laptop.get_by_role("region", name="Photos from families")
    expect(waiting.get_by_role("listitem").filter(has_text=came["title"])).to_have_count(2)
    expect(waiting.get_by_role("note").first).to_contain_text("Rahul Roy")
    shoot(laptop, "2-review-1280")
    for _ in range(2):
        laptop.get_by_role("button", name=f"Approve the photo of {came['title']} from {FAMILY_NAME}").first.click()
        time.sleep(0.3)
    expect(waiting.get_by_role("listitem").filter(has_text=came["title"])).to_have_count(0)

    phone.goto(f"/gallery?event={came['event']}")
    credited = phone.get_by_role("img", name=re.compile(f"Photo: {FAMILY_NAME}"))
    expect(credited).to_have_count(2)
    shoot(phone, "3-gallery-360")
    answer = phone.request.get(f"/api/gallery?eventId={came['event']}")
    assert [image["credit"] for image in json.loads(answer.body())] == [FAMILY_NAME, FAMILY_NAME]
