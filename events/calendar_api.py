from django.http import HttpResponse
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.permissions import AllowAny
from rest_framework.views import APIView

from core.dates import local_today
from events import selectors
from events.calendar import CONTENT_TYPE, calendar_ics, event_entry, event_ics, event_ics_filename
from sitesettings.selectors import site_settings_get


class CalendarOnly(BaseContentNegotiation):
    """The file is the one representation, and errors are the API's JSON, whatever
    the client's Accept header asks for (a calendar app may ask for text/calendar
    only); without this DRF would answer such a client 406."""

    def select_parser(self, request, parsers):
        return parsers[0] if parsers else None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


class EventCalendarView(APIView):
    permission_classes = [AllowAny]
    content_negotiation_class = CalendarOnly

    @extend_schema(
        summary="The event as an iCalendar file",
        description=(
            "One VEVENT with a UID that stays the same for the event: a DATE for an all-day event, or "
            "a start and an end in America/Los_Angeles when the event's time starts with a clock time."
        ),
        responses={
            (200, "text/calendar"): OpenApiResponse(
                response=OpenApiTypes.STR, description="`event-{id}.ics`, sent as an attachment."
            ),
            404: OpenApiResponse(description="No event has this id; the body is the API's error shape."),
        },
    )
    def get(self, request, event_id: int):
        event = selectors.event_find(event_id=event_id)
        if event is None:
            raise NotFound()
        response = HttpResponse(event_ics(event), content_type=CONTENT_TYPE)
        response["Content-Disposition"] = f'attachment; filename="{event_ics_filename(event)}"'
        return response


@require_safe
def site_calendar(request):
    """`/calendar.ics`: every upcoming event, for a calendar app to subscribe to
    (`webcal://`): one VEVENT each with the event's own UID (the same as its
    "Add to Calendar" file's, so the two never make two entries), times in
    America/Los_Angeles with its VTIMEZONE."""
    events = list(selectors.upcoming_events(today=local_today()))
    name = gettext("%(group)s: events") % {"group": site_settings_get().group_name}
    response = HttpResponse(
        calendar_ics([event_entry(event) for event in events], name=name), content_type=CONTENT_TYPE
    )
    response["Content-Disposition"] = 'inline; filename="calendar.ics"'
    response["Cache-Control"] = "public, max-age=900"
    return response
