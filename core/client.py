"""Who sent a request: the one address every rate limit, the sign-in lockout and
the access log use.

With `TRUSTED_PROXY_COUNT` at 0 the site faces the internet itself, and the
client is the connection's other end (REMOTE_ADDR); nothing the client wrote in
a header counts. Behind N proxies (a load balancer, nginx ...) each of which
appends the address it was reached from to `X-Forwarded-For`, the client is the
Nth entry from the right: the one the outermost trusted proxy wrote. Anything
to the left of it was written by the client, or by proxies the site does not
know, and is never read.

When the header cannot say it (missing, fewer than N entries, or the entry at
that place empty or not an address), the answer is the connection's address,
which is the innermost proxy's: requests are then counted together rather than
let a value the client chose through. A missing or short header means a proxy
in front does not append (or the request came round it), which
`TRUSTED_PROXY_COUNT` should be corrected for; it is never a reason to trust
the client's own entries.

Other headers naming a client (X-Real-IP, Forwarded, CF-Connecting-IP ...) are
not read at all: each is as easy to forge as X-Forwarded-For, and one header
is enough to configure.
"""

import ipaddress
import logging
from collections.abc import Mapping

from django.conf import settings
from django.http import HttpRequest

logger = logging.getLogger(__name__)

FORWARDED_FOR = "HTTP_X_FORWARDED_FOR"


def trusted_proxy_count() -> int:
    return max(int(getattr(settings, "TRUSTED_PROXY_COUNT", 0) or 0), 0)


def client_address(request_or_meta: HttpRequest | Mapping[str, str]) -> str:
    """The client's address of a Django or DRF request, or of a WSGI environ / `request.META`.

    Always a plain IP address as `ipaddress` writes it (a port or brackets a
    proxy added are dropped), or, should the socket have none (a Unix socket),
    REMOTE_ADDR as it is ("" when missing).
    """
    meta = getattr(request_or_meta, "META", request_or_meta)
    return address_of(meta.get("REMOTE_ADDR") or "", meta.get(FORWARDED_FOR))


def address_of(remote: str, forwarded: str | None) -> str:
    """The client's address from the connection's (`remote`) and the X-Forwarded-For
    header's value, for what has no request yet (gunicorn's worker refusing one)."""
    proxies = trusted_proxy_count()
    if proxies == 0 or not forwarded:
        return _plain(remote) or remote
    # Several X-Forwarded-For lines arrive joined by commas (as gunicorn and
    # Django join repeated headers); an empty entry keeps its place in the count.
    entries = forwarded.split(",")
    if len(entries) < proxies:
        return _plain(remote) or remote
    address = _plain(entries[-proxies])
    if address is None:
        logger.warning(
            "X-Forwarded-For entry %d from the right is not an address (%r); using the connection's",
            proxies,
            entries[-proxies].strip()[:64],
        )
        return _plain(remote) or remote
    return address


def _plain(entry: str) -> str | None:
    """An address as a proxy may write it ("203.0.113.7", "203.0.113.7:5120",
    "2001:db8::1", "[2001:db8::1]:443"), normalised; None for anything else."""
    entry = entry.strip()
    if not entry or len(entry) > 64:
        return None
    candidates = [entry]
    if entry.startswith("[") and "]" in entry:
        candidates = [entry[1 : entry.index("]")]]
    elif entry.count(":") == 1:
        candidates.append(entry.split(":", 1)[0])
    for candidate in candidates:
        try:
            address = ipaddress.ip_address(candidate)
        except ValueError:
            continue
        # An IPv4 client reaching an IPv6 socket is the IPv4 address.
        mapped = getattr(address, "ipv4_mapped", None)
        return str(mapped or address)
    return None
