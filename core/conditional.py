"""Conditional GET, one way for every answer that carries an ETag."""

import hashlib
from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from rest_framework.renderers import JSONRenderer

# Kept by the browser for this user only, and asked again every time with If-None-Match.
PRIVATE_REVALIDATED = "private, no-cache"


def client_holds(request: HttpRequest, etag: str) -> bool:
    """Whether the request's If-None-Match names `etag`, so a 304 answers it:
    the weak comparison RFC 9110 (13.1.2) asks for, any listed tag, W/ or not, or "*"."""
    for tag in request.META.get("HTTP_IF_NONE_MATCH", "").split(","):
        tag = tag.strip()
        if tag == "*" or tag.removeprefix("W/") == etag:
            return True
    return False


def private_json(request: HttpRequest, data: Any) -> HttpResponse:
    """An organiser's JSON answer with an ETag of its bytes: a browser that
    already holds them (a door phone reading its list again every half minute)
    gets a 304 without them. Rendered as DRF renders, never compressed."""
    body = JSONRenderer().render(data)
    etag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
    if client_holds(request, etag):
        response: HttpResponse = HttpResponseNotModified()
    else:
        response = HttpResponse(body, content_type="application/json")
    response["ETag"] = etag
    response["Cache-Control"] = PRIVATE_REVALIDATED
    return response
