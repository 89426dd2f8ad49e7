"""The admin on an organiser's phone: every screen at 360 px, in English and in Bengali.

An organiser signs in on a 360 by 740 phone with the demo content and opens every tab of the admin
and every view inside one (the guest list, planning, the email to guests), the programme desk of
the festival, the main dialogs (the event form, a registration, a payment) and the door. On each:

- the page never scrolls sideways (`document.documentElement.scrollWidth` within the screen), and
  no element reaches past the right edge, unless it sits inside a box that scrolls sideways on
  purpose;
- no word is broken across two lines: each word of every visible text is laid out on one line
  (an email address or a payment reference may break, where its box says so with `break-all`);
- no button, tab or label is narrower than its own text.

Each screen is photographed at 360 px and again at 1280 px (the laptop must not get worse) into
test-artifacts/screenshots/admin-360/, and the widths measured go to widths-<language>.json there,
so that a person can look at both and compare.
"""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-artifacts" / "screenshots" / "admin-360"
PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1280, "height": 900}
TIME_ZONE = "America/Los_Angeles"

# The few names the journey clicks by, in each language.
WORDS = {
    "en": {
        "sign_in": ("Username", "Password", "Sign In"),
        "dashboard": "Admin Dashboard",
        "edit_event": r"^Edit Durga Puja",
        "event_form": "Edit Event",
        "view_registration": "View registration of Ananya Sen",
        "registration_details": "Registration Details",
        "record_payment": r"^Record payment from ",
        "payment_dialog": "Record payment",
        "door_heading": r"^Check-in: Durga Puja",
        "print": "Print",
        "running_sheet": "Print running sheet",
        "sign_up": "Sign up a family",
        "statement": "Statement (CSV)",
        "upload": "Upload",
    },
    "bn": {
        "sign_in": ("ইউজারনেম", "পাসওয়ার্ড", "সাইন ইন করুন"),
        "dashboard": "অ্যাডমিন ড্যাশবোর্ড",
        "edit_event": r"^Durga Puja.* সম্পাদনা করুন$",
        "event_form": "অনুষ্ঠান সম্পাদনা করুন",
        "view_registration": "Ananya Sen-এর নিবন্ধন দেখুন",
        "registration_details": "নিবন্ধনের বিবরণ",
        "record_payment": r"-এর পেমেন্ট নথিভুক্ত করুন$",
        "payment_dialog": "পেমেন্ট নথিভুক্ত করুন",
        "door_heading": r"^উপস্থিতি: Durga Puja",
        "print": "ছাপুন",
        "running_sheet": "মঞ্চের তালিকা ছাপুন",
        "sign_up": "একটি পরিবারকে যোগ করুন",
        "statement": "স্টেটমেন্ট (CSV)",
        "upload": "আপলোড করুন",
    },
}

# What the page measures, in one pass: its own width, how far the furthest element reaches, the
# elements that reach past the right edge outside a sideways-scrolling box, the widest box that
# scrolls sideways, the words split across lines and the controls narrower than their text.
_MEASURE = """
(viewport) => {
  const scrollsSideways = (element) => {
    const style = getComputedStyle(element);
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    return scrolls && element.scrollWidth > element.clientWidth + 1;
  };
  const insideScroller = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (scrollsSideways(parent)) return true;
    }
    return false;
  };
  // Inside a box of a pixel that hides what overflows it: for screen readers only (sr-only).
  const forScreenReaders = (element) => {
    for (let parent = element; parent && parent !== document.body; parent = parent.parentElement) {
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 && getComputedStyle(parent).overflow !== 'visible') return true;
    }
    return false;
  };
  const shown = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && !forScreenReaders(element);
  };
  const describe = (element) => {
    const text = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\\s+/g, ' ');
    return `<${element.tagName.toLowerCase()}> ${text.slice(0, 60)}`;
  };
  const root = document.documentElement;
  let furthest = 0;
  let widestScroller = null;
  const pastTheEdge = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    const box = element.getBoundingClientRect();
    const right = box.right + window.scrollX;
    furthest = Math.max(furthest, right);
    if (scrollsSideways(element) && (!widestScroller || element.scrollWidth > widestScroller.content)) {
      widestScroller = { content: element.scrollWidth, box: element.clientWidth, what: describe(element) };
    }
    if (right > viewport + 0.5 && !insideScroller(element)) {
      pastTheEdge.push(`${describe(element)} (to ${Math.round(right)} px)`);
    }
  }

  // A word broken across lines: its letters laid out on more than one line. Words are what lies
  // between spaces and the places a line may break anyway (after a hyphen, a dash or a slash).
  const brokenWords = [];
  const lineOf = (node, index) => {
    const letter = document.createRange();
    letter.setStart(node, index);
    letter.setEnd(node, index + 1);
    const box = [...letter.getClientRects()].find((rect) => rect.width > 0);
    return box ? Math.round(box.bottom / 4) : null;
  };
  const breaksAtSeparators = (node, start, word) => {
    let line = lineOf(node, start);
    for (let index = 1; index < word.length; index += 1) {
      const next = lineOf(node, start + index);
      const atSeparator = word[index - 1] === '@' || word[index] === '.';
      if (next !== null && line !== null && next !== line && !atSeparator) return false;
      if (next !== null) line = next;
    }
    return true;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent.trim() || !shown(parent)) continue;
    const style = getComputedStyle(parent);
    if (style.whiteSpace === 'nowrap' || style.whiteSpace === 'pre') continue;
    const mayBreak = style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere';
    const pattern = /[^\\s\\-\\u2010-\\u2014\\/]+[\\-\\u2010-\\u2014\\/]?/g;
    for (const match of node.textContent.matchAll(pattern)) {
      if (match[0].length < 2) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const tops = new Set(boxes.map((rect) => Math.round(rect.bottom / 4)));
      if (tops.size < 2) continue;
      // A reference (a payment reference, a link) may break anywhere where its box says so.
      if (mayBreak && /[@.\\d]/.test(match[0])) continue;
      // An email address may break after its @ or before a dot, and nowhere else.
      if (match[0].includes('@') && breaksAtSeparators(node, match.index, match[0])) continue;
      brokenWords.push(`${match[0]} (in ${describe(parent)})`);
    }
  }

  const clipped = [...document.querySelectorAll('button, [role="tab"], label, th, td, a')]
    .filter((element) => shown(element) && element.scrollWidth > element.clientWidth + 1)
    .filter((element) => !['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    .map(describe);

  return {
    scrollWidth: root.scrollWidth,
    furthest: Math.round(furthest),
    widestScroller,
    pastTheEdge: pastTheEdge.slice(0, 12),
    brokenWords: [...new Set(brokenWords)].slice(0, 12),
    clipped: [...new Set(clipped)].slice(0, 12),
  };
}
"""


_SEED = """
async (language) => {
  const token = document.cookie.split('; ').find((part) => part.startsWith('csrftoken='))?.split('=')[1];
  const post = async (path, body) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const tiers = await (await fetch('/api/admin/membership/tiers')).json();
  await post('/api/admin/memberships', {
    email: `bandyopadhyay.chattopadhyay.${language}@tracy-bengali-families.example.org`,
    name: 'Bandyopadhyay-Chattopadhyay family',
    tierId: tiers[tiers.length - 1].id,
  });
  const year = new Date().getFullYear();
  const finance = await (await fetch(`/api/admin/finance?year=${year}`)).json();
  const owed = finance.outstanding[0];
  await post('/api/admin/payments', {
    kind: owed.kind, targetId: owed.targetId, amount: 1000, method: 'zelle', reference: 'ZELLE-2026-11-27-00042917',
  });
}
"""


class Screens:
    """Measures and photographs each screen, and keeps what it found for one assertion at the end."""

    def __init__(self, page: Page, language: str):
        self.page = page
        self.language = language
        self.widths: dict[str, dict] = {}
        self.problems: list[str] = []

    def settle(self) -> None:
        self.page.wait_for_load_state("networkidle")
        expect(self.page.locator('[aria-busy="true"]')).to_have_count(0)
        self.page.evaluate("document.fonts.ready")
        self.page.wait_for_timeout(250)

    def check(self, name: str, *, full_page: bool = True) -> None:
        """Measures the screen at 360 px and at 1280 px, photographing each."""
        self.settle()
        measured = {}
        for size, viewport in (("360", PHONE), ("1280", LAPTOP)):
            if viewport is LAPTOP:
                self.page.set_viewport_size(LAPTOP)
                self.settle()
            found = self.page.evaluate(_MEASURE, viewport["width"])
            measured[size] = found
            where = f"{name} at {size} px ({self.language})"
            if found["scrollWidth"] > viewport["width"]:
                self.problems.append(f"{where}: the page is {found['scrollWidth']} px wide")
            if found["pastTheEdge"]:
                self.problems.append(f"{where}: past the right edge: {found['pastTheEdge']}")
            if found["brokenWords"]:
                self.problems.append(f"{where}: words broken across lines: {found['brokenWords']}")
            if found["clipped"]:
                self.problems.append(f"{where}: narrower than their text: {found['clipped']}")
            if full_page:
                self.page.evaluate("window.scrollTo(0, 0)")
                self.page.wait_for_timeout(100)
            SHOTS.mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(SHOTS / f"{self.language}-{name}-{size}.png"), full_page=full_page)
        if not full_page:
            # A dialog is as tall as the screen lets it be: on a phone as tall as the dialog
            # needs, the whole of it is in one picture.
            self.page.set_viewport_size({"width": PHONE["width"], "height": 4000})
            self.settle()
            self.page.screenshot(path=str(SHOTS / f"{self.language}-{name}-360-whole.png"))
        self.page.set_viewport_size(PHONE)
        self.settle()
        self.widths[name] = measured

    def save(self) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"widths-{self.language}.json"
        path.write_text(json.dumps(self.widths, indent=2, ensure_ascii=False), encoding="utf-8")


@pytest.fixture
def phone(browser, live_server_url):
    context = browser.new_context(
        viewport=PHONE,
        device_scale_factor=1,
        is_mobile=True,
        has_touch=True,
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


def open_tab(page: Page, value: str) -> None:
    """A tab by its value (the same in both languages): Radix names its trigger `…-trigger-<value>`."""
    tab = page.locator(f'[role="tab"][id$="-trigger-{value}"]').first
    tab.scroll_into_view_if_needed()
    tab.click()
    expect(tab).to_have_attribute("aria-selected", "true")


def choose_festival(page: Page) -> None:
    page.get_by_role("tabpanel").get_by_role("combobox").first.click()
    page.get_by_role("option", name=re.compile(r"^Durga Puja")).first.click()


@pytest.mark.parametrize("language", ["en", "bn"])
def test_every_admin_screen_fits_a_phone(phone: Page, organiser, language, tmp_path):
    page = phone
    words = WORDS[language]
    screens = Screens(page, language)
    # A bank's export: a line that names a payment reference, one with a long memo, one unmatched.
    bank_statement = tmp_path / "statement.csv"
    bank_statement.write_text(
        "Date,Description,Amount\n"
        "11/20/2026,ZELLE FROM DEBASHIS ROY ON 11/20 REF # PP0Q7K2M9X DP-0000 DURGA PUJA,20.00\n"
        "11/21/2026,ONLINE TRANSFER FROM CHATTOPADHYAY-BANDYOPADHYAY SUMITRA CONF#XJ4K9QWERTY1234,35.00\n"
        "11/22/2026,DEPOSIT,12.50\n",
        encoding="utf-8",
    )

    page.goto(f"/admin?lang={language}")
    username, password, sign_in = words["sign_in"]
    page.get_by_label(username).fill(organiser["username"])
    page.get_by_label(password).fill(organiser["password"])
    screens.check("00-sign-in")
    page.get_by_role("button", name=sign_in).click()
    expect(page.get_by_role("heading", name=words["dashboard"])).to_be_visible()
    # The demo has no members, payments or history yet: a family with a long address joins and
    # a registration is partly paid, so the roll, the payments and the activity log have rows.
    page.evaluate(_SEED, language)
    page.reload()
    expect(page.get_by_role("heading", name=words["dashboard"])).to_be_visible()

    screens.check("01-events")
    page.get_by_role("button", name=re.compile(words["edit_event"])).first.click()
    form = page.get_by_role("dialog", name=words["event_form"])
    expect(form).to_be_visible()
    screens.check("02-event-form", full_page=False)
    page.keyboard.press("Escape")
    expect(form).to_be_hidden()

    open_tab(page, "registrations")
    screens.check("03-registrations-no-event")
    choose_festival(page)
    expect(page.get_by_role("button", name=words["view_registration"])).to_be_visible()
    screens.check("04-guest-list")
    page.get_by_role("button", name=words["view_registration"]).click()
    details = page.get_by_role("dialog", name=words["registration_details"])
    expect(details).to_be_visible()
    screens.check("05-registration-details", full_page=False)
    page.keyboard.press("Escape")
    expect(details).to_be_hidden()
    open_tab(page, "planning")
    screens.check("06-planning")
    page.get_by_role("button", name=words["print"], exact=True).click()
    sheets = page.get_by_role("dialog")
    expect(sheets).to_be_visible()
    screens.check("06b-caterers-sheet", full_page=False)
    open_tab(page, "door")
    screens.check("06c-door-sheet", full_page=False)
    page.keyboard.press("Escape")
    expect(sheets).to_be_hidden()
    open_tab(page, "email")
    screens.check("07-email-guests")

    open_tab(page, "programme")
    choose_festival(page)
    expect(page.get_by_role("tabpanel").get_by_role("listitem").first).to_be_visible()
    screens.check("08-programme")
    page.get_by_role("button", name=words["running_sheet"]).click()
    running_sheet = page.get_by_role("dialog")
    expect(running_sheet).to_be_visible()
    screens.check("08b-running-sheet", full_page=False)
    page.keyboard.press("Escape")
    expect(running_sheet).to_be_hidden()

    for number, tab in enumerate(["gallery", "messages", "membership", "treasurer", "activity", "settings"], start=9):
        open_tab(page, tab)
        screens.check(f"{number:02d}-{tab}")
        if tab == "membership":
            page.get_by_role("button", name=words["sign_up"]).click()
            sign_up = page.get_by_role("dialog")
            expect(sign_up).to_be_visible()
            screens.check("11b-sign-up", full_page=False)
            page.keyboard.press("Escape")
            expect(sign_up).to_be_hidden()
        if tab == "treasurer":
            page.get_by_role("button", name=re.compile(words["record_payment"])).first.click()
            payment = page.get_by_role("dialog", name=words["payment_dialog"])
            expect(payment).to_be_visible()
            screens.check("12b-record-payment", full_page=False)
            page.keyboard.press("Escape")
            expect(payment).to_be_hidden()
            page.get_by_label(words["statement"]).set_input_files(bank_statement)
            page.get_by_role("button", name=words["upload"], exact=True).click()
            expect(page.get_by_role("checkbox").first).to_be_visible()
            screens.check("12c-bank-statement")

    festival = page.evaluate(
        """async () => (await (await fetch('/api/admin/events')).json())
            .filter((event) => event.title.startsWith('Durga Puja'))[0].id"""
    )
    page.goto(f"/admin/check-in/{festival}")
    expect(page.get_by_role("heading", name=re.compile(words["door_heading"]))).to_be_visible()
    screens.check("15-door")

    screens.save()
    assert not screens.problems, "\n".join(screens.problems)
