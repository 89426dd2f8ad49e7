"""Liveness and readiness probes for container platforms and load balancers.

`/healthz` says the process answers; it touches nothing else, so a database
outage never gets healthy containers restarted. `/readyz` says this container can
serve requests: the database answers, Redis answers when REDIS_URL names one (it
holds the rate limits and the public reads' generations, without which the API
answers 503), and the default storage accepts a file, which the check removes
again whatever happened. Neither names what failed; the log does.

Run as `python -m cultural_site.health` it is the container's HEALTHCHECK.
"""

import logging
import os
import sys
import time
import urllib.error
import urllib.request
import uuid

from django.conf import settings
from django.core.cache import caches
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

logger = logging.getLogger(__name__)

# Writing to S3 on every probe would cost a PUT and a DELETE each time; a
# successful check is trusted for this long.
STORAGE_CHECK_INTERVAL = 60.0
_storage_ok_until = 0.0
# What the Redis check writes: one key, gone by itself within seconds.
CACHE_PROBE_KEY = "health:readyz"
CACHE_PROBE_SECONDS = 10


def _status(ok: bool) -> JsonResponse:
    return JsonResponse({"status": "ok" if ok else "unavailable"}, status=200 if ok else 503)


def _database_ok() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception:
        logger.warning("Readiness: the database does not answer", exc_info=True)
        return False
    return True


def _cache_ok() -> bool:
    """Redis, when the site uses it, takes a short-lived key and gives it back."""
    if not settings.REDIS_URL:
        return True
    try:
        cache = caches["default"]
        token = uuid.uuid4().hex
        cache.set(CACHE_PROBE_KEY, token, timeout=CACHE_PROBE_SECONDS)
        if cache.get(CACHE_PROBE_KEY) is None:
            raise RuntimeError("Redis kept nothing")
    except Exception:
        logger.warning("Readiness: Redis does not answer", exc_info=True)
        return False
    return True


def _storage_ok() -> bool:
    global _storage_ok_until
    now = time.monotonic()
    if now < _storage_ok_until:
        return True
    # A name of its own per probe, so that probes at once never share a file; it
    # is removed whether the save worked or failed halfway (a full disk creates
    # the file and then refuses its bytes, and the save never says its name).
    name = f"health/{uuid.uuid4().hex}.txt"
    saved = None
    try:
        saved = default_storage.save(name, ContentFile(b"ok"))
    except Exception:
        logger.warning("Readiness: the default storage does not accept a file", exc_info=True)
        return False
    finally:
        for left in {name, saved} - {None}:
            try:
                default_storage.delete(left)
            except Exception:
                logger.warning("Readiness: could not remove the probe's file %s", left, exc_info=True)
    _storage_ok_until = now + STORAGE_CHECK_INTERVAL
    return True


@never_cache
@require_safe
def healthz(request):
    return _status(True)


@never_cache
@require_safe
def readyz(request):
    return _status(_database_ok() and _cache_ok() and _storage_ok())


def probe_host() -> str:
    """A host name the site accepts, for probing it from inside its container."""
    for host in os.environ.get("ALLOWED_HOSTS", "").split(","):
        host = host.strip().lstrip(".")
        if host and "*" not in host:
            return host
    return "localhost"


def probe(path: str = "/healthz") -> bool:
    request = urllib.request.Request(
        f"http://127.0.0.1:{os.environ.get('PORT', '8000')}{path}",
        headers={"Host": probe_host()},
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:  # noqa: S310 (a fixed loopback URL)
            return response.status == 200
    except (OSError, urllib.error.URLError):
        return False


if __name__ == "__main__":
    sys.exit(0 if probe() else 1)
