"""Peak memory of the real server process around one 10 MB upload.

Starts `manage.py runserver --noreload` on a free loopback port with a
temporary SQLite database and MEDIA_ROOT, signs in as an organiser, and reads
the server's peak resident size (VmHWM in /proc/<pid>/status) before and after
PUTting 10485760 bytes to an upload URL. Streaming keeps the rise to a few
hundred KB; reading the body whole would add at least its 10 MB.

Run: .venv/bin/python benchmarks/upload_memory.py (or `make bench`).
"""

import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent
BODY_SIZE = 10_485_760
USERNAME = "bench-organiser"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def peak_rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise RuntimeError("VmHWM not found")


def _wait_until_up(base: str, server: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"The server stopped: {server.stderr.read().decode(errors='replace')}")
        try:
            requests.get(f"{base}/api/auth/session", timeout=2)
            return
        except requests.ConnectionError:
            time.sleep(0.2)
    raise RuntimeError("The server did not start in time.")


def _signed_in(base: str, password: str) -> requests.Session:
    session = requests.Session()
    csrf = session.get(f"{base}/api/auth/session", timeout=10).json()["csrfToken"]
    response = session.post(
        f"{base}/api/auth/login",
        json={"username": USERNAME, "password": password},
        headers={"X-CSRFToken": csrf},
        timeout=10,
    )
    response.raise_for_status()
    session.headers["X-CSRFToken"] = session.cookies["csrftoken"]
    return session


def _put(session: requests.Session, base: str, body: bytes) -> requests.Response:
    url = session.post(f"{base}/api/objects/upload", timeout=10).json()["uploadURL"]
    return requests.put(url, data=body, headers={"Content-Type": "image/jpeg"}, timeout=120)


def measure() -> dict[str, int]:
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        password = secrets.token_urlsafe(16)
        env = {
            **os.environ,
            "DEBUG": "1",
            "DATABASE_URL": f"sqlite:///{tmp}/db.sqlite3",
            "MEDIA_ROOT": f"{tmp}/media",
            "DJANGO_SUPERUSER_USERNAME": USERNAME,
            "DJANGO_SUPERUSER_EMAIL": "bench@example.org",
            "DJANGO_SUPERUSER_PASSWORD": password,
            "LOG_LEVEL": "WARNING",
        }
        env.pop("S3_BUCKET", None)
        # Only this interpreter and this project's manage.py are run.
        manage = [python, str(ROOT / "manage.py")]
        subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], env=env, check=True, cwd=ROOT)
        subprocess.run([*manage, "createsuperuser", "--noinput"], env=env, check=True, cwd=ROOT, capture_output=True)

        port = _free_port()
        base = f"http://127.0.0.1:{port}"
        server = subprocess.Popen(
            [*manage, "runserver", "--noreload", f"127.0.0.1:{port}"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            _wait_until_up(base, server)
            session = _signed_in(base, password)
            # Warm up: the first upload imports and allocates what every upload needs.
            _put(session, base, b"\0" * 65536).raise_for_status()
            before = peak_rss_kb(server.pid)
            response = _put(session, base, os.urandom(BODY_SIZE))
            after = peak_rss_kb(server.pid)
            response.raise_for_status()
            stored = sum(path.stat().st_size for path in Path(tmp, "media", "uploads").iterdir())
        finally:
            server.terminate()
            server.wait(timeout=10)
    return {"before_kb": before, "after_kb": after, "rise_kb": after - before, "stored_bytes": stored}


def main() -> None:
    result = measure()
    print(
        f"server peak RSS before a {BODY_SIZE}-byte upload: {result['before_kb'] / 1024:.1f} MB, "
        f"after: {result['after_kb'] / 1024:.1f} MB, rise: {result['rise_kb'] / 1024:.2f} MB "
        f"(stored {result['stored_bytes']} bytes in total)"
    )


if __name__ == "__main__":
    main()
