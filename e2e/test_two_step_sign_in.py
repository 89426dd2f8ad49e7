"""Two-step sign-in on an organiser's phone: set up an authenticator app (the key read off the
screen, its code made as the phone's app would), add a passkey with Chromium's virtual
authenticator, then sign in with each, and with a recovery code; the second step in Bengali too.

Passkeys belong to a domain name, never to an IP address, so this test opens the site at
`localhost`.
"""

import secrets
import time
from pathlib import Path

import pyotp
import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "test-artifacts" / "screenshots" / "two-step"
PHONE = {"width": 360, "height": 740}
USERNAME = "e2e-two-step"


@pytest.fixture
def account(server_shell) -> dict[str, str]:
    """An organiser of this test alone (others sign in with a password only)."""
    password = secrets.token_urlsafe(16)
    server_shell(
        "import json\n"
        "from django.contrib.auth import get_user_model\n"
        f"user, _ = get_user_model().objects.get_or_create(username={USERNAME!r})\n"
        "user.is_staff = True\n"
        f"user.set_password({password!r})\n"
        "user.save()\n"
        "from accounts.models import Passkey, RecoveryCode, Role, TotpDevice\n"
        "Role.objects.get_or_create(user=user, role='organiser')\n"
        "TotpDevice.objects.filter(user=user).delete()\n"
        "Passkey.objects.filter(user=user).delete()\n"
        "RecoveryCode.objects.filter(user=user).delete()\n"
        "print(json.dumps(user.pk))\n"
    )
    return {"username": USERNAME, "password": password}


def shot(page: Page, name: str, *, full_page: bool = True) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full_page)


def sign_in_with_password(page: Page, account: dict[str, str]) -> None:
    page.goto("/admin")
    page.get_by_label("Username").fill(account["username"])
    page.get_by_label("Password").fill(account["password"])
    page.get_by_role("button", name="Sign In").click()


def sign_out(page: Page) -> None:
    page.get_by_role("button", name="Logout").click()
    page.wait_for_url("**/")


def no_sideways_scroll(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_an_organiser_sets_up_an_app_and_a_passkey_and_signs_in_with_each(browser, live_server_url, account):
    base = live_server_url.replace("127.0.0.1", "localhost")
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, base_url=base, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    # The wrong code below is answered 400 on purpose; the browser logs it.
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "status of 400" not in m.text else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    authenticator = context.new_cdp_session(page)
    authenticator.send("WebAuthn.enable")
    authenticator.send(
        "WebAuthn.addVirtualAuthenticator",
        {
            "options": {
                "protocol": "ctap2",
                "transport": "internal",
                "hasResidentKey": True,
                "hasUserVerification": True,
                "isUserVerified": True,
            }
        },
    )

    # The password alone, as before: then the set-up.
    sign_in_with_password(page, account)
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    page.get_by_role("button", name="Two-step sign-in").click()
    dialog = page.get_by_role("dialog", name="Two-step sign-in")
    expect(dialog).to_contain_text("Off: your password alone signs you in.")
    dialog.get_by_role("button", name="Set up an authenticator app").click()
    expect(dialog.get_by_role("img", name="QR code for your authenticator app")).to_be_visible()
    shot(page, "app-scan-360", full_page=False)
    secret = dialog.locator("code").inner_text().replace(" ", "")
    app = pyotp.TOTP(secret)

    dialog.get_by_label("Code from the app").fill("000000" if app.now() != "000000" else "111111")
    dialog.get_by_role("button", name="Confirm").click()
    expect(dialog.get_by_role("alert")).to_have_text("That code is wrong.")
    confirmed_step = int(time.time()) // app.interval
    dialog.get_by_label("Code from the app").fill(app.generate_otp(confirmed_step))
    dialog.get_by_role("button", name="Confirm").click()
    codes = dialog.get_by_role("list", name="Recovery codes").get_by_role("listitem")
    expect(codes).to_have_count(10)
    recovery = codes.nth(0).inner_text()
    expect(dialog).to_contain_text("On: after your password")
    shot(page, "recovery-codes-360", full_page=False)
    dialog.get_by_role("button", name="I have saved them").click()

    dialog.get_by_label("Name of the passkey").fill("Rina's phone")
    dialog.get_by_role("button", name="Add a passkey").click()
    expect(dialog).to_contain_text("Passkey “Rina's phone” added.")
    page.keyboard.press("Escape")
    sign_out(page)

    # The passkey.
    sign_in_with_password(page, account)
    expect(page.get_by_label("Code")).to_be_visible()
    no_sideways_scroll(page)
    shot(page, "second-step-360")
    page.get_by_role("button", name="Use a passkey").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    sign_out(page)

    # A recovery code, once.
    sign_in_with_password(page, account)
    page.get_by_label("Code").fill(recovery)
    page.get_by_role("button", name="Verify").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    sign_out(page)

    # The app's code: a later one than the set-up's, which counted once (the next step's code is
    # taken too, for a phone's clock a little fast).
    sign_in_with_password(page, account)
    step = max(int(time.time()) // app.interval, confirmed_step + 1)
    page.get_by_label("Code").fill(app.generate_otp(step))
    page.get_by_role("button", name="Verify").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    context.close()
    assert not errors, "console errors:\n" + "\n".join(errors)


def test_the_second_step_speaks_bengali(browser, live_server_url, account, server_shell):
    server_shell(
        "import json, pyotp\n"
        "from django.contrib.auth import get_user_model\n"
        "from accounts.models import TotpDevice\n"
        f"user = get_user_model().objects.get(username={USERNAME!r})\n"
        "TotpDevice.objects.create(user=user, secret=pyotp.random_base32())\n"
        "print(json.dumps(True))\n"
    )
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, base_url=live_server_url)
    page = context.new_page()
    page.goto("/admin?lang=bn")
    expect(page.locator("html")).to_have_attribute("lang", "bn")
    page.locator("input[name=username]").fill(account["username"])
    page.locator("input[name=password]").fill(account["password"])
    page.locator("button[type=submit]").click()

    expect(page.get_by_label("কোড")).to_be_visible()
    expect(page.get_by_text("আপনার অ্যাকাউন্টে একটি দ্বিতীয় ধাপ আছে।")).to_be_visible()
    page.get_by_label("কোড").fill("000000")
    page.get_by_role("button", name="যাচাই করুন").click()
    expect(page.get_by_role("alert")).to_have_text("কোডটি ভুল।")
    no_sideways_scroll(page)
    shot(page, "second-step-bn-360")
    context.close()
