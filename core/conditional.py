"""Conditional GET, one way for every answer that carries an ETag."""

from django.http import HttpRequest


def client_holds(request: HttpRequest, etag: str) -> bool:
    """Whether the request's If-None-Match names `etag`, so a 304 answers it:
    the weak comparison RFC 9110 (13.1.2) asks for, any listed tag, W/ or not, or "*"."""
    for tag in request.headers.get("If-None-Match", "").split(","):
        tag = tag.strip()
        if tag == "*" or tag.removeprefix("W/") == etag:
            return True
    return False
