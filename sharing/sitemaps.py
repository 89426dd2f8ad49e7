from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap

from core.dates import local_today
from events.models import Event
from events.selectors import upcoming_events
from sitesettings.models import SiteSettings


class _SiteUrlSitemap(Sitemap):
    """Absolute addresses from SITE_URL, whatever host the request came to."""

    @property
    def protocol(self) -> str:
        return urlsplit(settings.SITE_URL).scheme or "https"

    def get_domain(self, site=None) -> str:
        return urlsplit(settings.SITE_URL).netloc


class PagesSitemap(_SiteUrlSitemap):
    changefreq = "weekly"

    def items(self) -> list[str]:
        return ["/", "/events", "/gallery", "/contact", "/donate"]

    def location(self, item: str) -> str:
        return item

    def lastmod(self, item: str):
        # The public pages change with the site's texts and its events.
        settings_row = SiteSettings.objects.filter(pk=SiteSettings.SINGLETON_PK).first()
        latest_event = Event.objects.order_by("-updated_at").values_list("updated_at", flat=True).first()
        moments = [moment for moment in (settings_row and settings_row.updated_at, latest_event) if moment]
        return max(moments) if moments else None


class EventsSitemap(_SiteUrlSitemap):
    changefreq = "daily"

    def items(self):
        return upcoming_events(today=local_today())

    def location(self, event: Event) -> str:
        return f"/events/{event.pk}"

    def lastmod(self, event: Event):
        return event.updated_at


SITEMAPS = {"pages": PagesSitemap, "events": EventsSitemap}
