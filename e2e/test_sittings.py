"""Timed sittings, in the browser: on a 360 px phone a parent registers for
Ashtami and books the 9:40 pushpanjali for the whole party from the success
view, sees the full 9:00 sitting disabled, is refused clearly when the 10:20
fills up before it saves from the manage link; the organiser's planning
sheet counts the party at 9:40. The same screens in Bengali."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "sittings"
NARROW_PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}

SEED = """
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event, EventDay, Sitting
from registrations.models import Registration, SittingBooking
start = local_today() + timedelta(days=20)
event = Event.objects.create(
    title="Durga Puja with sittings", date=start, end_date=start + timedelta(days=1),
    time="9:00 AM - 10:00 PM", venue="Tracy Community Center", address="950 East Street, Tracy, CA 95376",
)
saptami = EventDay.objects.create(event=event, date=start, title="Saptami", title_bn="সপ্তমী")
ashtami = EventDay.objects.create(event=event, date=start + timedelta(days=1), title="Ashtami", title_bn="অষ্টমী")
pushpanjali = {"event": event, "day": ashtami, "title": "Pushpanjali", "title_bn": "পুষ্পাঞ্জলি"}
nine = Sitting.objects.create(**pushpanjali, start_time="09:00", capacity=2)
Sitting.objects.create(**pushpanjali, start_time="09:40", capacity=120)
Sitting.objects.create(**pushpanjali, start_time="10:20", capacity=4)
Sitting.objects.create(event=event, day=ashtami, title="Bhog", title_bn="ভোগ", start_time="13:00", capacity=120)
early = Registration.objects.create(event=event, full_name="Rina Das", email="rina.sittings@example.org", guest_count=2)
early.days.set([saptami, ashtami])
SittingBooking.objects.create(registration=early, sitting=nine)
print(json.dumps({"event": event.pk, "ashtami": ashtami.date.strftime("%A")}))
"""

# Another family takes three of the 10:20 sitting's four seats, by its own manage link.
FILL_TEN_TWENTY = """
import json
from core.manage_links import REGISTRATION, manage_token
from events.models import Event, Sitting
from registrations.models import Registration
from registrations.services import registration_sittings_set
event = Event.objects.get(pk={event})
late = Registration.objects.create(
    event=event, full_name="Tapas Pal", email="tapas.sittings@example.org", guest_count=3
)
late.days.set(event.days.all())
ten_twenty = Sitting.objects.get(event=event, start_time="10:20")
token = manage_token(REGISTRATION, late.pk)
registration_sittings_set(registration=late, token=token, sitting_ids=[ten_twenty.pk])
print(json.dumps({{}}))
"""

MANAGE_LINK = """
import json
from core.manage_links import REGISTRATION, manage_token
from registrations.models import Registration
registration = Registration.objects.get(email="moumita.sittings@example.org")
print(json.dumps({{"id": registration.pk, "token": manage_token(REGISTRATION, registration.pk)}}))
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
    """The page at 360 px and at 1280 px, into test-artifacts/screenshots/sittings/."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for label, size in (("360", NARROW_PHONE), ("1280", DESKTOP)):
        page.set_viewport_size(size)
        page.wait_for_timeout(250)
        page.screenshot(path=str(SHOTS / f"{name}-{label}.png"), full_page=full_page)
    page.set_viewport_size(NARROW_PHONE)
    page.wait_for_timeout(250)


def test_a_parent_books_the_9_40_pushpanjali_and_the_plan_counts_it(
    open_page, laptop, festival, organiser, server_shell, allow_console_error
):
    # The refusal of the sitting that filled up is a 409, which the browser logs.
    allow_console_error(r"status of 409")
    page = open_page(viewport=NARROW_PHONE)
    page.goto(f"/events/{festival}")
    sittings = page.get_by_role("region", name="Sittings")
    expect(sittings.get_by_role("heading", name="Ashtami")).to_be_visible()
    expect(sittings).to_contain_text("9:40 AM")
    expect(sittings).to_contain_text("Full")
    shoot(page, "event-page")

    page.goto(f"/events?register={festival}")
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Full Name").fill("Moumita Basu")
    dialog.get_by_label("Email Address").fill("moumita.sittings@example.org")
    page.get_by_role("combobox", name="Number of Guests").click()
    page.get_by_role("option", name="3 people", exact=True).click()
    dialog.get_by_role("button", name="Complete Registration").click()
    expect(page.get_by_text("Registration Confirmed!")).to_be_visible()

    pushpanjali = dialog.get_by_role("group", name="Pushpanjali, Ashtami")
    expect(pushpanjali.get_by_role("radio", name="9:00 AM Full")).to_be_disabled()
    pushpanjali.get_by_role("radio", name="9:40 AM").check()
    dialog.get_by_role("button", name="Save sittings").click()
    expect(dialog.get_by_role("status")).to_have_text("Your sittings are saved.")
    pushpanjali.scroll_into_view_if_needed()
    shoot(page, "success-view", full_page=False)

    # From the emailed manage link: the 10:20 fills up while the parent chooses it.
    link = server_shell(MANAGE_LINK.format())
    page.goto(f"/events?register={festival}&registration={link['id']}&token={link['token']}")
    dialog = page.get_by_role("dialog")
    pushpanjali = dialog.get_by_role("group", name="Pushpanjali, Ashtami")
    expect(pushpanjali.get_by_role("radio", name="9:40 AM")).to_be_checked()
    server_shell(FILL_TEN_TWENTY.format(event=festival))
    pushpanjali.get_by_role("radio", name="10:20 AM").check()
    dialog.get_by_role("button", name="Save sittings").click()
    expect(dialog.get_by_role("alert")).to_have_text("That sitting is full.")
    # The sitting's seats are read again: it shows as full, and the party keeps its 9:40.
    expect(pushpanjali.get_by_role("radio", name="10:20 AM")).to_be_disabled()
    expect(pushpanjali.get_by_role("radio", name="9:40 AM")).to_be_checked()
    pushpanjali.scroll_into_view_if_needed()
    shoot(page, "manage-refused", full_page=False)

    laptop.goto("/admin")
    laptop.get_by_label("Username").fill(organiser["username"])
    laptop.get_by_label("Password").fill(organiser["password"])
    laptop.get_by_role("button", name="Sign In").click()
    laptop.get_by_role("tab", name="Registrations").click()
    laptop.get_by_role("combobox", name="Event").click()
    laptop.get_by_role("option", name="Durga Puja with sittings").click()
    laptop.get_by_role("tab", name="Planning").click()
    region = laptop.get_by_role("region", name="Sittings")
    card = region.get_by_role("listitem").filter(has_text="Pushpanjali · 9:40 AM")
    expect(card).to_contain_text("3 of 120 seats booked")
    expect(card).to_contain_text("Booked by Moumita Basu")
    expect(region.get_by_role("listitem").filter(has_text="Pushpanjali · 9:00 AM")).to_contain_text("Rina Das")
    region.scroll_into_view_if_needed()
    shoot(laptop, "planning", full_page=False)


def test_the_sittings_read_in_bengali(open_page, festival):
    page = open_page(viewport=NARROW_PHONE, locale="bn-IN")
    page.goto(f"/events/{festival}")
    sittings = page.get_by_role("region", name="পর্ব")
    expect(sittings.get_by_role("heading", name="অষ্টমী")).to_be_visible()
    expect(sittings).to_contain_text("পুষ্পাঞ্জলি")
    expect(sittings).to_contain_text("আসন পূর্ণ")
    shoot(page, "event-page-bn")

    page.goto(f"/events?register={festival}")
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("পুরো নাম").fill("মৌমিতা বসু")
    dialog.get_by_label("ইমেল ঠিকানা").fill("moumita.bn.sittings@example.org")
    dialog.get_by_role("button", name="নাম লেখান").click()
    picker = dialog.get_by_role("region", name="আপনার পর্ব বেছে নিন")
    expect(picker).to_be_visible()
    pushpanjali = picker.get_by_role("group", name="পুষ্পাঞ্জলি, অষ্টমী")
    pushpanjali.get_by_role("radio").nth(1).check()
    picker.get_by_role("button", name="পর্ব সংরক্ষণ করুন").click()
    expect(picker.get_by_role("status")).to_have_text("আপনার পর্ব সংরক্ষিত হয়েছে।")
    picker.scroll_into_view_if_needed()
    shoot(page, "success-view-bn", full_page=False)


def test_the_organiser_adds_a_sitting_to_ashtami_in_the_event_form(open_page, server_shell, organiser):
    # An event of its own name: the other tests' festivals are on the same list.
    seeded = server_shell(SEED.replace('title="Durga Puja with sittings"', 'title="Durga Puja in the form"'))
    page = open_page(viewport=NARROW_PHONE)
    page.goto("/admin")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    page.get_by_role("button", name="Edit Durga Puja in the form").click()
    dialog = page.get_by_role("dialog", name="Edit Event")
    sittings = dialog.get_by_role("group", name="Sittings")
    expect(sittings.get_by_label("Starts at (HH:MM, 24-hour)")).to_have_count(4)
    expect(sittings).to_contain_text("2 seats booked.")
    sittings.get_by_role("button", name="Add sitting").click()
    sittings.get_by_role("combobox", name="Day").last.click()
    # The days are named with their weekday, which moves with the date the test runs on.
    page.get_by_role("option", name=f"Ashtami ({seeded['ashtami']}", exact=False).click()
    sittings.get_by_label("Sitting title", exact=True).last.fill("Bhog")
    sittings.get_by_label("Starts at (HH:MM, 24-hour)").last.fill("14:00")
    sittings.get_by_label("Seats").last.fill("80")
    sittings.get_by_label("Seats").last.scroll_into_view_if_needed()
    shoot(page, "event-form", full_page=False)
    with page.expect_response(lambda r: "/api/admin/events/" in r.url and r.request.method == "PUT") as saved:
        dialog.get_by_role("button", name="Save Changes").click()
    rows = saved.value.json()["sittings"]
    assert [(row["title"], row["startTime"], row["capacity"]) for row in rows][-1] == ("Bhog", "14:00", 80)
