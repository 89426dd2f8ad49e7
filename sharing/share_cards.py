"""Share cards of the site and of each event, drawn once per version: the
version is a hash of everything drawn (the language included: an event's date
is written in it), so an ETag answers repeat previews and a burst of crawlers
costs one drawing (the bytes are kept in Django's cache)."""

import hashlib

from django.core.cache import cache
from django.utils import translation

from core import language as languages
from core.dates import long_date
from events.models import Event
from sharing.cards import card_png
from sitesettings.models import SiteSettings
from sitesettings.selectors import site_settings_get

CARD_DESIGN = "1"  # change when cards.py draws differently, so cached cards are redrawn


def _version(*parts: str) -> str:
    return hashlib.sha256("\x1f".join((CARD_DESIGN, *parts)).encode()).hexdigest()[:16]


def _written(thing: object, field: str, language: str) -> str:
    """An organiser's text as a card in `language` shows it (its Bengali where written)."""
    with translation.override(language):
        return languages.written(thing, field)


def site_card_version(language: str, site: SiteSettings | None = None) -> str:
    """The site card's version; `site`, when the caller has read the settings already."""
    site = site or site_settings_get()
    return _version("site", language, site.group_name, _written(site, "tagline", language))


def event_card_version(event: Event, language: str, site: SiteSettings | None = None) -> str:
    site = site or site_settings_get()
    title = _written(event, "title", language)
    return _version("event", language, title, event.date.isoformat(), event.venue, event.address, site.group_name)


def _cached(version: str, draw) -> bytes:
    key = f"share-card:{version}"
    png = cache.get(key)
    if png is None:
        png = draw()
        cache.set(key, png, timeout=7 * 24 * 3600)
    return png


def site_card(version: str, language: str) -> bytes:
    site = site_settings_get()
    tagline = _written(site, "tagline", language)
    return _cached(version, lambda: card_png(title=site.group_name, lines=[tagline], footer=site.group_name))


def event_card(event: Event, version: str, language: str) -> bytes:
    site = site_settings_get()

    def draw() -> bytes:
        with translation.override(language):
            return card_png(
                title=languages.written(event, "title"),
                lines=[long_date(event.date), f"{event.venue}, {event.address}"],
                footer=site.group_name,
            )

    return _cached(version, draw)
