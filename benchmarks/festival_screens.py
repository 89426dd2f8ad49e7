"""The organisers' two screens of a festival of 2,000 parties, timed in Chromium on a
throttled phone: the Registrations tab and the door's check-in screen.

Debian's chromium, driven by Playwright, at 360 by 800 CSS pixels, its CPU slowed 4x
(CDP Emulation.setCPUThrottlingRate) and its network throttled as Lighthouse's mobile
(150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CDP Network.emulateNetworkConditions).
Each run is a fresh browser context (an empty cache, service workers blocked so that none
fetches in the background), signed in with the cookies of an API sign-in.

Per screen, the median of RUNS runs of:
- first rows: until the frame that paints the list's first row. The door from the navigation
  (performance.now() counts from it), from a cold start (nothing cached); the Registrations
  tab, whose event is chosen in a select rather than the address, from the tap that chooses it.
- from its copy (the door): the same phone opening the door again, its code in the browser's
  cache and the list in its own copy (IndexedDB), from the navigation to the first rows.
- search: SEARCH typed a key at a time (a volunteer's pace), from the last key to the list
  showing only the one party it names (a party far down both lists); and from the first key,
  which counts the keys a busy page made wait (Playwright types the next key only once the
  page has taken the last one).
- slowest key: the longest of those keystrokes from input to the next paint (the Event
  Timing API's duration, what Interaction to Next Paint reads).
- rows in the page: how many rows the list had put into the page once it was shown.
- the app up (the door): until the app has the screen and its taps answer (the performance mark
  "app-ready"). The door's first screen comes drawn by the server, shown before the app's code
  has run; the app draws it afresh from the phone's list once it is up.
The times are read in the page (a MutationObserver notes when the rows are there), so
Playwright's own round trips do not count."""

import re
import statistics
import time

from benchmarks.csv_export import _signed_in
from e2e.chromium import CHROMIUM, CHROMIUM_ARGS

RUNS = 3
VIEWPORT = {"width": 360, "height": 800}
CPU_SLOWDOWN = 4
NETWORK = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1.6e6 / 8,
    "uploadThroughput": 750e3 / 8,
}
# A hall's crowded Wi-Fi: the same, with each round trip taking 400 ms. The door opens there too.
VENUE_NETWORK = {**NETWORK, "latency": 400}
SEARCH = "Family 996"
TYPING_DELAY_MS = 120
TIMEOUT_MS = 180_000

REGISTRATION_ROWS = '[aria-label="Registrations table"] tbody th[scope="row"]'
DOOR_ROWS = 'ul[aria-label="Expected parties"] > li'

# Installed before the page's own scripts: the time of the latest tap or key, a watch that
# notes when rows matching a selector are in the page, and the keystrokes' durations.
PROBE = """
(() => {
  const marks = (window.__bench = { inputAt: 0, firstKeyAt: null, shownAt: null, rows: 0, keys: [] });
  document.addEventListener('keydown', (event) => { marks.firstKeyAt ??= event.timeStamp; }, true);
  for (const type of ['pointerup', 'click', 'keydown']) {
    document.addEventListener(type, (event) => { marks.inputAt = Math.max(marks.inputAt, event.timeStamp); }, true);
  }
  window.__benchWatch = (selector, count, text) => {
    marks.shownAt = null;
    const check = () => {
      const rows = document.querySelectorAll(selector);
      if (rows.length === 0 || (count !== null && rows.length !== count)) return false;
      if (text && !rows[0].textContent.includes(text)) return false;
      marks.rows = rows.length;
      // Shown in the frame that paints them: a page's rows wait for its stylesheet, as they do on screen.
      requestAnimationFrame(() => { marks.shownAt = performance.now(); });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('key') || entry.name === 'input') marks.keys.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const first = %s;
  if (first) window.__benchWatch(first, null, null);
})();
"""


def _context(browser, base_url: str, cookies):
    context = browser.new_context(
        viewport=VIEWPORT,
        is_mobile=True,
        has_touch=True,
        locale="en-US",
        base_url=base_url,
        service_workers="block",
    )
    context.set_default_timeout(TIMEOUT_MS)
    context.add_cookies([{"name": cookie.name, "value": cookie.value, "url": base_url} for cookie in cookies])
    return context


def _throttled_page(context, first_rows: str | None, network: dict = NETWORK):
    page = context.new_page()
    page.add_init_script(PROBE % ("null" if first_rows is None else repr(first_rows)))
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", network)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    return page


def _app_up(page) -> float:
    page.wait_for_selector("html[data-ready]", state="attached")
    return page.evaluate("performance.getEntriesByName('app-ready')[0].startTime")


def _shown(page) -> float:
    # Polled from here: the page's CSP refuses the string evaluation Playwright's wait_for_function uses.
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while (shown := page.evaluate("window.__bench.shownAt")) is None:
        if time.monotonic() > deadline:
            raise TimeoutError("the rows were not shown")
        time.sleep(0.25)
    return shown


def _search(page, box, rows: str) -> tuple[float, float, float]:
    """(ms from the last key to only the searched party shown, the same from the first key, the
    slowest keystroke's ms)."""
    box.click()
    started = page.evaluate("window.__bench.firstKeyAt = null; performance.now()")
    page.evaluate("([selector, text]) => window.__benchWatch(selector, 1, text)", [rows, SEARCH])
    page.keyboard.type(SEARCH, delay=TYPING_DELAY_MS)
    shown = _shown(page)
    last_key, first_key, keys = page.evaluate(
        "[window.__bench.inputAt, window.__bench.firstKeyAt, window.__bench.keys]"
    )
    slowest = max((duration for start, duration in keys if start >= started), default=0)
    return shown - last_key, shown - first_key, slowest


def _door(browser, base_url: str, cookies, event_id: int) -> dict:
    context = _context(browser, base_url, cookies)
    try:
        page = _throttled_page(context, DOOR_ROWS)
        page.goto(f"/admin/check-in/{event_id}", wait_until="commit")
        first = _shown(page)
        up = _app_up(page)
        page.wait_for_load_state("networkidle")
        rows = page.locator(DOOR_ROWS).count()
        search, typing, slowest = _search(page, page.get_by_label("Find a party"), DOOR_ROWS)
        again = _throttled_page(context, DOOR_ROWS)
        again.goto(f"/admin/check-in/{event_id}", wait_until="commit")
        from_copy = _shown(again)
        return {
            "first_ms": first,
            "copy_ms": from_copy,
            "up_ms": up,
            "copy_up_ms": _app_up(again),
            "search_ms": search,
            "typing_ms": typing,
            "slowest_key_ms": slowest,
            "rows": rows,
        }
    finally:
        context.close()


def _door_opened(browser, base_url: str, cookies, event_id: int, network: dict) -> dict:
    """The door opened from a cold start and again from its copy, on `network`."""
    context = _context(browser, base_url, cookies)
    try:
        times = {}
        for name in ("first", "copy"):
            page = _throttled_page(context, DOOR_ROWS, network)
            page.goto(f"/admin/check-in/{event_id}", wait_until="commit")
            times[f"{name}_ms"] = _shown(page)
            times[f"{name}_up_ms" if name == "copy" else "up_ms"] = _app_up(page)
            page.wait_for_load_state("networkidle")
        return times
    finally:
        context.close()


def _registrations(browser, base_url: str, cookies) -> dict:
    context = _context(browser, base_url, cookies)
    try:
        page = _throttled_page(context, None)
        page.goto("/admin")
        page.get_by_role("tab", name="Registrations").click()
        page.get_by_role("combobox", name="Event").click()
        option = page.get_by_role("option", name=re.compile(r"^Durga Puja big"))
        page.evaluate("(selector) => window.__benchWatch(selector, null, null)", REGISTRATION_ROWS)
        option.click()
        first = _shown(page) - page.evaluate("window.__bench.inputAt")
        page.wait_for_load_state("networkidle")
        rows = page.locator(REGISTRATION_ROWS).count()
        box = page.get_by_role("searchbox", name="Search registrations")
        search, typing, slowest = _search(page, box, REGISTRATION_ROWS)
        return {"first_ms": first, "search_ms": search, "typing_ms": typing, "slowest_key_ms": slowest, "rows": rows}
    finally:
        context.close()


def _median(runs: list[dict]) -> dict:
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def measure(base_url: str, event_id: int) -> dict[str, dict]:
    """Per screen, the medians of first_ms, search_ms, typing_ms, slowest_key_ms and rows (and the
    door's copy_ms, with `targeted` true: held to the door's targets); and the door's first_ms and
    copy_ms on a venue's slow network, shown but not held to them."""
    from playwright.sync_api import sync_playwright

    cookies = list(_signed_in(base_url).cookies)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            registrations = [_registrations(browser, base_url, cookies) for _ in range(RUNS)]
            door = [_door(browser, base_url, cookies, event_id) for _ in range(RUNS)]
            venue = [_door_opened(browser, base_url, cookies, event_id, VENUE_NETWORK) for _ in range(RUNS)]
        finally:
            browser.close()
    return {
        "Registrations tab": _median(registrations),
        # Held to the door's targets, which are set on Lighthouse's network.
        "door's check-in screen": {**_median(door), "targeted": True},
        f"the door on a venue's Wi-Fi ({VENUE_NETWORK['latency']} ms round trips)": _median(venue),
    }
