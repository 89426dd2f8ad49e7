"""The site's URLs and, before them, the benchmark's yardstick: a bare Django view
that returns the same 50 events as plain JSON (one query, `JsonResponse`, no
serializer, no cache), through the same middleware, in the same gunicorn."""

from django.http import JsonResponse
from django.urls import path

from benchmarks.site import BARE_PATH
from cultural_site import urls as site_urls
from events.models import Event

FIELDS = (
    "id",
    "title",
    "description",
    "date",
    "time",
    "venue",
    "address",
    "featured_image",
    "registration_open",
    "capacity",
    "meals_served",
    "highlights",
    "schedule",
    "what_to_bring",
    "sponsors",
)


def bare_events(request):
    return JsonResponse(list(Event.objects.order_by("date", "id").values(*FIELDS)[:50]), safe=False)


urlpatterns = [path(BARE_PATH, bare_events), *site_urls.urlpatterns]
handler400 = site_urls.handler400
handler404 = site_urls.handler404
handler500 = site_urls.handler500
