"""A festival of several days, in the browser: on a 360 px phone a family
registers for two of the five days of Durga Puja, and the organiser's plan
counts them on those two days only."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "days"
NARROW_PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
TITLES = ["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event, EventDay, EventMeal
start = local_today() + timedelta(days=20)
event = Event.objects.create(
    title="Durga Puja of the five days", date=start, end_date=start + timedelta(days=4),
    time="10:00 AM - 10:00 PM", venue="Tracy Community Center", address="950 East Street, Tracy, CA 95376",
)
for offset, title in enumerate(["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]):
    day = EventDay.objects.create(
        event=event, date=start + timedelta(days=offset), title=title, capacity=40 if title == "Ashtami" else None
    )
    EventMeal.objects.create(day=day, name="Lunch bhog", position=0)
    EventMeal.objects.create(day=day, name="Dinner", position=1)
print(json.dumps({"event": event.pk}))
"""


@pytest.fixture
def festival(server_shell) -> int:
    return server_shell(SEED)["event"]


@pytest.fixture
def laptop(browser, live_server_url):
    context = browser.new_context(viewport=DESKTOP, locale="en-US", base_url=live_server_url)
    yield context.new_page()
    context.close()


def shoot(page, name: str, *, full_page: bool = True) -> None:
    """The page at 360 px and at 1280 px, into test-artifacts/screenshots/days/."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for label, size in (("360", NARROW_PHONE), ("1280", DESKTOP)):
        page.set_viewport_size(size)
        page.wait_for_timeout(250)
        page.screenshot(path=str(SHOTS / f"{name}-{label}.png"), full_page=full_page)
    page.set_viewport_size(NARROW_PHONE)
    page.wait_for_timeout(250)


def test_a_family_comes_on_two_days_and_is_counted_on_those_only(open_page, laptop, festival, organiser):
    page = open_page(viewport=NARROW_PHONE)
    page.goto(f"/events/{festival}")
    days = page.get_by_role("region", name="Festival days")
    for title in TITLES:
        expect(days.get_by_role("heading", name=title)).to_be_visible()
    expect(days).to_contain_text("Lunch bhog · Dinner")
    expect(days).to_contain_text("40 spots left")
    shoot(page, "event-page")

    page.goto(f"/events?register={festival}")
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Full Name").fill("Moumita Basu")
    dialog.get_by_label("Email Address").fill("moumita.days@example.org")
    page.get_by_role("combobox", name="Number of Guests").click()
    page.get_by_role("option", name="3 people", exact=True).click()
    choice = dialog.get_by_role("group", name="Which days are you coming?")
    for title in ("Shashthi", "Ashtami", "Dashami"):
        choice.get_by_role("checkbox", name=title).uncheck()
    expect(choice.get_by_role("checkbox", name="Saptami")).to_be_checked()
    expect(choice.get_by_role("checkbox", name="Navami")).to_be_checked()
    choice.scroll_into_view_if_needed()
    shoot(page, "register-dialog", full_page=False)
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(page.get_by_text("Registration Confirmed!")).to_be_visible()

    laptop.goto("/admin")
    laptop.get_by_label("Username").fill(organiser["username"])
    laptop.get_by_label("Password").fill(organiser["password"])
    laptop.get_by_role("button", name="Sign In").click()
    laptop.get_by_role("tab", name="Registrations").click()
    laptop.get_by_role("combobox", name="Event").click()
    laptop.get_by_role("option", name="Durga Puja of the five days").click()
    laptop.get_by_role("tab", name="Planning").click()

    table = laptop.get_by_role("region", name="Day by day").get_by_role("table")
    for title in TITLES:
        row = table.get_by_role("row").filter(has=laptop.get_by_role("rowheader", name=title))
        coming = title in ("Saptami", "Navami")
        # Parties, guests, adults, children.
        expect(row.get_by_role("cell").nth(0)).to_have_text("1" if coming else "0", use_inner_text=True)
        expect(row.get_by_role("cell").nth(1)).to_have_text("3" if coming else "0", use_inner_text=True)
    SHOTS.mkdir(parents=True, exist_ok=True)
    laptop.screenshot(path=str(SHOTS / "admin-day-by-day-1280.png"), full_page=True)


def test_the_festival_days_read_in_bengali(open_page, festival):
    page = open_page(viewport=NARROW_PHONE, locale="bn-IN")
    page.goto(f"/events/{festival}")
    days = page.get_by_role("region", name="অনুষ্ঠানের দিনগুলো")
    expect(days.get_by_role("heading", name="Ashtami")).to_be_visible()
    expect(days).to_contain_text("আর ৪০টি আসন বাকি")
    shoot(page, "event-page-bn")

    page.goto(f"/events?register={festival}")
    choice = page.get_by_role("dialog").get_by_role("group", name="কোন কোন দিন আসছেন?")
    expect(choice.get_by_role("checkbox")).to_have_count(5)
    choice.scroll_into_view_if_needed()
    shoot(page, "register-dialog-bn", full_page=False)
