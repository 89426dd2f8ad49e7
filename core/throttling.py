"""The API's rate limits, counted per client address as core/client.py finds it.

DRF's own `get_ident` trusts X-Forwarded-For by its NUM_PROXIES setting, and with
NUM_PROXIES unset it takes the whole header, which the client writes, as the
identity: each request with a new header value would start a fresh count. Every
throttle of the site comes from here instead (a test holds the apps to it).
"""

from rest_framework import throttling

from core.client import client_address


class ClientAddressThrottle(throttling.BaseThrottle):
    def get_ident(self, request) -> str:
        return client_address(request)


class ScopedRateThrottle(ClientAddressThrottle, throttling.ScopedRateThrottle):
    """DRF's per-view scoped rate (`throttle_scope`), per client address."""
