"""A festival of 2,000 parties on one event: what the organisers' screens ask
the server for, timed on the benchmark's gunicorn on PostgreSQL.

The registrations list (the Registrations tab, whose search filters it in the
browser; the door's list is the same answer, read again every 30 seconds on
each volunteer's phone), the planning summary and the CSV export. Each is
asked five times and the median shown, with the bytes on the wire (gzip
accepted, as browsers do), the answer to a phone that already holds the list
(If-None-Match), and what the list would take on a throttled phone: Lighthouse's
mobile throttling, 150 ms round trip and 1.6 Mbit/s down."""

import statistics
import time

import requests

from benchmarks.csv_export import _signed_in
from tests.production.serving import manage

PARTIES = 2000
RUNS = 5
PHONE_RTT_SECONDS = 0.150
PHONE_BITS_PER_SECOND = 1.6e6

SEED = """
from datetime import timedelta
from django.utils import timezone
from core.dates import local_today
from events.models import Event, Slot
from registrations.models import Registration, SlotClaim
event = Event.objects.create(title="Durga Puja {label} — দুর্গাপূজা", date=local_today() + timedelta(days=50),
                             venue="Tracy Community Center", address="950 East Street, Tracy, CA 95376",
                             meals_served=True)
slots = [Slot.objects.create(event=event, kind="bring", title=f"Dish {{n}}", needed=400) for n in range(4)]
now = timezone.now()
statuses = ["confirmed"] * 17 + ["waitlisted"] * 2 + ["cancelled"]
registrations = Registration.objects.bulk_create(
    [
        Registration(event=event, full_name=f"অনিতা সেন Family {{n}}", email=f"{label}{{n}}@example.org",
                     phone="+1 209 555 0100", guest_count=1 + n % 6, children=n % 2,
                     vegetarian_meals=n % 3 if n % 6 >= 2 else 0, dietary_notes="No peanuts" if n % 7 == 0 else "",
                     photo_consent=n % 4 == 0, status=statuses[n % 20], payment_reference=f"BF{label}-{{n}}",
                     checked_in_at=now if n % 3 == 0 and statuses[n % 20] == "confirmed" else None)
        for n in range({parties})
    ],
    batch_size=1000,
)
SlotClaim.objects.bulk_create([SlotClaim(registration=r, slot=slots[i % 4]) for i, r in enumerate(registrations[::3])])
print(event.pk)
"""


def _timed(session: requests.Session, url: str, headers: dict | None = None) -> tuple[float, requests.Response]:
    started = time.perf_counter()
    response = session.get(url, headers=headers or {}, timeout=120, stream=True)
    wire = sum(len(chunk) for chunk in response.raw.stream(65536, decode_content=False))
    response.wire_bytes = wire
    return time.perf_counter() - started, response


def _median(session: requests.Session, url: str, headers: dict | None = None) -> tuple[float, requests.Response]:
    runs = [_timed(session, url, headers) for _ in range(RUNS)]
    return statistics.median(seconds for seconds, _ in runs), runs[-1][1]


def phone_seconds(wire_bytes: int) -> float:
    return PHONE_RTT_SECONDS + wire_bytes * 8 / PHONE_BITS_PER_SECOND


def measure(env: dict, base_url: str, *, label: str = "big") -> dict:
    seeded = manage(env, "shell", "--no-imports", "-c", SEED.format(label=label, parties=PARTIES), timeout=300)
    event_id = int(seeded.stdout.split()[-1])
    session = _signed_in(base_url)
    gzip = {"Accept-Encoding": "gzip"}
    rows = {}
    list_url = f"{base_url}/api/admin/events/{event_id}/registrations"
    seconds, response = _median(session, list_url, gzip)
    assert response.status_code == 200, response.status_code
    parties = len(requests.get(list_url, cookies=session.cookies, timeout=120).json())
    rows["registrations list (the door's too)"] = (seconds, response.wire_bytes, parties)
    etag = response.headers.get("ETag")
    if etag:
        seconds, held = _median(session, list_url, {**gzip, "If-None-Match": etag})
        rows["the same, phone already holds it"] = (seconds, held.wire_bytes, held.status_code)
    seconds, response = _median(session, f"{list_url}?status=confirmed", gzip)
    rows["confirmed only"] = (seconds, response.wire_bytes, None)
    seconds, response = _median(session, f"{base_url}/api/admin/events/{event_id}/summary", gzip)
    rows["planning summary"] = (seconds, response.wire_bytes, None)
    seconds, response = _median(session, f"{list_url}/export", gzip)
    rows["CSV export"] = (seconds, response.wire_bytes, None)
    return {"event_id": event_id, "rows": rows, "parties": parties}
