"""The organisers' own texts in Bengali, on a 360 px phone: a Bengali visitor reads the demo's
Bengali tagline, About and banner, and Durga Puja's Bengali title, description, days and meals;
the same pages in English keep the English. Then a Bengali visitor writes to the organisers:
the subject chosen from the list is the one stored, and the forward names the visitor with a
space between the names. Every page is saved at 360 px in both languages."""

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.helpers import choose, email_to

SCREENSHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 780}


def shot(page: Page, name: str) -> None:
    """Fails if the page is wider than the phone, then saves it whole."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("document.fonts.ready.then(() => true)")
    page.wait_for_timeout(300)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: the page is {width}px wide on a {PHONE['width']}px phone"
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"texts-{name}-360.png"), full_page=True)


@pytest.fixture
def durga(page: Page) -> dict:
    events = page.request.get("/api/events").json()
    return next(event for event in events if event["title"].startswith("Durga Puja"))


@pytest.fixture
def site(page: Page) -> dict:
    return page.request.get("/api/settings").json()


def test_a_bengali_visitor_reads_the_organisers_bengali_and_an_english_one_the_english(open_page, durga, site) -> None:
    phone = open_page(viewport=PHONE, locale="bn-IN")

    phone.goto("/")
    expect(phone.locator("html")).to_have_attribute("lang", "bn")
    expect(phone.get_by_text(site["taglineBn"], exact=True)).to_be_visible()
    expect(phone.get_by_role("heading", name="আমাদের কথা")).to_be_visible()
    about = site["aboutTextBn"].split("\n\n")[0]
    expect(phone.get_by_text(about)).to_be_visible()
    expect(phone.get_by_text(site["aboutText"].split("\n\n")[0])).to_have_count(0)
    shot(phone, "home-bn")

    phone.goto(f"/events/{durga['id']}")
    expect(phone.get_by_role("heading", level=1, name=durga["titleBn"])).to_be_visible()
    expect(phone).to_have_title(re.compile(rf"^{re.escape(durga['titleBn'])} · "))
    expect(phone.get_by_text(durga["descriptionBn"])).to_be_visible()
    expect(phone.get_by_role("heading", level=3, name="অষ্টমী")).to_be_visible()
    expect(phone.get_by_text("দুপুরের ভোগ · রাতের খাবার").first).to_be_visible()
    expect(phone.get_by_role("heading", level=1, name=durga["title"])).to_have_count(0)
    shot(phone, "event-bn")

    english = open_page(viewport=PHONE, locale="en-US")
    english.goto(f"/events/{durga['id']}")
    expect(english.get_by_role("heading", level=1, name=durga["title"])).to_be_visible()
    expect(english.get_by_text(durga["description"])).to_be_visible()
    expect(english.get_by_role("heading", level=3, name="Ashtami")).to_be_visible()
    expect(english.get_by_text(durga["titleBn"])).to_have_count(0)
    shot(english, "event-en")
    english.goto("/")
    expect(english.get_by_text(site["tagline"], exact=True)).to_be_visible()
    expect(english.get_by_text(site["aboutText"].split("\n\n")[0])).to_be_visible()
    shot(english, "home-en")


def test_a_bengali_visitors_chosen_subject_is_the_one_stored_and_forwarded(open_page, server_shell, mail) -> None:
    phone = open_page(viewport=PHONE, locale="bn-IN")
    email = f"rina.{time.time_ns()}@example.org"

    phone.goto("/contact")
    phone.get_by_label("নাম", exact=True).fill("রীনা")
    phone.get_by_label("পদবি").fill("বসু")
    phone.get_by_label("ইমেল ঠিকানা").fill(email)
    choose(phone, "বিষয়", "অনুষ্ঠান নিয়ে জিজ্ঞাসা")
    expect(phone.get_by_role("combobox", name="বিষয়")).to_have_text("অনুষ্ঠান নিয়ে জিজ্ঞাসা")
    phone.get_by_label("বার্তা", exact=True).fill("অষ্টমীর ভোগ কখন শুরু হবে?")
    shot(phone, "contact-bn")
    phone.get_by_role("button", name="বার্তা পাঠান").click()
    expect(phone.get_by_role("heading", name="বার্তা পাঠানো হয়েছে!", level=2)).to_be_visible()

    stored = server_shell(
        "import json\n"
        "from contact.models import ContactMessage\n"
        f"m = ContactMessage.objects.get(email={email!r})\n"
        "print(json.dumps({'subject': m.subject, 'name': [m.first_name, m.last_name]}))\n"
    )
    assert stored == {"subject": "event-inquiry", "name": ["রীনা", "বসু"]}
    site = server_shell(
        "import json\nfrom sitesettings.models import SiteSettings\n"
        "s = SiteSettings.get_solo()\nprint(json.dumps([s.group_name, s.contact_email]))\n"
    )
    forward = email_to(mail, site[1], f"[{site[0]}] Event Inquiry from রীনা বসু")
    assert forward["Reply-To"] == email


def test_an_organiser_on_a_phone_writes_the_bengali_beside_the_english(open_page, organiser, durga) -> None:
    phone = open_page(viewport=PHONE, locale="en-US")
    phone.goto("/admin")
    phone.get_by_label("Username").fill(organiser["username"])
    phone.get_by_label("Password").fill(organiser["password"])
    phone.get_by_role("button", name="Sign In").click()
    expect(phone.get_by_role("heading", name="Admin Dashboard")).to_be_visible()

    # The event form: each Bengali field beneath its English one, nothing wider than the phone.
    phone.get_by_role("button", name=f"Edit {durga['title']}").click()
    dialog = phone.get_by_role("dialog", name="Edit Event")
    expect(dialog.get_by_label("Bengali title", exact=False).first).to_have_value(durga["titleBn"])
    english_box = dialog.get_by_label("Title", exact=True).bounding_box()
    bengali_box = dialog.get_by_label("Bengali title", exact=False).first.bounding_box()
    assert bengali_box["y"] > english_box["y"] and bengali_box["width"] >= 0.9 * english_box["width"]
    ashtami = dialog.get_by_label(re.compile(r"^Bengali title of Saturday"))
    expect(ashtami).to_have_value("অষ্টমী")
    ashtami.scroll_into_view_if_needed()
    expect(dialog.get_by_label(re.compile(r"^Bengali name of meal 1 of Saturday"))).to_have_value("দুপুরের ভোগ")
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the event form is {width}px wide on a 360px phone"
    phone.screenshot(path=str(SCREENSHOTS / "texts-admin-event-days-360.png"))
    dialog.get_by_label("Bengali title", exact=False).first.scroll_into_view_if_needed()
    phone.screenshot(path=str(SCREENSHOTS / "texts-admin-event-360.png"))
    dialog.get_by_role("button", name="Cancel").click()

    phone.get_by_role("tab", name="Settings").click()
    expect(phone.get_by_role("heading", name="Website Settings")).to_be_visible()
    expect(phone.get_by_label("Bengali tagline", exact=False)).not_to_have_value("")
    shot(phone, "admin-settings")
