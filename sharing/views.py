from django.conf import settings
from django.http import HttpResponse, HttpResponseNotModified
from django.views.decorators.http import require_safe

from core import language
from core.conditional import client_holds
from core.errors import NOT_FOUND_MESSAGE, error_response
from events.selectors import event_find
from sharing import share_cards

CARD_CACHE = "public, max-age=3600"


def _png(request, png_for, version: str) -> HttpResponse:
    etag = f'"{version}"'
    if client_holds(request, etag):
        response = HttpResponseNotModified()
    else:
        response = HttpResponse(png_for(version), content_type="image/png")
    response["ETag"] = etag
    response["Cache-Control"] = CARD_CACHE
    # Drawn in the language its address names, whatever the visitor's own.
    return language.same_in_every_language(response)


def _card_language(request) -> str:
    """A card's language is part of its address (`?lang=bn`, as the pages'
    og:image writes it), so shared caches keep each one apart; English without."""
    return language.supported(request.GET.get(language.QUERY_PARAMETER)) or language.DEFAULT


@require_safe
def site_card(request):
    chosen = _card_language(request)
    return _png(request, lambda version: share_cards.site_card(version, chosen), share_cards.site_card_version(chosen))


@require_safe
def event_card(request, event_id: int):
    event = event_find(event_id=event_id)
    if event is None:
        return error_response(NOT_FOUND_MESSAGE, 404)
    chosen = _card_language(request)
    return _png(
        request,
        lambda version: share_cards.event_card(event, version, chosen),
        share_cards.event_card_version(event, chosen),
    )


@require_safe
def robots_txt(request):
    lines = [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /family",
        "Disallow: /door/",
        "Disallow: /backoffice/",
        "Disallow: /api/",
        f"Sitemap: {settings.SITE_URL}/sitemap.xml",
        "",
    ]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
