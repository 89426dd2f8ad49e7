"""The site as the benchmark runs it: the container's path (scripts/entrypoint.sh,
gunicorn with gunicorn.conf.py and its default workers and threads, DEBUG off,
collected static files) on a fresh PostgreSQL database that the benchmark
creates and drops, with 50 upcoming events and 500 gallery photos.

Two things differ from a container, both for the benchmark's sake: the settings
module is benchmarks.settings (the site's own plus the bare view), and the
contact and registration rate limits are raised through their variables
(THROTTLE_CONTACT, THROTTLE_REGISTRATIONS), since the load run posts from one
address far more often than any family would.

Where Debian's redis-server is installed, the site runs as several containers
run it, with REDIS_URL set (a Redis of the benchmark's own, on loopback, kept in
memory only): rate limits and the public reads' generations are kept there.
BENCH_REDIS=0 measures without it."""

import contextlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.postgres import DEFAULT_SERVER, scratch_database
from tests.production.serving import Server, free_port, manage, production_env, start_server, stop_server

SERVER_URL = os.environ.get("BENCH_DATABASE_SERVER", DEFAULT_SERVER)
EVENTS = 50
PHOTOS = 500
# Photos made through the upload path; the rest are copies of their stored files
# under keys of their own, so that every photo is a file of its own to the browser.
DISTINCT_PHOTOS = 20
STAFF_USERNAME = "bench-organiser"
STAFF_PASSWORD = "a-long-benchmark-password"
UNLIMITED = "1000000/hour"
# The bare views (benchmarks/urls.py), served only by the benchmark's settings: the
# same 50 events read from the database through every middleware, and their JSON
# kept in memory and answered before any middleware.
BARE_PATH = "bench/bare-events"
BARE_IN_MEMORY_PATH = "bench/bare-events-in-memory"

CONTENT = """
import io, random, shutil
from datetime import timedelta
from pathlib import Path
from uuid import uuid4
from django.conf import settings
from django.contrib.auth import get_user_model
from PIL import Image
from core.dates import local_today
from core.publiccache import EVENTS, GALLERY, public_reads_changed
from events.services import event_create
from gallery.models import GalleryImage
from gallery.services import gallery_image_create
from uploads.services import upload_receive, upload_start

random.seed(15)
today = local_today()
events = []
for number in range({events}):
    events.append(event_create(
        title=f"Celebration {{number + 1}} — উৎসব",
        description="An evening of songs, dances and food for the whole community. " * 4,
        date=today + timedelta(days=3 + 7 * number),
        time="5:00 PM - 10:00 PM",
        venue="Tracy Community Center",
        address="950 East Street, Tracy, CA 95376",
        highlights=["Cultural programme", "Dinner"],
        slots=[
            {{"kind": "bring", "title": "Mishti", "needed": 5}},
            {{"kind": "volunteer", "title": "Setup", "needed": 3}},
        ],
    ))

def photo(seed):
    # Colour fields with texture: 1600 x 1200, about 400 KB as a JPEG and 47 KB
    # as the site's thumbnail, as a photograph of that size.
    rng = random.Random(seed)
    small = Image.new("RGB", (16, 12))
    small.putdata([tuple(rng.randrange(256) for _ in range(3)) for _ in range(16 * 12)])
    base = small.resize((1600, 1200), Image.Resampling.BICUBIC)
    texture = Image.merge("RGB", [
        Image.effect_noise((533, 400), 60).resize((1600, 1200), Image.Resampling.BICUBIC) for _ in range(3)
    ])
    out = io.BytesIO()
    Image.blend(base, texture, 0.2).save(out, "JPEG", quality=88)
    return out.getvalue()

made = []
for number in range({distinct}):
    data = photo(number)
    upload = upload_start()
    upload_receive(key=upload.key, stream=io.BytesIO(data), length=len(data))
    made.append(gallery_image_create(
        image_path=f"/objects/{{upload.key}}", title=f"Aarti {{number}}", event=events[number % 3]
    ))
media = Path(settings.MEDIA_ROOT)
copies = []
for number in range({photos} - {distinct}):
    original = made[number % len(made)]
    token = uuid4().hex
    image_key = f"images/{{token}}.jpg"
    thumbnail_key = f"thumbnails/{{token}}.webp"
    shutil.copyfile(media / original.image_path.removeprefix("/objects/"), media / image_key)
    shutil.copyfile(media / original.thumbnail_path.removeprefix("/objects/"), media / thumbnail_key)
    copies.append(GalleryImage(
        image_path=f"/objects/{{image_key}}", thumbnail_path=f"/objects/{{thumbnail_key}}",
        width=original.width, height=original.height, title=f"Photo {{number}}", event=original.event,
    ))
GalleryImage.objects.bulk_create(copies)
public_reads_changed(EVENTS, GALLERY)
get_user_model().objects.create_user({username!r}, password={password!r}, is_staff=True, is_superuser=True)
print(events[0].pk)
"""


def redis_wanted() -> bool:
    return os.environ.get("BENCH_REDIS", "1") != "0" and shutil.which("redis-server") is not None


@contextlib.contextmanager
def redis_server() -> Iterator[str | None]:
    """A Redis of the benchmark's own (its URL), or None without redis-server."""
    if not redis_wanted():
        yield None
        return
    port = free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while subprocess.run(["redis-cli", "-p", str(port), "ping"], capture_output=True).returncode != 0:
            if time.monotonic() > deadline:
                raise RuntimeError("redis-server did not answer")
            time.sleep(0.1)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)


@dataclass
class BenchSite:
    server: Server
    env: dict
    database_url: str
    work: Path
    event_id: int

    @property
    def base_url(self) -> str:
        return self.server.base_url


def bench_env(*, database_url: str, work: Path, **extra: str) -> dict:
    env = production_env(
        database_url=database_url,
        static_root=work / "static",
        media_root=work / "media",
        port=free_port(),
        # Browsers reach the site over plain http here, as they reach the TLS
        # proxy; Secure cookies would not be kept over http.
        SECURE_COOKIES="0",
        TRUSTED_PROXY_COUNT="0",
        SITE_URL="http://127.0.0.1",
        DJANGO_SETTINGS_MODULE="benchmarks.settings",
        THROTTLE_CONTACT=UNLIMITED,
        THROTTLE_REGISTRATIONS=UNLIMITED,
        THROTTLE_REGISTRATION_LOOKUP=UNLIMITED,
        LOG_LEVEL="WARNING",
    )
    # gunicorn.conf.py's own defaults: 2 x CPUs + 1 processes (at most 8), 4 threads each.
    env.pop("WEB_CONCURRENCY")
    env.pop("GUNICORN_THREADS")
    env.update(extra)
    return env


@contextlib.contextmanager
def bench_site() -> Iterator[BenchSite]:
    work = Path(tempfile.mkdtemp(prefix="cs-bench-"))
    try:
        with scratch_database("bench", server_url=SERVER_URL) as database_url, redis_server() as redis_url:
            env = bench_env(database_url=database_url, work=work, **({"REDIS_URL": redis_url} if redis_url else {}))
            manage(env, "collectstatic", "--noinput", "--verbosity", "0", timeout=300)
            manage(env, "migrate", "--noinput", "--verbosity", "0", timeout=300)
            script = CONTENT.format(
                events=EVENTS,
                photos=PHOTOS,
                distinct=DISTINCT_PHOTOS,
                username=STAFF_USERNAME,
                password=STAFF_PASSWORD,
            )
            event_id = int(manage(env, "shell", "--no-imports", "-c", script, timeout=600).stdout.split()[-1])
            server = start_server({**env, "MIGRATE": "0"}, work / "server.log")
            try:
                yield BenchSite(server=server, env=env, database_url=database_url, work=work, event_id=event_id)
            finally:
                stop_server(server)
    finally:
        shutil.rmtree(work, ignore_errors=True)
