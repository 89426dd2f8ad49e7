"""A public page's first screen, drawn by the page renderer.

The renderer (frontend/src/server/renderer.ts, built to frontend/dist/renderer/renderer.js) is
the app itself under Node, listening on a Unix socket beside gunicorn (the supervisor starts
it: cultural_site/supervisor.py). Given a page's path, language and first data, it answers the
markup the browser's first render of that page would make; the page carries it inside its
root element, and the browser paints it before any script has run, then the app takes it over
(React's hydration) once its code has loaded.

A page is asked for once per change of what it shows, per language: spa.py keeps the page with
its first screen as it keeps the public reads (core/publiccache.py). A renderer that is not
configured, not running, slow or failing costs the page only its first screen: it is served as
it was before the renderer, the app drawing everything, and is not kept, so that the next
visitor's page is asked for again. After a renderer could not be reached, this process leaves
it alone for RETRY_AFTER_SECONDS rather than making every page wait for a timeout.
"""

import http.client
import json
import logging
import re
import socket
import threading
import time
from typing import Any

from django.conf import settings

logger = logging.getLogger(__name__)

# The public pages whose first screen is drawn on the server and kept (/, /events, an event's page
# and its programme, /gallery, /contact). The door's check-in page is drawn for each volunteer
# (cultural_site/spa.py); the other organisers' screens, the family's page and the donation page
# are drawn by the app alone.
RENDERED_PAGES = re.compile(r"^/(?:events(?:/[^/]+(?:/programme)?)?|gallery|contact)?$")
RETRY_AFTER_SECONDS = 10.0

_lock = threading.Lock()
_resting_until = 0.0


class _UnixConnection(http.client.HTTPConnection):
    def __init__(self, path: str, timeout: float):
        super().__init__("renderer", timeout=timeout)
        self.socket_path = path

    def connect(self) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.socket_path)


def renders(path: str) -> bool:
    """Whether `path` is a page the renderer draws (when it is configured)."""
    return bool(settings.RENDERER_SOCKET) and RENDERED_PAGES.match(path) is not None


def first_screen(path: str, *, language: str, data: dict[str, Any]) -> str | None:
    """The markup of the page's first screen (a public page's, `renders`, or the door's check-in
    page's, cultural_site/spa.py), or None when the renderer cannot give it."""
    global _resting_until
    if not settings.RENDERER_SOCKET or time.monotonic() < _resting_until:
        return None
    body = json.dumps({"path": path, "language": language, "data": data}, separators=(",", ":"))
    connection = _UnixConnection(settings.RENDERER_SOCKET, timeout=settings.RENDERER_TIMEOUT_SECONDS)
    try:
        connection.request("POST", "/", body=body.encode(), headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        markup = response.read().decode()
    except (OSError, http.client.HTTPException) as error:
        with _lock:
            _resting_until = time.monotonic() + RETRY_AFTER_SECONDS
        logger.warning(
            "The page renderer is unavailable (%s: %s); pages are served without their first screen for %g s",
            type(error).__name__,
            error,
            RETRY_AFTER_SECONDS,
        )
        return None
    finally:
        connection.close()
    if response.status != 200:
        logger.warning("The page renderer could not draw %s: %s %s", path, response.status, markup[:200])
        return None
    return markup


def renderer_rest_over() -> None:
    """Ask the renderer again at once (for tests)."""
    global _resting_until
    with _lock:
        _resting_until = 0.0
