"""The backup and restore drill, as the README's "Back up and restore" tells it:
content is made on PostgreSQL with images stored in the media folder, backed up
with pg_dump and tar, restored into a fresh database and a fresh folder, and the
site run from the restored copy must answer as the original did, down to the
images' bytes."""

import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.postgres import admin_connection, scratch_database_or_skip
from tests.production.serving import ROOT, free_port, manage, production_env, start_server, stop_server

pytestmark = pytest.mark.slow


# The README's commands, word for word (a test below holds the README to them).
# Those that run inside a container there read /media and /backup; here those
# paths are the drill's folders.
BACKUP_DATABASE = 'pg_dump --format=custom --file="site-$(date +%F).dump" "$DATABASE_URL"'
BACKUP_MEDIA = 'tar -czf "/backup/media-$(date +%F).tar.gz" -C /media .'
RESTORE_DATABASE = 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site-2026-01-31.dump'
RESTORE_MEDIA = "tar -xzf /backup/media-2026-01-31.tar.gz -C /media"
EXAMPLE_DATE = "2026-01-31"

CONTENT = """
import io
from datetime import timedelta
from PIL import Image
from core.dates import local_today
from events.services import event_create
from gallery.services import gallery_image_create
from registrations.services import registration_create
from uploads.services import upload_receive, upload_start

today = local_today()
slots = [{"kind": "bring", "title": "Mishti", "needed": 2}]
durga = event_create(
    title="Durga Puja — দুর্গাপূজা", date=today + timedelta(days=20), venue="Tracy Community Center",
    address="950 East Street, Tracy, CA", capacity=6, slots=slots,
)
kali = event_create(title="Kali Puja", date=today + timedelta(days=40), venue="Hall", address="1 Main St")
registration_create(
    event=durga, full_name="Anita Sen", email="anita@example.com", guest_count=4, slot_ids=[durga.slots.get().pk]
)
registration_create(event=durga, full_name="Bina Roy", email="bina@example.com", guest_count=4)
registration_create(event=kali, full_name="Chandra Das", email="chandra@example.com", guest_count=2)
for number, colour in enumerate([(200, 30, 60), (30, 120, 200), (20, 160, 80)]):
    out = io.BytesIO()
    Image.new("RGB", (640 + 40 * number, 480), colour).save(out, "JPEG")
    data = out.getvalue()
    upload = upload_start()
    upload_receive(key=upload.key, stream=io.BytesIO(data), length=len(data))
    gallery_image_create(image_path=f"/objects/{upload.key}", title=f"Aarti {number}", event=durga if number else None)
"""

COUNTS = """
import json
from django.apps import apps
models = ["events.Event", "events.Slot", "registrations.Registration", "registrations.SlotClaim",
          "gallery.GalleryImage", "uploads.Upload", "activity.Entry"]
print(json.dumps({name: apps.get_model(name).objects.count() for name in models}))
"""


@pytest.fixture
def databases():
    for program in ("pg_dump", "pg_restore", "tar"):
        if shutil.which(program) is None:
            pytest.skip(f"{program} is not on PATH, so the backup commands cannot run")
    with scratch_database_or_skip("drill_source") as source, scratch_database_or_skip("drill_restored") as restored:
        with admin_connection() as connection:
            server_major = connection.info.server_version // 10000
        for program in ("pg_dump", "pg_restore"):
            # pg_dump refuses a newer server; pg_restore may not read a newer pg_dump's archive.
            version = subprocess.run([program, "--version"], capture_output=True, text=True, check=True).stdout
            client_major = int(re.search(r"\(PostgreSQL\)\s+(\d+)", version).group(1))
            assert client_major >= server_major, f"{version.strip()} is older than the server ({server_major})"
        yield source, restored


def shell(command: str, *, cwd: Path, database_url: str, folders: dict[str, Path]) -> None:
    """Runs a README command in bash; `folders` stand for the container's paths
    (each where a path starts, so /backup/media-... keeps its file name)."""
    for container_path, folder in folders.items():
        command = re.sub(rf'(?<=[\s"]){re.escape(container_path)}(?=[/\s"]|$)', str(folder), command)
    result = subprocess.run(
        ["bash", "-c", command],
        cwd=cwd,
        env={**os.environ, "DATABASE_URL": database_url},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, f"{command} failed:\n{result.stdout}\n{result.stderr}"


def one(folder: Path, pattern: str) -> str:
    (found,) = folder.glob(pattern)
    return found.name


def site_answers(env: dict, log: Path) -> dict:
    """What the site run from `env` answers: its public reads, the bytes of every
    stored image it shows, and its rows counted."""
    server = start_server(env, log)
    try:
        answers = {path: server.get(path).json() for path in ("/api/events", "/api/gallery", "/api/settings")}
        for event in answers["/api/events"]:
            answers[f"/api/events/{event['id']}"] = server.get(f"/api/events/{event['id']}").json()
        images = {}
        for image in answers["/api/gallery"]:
            for path in (image["imagePath"], image["thumbnailPath"]):
                response = server.get(path)
                assert response.status == 200, path
                images[path] = hashlib.sha256(response.body).hexdigest()
    finally:
        stop_server(server)
    counts = json.loads(manage(env, "shell", "--no-imports", "-c", COUNTS).stdout.strip().splitlines()[-1])
    return {"answers": answers, "images": images, "counts": counts}


def test_a_backup_restored_into_a_fresh_database_and_folder_serves_the_same_site(databases, tmp_path):
    source_url, restored_url = databases
    media, restored_media, backup = tmp_path / "site-media", tmp_path / "restored-media", tmp_path / "backup"
    for folder in (media, restored_media, backup):
        folder.mkdir()
    env = production_env(database_url=source_url, static_root=tmp_path / "static", media_root=media, port=free_port())
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "shell", "--no-imports", "-c", CONTENT)
    original = site_answers(env, tmp_path / "source.log")

    shell(BACKUP_DATABASE, cwd=backup, database_url=source_url, folders={})
    shell(BACKUP_MEDIA, cwd=backup, database_url=source_url, folders={"/backup": backup, "/media": media})
    dump, archive = one(backup, "site-*.dump"), one(backup, "media-*.tar.gz")
    shell(
        RESTORE_DATABASE.replace(f"site-{EXAMPLE_DATE}.dump", dump),
        cwd=backup,
        database_url=restored_url,
        folders={},
    )
    shell(
        RESTORE_MEDIA.replace(f"media-{EXAMPLE_DATE}.tar.gz", archive),
        cwd=backup,
        database_url=restored_url,
        folders={"/backup": backup, "/media": restored_media},
    )
    shutil.rmtree(media)
    restored = site_answers(
        {**env, "DATABASE_URL": restored_url, "MEDIA_ROOT": str(restored_media), "PORT": str(free_port())},
        tmp_path / "restored.log",
    )

    assert original["counts"] == {
        "events.Event": 2,
        "events.Slot": 1,
        "registrations.Registration": 3,
        "registrations.SlotClaim": 1,
        "gallery.GalleryImage": 3,
        "uploads.Upload": 3,
        "activity.Entry": 8,
    }
    assert len(original["images"]) == 6
    assert restored == original


def test_the_drill_runs_the_readmes_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Back up and restore", 1)[1].split("\n### ", 1)[0]

    for command in (BACKUP_DATABASE, BACKUP_MEDIA, RESTORE_DATABASE, RESTORE_MEDIA):
        assert command in section, command
