"""The site's URLs and, before them, the benchmark's yardsticks, in the same
gunicorn: a bare Django view that returns the same 50 events as plain JSON (one
query, `JsonResponse`, no serializer, no cache) through the same middleware; and
the floor, the same JSON kept in memory and answered by Django before any
middleware runs, without the database."""

import json

from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpResponse, JsonResponse
from django.urls import path

from benchmarks.site import BARE_IN_MEMORY_PATH, BARE_PATH
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


def _events() -> list[dict]:
    return list(Event.objects.order_by("date", "id").values(*FIELDS)[:50])


def bare_events(request):
    return JsonResponse(_events(), safe=False)


class BareInMemoryMiddleware:
    """First of all middleware (benchmarks/settings.py): the bare view's JSON,
    read once and then answered from memory, before any other middleware."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.path = f"/{BARE_IN_MEMORY_PATH}"
        self.body: bytes | None = None

    def __call__(self, request):
        if request.path_info != self.path:
            return self.get_response(request)
        if self.body is None:
            self.body = json.dumps(_events(), cls=DjangoJSONEncoder).encode()
        return HttpResponse(self.body, content_type="application/json")


urlpatterns = [path(BARE_PATH, bare_events), *site_urls.urlpatterns]
handler400 = site_urls.handler400
handler404 = site_urls.handler404
handler500 = site_urls.handler500
