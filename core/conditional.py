"""Conditional GET, one way for every answer that carries an ETag."""

import functools
import hashlib
from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.cache import patch_vary_headers
from django.utils.text import compress_string
from rest_framework.renderers import JSONRenderer

# Kept by the browser for this user only, and asked again every time with If-None-Match.
PRIVATE_REVALIDATED = "private, no-cache"
# Below this, gzip's own header outweighs what it saves.
GZIP_MIN_BYTES = 200


@functools.lru_cache(maxsize=64)
def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding header admits gzip (RFC 9110, 12.5.3)."""
    weights: dict[str, float] = {}
    for item in accept_encoding.split(","):
        name, _, params = item.partition(";")
        weight = 1.0
        for param in params.split(";"):
            attribute, _, value = param.partition("=")
            if attribute.strip().lower() == "q":
                try:
                    weight = float(value.strip())
                except ValueError:
                    weight = 0.0
        if name.strip():
            weights[name.strip().lower()] = weight
    return weights.get("gzip", weights.get("x-gzip", weights.get("*", 0.0))) > 0


def client_holds(request: HttpRequest, etag: str) -> bool:
    """Whether the request's If-None-Match names `etag`, so a 304 answers it:
    the weak comparison RFC 9110 (13.1.2) asks for, any listed tag, W/ or not, or "*"."""
    for tag in request.META.get("HTTP_IF_NONE_MATCH", "").split(","):
        tag = tag.strip()
        if tag == "*" or tag.removeprefix("W/") == etag:
            return True
    return False


def private_json(request: HttpRequest, data: Any, *, compress: bool = False) -> HttpResponse:
    """An organiser's JSON answer with an ETag of its bytes: a browser that
    already holds them (a door phone reading its list again every half minute)
    gets a 304 without them. Rendered as DRF renders. Gzipped, for a client that
    takes it, only when `compress` says the answer holds nothing secret (the
    door's list: names and counts, no address, phone, note, money or token), so
    that no answer gives a secret away by its compressed length (BREACH); with
    Django's random bytes in the gzip header besides, and an ETag of its own."""
    body = JSONRenderer().render(data)
    etag = hashlib.sha256(body).hexdigest()[:32]
    gzipped = compress and len(body) >= GZIP_MIN_BYTES and accepts_gzip(request.META.get("HTTP_ACCEPT_ENCODING", ""))
    etag = f'"{etag}-gzip"' if gzipped else f'"{etag}"'
    if client_holds(request, etag):
        response: HttpResponse = HttpResponseNotModified()
    elif gzipped:
        response = HttpResponse(compress_string(body, max_random_bytes=100), content_type="application/json")
        response["Content-Encoding"] = "gzip"
    else:
        response = HttpResponse(body, content_type="application/json")
    response["ETag"] = etag
    response["Cache-Control"] = PRIVATE_REVALIDATED
    patch_vary_headers(response, ("Accept-Encoding",))
    return response
