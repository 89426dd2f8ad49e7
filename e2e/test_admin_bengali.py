"""The organisers' screens in Bengali: an organiser switches the site to বাংলা, signs in, and
opens every tab of the admin, the dialogs (the event form, a registration, the treasurer's
payment, a confirmation) and the door; none of them shows a text of ours in English.

"Ours" is read from the admin's English catalogue (and the public one, which the admin shares
its navbar and common words with): a visible text, a placeholder or an accessible name that is
one of its messages, or the fixed words of one, is English the organiser should not meet. The
organisers' own texts (event titles, names, tiers) are data, and stay as written. Each screen is
photographed into test-artifacts/screenshots/bn/ at 1280 px (the door at 360 px) for a person to look at.
"""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = [
    ROOT / "frontend" / "src" / "features" / "admin" / "locales",
    ROOT / "frontend" / "src" / "locales",
]
SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "bn"
LAPTOP = {"width": 1280, "height": 900}
DOOR_PHONE = {"width": 360, "height": 800}
TIME_ZONE = "America/Los_Angeles"

# The organisers' own words in the demo content that happen to be English messages too: a tier
# called Family is the tier's name, not the word "Family" the admin translates; a festival's day
# called Saptami and its meal Lunch bhog are what the event form's placeholders suggest.
ORGANISERS_TEXTS = {"Family", "Saptami", "Lunch bhog"}

# A placeholder ({title}, or a plural with its branches), and a tag around words (<0>...</0>).
_PLACEHOLDER = re.compile(r"\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
_TAG = re.compile(r"</?\d+>")
# A plural's or a select's branch: a message of its own, with # for the number.
_BRANCH = re.compile(r"(?:zero|one|two|few|many|other|=\d+) \{([^{}]*)\}")
_ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def _po_entries(path: Path) -> dict[str, str]:
    """msgid → msgstr of a Lingui catalogue (one line each, as Lingui writes them)."""
    entries, msgid = {}, None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("msgid "):
            msgid = json.loads(line[6:])
        elif line.startswith("msgstr ") and msgid:
            entries[msgid] = json.loads(line[7:])
            msgid = None
    return entries


def _pattern(message: str) -> re.Pattern | None:
    """A message as the page would show it in English: its placeholders stand for any text.
    None when its fixed words hold no English word (`{title}: {eventTitle}`, `{0} of {1}`)."""
    message = _TAG.sub("", message).replace("''", "'")
    parts = _PLACEHOLDER.split(message.replace("#", "{#}"))
    if not any(_ENGLISH_WORD.search(part) for part in parts):
        return None
    return re.compile(".+?".join(re.escape(" ".join(part.split())) for part in parts), re.DOTALL)


def english_of_ours() -> list[re.Pattern]:
    """Every message of ours whose Bengali differs from its English, as a pattern; a
    plural's branches too, as messages of their own."""
    patterns = []
    for folder in CATALOGUES:
        english = folder / "en.po" if (folder / "en.po").exists() else folder / "en" / "messages.po"
        bengali = folder / "bn.po" if (folder / "bn.po").exists() else folder / "bn" / "messages.po"
        translated = _po_entries(bengali)
        for msgid in _po_entries(english):
            if translated.get(msgid, "").strip() in ("", msgid) or msgid in ORGANISERS_TEXTS:
                continue  # the same in both languages (Zelle, EIN, 10:00 AM)
            for message in [msgid, *_BRANCH.findall(msgid)]:
                pattern = _pattern(message)
                if pattern:
                    patterns.append(pattern)
    return patterns


# Every visible text node, every visible element's whole text (a message may hold tags), and the
# placeholders and accessible names of visible elements.
_VISIBLE_TEXTS = """
() => {
  const shown = (element) => {
    if (!element || !element.isConnected) return false;
    if (element.closest('.sr-only')) return true;  // read out, so ours too
    if (element.closest('[aria-hidden="true"]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const texts = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && shown(node.parentElement)) texts.add(text);
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    const whole = element.textContent.trim();
    if (whole && whole.length <= 400) texts.add(whole);
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value && value.trim()) texts.add(value.trim());
    }
  }
  return [...texts];
}
"""


def english_on(page: Page, ours: list[re.Pattern]) -> list[str]:
    """The page's texts that are one of our messages in English."""
    found = set()
    for text in page.evaluate(_VISIBLE_TEXTS):
        text = " ".join(text.split())
        if text in ORGANISERS_TEXTS or not _ENGLISH_WORD.search(text):
            continue
        if any(pattern.fullmatch(text) for pattern in ours):
            found.add(text)
    return sorted(found)


@pytest.fixture
def laptop(browser, live_server_url):
    context = browser.new_context(
        viewport=LAPTOP,
        device_scale_factor=1,
        timezone_id=TIME_ZONE,
        locale="en-US",
        base_url=live_server_url,
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, "console errors:\n" + "\n".join(errors)


def shot(page: Page, name: str, *, full_page: bool = True) -> None:
    """The whole page from the top (the sticky navbar where it belongs), or what the screen
    shows (an open dialog)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)  # fonts and the last paint
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full_page)


def assert_bengali(page: Page, ours: list[re.Pattern], screen: str) -> None:
    english = english_on(page, ours)
    assert not english, f"{screen} shows English of ours: {english}"


def no_overflow(page: Page, screen: str) -> None:
    """No button, tab or table cell whose Bengali is wider than the element itself."""
    clipped = page.evaluate(
        """() => [...document.querySelectorAll('button, [role="tab"], th, td, label')]
            .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1
              && getComputedStyle(element).overflowX !== 'auto' && getComputedStyle(element).overflowX !== 'scroll')
            .map((element) => element.textContent.trim()).filter(Boolean)"""
    )
    assert not clipped, f"{screen}: text wider than its box: {clipped}"


def test_every_admin_screen_speaks_bengali(laptop: Page, organiser):
    ours = english_of_ours()
    assert any(pattern.fullmatch("Record payment from Anita Sen") for pattern in ours)  # it knows our English
    page = laptop

    page.goto("/admin")
    page.get_by_role("button", name="Language: বাংলা").first.click()
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    page.get_by_label("ইউজারনেম").fill(organiser["username"])
    page.get_by_label("পাসওয়ার্ড").fill(organiser["password"])
    assert_bengali(page, ours, "the sign-in form")
    shot(page, "00-sign-in")
    page.get_by_role("button", name="সাইন ইন করুন").click()
    expect(page.get_by_role("heading", name="অ্যাডমিন ড্যাশবোর্ড")).to_be_visible()

    # Events, and the event form.
    expect(page.get_by_role("heading", name="অনুষ্ঠান পরিচালনা")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"^Durga Puja.* সম্পাদনা করুন$")).first).to_be_visible()
    assert_bengali(page, ours, "the Events tab")
    no_overflow(page, "the Events tab")
    shot(page, "01-events")
    page.get_by_role("button", name=re.compile(r"^Durga Puja.* সম্পাদনা করুন$")).first.click()
    form = page.get_by_role("dialog", name="অনুষ্ঠান সম্পাদনা করুন")
    expect(form.get_by_label("শিরোনাম", exact=True)).to_be_visible()
    assert_bengali(page, ours, "the event form")
    shot(page, "02-event-form", full_page=False)
    form.get_by_role("button", name="বাতিল").click()
    expect(form).to_be_hidden()

    # Registrations: the search box from the start, disabled until an event is chosen.
    page.get_by_role("tab", name="নিবন্ধন").click()
    search = page.get_by_role("searchbox", name="নিবন্ধন খুঁজুন")
    expect(search).to_be_visible()
    expect(search).to_have_attribute("placeholder", "নিবন্ধন খুঁজুন...")
    expect(search).to_be_disabled()
    assert_bengali(page, ours, "the Registrations tab before an event is chosen")
    shot(page, "03-registrations-empty")
    page.get_by_role("combobox", name=re.compile("অনুষ্ঠান")).click()
    page.get_by_role("option", name=re.compile(r"^Durga Puja")).first.click()
    expect(search).to_be_enabled()
    table = page.get_by_role("region", name="নিবন্ধনের সারণি").get_by_role("table")
    expect(table).to_be_visible()
    assert_bengali(page, ours, "the guest list")
    no_overflow(page, "the guest list")
    shot(page, "04-registrations")
    page.get_by_role("button", name=re.compile(r"^Ananya Sen-এর নিবন্ধন দেখুন$")).click()
    details = page.get_by_role("dialog", name="নিবন্ধনের বিবরণ")
    expect(details).to_be_visible()
    assert_bengali(page, ours, "a registration's details")
    shot(page, "05-registration-details", full_page=False)
    page.keyboard.press("Escape")
    expect(details).to_be_hidden()
    page.get_by_role("button", name="Ananya Sen-এর নিবন্ধন বাতিল করুন").click()
    confirm = page.get_by_role("alertdialog")
    expect(confirm).to_contain_text("অপেক্ষার তালিকার")
    assert_bengali(page, ours, "the cancel confirmation")
    shot(page, "06-cancel-confirmation", full_page=False)
    confirm.get_by_role("button", name="রেখে দিন").click()

    views = page.get_by_role("tablist", name="অনুষ্ঠানের নিবন্ধন দেখার ধরন")
    views.get_by_role("tab", name="পরিকল্পনা").click()
    expect(page.get_by_role("heading", name="ক্যাটারারের জন্য")).to_be_visible()
    assert_bengali(page, ours, "the planning view")
    no_overflow(page, "the planning view")
    shot(page, "07-planning")
    page.get_by_role("button", name="ছাপুন").click()
    sheets = page.get_by_role("dialog", name="ছাপুন")
    expect(sheets.get_by_role("tab", name="ক্যাটারারের তালিকা")).to_be_visible()
    assert_bengali(page, ours, "the caterer's sheet")
    shot(page, "07b-caterers-sheet", full_page=False)
    sheets.get_by_role("tab", name="দরজার তালিকা").click()
    expect(sheets.get_by_role("tab", name="দরজার তালিকা")).to_have_attribute("aria-selected", "true")
    assert_bengali(page, ours, "the door list")
    no_overflow(page, "the door list")
    shot(page, "07c-door-list", full_page=False)
    page.keyboard.press("Escape")
    expect(sheets).to_be_hidden()
    views.get_by_role("tab", name="অতিথিদের ইমেল করুন").click()
    expect(page.get_by_label("বিষয়")).to_be_visible()
    assert_bengali(page, ours, "the email to guests")
    shot(page, "08-email-guests")

    for tab, name, ready in [
        ("গ্যালারি", "09-gallery", "গ্যালারি পরিচালনা"),
        ("বার্তা", "10-messages", None),
        ("সদস্যপদ", "11-membership", None),
        ("কোষাধ্যক্ষ", "12-treasurer", None),
        ("কার্যকলাপ", "13-activity", None),
        ("সেটিংস", "14-settings", "ওয়েবসাইটের সেটিংস"),
    ]:
        page.get_by_role("tab", name=re.compile(f"^{tab}")).click()
        panel = page.get_by_role("tabpanel")
        if ready:
            expect(panel.get_by_role("heading", name=ready)).to_be_visible()
        page.wait_for_load_state("networkidle")  # every read of the tab answered
        expect(panel.locator('[aria-busy="true"], [role="status"][aria-label]')).to_have_count(0)
        assert_bengali(page, ours, f"the {tab} tab")
        no_overflow(page, f"the {tab} tab")
        shot(page, name)
        if tab == "কোষাধ্যক্ষ":
            page.get_by_role("button", name=re.compile("-এর পেমেন্ট নথিভুক্ত করুন$")).first.click()
            payment = page.get_by_role("dialog", name="পেমেন্ট নথিভুক্ত করুন")
            expect(payment.get_by_label("পরিমাণ ($)")).to_be_visible()
            assert_bengali(page, ours, "the payment dialog")
            shot(page, "12b-record-payment", full_page=False)
            payment.get_by_role("button", name="বাতিল").click()
            expect(payment).to_be_hidden()

    # The door, on a phone: the same language, from the cookie the switch set.
    door_url = page.evaluate(
        """async () => (await (await fetch('/api/admin/events')).json())
            .filter((event) => event.title.startsWith('Durga Puja'))[0].id"""
    )
    page.set_viewport_size(DOOR_PHONE)
    page.goto(f"/admin/check-in/{door_url}")
    expect(page.get_by_role("heading", name=re.compile(r"^উপস্থিতি: Durga Puja"))).to_be_visible()
    # The Puja is weeks away: the door asks which of its days it checks in for.
    expect(page.get_by_text("দিন বেছে নিন।")).to_be_visible()
    page.get_by_role("group", name="দিন").get_by_text("Ashtami").click()
    expect(page.get_by_role("group", name="পরিবার এসেছে")).to_contain_text(
        re.compile("[\\u09e6-\\u09ef]")
    )  # Bengali digits
    assert_bengali(page, ours, "the door")
    no_overflow(page, "the door")
    scroll_width = page.evaluate("document.documentElement.scrollWidth")
    assert scroll_width <= DOOR_PHONE["width"], f"the door scrolls sideways at 360 px ({scroll_width} px)"
    shot(page, "15-door-360")
    page.get_by_role("button", name="Ananya Sen-এর উপস্থিতি নিন").click()
    expect(page.get_by_role("button", name="Ananya Sen-এর উপস্থিতি ফিরিয়ে নিন")).to_be_visible()
    assert_bengali(page, ours, "the door after a check-in")
    shot(page, "16-door-checked-in-360")

    # The check-in in the activity log: what was done, in Bengali.
    page.set_viewport_size(LAPTOP)
    page.goto("/admin")
    page.get_by_role("tab", name="কার্যকলাপ").click()
    expect(page.get_by_text(re.compile("Ananya Sen-এর উপস্থিতি নিলেন")).first).to_be_visible()
    assert_bengali(page, ours, "the activity log with a check-in")
    shot(page, "17-activity-with-a-check-in")


def test_the_check_finds_english(laptop: Page, organiser):
    """The check bites: the same screen in English is full of our English."""
    ours = english_of_ours()
    page = laptop
    page.goto("/admin?lang=en")
    page.get_by_label("Username").fill(organiser["username"])
    page.get_by_label("Password").fill(organiser["password"])
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    english = english_on(page, ours)
    assert {"Admin Dashboard", "Event Management", "Treasurer"} <= set(english)


NEW_SHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots" / "bn2"


def new_shot(page: Page, name: str, *, full_page: bool = True) -> None:
    """As shot(), into the folder of the festival days, the programme desk and the door's new parts."""
    NEW_SHOTS.mkdir(parents=True, exist_ok=True)
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    page.screenshot(path=str(NEW_SHOTS / f"{name}.png"), full_page=full_page)


def test_festival_days_programme_and_the_new_door_speak_bengali(browser, live_server_url, organiser, server_shell):
    """The screens that came after the first pass: the festival's days in the event form and in
    planning, the programme desk (a decision, the running order, the running sheet), and at the
    door a party partly in, the scanner with the camera refused, and check-ins waiting to sync."""
    ours = english_of_ours()
    party = server_shell(
        "import json\n"
        "from registrations.models import Registration\n"
        "r = Registration.objects.filter(event__title__startswith='Durga Puja', status='confirmed',"
        " guest_count__gte=3, checked_in_at__isnull=True).exclude(full_name='Ananya Sen').order_by('pk').first()\n"
        "print(json.dumps({'name': r.full_name, 'event': r.event_id, 'day': r.days.order_by('date').first().pk}))\n"
    )
    context = browser.new_context(
        viewport=LAPTOP, device_scale_factor=1, timezone_id=TIME_ZONE, locale="en-US", base_url=live_server_url
    )
    page = context.new_page()
    errors: list[str] = []
    offline = {"now": False}
    page.on(
        "console",
        lambda message: errors.append(message.text) if message.type == "error" and not offline["now"] else None,
    )
    page.on("pageerror", lambda error: errors.append(str(error)))

    page.goto("/admin")
    page.get_by_role("button", name="Language: বাংলা").first.click()
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    page.get_by_label("ইউজারনেম").fill(organiser["username"])
    page.get_by_label("পাসওয়ার্ড").fill(organiser["password"])
    page.get_by_role("button", name="সাইন ইন করুন").click()
    expect(page.get_by_role("heading", name="অ্যাডমিন ড্যাশবোর্ড")).to_be_visible()

    # The event form of a festival: its last day set, a row per day, and the programme section.
    page.get_by_role("button", name=re.compile(r"^Durga Puja.* সম্পাদনা করুন$")).first.click()
    form = page.get_by_role("dialog", name="অনুষ্ঠান সম্পাদনা করুন")
    festival_days = form.get_by_role("group", name="অনুষ্ঠানের দিনগুলো")
    expect(festival_days).to_be_visible()
    expect(form.get_by_label(re.compile("-এর শিরোনাম")).first).to_be_visible()
    festival_days.scroll_into_view_if_needed()
    assert_bengali(page, ours, "the event form's festival days")
    no_overflow(page, "the event form's festival days")
    new_shot(page, "01-event-form-festival-days", full_page=False)
    programme = form.get_by_role("switch", name="পরিবেশনা পাঠানো চালু")
    programme.scroll_into_view_if_needed()
    expect(form.get_by_label("অনুষ্ঠানসূচি শুরুর সময়")).to_be_visible()
    assert_bengali(page, ours, "the event form's programme section")
    no_overflow(page, "the event form's programme section")
    new_shot(page, "02-event-form-programme", full_page=False)
    form.get_by_role("button", name="বাতিল").click()
    expect(form).to_be_hidden()

    # Planning: the festival's day-by-day table.
    page.get_by_role("tab", name="নিবন্ধন").click()
    page.get_by_role("combobox", name=re.compile("অনুষ্ঠান")).click()
    page.get_by_role("option", name=re.compile(r"^Durga Puja")).first.click()
    views = page.get_by_role("tablist", name="অনুষ্ঠানের নিবন্ধন দেখার ধরন")
    views.get_by_role("tab", name="পরিকল্পনা").click()
    days = page.get_by_role("heading", name="দিন অনুযায়ী", exact=True)
    expect(days).to_be_visible()
    expect(page.get_by_role("columnheader", name="দিন", exact=True)).to_be_visible()
    assert_bengali(page, ours, "the planning's day by day")
    no_overflow(page, "the planning's day by day")
    new_shot(page, "03-planning-day-by-day")

    # The programme desk: the acts, a decision, the running order and the running sheet.
    page.get_by_role("tab", name=re.compile("^অনুষ্ঠানসূচি")).click()
    page.get_by_role("combobox", name=re.compile("অনুষ্ঠান")).click()
    page.get_by_role("option", name=re.compile(r"^Durga Puja")).first.click()
    order = page.get_by_role("list", name="পরিবেশনার ক্রম")
    expect(order.get_by_role("listitem")).to_have_count(3)
    expect(page.get_by_text("১ নং").first).to_be_visible()  # Bengali digits in the running order
    page.wait_for_load_state("networkidle")
    assert_bengali(page, ours, "the programme desk")
    no_overflow(page, "the programme desk")
    new_shot(page, "04-programme-desk")
    page.get_by_role("button", name="Mahishasura Mardini dance drama গ্রহণ করুন").click()
    decision = page.get_by_role("dialog", name="“Mahishasura Mardini dance drama” গ্রহণ করবেন?")
    expect(decision.get_by_role("button", name="গ্রহণ করুন")).to_be_visible()
    assert_bengali(page, ours, "the accept dialog")
    no_overflow(page, "the accept dialog")
    new_shot(page, "05-accept-dialog", full_page=False)
    decision.get_by_role("button", name="বাতিল").click()
    expect(decision).to_be_hidden()
    page.get_by_role("button", name="মঞ্চের তালিকা ছাপুন").click()
    sheet = page.get_by_role("article", name="মঞ্চের তালিকা")
    expect(sheet.get_by_role("row")).to_have_count(4)
    expect(sheet.get_by_role("columnheader", name="নং")).to_be_visible()
    assert_bengali(page, ours, "the running sheet")
    no_overflow(page, "the running sheet")
    new_shot(page, "06-running-sheet", full_page=False)
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()

    # The door on a phone: a party partly in, the scanner refused the camera, taps waiting to sync.
    page.set_viewport_size(DOOR_PHONE)
    page.goto(f"/admin/check-in/{party['event']}?day={party['day']}")
    expect(page.get_by_role("heading", name=re.compile(r"^উপস্থিতি: Durga Puja"))).to_be_visible()
    name = party["name"]
    page.get_by_role("button", name=f"{name}-এর পরিবারের কয়েকজন এসেছেন").click()
    page.get_by_role("button", name=f"{name}-এর পরিবারের ২ জন এসেছেন").click()
    expect(page.get_by_text(re.compile("আংশিক: [\u09e6-\u09ef]+ জনের মধ্যে ২ জন এসেছেন")).first).to_be_visible()
    expect(page.get_by_role("button", name=f"{name}-এর পরিবারের বাকিরা এসেছেন")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert_bengali(page, ours, "the door with a party partly in")
    no_overflow(page, "the door with a party partly in")
    new_shot(page, "07-door-partly-in-360")

    page.get_by_role("button", name="QR কোড স্ক্যান করুন").click()
    scanner = page.get_by_role("dialog", name="QR কোড স্ক্যান করুন")
    expect(scanner.get_by_role("alert")).to_be_visible()
    expect(scanner.get_by_role("alert")).to_contain_text(re.compile("ক্যামেরা"))
    assert_bengali(page, ours, "the scanner without a camera")
    no_overflow(page, "the scanner without a camera")
    new_shot(page, "08-scanner-refused-360", full_page=False)
    scanner.get_by_role("button", name="স্ক্যানার বন্ধ করুন").click()
    expect(scanner).to_be_hidden()

    offline["now"] = True
    context.set_offline(True)
    page.get_by_role("button", name=f"{name}-এর পরিবারের বাকিরা এসেছেন").click()
    expect(page.get_by_text("১টি উপস্থিতি সিঙ্কের অপেক্ষায়")).to_be_visible()
    assert_bengali(page, ours, "the door with a check-in waiting to sync")
    no_overflow(page, "the door with a check-in waiting to sync")
    new_shot(page, "09-door-waiting-to-sync-360")
    context.set_offline(False)
    expect(page.get_by_text("সব উপস্থিতি সিঙ্ক হয়ে গেছে।")).to_be_visible(timeout=30_000)
    offline["now"] = False
    assert_bengali(page, ours, "the door once synced")
    new_shot(page, "10-door-synced-360")
    context.close()
    assert not errors, "console errors:\n" + "\n".join(errors)
