import contextlib
import os
import subprocess
from datetime import datetime
from pathlib import Path

import pytest
from django.core.cache import caches
from django.utils import timezone
from rest_framework.test import APIClient
from rest_framework.throttling import SimpleRateThrottle

from core import publiccache
from cultural_site import spa

PASSWORD = "a-long-test-password"


def pytest_configure(config):
    """The Bengali catalogue compiled (setup does it too; this covers a .po
    edited since), before any test asks Django for a translation."""
    from core.translations import compile_catalogues

    compile_catalogues(Path(__file__).resolve().parent / "locale", stale_only=True)


@pytest.fixture(autouse=True)
def _media_in_tmp(settings, tmp_path):
    """Every test stores files in its own temporary folder."""
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.MEDIA_ROOT.mkdir()


class SmallDisk:
    """A file system of its own, small enough to fill: a full disk without filling the machine's."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.filler = path / "filler"

    def free(self) -> int:
        stats = os.statvfs(self.path)
        return stats.f_bavail * stats.f_frsize

    def fill(self, leave: int = 0) -> None:
        """Take up all the room but `leave` bytes (rounded to the file system's pages)."""
        # Full, as asked, may be said by the write or by the close.
        with contextlib.suppress(OSError), self.filler.open("ab") as filler:
            filler.write(bytes(max(self.free() - leave, 0)))

    def empty(self) -> None:
        self.filler.unlink(missing_ok=True)


@pytest.fixture
def small_disk(settings, tmp_path):
    """MEDIA_ROOT on a real 512 KiB tmpfs mounted for the test (which needs root:
    elsewhere the test is skipped), so that a write can really fail with ENOSPC."""
    mount_point = tmp_path / "small-disk"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=512k,mode=0777", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"Cannot mount a small tmpfs here (root is needed): {mounted.stderr.strip()}")
    settings.MEDIA_ROOT = mount_point
    try:
        yield SmallDisk(mount_point)
    finally:
        subprocess.run(["umount", "--lazy", str(mount_point)], capture_output=True)


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    """The production hasher is slow on purpose; tests only need passwords to be checked."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    """On SQLite the test database is a file rather than memory, so that a task
    worker started by a test (mailing/tests/test_worker.py) can open it too."""
    from django.conf import settings

    database = settings.DATABASES["default"]
    if database["ENGINE"] == "django.db.backends.sqlite3":
        database["TEST"]["NAME"] = str(tmp_path_factory.mktemp("database") / "test.sqlite3")
        # A throwaway file need not survive a power cut: skipping the flushes to
        # disk keeps it as quick as memory.
        database["OPTIONS"]["init_command"] = "PRAGMA synchronous = OFF;"


@pytest.fixture(autouse=True)
def _postgres_only(request):
    """Tests marked `postgres` show races that SQLite cannot have, since it
    serialises every write: on SQLite they are skipped, saying how to run them."""
    if request.node.get_closest_marker("postgres"):
        from django.db import connection

        if connection.vendor != "postgresql":
            pytest.skip("SQLite serialises every write, so it cannot show a race; run with DATABASE_URL on PostgreSQL.")


@pytest.fixture(autouse=True)
def _tasks_run_at_once(settings):
    """Tasks (sending email) run as they are queued, in the test's process. Tests
    of the queue itself switch back to the database backend and a worker."""
    settings.TASKS = {"default": {"BACKEND": "django.tasks.backends.immediate.ImmediateBackend"}}


@pytest.fixture
def database_queue(settings):
    """Tasks wait in the database, as in production, instead of running at once;
    `mailing.tests.worker.run_queue` runs them, or `start_worker`'s worker."""
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}


@pytest.fixture
def start_worker(transactional_db, database_queue, smtp_server, tmp_path):
    """Starts task workers (`manage.py db_worker`, processes of their own) that
    send to `smtp_server`, retrying quickly; each is stopped after the test,
    before its database is emptied."""
    from mailing.tests.worker import WorkerProcess, database_url

    workers: list[WorkerProcess] = []
    passed = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "PYTEST_"))}

    def start(**env: str) -> WorkerProcess:
        worker = WorkerProcess(
            {
                **passed,
                "DEBUG": "1",
                "LOG_FORMAT": "text",
                "DATABASE_URL": database_url(),
                **smtp_server.environment(),
                "EMAIL_RETRY_DELAY": "0.3",
                **env,
            },
            tmp_path / f"worker-{len(workers) + 1}.log",
        )
        workers.append(worker)
        return worker

    yield start
    for worker in workers:
        worker.stop()


@pytest.fixture
def smtp_server(settings):
    """A real SMTP server on a loopback port, where the site's email goes; it
    keeps what it receives (see mailing/tests/smtp.py)."""
    from mailing.tests.smtp import SmtpServer

    server = SmtpServer()
    server.start()
    settings.MAILERS = {"default": server.mailer()}
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Throttle counters and rendered public answers live in the caches; no test
    inherits another's (a rolled-back database returns to the same generations)."""
    for store in caches.all():
        store.clear()
    publiccache.fast_path_forget()
    yield
    for store in caches.all():
        store.clear()
    publiccache.fast_path_forget()


@pytest.fixture
def built_index(settings, tmp_path):
    """A front end's index.html of the test's own (the served copy is cached)."""
    settings.FRONTEND_INDEX = tmp_path / "index.html"
    settings.FRONTEND_INDEX.write_text('<html lang="en"><head></head><body></body></html>', encoding="utf-8")
    spa._cached_index.cache_clear()
    yield
    spa._cached_index.cache_clear()


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def staff_user(django_user_model):
    """An administrator: every admin route is open to them."""
    from accounts.models import Role

    user = django_user_model.objects.create_user("organiser", password=PASSWORD, is_staff=True)
    Role.objects.create(user=user, role=Role.Name.ADMINISTRATOR)
    return user


@pytest.fixture
def client_with_roles(django_user_model):
    """`make(*roles)`: a client signed in as a staff account holding just those roles."""
    from accounts.models import Role

    def make(*roles: str, username: str | None = None) -> APIClient:
        user = django_user_model.objects.create_user(
            username or "-".join(roles) or "no-role", password=PASSWORD, is_staff=True
        )
        Role.objects.bulk_create(Role(user=user, role=role) for role in roles)
        client = APIClient()
        client.force_login(user)
        return client

    return make


@pytest.fixture
def staff_client(staff_user) -> APIClient:
    client = APIClient()
    client.force_login(staff_user)
    return client


@pytest.fixture
def member_client(django_user_model) -> APIClient:
    """Signed in, but not an organiser."""
    user = django_user_model.objects.create_user("member", password=PASSWORD)
    client = APIClient()
    client.force_login(user)
    return client


class Clock:
    """Sets what Django believes the time is (timezone.now and everything built on it)."""

    def __init__(self, monkeypatch) -> None:
        self._monkeypatch = monkeypatch
        self.now: datetime | None = None

    def set(self, instant: datetime) -> datetime:
        if timezone.is_naive(instant):
            instant = timezone.make_aware(instant)
        self.now = instant
        self._monkeypatch.setattr(timezone, "now", lambda: self.now)
        return instant

    def advance(self, delta) -> datetime:
        return self.set(self.now + delta)


@pytest.fixture
def clock(monkeypatch) -> Clock:
    return Clock(monkeypatch)


@pytest.fixture
def throttle_rates(monkeypatch):
    """Override throttle rates. DRF copies the rates onto the throttle class when it
    is imported, so overriding the setting alone would not reach it."""

    def override(**rates: str) -> None:
        monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, **rates})

    return override


@pytest.fixture
def broken_mail(settings):
    """A mail server that refuses every message."""
    backend = "cultural_site.tests.mail_backends.FailingEmailBackend"
    if hasattr(settings, "MAILERS"):
        settings.MAILERS = {"default": {"BACKEND": backend}}
    else:
        settings.EMAIL_BACKEND = backend


@pytest.fixture(scope="session")
def playwright_driver():
    """Playwright, once per test run: its sync API allows one at a time, so every browser the
    tests of e2e/ and tests/production/ launch (see `e2e.chromium.launch`) comes from this one."""
    from playwright.sync_api import sync_playwright

    from e2e.chromium import CHROMIUM

    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is not installed")
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_driver):
    """Debian's Chromium, driven by Playwright; one per test run, shared by the browser
    tests of e2e/ and tests/production/."""
    from e2e.chromium import launch

    launched = launch(playwright_driver)
    yield launched
    launched.close()
