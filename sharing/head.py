"""Each page's <head>, written by the server from the database, so that a link
dropped into WhatsApp previews with its own title, text and picture (crawlers
run no JavaScript), and the first data the page renders from, so the app shows
content on its first paint instead of skeletons.
"""

import re
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.utils.html import escape, json_script
from django.utils.translation import gettext, ngettext
from rest_framework.exceptions import NotFound

from core import language
from core.dates import local_today, long_date
from events.calendar import event_period
from events.models import Event
from events.public import event_json, featured_event_json, upcoming_events_json
from events.selectors import event_find
from gallery.public import gallery_page_json
from programme.public import public_programme_json
from registrations import seats
from sharing import share_cards
from sitesettings.models import SiteSettings
from sitesettings.public import site_settings_json
from sitesettings.selectors import site_settings_get

CARD_WIDTH, CARD_HEIGHT = 1200, 630
DESCRIPTION_LENGTH = 200
_EVENT_PATH = re.compile(r"^/events/(?P<id>[0-9]{1,18})$")
_PROGRAMME_PATH = re.compile(r"^/events/(?P<id>[0-9]{1,18})/programme$")
_CHECK_IN_PATH = re.compile(r"^/admin/check-in/(?P<id>[0-9]{1,18})$")


@dataclass
class PageHead:
    status: int
    title: str
    description: str
    path: str | None  # the canonical path; None for pages not to be indexed
    image: str
    og_type: str = "website"
    og_title: str | None = None
    json_ld: dict | None = None
    site_name: str = ""  # og:site_name: the group's name
    # SWR's cache, keyed as the app reads it (the API's paths), holding what
    # the API answers there (the same cached answers).
    initial_data: dict[str, Any] = field(default_factory=dict)


def _absolute(path: str) -> str:
    return f"{settings.SITE_URL}{path}"


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= DESCRIPTION_LENGTH else text[: DESCRIPTION_LENGTH - 1].rstrip() + "…"


def _in_language(path: str) -> str:
    """A share card's address drawn in the page's language: English cards keep
    the plain address; others name their language, which the card view reads."""
    chosen = language.current()
    return path if chosen == language.DEFAULT else f"{path}&lang={chosen}"


def _site_image(site: SiteSettings) -> str:
    return _absolute(_in_language(f"/share.png?v={share_cards.site_card_version(language.current(), site)}"))


def _event_image(event: Event, chosen: str, site: SiteSettings) -> str:
    return f"/events/{event.pk}/share.png?v={share_cards.event_card_version(event, chosen, site)}"


def _event_json_ld(event: Event, site: SiteSettings) -> dict:
    period = event_period(event)
    start = period[0].isoformat() if period else event.date.isoformat()
    data = {
        "@context": "https://schema.org",
        "@type": "Event",
        "name": event.title,
        "startDate": start,
        "eventStatus": "https://schema.org/EventScheduled",
        "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
        "location": {
            "@type": "Place",
            "name": event.venue,
            "address": {"@type": "PostalAddress", "streetAddress": event.address},
        },
        "description": event.description or event.title,
        # Data, the same in every language: the English card.
        "image": [_absolute(_event_image(event, language.DEFAULT, site))],
        "url": _absolute(f"/events/{event.pk}"),
        "organizer": {"@type": "Organization", "name": site.group_name, "url": settings.SITE_URL},
    }
    if period:
        data["endDate"] = period[1].isoformat()
    return data


def _door_first_data(path: str) -> dict[str, Any]:
    """The door's page (/admin/check-in/{id}) carries its event as the public reads it (its title,
    date, venue and days), so the phone knows which list to ask for beside its code, not after a
    read of every event. Nothing of the parties: those are the door's own read, behind the session."""
    match = _CHECK_IN_PATH.match(path)
    if match is None:
        return {}
    key = f"/api/events/{match['id']}"
    try:
        return {key: event_json(event_id=int(match["id"]), today=local_today(), seats=seats).data()}
    except NotFound:
        return {}


def page_head(path: str, *, known: bool) -> PageHead:
    """The head and first data of a client route, in the active language;
    `known` says whether the route table has it (an unknown path gets the
    generic head and a 404). Organisers' texts (names, titles) stay as written."""
    site = site_settings_get()
    tagline = language.written(site, "tagline")
    settings_data = site_settings_json().data()
    generic = PageHead(
        status=200 if known else 404,
        title=site.group_name,
        description=_short(
            gettext("%(tagline)s. Bengali cultural community in Tracy, California.") % {"tagline": tagline}
        ),
        path=None,
        image=_site_image(site),
        site_name=site.group_name,
        initial_data={"/api/settings": settings_data, **_door_first_data(path)},
    )
    not_found_title = gettext("Page not found · %(group)s") % {"group": site.group_name}
    if not known:
        generic.title = not_found_title
        return generic

    today = local_today()
    if path == "/":
        generic.path = "/"
        generic.title = f"{site.group_name} · {tagline}"
        generic.description = _short(
            gettext(
                "%(tagline)s. Bengali families of Tracy, California: Durga Puja, Kali Puja, "
                "Poila Boishakh and more. Find the next celebration and register your family."
            )
            % {"tagline": tagline}
        )
        generic.initial_data["/api/events/featured"] = featured_event_json(today=today, seats=seats).data()
    elif path == "/events":
        generic.path = "/events"
        generic.title = gettext("Events · %(group)s") % {"group": site.group_name}
        generic.description = _short(
            gettext("Upcoming celebrations of the %(group)s, and how to register.") % {"group": site.group_name}
        )
        generic.initial_data["/api/events"] = upcoming_events_json(today=today, seats=seats).data()
    elif path == "/gallery":
        generic.path = "/gallery"
        generic.title = gettext("Gallery · %(group)s") % {"group": site.group_name}
        generic.description = _short(
            gettext("Photos from the celebrations of the %(group)s.") % {"group": site.group_name}
        )
        generic.initial_data["/api/gallery"] = gallery_page_json().data()
    elif path == "/contact":
        generic.path = "/contact"
        generic.title = gettext("Contact · %(group)s") % {"group": site.group_name}
        generic.description = _short(gettext("Write to the organisers of the %(group)s.") % {"group": site.group_name})
    elif path == "/donate":
        generic.path = "/donate"
        generic.title = gettext("Donate · %(group)s") % {"group": site.group_name}
        generic.description = _short(
            gettext("Give to the %(group)s: its pujas, festivals and Bengali classes.") % {"group": site.group_name}
        )
    elif path == "/family":
        # A family's own page: named, but left out of search engines (no canonical address).
        generic.title = gettext("My Family · %(group)s") % {"group": site.group_name}
        generic.description = _short(
            gettext("Your family's registrations, members and data at the %(group)s, signed in with a code by email.")
            % {"group": site.group_name}
        )
    elif path.startswith("/pass/"):
        # A guest's pass, opened from its emailed link: named, never indexed,
        # and nothing of the party in the page's HTML (the token is not sent here).
        generic.title = gettext("Your pass · %(group)s") % {"group": site.group_name}
    elif path.startswith("/programme/"):
        # An act's own page, opened from its emailed link: named, never indexed.
        generic.title = gettext("Your performance · %(group)s") % {"group": site.group_name}
    elif match := _PROGRAMME_PATH.match(path):
        return _programme_head(int(match["id"]), generic=generic, site=site, not_found_title=not_found_title)
    elif match := _EVENT_PATH.match(path):
        event_id = int(match["id"])
        try:
            event_data = event_json(event_id=event_id, today=today, seats=seats).data()
        except NotFound:
            event_data = None
        event = event_find(event_id=event_id) if event_data is not None else None
        if event is None:
            generic.status = 404
            generic.title = not_found_title
            return generic
        title = language.written(event, "title")
        return PageHead(
            status=200,
            title=f"{title} · {site.group_name}",
            og_title=title,
            description=_short(
                gettext("%(date)s at %(venue)s. %(description)s")
                % {
                    "date": long_date(event.date),
                    "venue": event.venue,
                    "description": language.written(event, "description"),
                }
            ),
            path=f"/events/{event.pk}",
            image=_absolute(_in_language(_event_image(event, language.current(), site))),
            og_type="event",
            json_ld=_event_json_ld(event, site),
            site_name=site.group_name,
            initial_data={
                **generic.initial_data,
                f"/api/events/{event.pk}": event_data,
                # The event's album, which its page shows.
                f"/api/gallery?eventId={event.pk}": gallery_page_json(event_id=event.pk).data(),
            },
        )
    elif path.startswith("/events/"):
        # Not an event's id at all (a word, or more digits than any id has).
        generic.status = 404
        generic.title = not_found_title
    return generic


def _programme_head(event_id: int, *, generic: PageHead, site: SiteSettings, not_found_title: str) -> PageHead:
    """An event's cultural programme: its running order once published (the
    page says it is coming until then), shared with the event's card."""
    today = local_today()
    try:
        event_data = event_json(event_id=event_id, today=today, seats=seats).data()
    except NotFound:
        generic.status = 404
        generic.title = not_found_title
        return generic
    event = event_find(event_id=event_id)
    event_title = language.written(event, "title")
    initial_data = {**generic.initial_data, f"/api/events/{event_id}": event_data}
    try:
        acts = public_programme_json(event_id=event_id).data()
    except NotFound:
        # No running order yet: the page says so from the start (frontend's ProgrammePage),
        # rather than asking the API, which answers 404.
        initial_data[f"/api/events/{event_id}/programme"] = None
        description = gettext("The cultural programme of %(title)s, once the organisers publish it.")
        description %= {"title": event_title}
    else:
        initial_data[f"/api/events/{event_id}/programme"] = acts
        description = ngettext(
            "The cultural programme of %(title)s: %(count)s performance, in running order.",
            "The cultural programme of %(title)s: %(count)s performances, in running order.",
            len(acts),
        ) % {"title": event_title, "count": language.number(len(acts))}
    title = gettext("Programme: %(title)s") % {"title": event_title}
    return PageHead(
        status=200,
        title=f"{title} · {site.group_name}",
        og_title=title,
        description=_short(description),
        path=f"/events/{event.pk}/programme",
        image=_absolute(_in_language(_event_image(event, language.current(), site))),
        site_name=site.group_name,
        initial_data=initial_data,
    )


def _meta(attribute: str, name: str, content: str) -> str:
    return f'<meta {attribute}="{name}" content="{escape(content)}">'


def render_head(head: PageHead, *, site_name: str, locale: str = "en_US") -> str:
    """The tags to put in <head>, every value escaped; `locale` is og:locale."""
    tags = [
        f"<title>{escape(head.title)}</title>",
        _meta("name", "description", head.description),
        _meta("property", "og:type", head.og_type),
        _meta("property", "og:site_name", site_name),
        _meta("property", "og:title", head.og_title or head.title),
        _meta("property", "og:description", head.description),
        _meta("property", "og:image", head.image),
        _meta("property", "og:image:width", str(CARD_WIDTH)),
        _meta("property", "og:image:height", str(CARD_HEIGHT)),
        _meta("property", "og:locale", locale),
        _meta("name", "twitter:card", "summary_large_image"),
    ]
    if head.path is not None:
        url = _absolute(head.path)
        tags.insert(2, f'<link rel="canonical" href="{escape(url)}">')
        tags.append(_meta("property", "og:url", url))
    else:
        tags.append(_meta("name", "robots", "noindex"))
    if head.json_ld is not None:
        ld_json = json_script(head.json_ld, element_id=None)
        tags.append(ld_json.replace('type="application/json"', 'type="application/ld+json"', 1))
    return "".join(tags)


def render_initial_data(head: PageHead) -> str:
    """Data for the app's first render, never executed: the CSP allows it."""
    return json_script(head.initial_data, "initial-data")
