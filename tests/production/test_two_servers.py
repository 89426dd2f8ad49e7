"""Two web containers behind one address, on one PostgreSQL and one Redis: each is
the container's entrypoint on a port of its own, without a task worker
(`RUN_WORKER=0`, as web containers run when the workers run apart), sharing the
SECRET_KEY. Whatever a family or an organiser does through one is what the other
answers: a session, a CSRF token, the rate limits, the public reads, the door's
taps and the seats of a registration rush."""

import http.client
import json
import shutil
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http.cookies import SimpleCookie

import pytest

from tests.postgres import scratch_database_or_skip
from tests.production.serving import Server, free_port, manage, production_env, start_server, stop_server
from tests.redis import RedisServer

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs Debian's redis-server to share Redis"),
]

# Low enough for the test to reach, per client address.
REGISTRATIONS_PER_HOUR = 6
SEATS = 10
RUSH = 40
PASSWORD = "a long door password 1"

SEED = f"""
import json
from datetime import timedelta
from django.contrib.auth import get_user_model
from accounts.models import Role
from core.dates import local_today
from events.models import Event
User = get_user_model()
for username, role in (("organiser", "organiser"), ("door", "door")):
    user = User.objects.create_user(username=username, password={PASSWORD!r}, is_staff=True)
    Role.objects.create(user=user, role=role)
day = local_today() + timedelta(days=14)
rush = Event.objects.create(
    title="Durga Puja", date=day, venue="Hall", address="1 Main St", capacity={SEATS}, registration_open=True
)
open_event = Event.objects.create(
    title="Saraswati Puja", date=day, venue="Hall", address="1 Main St", registration_open=True
)
print(json.dumps({{"rush": rush.pk, "open": open_event.pk}}))
"""


@dataclass
class Answer:
    status: int
    body: bytes

    def json(self):
        return json.loads(self.body)


@dataclass
class Browser:
    """A phone or a laptop: it keeps its cookies, whichever server answers it, and comes
    through the load balancer (https, its own address in X-Forwarded-For)."""

    address: str
    cookies: dict[str, str] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def request(self, server: Server, method: str, path: str, body=None, *, csrf: str | None = None) -> Answer:
        headers = {
            "Host": "127.0.0.1",
            "X-Forwarded-Proto": "https",
            "X-Forwarded-For": self.address,
            "Origin": "https://127.0.0.1",
        }
        with self.lock:
            if self.cookies:
                headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        if csrf is not None:
            headers["X-CSRFToken"] = csrf
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        try:
            connection.request(method, path, body=payload, headers=headers)
            raw = connection.getresponse()
            data = raw.read()
            set_cookies = raw.headers.get_all("Set-Cookie") or []
        finally:
            connection.close()
        with self.lock:
            for line in set_cookies:
                for name, morsel in SimpleCookie(line).items():
                    if morsel["max-age"] == "0" or not morsel.value:
                        self.cookies.pop(name, None)
                    else:
                        self.cookies[name] = morsel.value
        return Answer(raw.status, data)

    def get(self, server: Server, path: str) -> Answer:
        return self.request(server, "GET", path)

    def csrf_token(self, server: Server) -> str:
        answer = self.get(server, "/api/auth/session")
        assert answer.status == 200, answer.body
        return answer.json()["csrfToken"]

    def sign_in(self, server: Server, username: str) -> None:
        token = self.csrf_token(server)
        answer = self.request(
            server, "POST", "/api/auth/login", {"username": username, "password": PASSWORD}, csrf=token
        )
        assert answer.status == 200, answer.body
        assert answer.json()["authenticated"] is True


def register(server: Server, event_id: int, number: int, *, address: str | None = None) -> Answer:
    family = Browser(address=address or f"10.1.{number // 250}.{number % 250 + 1}")
    return family.request(
        server,
        "POST",
        "/api/registrations",
        {"eventId": event_id, "fullName": f"Family {number}", "email": f"family{number}@example.com", "guestCount": 1},
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """Servers A and B (each two processes) and what the database holds to start with."""
    redis = RedisServer()
    try:
        redis.start()
    except (OSError, AssertionError) as error:
        pytest.skip(f"redis-server could not start: {error}")
    work = tmp_path_factory.mktemp("two-servers")

    servers: list[Server] = []
    try:
        with scratch_database_or_skip("two_servers") as database_url:
            env_a = production_env(
                database_url=database_url,
                static_root=work / "static",
                media_root=work / "media",
                port=free_port(),
                REDIS_URL=redis.url,
                RUN_WORKER="0",
                RUN_RENDERER="0",
                WEB_CONCURRENCY="2",
                THROTTLE_REGISTRATIONS=f"{REGISTRATIONS_PER_HOUR}/hour",
            )
            # One image, one set of variables: only the port differs.
            env_b = {**env_a, "PORT": str(free_port())}
            # Started together, as a platform starts its containers: one migrates, the other waits.
            with ThreadPoolExecutor(max_workers=2) as pool:
                started = [
                    pool.submit(start_server, env, work / f"{name}.log") for name, env in (("a", env_a), ("b", env_b))
                ]
                for future in started:
                    try:
                        servers.append(future.result())
                    except AssertionError:
                        for other in started:
                            if other.done() and other.exception() is None:
                                servers.append(other.result())
                        raise
            events = json.loads(manage(env_a, "shell", "--no-imports", "-c", SEED).stdout.strip().splitlines()[-1])
            yield servers[0], servers[1], events
    finally:
        for server in servers:
            stop_server(server)
        redis.stop()


def test_a_session_signed_in_on_one_server_is_signed_in_on_the_other(site):
    a, b, _ = site
    laptop = Browser(address="192.0.2.10")
    laptop.sign_in(a, "organiser")

    session = laptop.get(b, "/api/auth/session").json()

    assert session["authenticated"] is True
    assert session["username"] == "organiser"
    assert laptop.get(b, "/api/admin/events").status == 200


def test_a_csrf_token_from_one_server_is_taken_by_the_other(site):
    a, b, _ = site
    laptop = Browser(address="192.0.2.11")
    token = laptop.csrf_token(a)

    answer = laptop.request(b, "POST", "/api/auth/login", {"username": "door", "password": PASSWORD}, csrf=token)

    assert answer.status == 200, answer.body
    # A token of no server is refused, so the acceptance above means something.
    stranger = Browser(address="192.0.2.12")
    stranger.csrf_token(b)
    refused = stranger.request(a, "POST", "/api/auth/login", {"username": "door", "password": PASSWORD}, csrf="x" * 32)
    assert refused.status == 403


def test_a_rate_limit_counts_the_requests_both_servers_answered(site):
    a, b, events = site
    address = "198.51.100.7"
    answers = [
        register(server, events["open"], 1000 + number, address=address)
        for number, server in enumerate([a, b] * (REGISTRATIONS_PER_HOUR // 2))
    ]
    assert [answer.status for answer in answers] == [201] * REGISTRATIONS_PER_HOUR

    # Half were counted by A and half by B: the next is refused by either.
    assert register(a, events["open"], 1100, address=address).status == 429
    assert register(b, events["open"], 1101, address=address).status == 429
    # Another family's address is still welcome.
    assert register(b, events["open"], 1102, address="198.51.100.8").status == 201


def test_an_organisers_change_through_one_server_is_read_at_once_from_the_other(site):
    a, b, events = site
    path = f"/api/events/{events['open']}"
    reader = Browser(address="192.0.2.20")
    # Both servers' processes keep the answer (several reads, so that each process answers some).
    for _ in range(6):
        for server in (a, b):
            assert reader.get(server, path).json()["title"] == "Saraswati Puja"
    organiser = Browser(address="192.0.2.21")
    organiser.sign_in(a, "organiser")
    event = next(event for event in organiser.get(a, "/api/admin/events").json() if event["id"] == events["open"])

    changed = organiser.request(
        a,
        "PUT",
        path.replace("/api/", "/api/admin/"),
        {**event, "title": "Saraswati Puja 2026"},
        csrf=organiser.cookies["__Host-csrftoken"],
    )

    assert changed.status == 200, changed.body
    # Not within some time: the very next reads, on every process of B, have the change.
    for _ in range(6):
        assert reader.get(b, path).json()["title"] == "Saraswati Puja 2026"


def test_the_rush_split_across_both_servers_fills_the_seats_exactly(site):
    a, b, events = site
    with ThreadPoolExecutor(max_workers=RUSH) as pool:
        answers = list(pool.map(lambda number: register((a, b)[number % 2], events["rush"], number), range(RUSH)))

    assert [answer.status for answer in answers] == [201] * RUSH, [answer.body for answer in answers]
    statuses = [answer.json()["status"] for answer in answers]
    assert statuses.count("confirmed") == SEATS
    assert statuses.count("waitlisted") == RUSH - SEATS
    # As the database counts them, and as both servers' public reads say.
    organiser = Browser(address="192.0.2.30")
    organiser.sign_in(b, "organiser")
    listed = organiser.get(a, f"/api/admin/events/{events['rush']}/registrations").json()
    assert sum(party["guestCount"] for party in listed if party["status"] == "confirmed") == SEATS
    for server in (a, b):
        assert Browser(address="192.0.2.31").get(server, f"/api/events/{events['rush']}").json()["spotsLeft"] == 0


def test_door_taps_from_two_phones_on_two_servers_both_land_and_an_undo_is_seen_on_both(site):
    a, b, events = site
    registrations = f"/api/admin/events/{events['open']}/registrations"
    first, second = (
        register(server, events["open"], 2000 + number).json()["id"] for number, server in enumerate((a, b))
    )
    # Two phones at the door, one reaching A and one B through the load balancer.
    phone_a, phone_b = Browser(address="203.0.113.1"), Browser(address="203.0.113.2")
    phone_a.sign_in(a, "organiser")
    phone_b.sign_in(b, "door")

    def tap(phone: Browser, server: Server, party: int) -> Answer:
        token = phone.cookies["__Host-csrftoken"]
        return phone.request(server, "POST", f"/api/admin/registrations/{party}/check-in", {}, csrf=token)

    with ThreadPoolExecutor(max_workers=2) as pool:
        taps = list(pool.map(lambda args: tap(*args), [(phone_a, a, first), (phone_b, b, second)]))
    assert [answer.status for answer in taps] == [200, 200], [answer.body for answer in taps]

    def arrived(phone: Browser, server: Server) -> set[int]:
        answer = phone.get(server, registrations)
        assert answer.status == 200, answer.body
        return {party["id"] for party in answer.json() if party["checkedInAt"] and party["id"] in (first, second)}

    # Each phone reads its list from the other server: both taps are there.
    assert arrived(phone_a, b) == arrived(phone_b, a) == {first, second}

    undone = phone_b.request(
        b, "DELETE", f"/api/admin/registrations/{first}/check-in", {}, csrf=phone_b.cookies["__Host-csrftoken"]
    )

    assert undone.status == 200, undone.body
    assert arrived(phone_a, a) == arrived(phone_b, b) == {second}
