"""10,000 registrations on one event, then the organisers' CSV export of it:
the time to the last byte and the server's peak memory.

The registrations are added to the benchmark's database in bulk (a third with a
slot claimed). The export is asked of a gunicorn of its own on the same
database with one process and one thread (gunicorn.conf.py, WEB_CONCURRENCY=1,
GUNICORN_THREADS=1), so that its peak resident size (VmHWM in
/proc/<pid>/status) belongs to this one request: it is read before and after,
once a small export has warmed the process up."""

import time
from pathlib import Path

import requests

from benchmarks.site import STAFF_PASSWORD, STAFF_USERNAME
from tests.production.serving import free_port, manage, start_server, stop_server

REGISTRATIONS = 10_000
# Holding every registration and its claims at once costs tens of MB; a stream
# holds one chunk.
PEAK_RISE_TARGET_MB = 16

SEED = """
from datetime import timedelta
from core.dates import local_today
from events.models import Event, Slot
from registrations.models import Registration, SlotClaim

event = Event.objects.create(title="Durga Puja — দুর্গাপূজা", date=local_today() + timedelta(days=30),
                             venue="Tracy Community Center", address="950 East Street, Tracy, CA 95376")
slot = Slot.objects.create(event=event, kind="bring", title="Mishti", needed=500)
small = Event.objects.create(
    title="Warm-up", date=local_today() + timedelta(days=31), venue="Hall", address="1 Main St"
)
Registration.objects.create(event=small, full_name="Warm Up", email="warm@example.org", guest_count=1)
registrations = Registration.objects.bulk_create(
    [
        Registration(event=event, full_name=f"অনিতা সেন {{n}}", email=f"family{{n}}@example.org",
                     phone="+1 209 555 0100",
                     guest_count=1 + n % 6, notes="=SUM(A1:A2) vegetarian please" if n % 50 == 0 else "",
                     children=n % 2, vegetarian_meals=n % 3 if n % 6 >= 2 else 0, dietary_notes="No peanuts",
                     photo_consent=n % 4 == 0)
        for n in range({count})
    ],
    batch_size=2000,
)
SlotClaim.objects.bulk_create([SlotClaim(registration=r, slot=slot) for r in registrations[::3]], batch_size=2000)
print(event.pk, small.pk)
"""


def _status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    raise RuntimeError(f"{field} not found")


def _worker_pid(master: int) -> int:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
        if children:
            return int(children[0])
        time.sleep(0.2)
    raise RuntimeError("gunicorn started no worker")


def _signed_in(base: str) -> requests.Session:
    session = requests.Session()
    csrf = session.get(f"{base}/api/auth/session", timeout=10).json()["csrfToken"]
    response = session.post(
        f"{base}/api/auth/login",
        json={"username": STAFF_USERNAME, "password": STAFF_PASSWORD},
        headers={"X-CSRFToken": csrf},
        timeout=10,
    )
    response.raise_for_status()
    return session


def measure(env: dict, work: Path) -> dict:
    event_id, small_id = map(
        int, manage(env, "shell", "--no-imports", "-c", SEED.format(count=REGISTRATIONS), timeout=600).stdout.split()
    )
    server_env = {
        **env,
        "PORT": str(free_port()),
        "WEB_CONCURRENCY": "1",
        "GUNICORN_THREADS": "1",
        "RUN_WORKER": "0",
        "MIGRATE": "0",
        "GUNICORN_TIMEOUT": "120",
    }
    server = start_server(server_env, work / "export-server.log")
    try:
        base = server.base_url
        session = _signed_in(base)
        warm = session.get(f"{base}/api/admin/events/{small_id}/registrations/export", timeout=60)
        warm.raise_for_status()
        worker = _worker_pid(server.process.pid)
        before = _status_kb(worker, "VmHWM")
        started = time.perf_counter()
        first_byte = None
        size = 0
        lines = 0
        with session.get(f"{base}/api/admin/events/{event_id}/registrations/export", stream=True, timeout=120) as r:
            r.raise_for_status()
            streamed = "Content-Length" not in r.headers
            for chunk in r.iter_content(chunk_size=65536):
                if first_byte is None:
                    first_byte = time.perf_counter() - started
                size += len(chunk)
                lines += chunk.count(b"\r\n")
        seconds = time.perf_counter() - started
        after = _status_kb(worker, "VmHWM")
    finally:
        stop_server(server)
    return {
        "registrations": REGISTRATIONS,
        "rows": lines - 1,
        "bytes": size,
        "seconds": seconds,
        "first_byte_seconds": first_byte or seconds,
        "peak_before_kb": before,
        "peak_after_kb": after,
        "rise_kb": after - before,
        "streamed": streamed,
    }
