"""Runs the site the way its container does: the entrypoint script, gunicorn, the
production settings (DEBUG off), on a loopback port, against PostgreSQL."""

import http.client
import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENTRYPOINT = ROOT / "scripts" / "entrypoint.sh"
PYTHON = sys.executable


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def production_env(*, database_url: str, static_root: Path, media_root: Path, port: int = 8000, **extra: str) -> dict:
    """The environment of a production container, with plain http on loopback: no
    redirect to https, but the cookies still Secure and __Host- named."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "PYTEST_"))}
    env.update(
        DEBUG="0",
        SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS="127.0.0.1",
        SECURE_SSL_REDIRECT="0",
        SECURE_COOKIES="1",
        # As behind a load balancer that ends TLS: X-Forwarded-Proto is trusted.
        TRUSTED_PROXY_COUNT="1",
        DATABASE_URL=database_url,
        STATIC_ROOT=str(static_root),
        MEDIA_ROOT=str(media_root),
        HOST="127.0.0.1",
        PORT=str(port),
        PYTHON=PYTHON,
        WEB_CONCURRENCY="2",
        GUNICORN_THREADS="4",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.pop("EMAIL_HOST", None)
    env.update(extra)
    return env


def manage(env: dict, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert result.returncode == 0, f"manage.py {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}"
    return result


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes
    seconds: float

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())

    def json(self):
        return json.loads(self.body)


@dataclass
class Server:
    port: int
    process: subprocess.Popen
    log_path: Path
    timings: list[float] = field(default_factory=list)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def request(self, method: str, path: str, *, body=None, headers: dict | None = None, timeout=10.0) -> Response:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        all_headers = {"Host": "127.0.0.1", **(headers or {})}
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            all_headers.setdefault("Content-Type", "application/json")
        started = time.perf_counter()
        try:
            connection.request(method, path, body=payload, headers=all_headers)
            raw = connection.getresponse()
            data = raw.read()
        finally:
            connection.close()
        seconds = time.perf_counter() - started
        self.timings.append(seconds)
        return Response(raw.status, {key.lower(): value for key, value in raw.getheaders()}, data, seconds)

    def get(self, path: str, **kwargs) -> Response:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, body, **kwargs) -> Response:
        return self.request("POST", path, body=body, **kwargs)

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")


def start_server(env: dict, log_path: Path, *, ready_within: float = 90.0) -> Server:
    """Starts the entrypoint (migrations, then gunicorn) and waits until /healthz answers."""
    log = log_path.open("wb")
    process = subprocess.Popen(
        ["sh", str(ENTRYPOINT)], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    log.close()
    server = Server(port=int(env["PORT"]), process=process, log_path=log_path)
    deadline = time.monotonic() + ready_within
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"The entrypoint exited with {process.returncode}:\n{server.log()}")
        try:
            if server.get("/healthz", timeout=2).status == 200:
                return server
        except OSError:
            pass
        time.sleep(0.25)
    stop_server(server)
    raise AssertionError(f"gunicorn did not answer within {ready_within:g} s:\n{server.log()}")


def stop_server(server: Server) -> None:
    """SIGTERM, as a container platform stops it; gunicorn ends its workers itself."""
    if server.process.poll() is None:
        os.killpg(server.process.pid, signal.SIGTERM)
        try:
            server.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.process.pid, signal.SIGKILL)
            server.process.wait(timeout=10)


SEED_EVENT = """
from datetime import timedelta
from events.models import Event
from core.dates import local_today
from core.publiccache import EVENTS, public_reads_changed
event = Event.objects.create(
    title={title!r},
    description="An evening of songs, dances and food for the whole community.",
    date=local_today() + timedelta(days=14),
    time="5:00 PM - 10:00 PM",
    venue="Tracy Community Center",
    address="950 East Street, Tracy, CA 95376",
    registration_open=True,
)
# Made past the services, so the running site's cached answers are told, as a service would.
public_reads_changed(EVENTS)
print(event.pk)
"""


def seed_event(env: dict, title: str = "Poila Boishakh Celebration") -> int:
    """Adds one upcoming event through the ORM and returns its id."""
    result = manage(env, "shell", "--no-imports", "-c", SEED_EVENT.format(title=title))
    return int(result.stdout.strip().splitlines()[-1])


class Cluster:
    """A private PostgreSQL cluster on a spare loopback port, in a temporary folder.

    initdb and postgres refuse to run as root; as root they run as the `postgres`
    user, in a folder it owns.
    """

    def __init__(self) -> None:
        self.run_as: list[str] = []
        self.folder = Path(tempfile.mkdtemp(prefix="cs-postgres-"))
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self.run_as = ["runuser", "-u", "postgres", "--"]
        self.port = free_port()
        self.data = self.folder / "data"
        self._run("initdb", "--pgdata", str(self.data), "--username", "postgres", "--auth", "trust", "--no-sync")

    def _run(self, *command: str) -> None:
        result = subprocess.run([*self.run_as, *command], capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, f"{command[0]} failed:\n{result.stdout}\n{result.stderr}"

    def url(self, database: str = "postgres") -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
        log = str(self.folder / "postgres.log")
        self._run("pg_ctl", "--pgdata", str(self.data), "--log", log, "--options", options, "--wait", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "--pgdata", str(self.data), "--mode", mode, "--wait", "stop")

    def running(self) -> bool:
        return (self.data / "postmaster.pid").exists()

    def destroy(self) -> None:
        if self.running():
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)
