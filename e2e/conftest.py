"""Browser tests of the public site: a real server with demo content, driven by Chromium.

The server started here sends its email through the task queue, as in production: a task
worker beside it hands each email to a real SMTP server on a loopback port, where a test
can read it (`e2e_mail`).

Set E2E_BASE_URL to test a server that is already running (for example a production
container) instead of starting one here.
"""

import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from mailing.tests.smtp import SmtpServer

ROOT = Path(__file__).resolve().parent.parent
FRONTEND = ROOT / "frontend"
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
TIME_ZONE = "America/Los_Angeles"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _build_is_stale() -> bool:
    index = FRONTEND / "dist" / "index.html"
    if not index.exists():
        return True
    built = index.stat().st_mtime
    sources = [FRONTEND / "package-lock.json", *FRONTEND.joinpath("src").rglob("*")]
    return any(path.is_file() and path.stat().st_mtime > built for path in sources)


def _build_frontend() -> None:
    if not _build_is_stale():
        return
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is needed to build the front end for the browser tests")
    if not (FRONTEND / "node_modules").is_dir():
        subprocess.run([npm, "install", "--no-audit", "--no-fund"], cwd=FRONTEND, check=True)
    # The test process runs with DEBUG=1 for Django; the build tools must not see it.
    env = {key: value for key, value in os.environ.items() if key != "DEBUG"}
    subprocess.run([npm, "run", "build"], cwd=FRONTEND, env=env, check=True)


def _wait_until_up(url: str, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with status {process.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/api/settings", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"the server did not answer at {url} within {timeout} seconds")


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture(scope="session")
def e2e_server(tmp_path_factory):
    # Not named "live_server": pytest-django gives a fixture of that name a test database.
    """(url, env, mail): the server's address; when these tests started it, the environment
    it runs with (so a test can run manage.py against the same database) and the SMTP server
    that receives its email; None for both with an external server."""
    external = os.environ.get("E2E_BASE_URL")
    if external:
        yield external.rstrip("/"), None, None
        return

    _build_frontend()
    data = tmp_path_factory.mktemp("e2e-server")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    mail = SmtpServer()
    mail.start()
    env = {
        **os.environ,
        # The server and the task worker write to one SQLite file. Each transaction takes the
        # write lock when it begins, and waits for it: SQLite otherwise refuses at once ("database
        # is locked") a transaction that read and then wants to write while the other one writes.
        "DATABASE_URL": f"sqlite:///{data / 'db.sqlite3'}?transaction_mode=IMMEDIATE&timeout=20",
        "MEDIA_ROOT": str(data / "media"),
        "DEBUG": "1",
        "PYTHONUNBUFFERED": "1",
        # Links in the emails lead back to this server.
        "SITE_URL": url,
        **mail.environment(),
        "EMAIL_RETRY_DELAY": "0.5",
        # Every journey below comes from this one address: the per-address limits a visitor meets
        # would soon stop them (the limits have tests of their own).
        **{
            f"THROTTLE_{scope}": "100000/hour"
            for scope in (
                "REGISTRATIONS",
                "CONTACT",
                "DONATIONS",
                "REGISTRATION_LOOKUP",
                "PROGRAMME",
                "PROGRAMME_UPLOAD",
                "PROGRAMME_LOOKUP",
                "FAMILY_SIGN_IN",
                "FAMILY_VERIFY",
                "DOOR_PASS",
            )
        },
    }
    # The page renderer, as the container runs it beside gunicorn: the public pages come with
    # their first screen drawn, and every journey below takes them over (hydrates them) in the
    # browser, where a mismatch is a console error that fails the test.
    renderer_socket = data / "renderer.sock"
    renderer = subprocess.Popen(
        ["node", str(ROOT / "frontend" / "dist" / "renderer" / "renderer.js"), str(renderer_socket)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    env["RENDERER_SOCKET"] = str(renderer_socket)
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput"], cwd=ROOT, env=env, check=True, capture_output=True)
    subprocess.run([*manage, "seed_demo"], cwd=ROOT, env=env, check=True, capture_output=True)

    log = (data / "server.log").open("w")
    worker_log = (data / "worker.log").open("w")
    process = subprocess.Popen(
        [*manage, "runserver", "--noreload", f"127.0.0.1:{port}"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    worker = subprocess.Popen(
        [*manage, "db_worker", "--no-reload", "--no-startup-delay", "--interval", "0.2"],
        cwd=ROOT,
        env=env,
        stdout=worker_log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait_until_up(url, process)
        assert renderer_socket.exists() and renderer.poll() is None, "the page renderer is not listening"
        yield url, env, mail
    finally:
        _stop(process)
        _stop(worker)
        _stop(renderer)
        log.close()
        worker_log.close()
        mail.stop()


@pytest.fixture(scope="session")
def live_server_url(e2e_server) -> str:
    return e2e_server[0]


@pytest.fixture(scope="session")
def live_server_env(e2e_server) -> dict[str, str] | None:
    return e2e_server[1]


@pytest.fixture(scope="session")
def e2e_mail(e2e_server) -> SmtpServer | None:
    """The SMTP server the live server's email goes to; None for an external server."""
    return e2e_server[2]


@pytest.fixture
def allowed_console_errors() -> list[re.Pattern]:
    """Console errors a test expects (e.g. the browser reporting a 409 the page handles)."""
    return []


@pytest.fixture
def allow_console_error(allowed_console_errors):
    def allow(pattern: str) -> None:
        allowed_console_errors.append(re.compile(pattern))

    return allow


def _wait_for_the_app_on_load(page) -> None:
    """A public page arrives drawn by the server, and the app starts when the visitor first
    reaches for it (frontend/src/lib/start-on-intent.ts); an organiser's screen starts at once.
    Every load here reaches for the page as a keyboard's user would (a press of Shift) and waits
    until the app has it (<html data-ready>), so that a test reads what the app shows. A page
    reached by a link is not waited for: a tap there is held until the app is up and made then,
    as for a visitor (e2e/test_first_tap.py)."""

    def after_load(load):
        def loaded(*args, **kwargs):
            response = load(*args, **kwargs)
            if page.url.startswith(("http://", "https://")) and page.locator("#root").count() == 1:
                page.keyboard.press("Shift")
                page.wait_for_selector("html[data-ready]", state="attached")
            return response

        return loaded

    page.goto = after_load(page.goto)
    page.reload = after_load(page.reload)


@pytest.fixture
def open_page(browser, live_server_url, allowed_console_errors):
    """Opens pages, each in a browser of its own (a phone in California time by default), and
    fails the test on any console error it did not declare with `allow_console_error`."""
    contexts = []
    errors: list[str] = []

    def open_new(*, viewport: dict = PHONE, locale: str = "en-US"):
        context = browser.new_context(
            viewport=viewport,
            device_scale_factor=1,
            is_mobile=True,
            has_touch=True,
            timezone_id=TIME_ZONE,
            locale=locale,
            base_url=live_server_url,
            # What a test routes (page.route) must reach the page, which a service worker's
            # fetches would not; the worker has its own tests (test_offline_door.py).
            service_workers="block",
        )
        contexts.append(context)
        page = context.new_page()
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        _wait_for_the_app_on_load(page)
        return page

    yield open_new
    for context in contexts:
        context.close()
    unexpected = [text for text in errors if not any(pattern.search(text) for pattern in allowed_console_errors)]
    assert not unexpected, "console errors:\n" + "\n".join(unexpected)


@pytest.fixture
def page(open_page):
    """A phone-sized page in California time that fails the test on any console error it did
    not declare with `allow_console_error`."""
    return open_page()


@pytest.fixture
def mail(e2e_mail):
    """The SMTP server the site's email arrives at, for tests that read it."""
    if e2e_mail is None:
        pytest.skip("reading the site's email needs a server started by these tests")
    return e2e_mail


@pytest.fixture
def screenshot(page):
    """Saves the current page at phone width and at desktop width, as <name>-phone.png and
    <name>-desktop.png: the whole page, or only the viewport (for an open dialog)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def capture(path: Path, full_page: bool) -> None:
        if full_page:
            # From the top, so the sticky navigation bar is drawn where a visitor sees it.
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_timeout(100)
        page.screenshot(path=str(path), full_page=full_page)

    def take(name: str, *, full_page: bool = True) -> None:
        capture(SCREENSHOTS / f"{name}-phone.png", full_page)
        page.set_viewport_size(DESKTOP)
        page.wait_for_timeout(200)
        capture(SCREENSHOTS / f"{name}-desktop.png", full_page)
        page.set_viewport_size(PHONE)
        page.wait_for_timeout(200)

    return take


ORGANISER_USERNAME = "e2e-organiser"


@pytest.fixture
def organiser(live_server_env) -> dict[str, str]:
    """An administrator in the live server's database, with a fresh password."""
    if live_server_env is None:
        pytest.skip("adding an organiser needs the database of a server started by these tests")
    password = secrets.token_urlsafe(16)
    script = (
        "from django.contrib.auth import get_user_model\n"
        "User = get_user_model()\n"
        f"user, _ = User.objects.get_or_create(username={ORGANISER_USERNAME!r})\n"
        "user.is_staff = True\n"
        "user.is_active = True\n"
        f"user.set_password({password!r})\n"
        "user.save()\n"
        "from accounts.models import Role\n"
        "Role.objects.get_or_create(user=user, role='administrator')\n"
    )
    subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "shell", "-c", script],
        cwd=ROOT,
        env=live_server_env,
        check=True,
        capture_output=True,
    )
    return {"username": ORGANISER_USERNAME, "password": password}


@pytest.fixture
def server_shell(live_server_env):
    """Runs a script in the live server's Django (`manage.py shell -c`) and returns
    the JSON its last printed line holds: how a test seeds what it needs."""
    if live_server_env is None:
        pytest.skip("seeding needs the database of a server started by these tests")

    def run(script: str):
        result = subprocess.run(
            [sys.executable, str(ROOT / "manage.py"), "shell", "-c", script],
            cwd=ROOT,
            env=live_server_env,
            check=True,
            capture_output=True,
            text=True,
        )
        return json.loads(result.stdout.strip().splitlines()[-1])

    return run
