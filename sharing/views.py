from django.conf import settings
from django.http import HttpResponse, HttpResponseNotModified
from django.views.decorators.http import require_safe

from core.errors import error_response
from events.selectors import event_find
from sharing import share_cards

CARD_CACHE = "public, max-age=3600"


def _png(request, png_for, version: str) -> HttpResponse:
    etag = f'"{version}"'
    if request.headers.get("If-None-Match") == etag:
        response = HttpResponseNotModified()
    else:
        response = HttpResponse(png_for(version), content_type="image/png")
    response["ETag"] = etag
    response["Cache-Control"] = CARD_CACHE
    return response


@require_safe
def site_card(request):
    return _png(request, share_cards.site_card, share_cards.site_card_version())


@require_safe
def event_card(request, event_id: int):
    event = event_find(event_id=event_id)
    if event is None:
        return error_response("Not found.", 404)
    return _png(request, lambda version: share_cards.event_card(event, version), share_cards.event_card_version(event))


@require_safe
def robots_txt(request):
    lines = [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /backoffice/",
        "Disallow: /api/",
        f"Sitemap: {settings.SITE_URL}/sitemap.xml",
        "",
    ]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
