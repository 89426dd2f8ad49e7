"""The registration rush: the minutes after a big celebration opens, when 400
families register for one event of 300 seats, 48 of them at any moment.

Each family posts once (a party of one to four, no two alike), through the
benchmark's gunicorn on PostgreSQL. Every answer but 201 is an error. Then the
database says how many guests were confirmed: never more than the seats."""

import http.client
import json
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urlsplit

from tests.production.serving import manage

FAMILIES = 400
AT_ONCE = 48
CAPACITY = 300
TARGET_P99_MS = 1000

SEED = """
from datetime import timedelta
from core.dates import local_today
from core.publiccache import EVENTS, public_reads_changed
from events.models import Event
event = Event.objects.create(
    title="Durga Puja {label}", date=local_today() + timedelta(days=40), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376", capacity={capacity}, registration_open=True, meals_served=True,
)
public_reads_changed(EVENTS)
print(event.pk)
"""

COUNT = """
import json
from django.db.models import Count, Sum
from registrations.models import Registration
rows = Registration.objects.filter(event_id={event_id}).values("status").annotate(n=Count("id"), g=Sum("guest_count"))
print(json.dumps({{row["status"]: [row["n"], row["g"]] for row in rows}}))
"""


@dataclass
class Rush:
    families: int
    at_once: int
    capacity: int
    seconds: float
    p50_ms: float
    p99_ms: float
    max_ms: float
    errors: int
    error_samples: list[str]
    confirmed_parties: int
    confirmed_guests: int
    waitlisted_parties: int

    @property
    def per_second(self) -> float:
        return self.families / self.seconds


def _post(host: str, port: int, body: dict) -> tuple[int, float, str]:
    connection = http.client.HTTPConnection(host, port, timeout=60)
    payload = json.dumps(body).encode()
    started = time.perf_counter()
    try:
        connection.request(
            "POST",
            "/api/registrations",
            body=payload,
            headers={"Host": host, "Content-Type": "application/json", "Accept-Language": "en"},
        )
        response = connection.getresponse()
        text = response.read()[:200].decode(errors="replace")
        return response.status, time.perf_counter() - started, text
    except OSError as error:
        return 0, time.perf_counter() - started, str(error)
    finally:
        connection.close()


def run(env: dict, base_url: str, *, label: str = "rush", families: int = FAMILIES, at_once: int = AT_ONCE) -> Rush:
    seeded = manage(env, "shell", "--no-imports", "-c", SEED.format(label=label, capacity=CAPACITY))
    event_id = int(seeded.stdout.split()[-1])
    address = urlsplit(base_url)
    bodies = [
        {
            "eventId": event_id,
            "fullName": f"Rush Family {number}",
            "email": f"{label}-family{number}@example.org",
            "guestCount": 1 + number % 4,
            "children": 1 if number % 4 == 3 else 0,
            "vegetarianMeals": number % 2,
        }
        for number in range(families)
    ]
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=at_once) as pool:
        results = list(pool.map(lambda body: _post(address.hostname, address.port, body), bodies))
    seconds = time.perf_counter() - started
    times = sorted(elapsed * 1000 for _, elapsed, _ in results)
    failed = [f"{status}: {text}" for status, _, text in results if status != 201]
    counted = manage(env, "shell", "--no-imports", "-c", COUNT.format(event_id=event_id))
    counts = json.loads(counted.stdout.strip().splitlines()[-1])
    confirmed = counts.get("confirmed", [0, 0])
    return Rush(
        families=families,
        at_once=at_once,
        capacity=CAPACITY,
        seconds=seconds,
        p50_ms=statistics.median(times),
        p99_ms=times[min(len(times) - 1, round(0.99 * len(times)) - 1)],
        max_ms=times[-1],
        errors=len(failed),
        error_samples=sorted(set(failed))[:3],
        confirmed_parties=confirmed[0],
        confirmed_guests=confirmed[1] or 0,
        waitlisted_parties=counts.get("waitlisted", [0, 0])[0],
    )
