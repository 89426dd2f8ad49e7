"""The client's address: the socket's with no trusted proxy, else the Nth entry
from the right of X-Forwarded-For; the one address every rate limit, the
sign-in lockout and the access log use."""

import ast
import datetime
import logging
from pathlib import Path

import pytest
from axes.models import AccessAttempt
from django.test import RequestFactory

from conftest import PASSWORD
from core.client import client_address
from cultural_site.gunicorn_logger import SiteLogger

ROOT = Path(__file__).resolve().parents[2]
VERIFY = "/api/family/verify"
DONATIONS = "/api/donations"
LOGIN = "/api/auth/login"


def meta(forwarded: str | None = None, remote: str = "10.0.0.2") -> dict:
    values = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        values["HTTP_X_FORWARDED_FOR"] = forwarded
    return values


def test_without_a_trusted_proxy_the_header_is_never_read(settings):
    settings.TRUSTED_PROXY_COUNT = 0

    assert client_address(meta("203.0.113.9")) == "10.0.0.2"
    assert client_address(meta("203.0.113.9, 198.51.100.7")) == "10.0.0.2"


@pytest.mark.parametrize(
    ("proxies", "forwarded", "expected"),
    [
        # The proxy appends the address it was reached from: the rightmost entry.
        (1, "198.51.100.7", "198.51.100.7"),
        (1, "203.0.113.9, 198.51.100.7", "198.51.100.7"),
        (1, "anything the client wrote,,, 198.51.100.7", "198.51.100.7"),
        # Two proxies: the second entry from the right was written by the outer one.
        (2, "203.0.113.9, 198.51.100.7, 10.0.0.1", "198.51.100.7"),
        # As some proxies write it: a port, brackets, an IPv4-mapped IPv6 address.
        (1, "198.51.100.7:51234", "198.51.100.7"),
        (1, "[2001:db8::7]:443", "2001:db8::7"),
        (1, "2001:DB8:0::7", "2001:db8::7"),
        (1, "::ffff:198.51.100.7", "198.51.100.7"),
    ],
)
def test_behind_proxies_the_nth_entry_from_the_right_is_the_client(settings, proxies, forwarded, expected):
    settings.TRUSTED_PROXY_COUNT = proxies

    assert client_address(meta(forwarded)) == expected


@pytest.mark.parametrize(
    ("proxies", "forwarded"),
    [
        # No header, or fewer entries than proxies: some proxy did not append, so
        # every entry may be the client's own; none is believed.
        (1, None),
        (1, ""),
        (2, "198.51.100.7"),
        (3, "203.0.113.9, 198.51.100.7"),
        # The entry at the proxy's place is empty or not an address.
        (1, "198.51.100.7, "),
        (1, "198.51.100.7, unknown"),
        (2, "198.51.100.7, <script>, 10.0.0.1"),
        (1, "198.51.100.7, 999.1.1.1"),
    ],
)
def test_a_header_that_cannot_say_falls_back_to_the_connection(settings, proxies, forwarded):
    settings.TRUSTED_PROXY_COUNT = proxies

    assert client_address(meta(forwarded)) == "10.0.0.2"


def test_a_request_and_its_meta_give_the_same_address(settings):
    settings.TRUSTED_PROXY_COUNT = 1
    request = RequestFactory().get("/", HTTP_X_FORWARDED_FOR="203.0.113.9, 198.51.100.7", REMOTE_ADDR="10.0.0.2")

    assert client_address(request) == client_address(request.META) == "198.51.100.7"


def verify(client, n: int, forwarded: str):
    return client.post(
        VERIFY,
        {"email": "rina@example.com", "code": "000000"},
        format="json",
        HTTP_X_FORWARDED_FOR=forwarded,
        REMOTE_ADDR="203.0.113.50",
    )


def pledge(client, forwarded: str):
    body = {"fullName": "Dipa Ghosh", "email": "victim@example.com", "amount": 5000, "purpose": "puja"}
    return client.post(DONATIONS, body, format="json", HTTP_X_FORWARDED_FOR=forwarded, REMOTE_ADDR="203.0.113.50")


@pytest.mark.django_db
def test_two_hundred_forged_headers_try_sign_in_codes_as_one_client(api_client, settings):
    """The probe's attack: a new X-Forwarded-For on each try once started a new count."""
    settings.TRUSTED_PROXY_COUNT = 0

    statuses = [verify(api_client, n, f"198.51.{n // 256}.{n % 256}").status_code for n in range(200)]

    # THROTTLE_FAMILY_VERIFY: 30 tries an hour from one address.
    assert 429 not in statuses[:30]
    assert set(statuses[30:]) == {429}


@pytest.mark.django_db
def test_sixty_forged_headers_pledge_as_one_client(api_client, settings):
    settings.TRUSTED_PROXY_COUNT = 0

    statuses = [pledge(api_client, f"198.51.100.{n}").status_code for n in range(60)]

    # THROTTLE_DONATIONS: 10 pledges an hour, so 10 emails at most.
    assert statuses[:10] == [201] * 10
    assert set(statuses[10:]) == {429}


@pytest.mark.django_db
def test_behind_one_proxy_the_rightmost_entry_is_counted(api_client, settings, throttle_rates):
    settings.TRUSTED_PROXY_COUNT = 1
    throttle_rates(donations="2/hour")

    # Whatever the client writes to the left, the proxy's entry is the identity.
    same_client = [pledge(api_client, f"10.9.9.{n}, 198.51.100.7").status_code for n in range(3)]
    # Another client behind the same proxy (the same socket address) has its own count.
    other_client = pledge(api_client, "10.9.9.1, 198.51.100.8").status_code

    assert same_client == [201, 201, 429]
    assert other_client == 201


def sign_in(client, forwarded: str, password: str = "wrong-password"):
    return client.post(
        LOGIN,
        {"username": "organiser", "password": password},
        format="json",
        HTTP_X_FORWARDED_FOR=forwarded,
        REMOTE_ADDR="203.0.113.50",
    )


@pytest.mark.django_db
def test_the_lockout_ignores_forged_headers_without_a_proxy(api_client, settings, staff_user):
    settings.TRUSTED_PROXY_COUNT = 0

    failures = [sign_in(api_client, f"198.51.100.{n}").status_code for n in range(5)]
    right_password = sign_in(api_client, "198.51.100.99", PASSWORD)

    # Five wrong passwords lock the address out: the right one is refused too.
    assert failures == [400] * 5
    assert right_password.status_code == 429
    assert set(AccessAttempt.objects.values_list("ip_address", flat=True)) == {"203.0.113.50"}


@pytest.mark.django_db
def test_the_lockout_counts_the_real_address_behind_a_proxy(api_client, settings, staff_user):
    settings.TRUSTED_PROXY_COUNT = 1

    failures = [sign_in(api_client, f"10.9.9.{n}, 198.51.100.7").status_code for n in range(5)]
    locked = sign_in(api_client, "198.51.100.7", PASSWORD)
    # Another family's organiser behind the same load balancer is not locked out.
    other = sign_in(api_client, "198.51.100.8", PASSWORD)

    assert failures == [400] * 5
    assert locked.status_code == 429
    assert other.status_code == 200
    assert set(AccessAttempt.objects.values_list("ip_address", flat=True)) == {"198.51.100.7"}


class _Response:
    status = "200 OK"
    sent = 2
    headers = [("X-Request-ID", "abc12345")]


def access_address(settings, environ: dict) -> str:
    class Cfg:
        access_log_format = '%(h)s "%(r)s" %(s)s'

    logger = SiteLogger.__new__(SiteLogger)
    logger.cfg = Cfg()
    environ = {"REQUEST_METHOD": "GET", "RAW_URI": "/", "SERVER_PROTOCOL": "HTTP/1.1", **environ}
    return logger.atoms(_Response(), [], environ, datetime.timedelta(milliseconds=3))["h"]


def test_the_access_log_names_the_client_as_the_limits_do(settings):
    settings.TRUSTED_PROXY_COUNT = 0
    assert access_address(settings, meta("198.51.100.7")) == "10.0.0.2"

    settings.TRUSTED_PROXY_COUNT = 1
    assert access_address(settings, meta("203.0.113.9, 198.51.100.7")) == "198.51.100.7"
    assert access_address(settings, meta(None)) == "10.0.0.2"


APPS = [
    "accounts",
    "activity",
    "contact",
    "core",
    "cultural_site",
    "demo",
    "events",
    "families",
    "gallery",
    "mailing",
    "membership",
    "money",
    "programme",
    "registrations",
    "sharing",
    "sitesettings",
    "uploads",
]
# Headers that name a client, as request.META and the WSGI environ spell them.
CLIENT_HEADERS = ("REMOTE_ADDR", "HTTP_X_FORWARDED_FOR", "HTTP_X_REAL_IP", "HTTP_FORWARDED", "HTTP_X_FORWARDED_HOST")


def _sources():
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            if "tests" not in path.relative_to(ROOT).parts and "migrations" not in path.parts:
                yield path


def test_only_core_client_reads_who_the_client_is():
    """Every throttle comes from core/throttling.py, and only core/client.py reads
    the headers and the socket address naming the client."""
    offenders = []
    for path in _sources():
        name = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "rest_framework.throttling":
                if name != "core/throttling.py":
                    offenders.append(f"{name}: imports rest_framework.throttling")
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value.upper().replace("-", "_").replace("X_FORWARDED_PROTO", "")
                if name != "core/client.py" and any(header in text for header in CLIENT_HEADERS):
                    offenders.append(f"{name}: {node.value[:60]!r}")
    assert offenders == []


def test_a_garbled_proxy_entry_is_logged_not_trusted(settings, caplog):
    settings.TRUSTED_PROXY_COUNT = 1

    with caplog.at_level(logging.WARNING, logger="core.client"):
        assert client_address(meta("198.51.100.7, unknown")) == "10.0.0.2"

    assert "not an address" in caplog.text
