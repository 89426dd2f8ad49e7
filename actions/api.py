"""The event endpoints. They sit here, above the apps they join: an event is
shown with the seat counts its registrations own (registrations/seats.py),
and changed through the action that has the waiting list and the programme
follow (actions/events.py)."""

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from actions import events as event_actions
from core import publiccache
from core.dates import local_today
from core.permissions import DOOR, ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import CACHED_READ_PARAMETERS, cached_responses
from events import selectors, services
from events.public import EventSerializer, event_json, event_or_404, featured_event_json, upcoming_events_json
from registrations import seats


class EventListView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="events_list",
        responses=cached_responses(EventSerializer(many=True)),
        parameters=CACHED_READ_PARAMETERS,
    )
    def get(self, request):
        return publiccache.respond(request, upcoming_events_json(today=local_today(), seats=seats))


class FeaturedEventView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=cached_responses(EventSerializer(allow_null=True)), parameters=CACHED_READ_PARAMETERS)
    def get(self, request):
        return publiccache.respond(request, featured_event_json(today=local_today(), seats=seats))


class EventDetailView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=cached_responses(EventSerializer), parameters=CACHED_READ_PARAMETERS)
    def get(self, request, event_id: int):
        return publiccache.respond(request, event_json(event_id=event_id, today=local_today(), seats=seats))


class AdminEventListView(StaffOnlyMixin, APIView):
    roles = {"GET": (ORGANISER, TREASURER, DOOR), "*": (ORGANISER,)}

    @extend_schema(responses=EventSerializer(many=True))
    def get(self, request):
        events = selectors.admin_events(today=local_today(), seats=seats)
        return Response(EventSerializer(events, many=True).data)

    @extend_schema(request=EventSerializer, responses={201: EventSerializer})
    def post(self, request):
        serializer = EventSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        event = services.event_create(**serializer.validated_data, actor=request.user.get_username())
        return Response(EventSerializer(event_or_404(event.pk, seats=seats)).data, status=status.HTTP_201_CREATED)


class AdminEventDetailView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(request=EventSerializer, responses=EventSerializer)
    def put(self, request, event_id: int):
        event = event_or_404(event_id, seats=seats)
        serializer = EventSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        event_actions.event_update(event=event, actor=request.user.get_username(), **serializer.validated_data)
        return Response(EventSerializer(event_or_404(event_id, seats=seats)).data)

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, event_id: int):
        services.event_delete(event=event_or_404(event_id, seats=seats), actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)
