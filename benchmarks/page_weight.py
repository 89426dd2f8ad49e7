"""What a phone downloads: per public page, the JavaScript and CSS it loads
(gzipped at level 9, as the static files are served); and the gallery's first
screen with 500 photos, every byte Chromium receives until the network is idle,
without scrolling.

Playwright drives Debian's chromium at 360 by 800 CSS pixels. The gallery's
first screen is measured at device pixel ratios 1 and 2 (most phones have 2 or
more): the browser picks each photo's rendition from srcset by device pixels."""

import gzip
import time

from e2e.chromium import CHROMIUM, CHROMIUM_ARGS

VIEWPORT = {"width": 360, "height": 800}
SCALES = (1, 2)
# The build's own budget (frontend/budget.json): the app, React and boot's few lines.
HOME_JS_BUDGET_KB = 127
GALLERY_FIRST_SCREEN_TARGET_KB = 600


def _context(browser, scale: int = 1):
    return browser.new_context(viewport=VIEWPORT, device_scale_factor=scale, is_mobile=True, has_touch=True)


def assets(browser, url: str) -> dict[str, int]:
    """Gzipped bytes of the scripts and style sheets one page load fetches until the app is up
    (its performance mark `app-ready`, frontend/src/index.tsx); what it fetches after that,
    ahead of need (the toasts' code), is left out."""
    context = _context(browser)
    page = context.new_page()
    bodies: dict[str, bytes] = {}

    def keep(response):
        if response.request.resource_type in ("script", "stylesheet") and response.status == 200:
            bodies[response.url] = (response.request.resource_type, response.body())

    page.on("response", keep)
    page.goto(url, wait_until="networkidle")
    # A page drawn by the server starts the app when the visitor first reaches for it.
    page.keyboard.press("Shift")
    page.wait_for_selector("html[data-ready]", state="attached")
    ready_at = page.evaluate("performance.getEntriesByName('app-ready')[0].startTime")
    started = dict(page.evaluate("performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])"))
    context.close()
    sizes = {"script": 0, "stylesheet": 0}
    for address, (kind, body) in bodies.items():
        if started.get(address, 0) < ready_at:
            sizes[kind] += len(gzip.compress(body, compresslevel=9, mtime=0))
    return {"js": sizes["script"], "css": sizes["stylesheet"]}


def first_screen(browser, url: str, scale: int) -> dict[str, int]:
    """Bytes received (headers and bodies, as sent) while the page loads, in all
    and of images, and how many images were fetched."""
    context = _context(browser, scale)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    kinds: dict[str, str] = {}
    received = {"all": 0, "images": 0, "image_count": 0}

    def sent(event):
        kinds[event["requestId"]] = event.get("type", "")

    def finished(event):
        received["all"] += int(event["encodedDataLength"])
        if kinds.get(event["requestId"]) == "Image":
            received["images"] += int(event["encodedDataLength"])
            received["image_count"] += 1

    cdp.on("Network.requestWillBeSent", sent)
    cdp.on("Network.loadingFinished", finished)
    page.goto(url, wait_until="networkidle")
    time.sleep(1)  # images the layout asks for late
    page.wait_for_load_state("networkidle")
    context.close()
    return received


def measure(base_url: str, pages: list[str]) -> tuple[dict[str, dict[str, int]], dict[int, dict[str, int]]]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            weights = {page: assets(browser, f"{base_url}{page}") for page in pages}
            gallery = {scale: first_screen(browser, f"{base_url}/gallery", scale) for scale in SCALES}
        finally:
            browser.close()
    return weights, gallery
