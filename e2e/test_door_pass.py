"""A door pass on a volunteer's phone: an organiser makes one for an event and shows its QR
code; a second phone opens its link, without a password, and checks a party in; it goes
offline, checks in another, comes back and syncs; the organiser revokes the pass and the phone
is told so plainly."""

import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "door-pass"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1280, "height": 900}
TITLE = "Sharad Purnima with a door pass"

SEED = f"""
TITLE = {TITLE!r}
import json
from datetime import timedelta
from core.dates import local_today
from events.models import Event
from registrations.models import Registration
event = Event.objects.create(
    title=TITLE, date=local_today() + timedelta(days=1), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376", capacity=60,
)
for name, email, guests in [
    ("Anita Sen", "anita.pass@example.com", 3),
    ("Bina Roy", "bina.pass@example.com", 2),
    ("Chandra Das", "chandra.pass@example.com", 4),
]:
    Registration.objects.create(event=event, full_name=name, email=email, guest_count=guests)
print(json.dumps({{"event": event.pk}}))
"""

STORED = """
import json
from activity.models import Entry
from registrations.models import Registration
print(json.dumps({
    "arrivals": {r.full_name: r.checked_in_at is not None for r in Registration.objects.filter(event_id=%(event)d)},
    "actors": sorted({e.actor for e in Entry.objects.filter(action="registration.check_in", event_id=%(event)d)}),
}))
"""

# The door's list as the phone keeps it, read from its IndexedDB.
KEPT_LIST = """
(key) => new Promise((resolve, reject) => {
  const opening = indexedDB.open('door');
  opening.onerror = () => reject(opening.error);
  opening.onsuccess = () => {
    const database = opening.result;
    if (!database.objectStoreNames.contains('lists')) return resolve(null);
    const read = database.transaction('lists').objectStore('lists').get(key);
    read.onsuccess = () => resolve(read.result ? read.result.parties.map((party) => party.fullName).sort() : null);
    read.onerror = () => reject(read.error);
  };
})
"""


@pytest.fixture
def browsers(browser, live_server_url):
    """Browser contexts of their own (the organiser's, the volunteer's phone), at 360 px, with
    service workers, so the phone's door opens offline as it would."""
    contexts = []

    def open_one():
        context = browser.new_context(
            viewport=PHONE,
            device_scale_factor=1,
            is_mobile=True,
            has_touch=True,
            locale="en-US",
            timezone_id="America/Los_Angeles",
            base_url=live_server_url,
        )
        contexts.append(context)
        return context, context.new_page()

    yield open_one
    for context in contexts:
        context.close()


def shot(page, name: str) -> None:
    """What the screen shows from its top, at 360 px and at 1280 px (the viewport: an open
    dialog and the sticky bar are drawn where a person sees them)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(200)
    page.screenshot(path=str(SHOTS / f"{name}-360.png"))
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / f"{name}-1280.png"))
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)


def test_a_volunteers_phone_checks_in_with_a_door_pass_offline_too_until_it_is_revoked(
    browsers, server_shell, organiser
):
    event_id = server_shell(SEED)["event"]
    list_key = f"/api/admin/events/{event_id}/door"

    # The organiser makes a pass from the event's card and shows its QR code.
    _, admin = browsers()
    admin.goto("/admin")
    admin.get_by_label("Username").fill(organiser["username"])
    admin.get_by_label("Password").fill(organiser["password"])
    admin.get_by_role("button", name="Sign In").click()
    admin.get_by_role("button", name=f"Door passes for {TITLE}").click()
    dialog = admin.get_by_role("dialog", name=f"Door passes: {TITLE}")
    expect(dialog.get_by_text("No door passes yet.")).to_be_visible()
    dialog.get_by_label("Who carries it").fill("Rina's phone")
    dialog.get_by_role("button", name="Make a door pass").click()
    expect(dialog.get_by_role("img", name="QR code of the door pass Rina's phone")).to_be_visible()
    url = dialog.get_by_test_id("door-pass-url").inner_text()
    assert urlsplit(url).path.startswith("/door/")
    assert admin.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(admin, "organiser-made-a-pass")

    # The volunteer's phone opens the link: the event's door, no password asked.
    phone_context, phone = browsers()
    phone.goto(url)
    expect(phone.get_by_role("heading", name=f"Check-in: {TITLE}")).to_be_visible()
    expect(phone.get_by_text("Door pass: Rina's phone")).to_be_visible()
    expect(phone.get_by_label("Username")).to_have_count(0)
    phone.get_by_role("button", name="Check in Anita Sen").click()
    expect(phone.get_by_text("All check-ins are synced.")).to_be_visible(timeout=20_000)
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # The page is kept by the service worker and the list in IndexedDB, for a door without signal.
    phone.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
    phone.wait_for_function("async (path) => Boolean(await caches.match(path))", arg=urlsplit(url).path, timeout=20_000)
    everyone = json.dumps(["Anita Sen", "Bina Roy", "Chandra Das"], separators=(",", ":"))
    phone.wait_for_function(
        f"async (key) => JSON.stringify(await ({KEPT_LIST})(key)) === {everyone!r}", arg=list_key, timeout=20_000
    )
    shot(phone, "phone-door-pass-online")

    # Offline: the door opens again from the phone and keeps the tap until the network is back.
    phone_context.set_offline(True)
    phone.reload()
    expect(phone.get_by_role("heading", name=f"Check-in: {TITLE}")).to_be_visible()
    phone.get_by_role("button", name="Check in Bina Roy").click()
    expect(phone.get_by_text("1 check-in waiting to sync")).to_be_visible()
    expect(phone.get_by_role("group", name="Parties arrived")).to_contain_text("2 of 3")
    shot(phone, "phone-door-pass-offline")
    assert server_shell(STORED % {"event": event_id})["arrivals"]["Bina Roy"] is False

    phone_context.set_offline(False)
    expect(phone.get_by_text("All check-ins are synced.")).to_be_visible(timeout=30_000)
    stored = server_shell(STORED % {"event": event_id})
    assert stored["arrivals"] == {"Anita Sen": True, "Bina Roy": True, "Chandra Das": False}
    assert stored["actors"] == ["Door pass: Rina's phone"]

    # The organiser sees it used, and revokes it while the phone has no signal: online, the phone's
    # own refresh every 30 seconds could find the pass revoked before the tap does.
    phone_context.set_offline(True)
    admin.reload()
    admin.get_by_role("button", name=f"Door passes for {TITLE}").click()
    dialog = admin.get_by_role("dialog", name=f"Door passes: {TITLE}")
    passes = dialog.get_by_role("list", name="Door passes")
    expect(passes.get_by_text("Rina's phone")).to_be_visible()
    expect(passes.get_by_text("Last used", exact=False)).to_be_visible()
    passes.get_by_role("button", name="Revoke Rina's phone").click()
    admin.get_by_role("alertdialog", name="Revoke the door pass").get_by_role("button", name="Revoke").click()
    expect(passes.get_by_text("Revoked")).to_be_visible()

    # The phone's next tap waits for the signal, is refused when it is back, and the phone says so
    # plainly. (A tap refused online is the front end's own test.)
    phone.get_by_role("button", name="Check in Chandra Das").click()
    expect(phone.get_by_text("1 check-in waiting to sync")).to_be_visible()
    phone_context.set_offline(False)
    ended = phone.get_by_role("alert")
    expect(ended.get_by_role("heading", name="This door pass has expired or was revoked.")).to_be_visible(
        timeout=20_000
    )
    expect(ended).to_contain_text("1 check-in made on this phone was not sent.")
    expect(phone.get_by_role("button", name="Check in Anita Sen")).to_have_count(0)
    shot(phone, "phone-door-pass-revoked")
    assert server_shell(STORED % {"event": event_id})["arrivals"]["Chandra Das"] is False
    # Nothing of the parties stays on the phone, and the link stays closed.
    assert phone.evaluate(KEPT_LIST, list_key) is None
    phone.reload()
    expect(phone.get_by_role("heading", name="This door pass has expired or was revoked.")).to_be_visible()
