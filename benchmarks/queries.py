"""SQL queries per public endpoint with 1 row and with 500 (events, each with two
slots and a registration, for the event reads and the home page; photos for the
gallery; settings has one row whatever happens), counted with Django's test
client on a fresh PostgreSQL database: once with the cache empty (the answer is
rendered) and once more (the answer comes from the cache)."""

import json
from pathlib import Path

from benchmarks.site import SERVER_URL, bench_env
from tests.postgres import scratch_database
from tests.production.serving import manage

SCRIPT = """
import json
from datetime import timedelta
from django.core.cache import caches
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from core.dates import local_today
from core.publiccache import EVENTS, GALLERY, SETTINGS, fast_path_forget, public_reads_changed
from events.models import Event, Slot
from gallery.models import GalleryImage
from registrations.models import Registration, SlotClaim

client = Client(HTTP_ACCEPT_ENCODING="gzip")
today = local_today()

def add(count, start):
    events = Event.objects.bulk_create([
        Event(title=f"Celebration {{n}}", date=today + timedelta(days=1 + n), venue="Hall", address="1 Main St",
              description="Songs and food.")
        for n in range(start, start + count)
    ])
    slots = Slot.objects.bulk_create([
        Slot(event=event, kind=kind, title=kind.title(), needed=3)
        for event in events for kind in ("bring", "volunteer")
    ])
    registrations = Registration.objects.bulk_create([
        Registration(event=event, full_name="Anita Sen", email=f"anita{{event.pk}}@example.com", guest_count=2)
        for event in events
    ])
    SlotClaim.objects.bulk_create([
        SlotClaim(registration=registration, slot=slots[2 * index]) for index, registration in enumerate(registrations)
    ])
    GalleryImage.objects.bulk_create([
        GalleryImage(image_path=f"/objects/images/{{n:032x}}.jpg",
                     thumbnail_path=f"/objects/thumbnails/{{n:032x}}.webp",
                     width=1600, height=1200, title=f"Photo {{n}}", event=events[0])
        for n in range(start, start + count)
    ])
    public_reads_changed(EVENTS, GALLERY, SETTINGS)
    return events[0].pk

def counts(path):
    # Nothing kept, and nothing the fast path would serve again: the answer is rendered.
    caches["public"].clear()
    fast_path_forget()
    with CaptureQueriesContext(connection) as cold:
        response = client.get(path)
    assert response.status_code == 200, (path, response.status_code)
    with CaptureQueriesContext(connection) as warm:
        response = client.get(path)
    assert response.status_code == 200, (path, response.status_code)
    return [len(cold), len(warm)]

first = add(1, 0)
paths = {paths}
for path in paths.values():  # the settings row is made on first read
    client.get(path.format(id=first))
one = {{name: counts(path.format(id=first)) for name, path in paths.items()}}
add(499, 1)
many = {{name: counts(path.format(id=first)) for name, path in paths.items()}}
print(json.dumps({{"1": one, "500": many}}))
"""

PATHS = {
    "/api/settings": "/api/settings",
    "/api/events": "/api/events",
    "/api/events/featured": "/api/events/featured",
    "/api/events/{id}": "/api/events/{id}",
    "/api/gallery": "/api/gallery",
    "/ (home page)": "/",
}


def measure(work: Path) -> dict[str, dict[str, list[int]]]:
    """{endpoint: {"1": [cold, warm], "500": [cold, warm]}}"""

    with scratch_database("bench_queries", server_url=SERVER_URL) as database_url:
        env = bench_env(database_url=database_url, work=work, ALLOWED_HOSTS="testserver")
        manage(env, "migrate", "--noinput", "--verbosity", "0", timeout=300)
        out = manage(env, "shell", "--no-imports", "-c", SCRIPT.format(paths=repr(PATHS)), timeout=300).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return {name: {"1": result["1"][name], "500": result["500"][name]} for name in PATHS}
