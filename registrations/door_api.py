"""The door's own read, and the door passes that open it on a volunteer's phone (docs/roles.md)."""

import segno
from django.utils.decorators import method_decorator
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_protect
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import APIException, NotFound, PermissionDenied, ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from activity.services import download_record
from core.change_marks import Cursor, cursor_parse
from core.conditional import private_json
from core.dates import local_today
from core.fields import PlainTextField, required_messages
from core.permissions import DOOR, ORGANISER, HasRole, StaffOnlyMixin, is_door_pass
from core.schema import documented_error
from core.throttling import ScopedRateThrottle
from events.selectors import event_days, event_find_or_404
from registrations import door_passes, services
from registrations.door import DoorList, door_list
from registrations.models import DoorPass

# The largest cursor a phone may send back (a 64-bit mark).
LARGEST_CURSOR = 2**63 - 1
PASS_ENDED = documented_error("This door pass has expired or was revoked.")


def door_event_allowed(request, event_id: int) -> None:
    """A door pass reaches its own event alone: any other answers 403."""
    user = request.user
    if is_door_pass(user) and user.event_id != event_id:
        raise PermissionDenied(HasRole.message)


def _since(value) -> Cursor | None:
    if value in (None, ""):
        return None
    cursor = cursor_parse(str(value))
    if cursor is None:
        raise ValidationError({"since": [_("This is not a cursor the door's list gave.")]})
    return cursor


def _day_id(value) -> int | None:
    if value in (None, ""):
        return None
    if not str(value).isdigit() or not 1 <= int(value) <= LARGEST_CURSOR:
        raise ValidationError({"dayId": [_("Choose from this event's days.")]})
    return int(value)


class DoorPartySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    fullName = serializers.CharField()
    guestCount = serializers.IntegerField()
    children = serializers.IntegerField()
    status = serializers.ChoiceField(choices=["confirmed", "waitlisted"])
    checkedInAt = serializers.DateTimeField(allow_null=True, help_text="On the day asked for (dayId) at a festival.")
    arrivedGuests = serializers.IntegerField(allow_null=True, help_text="How many of the party came; null until in.")
    sittings = serializers.ListField(
        child=serializers.JSONField(),
        help_text="The party's sittings (that day's at a festival): [{id, dayId, title, titleBn, startTime}].",
    )


class DoorListSerializer(serializers.Serializer):
    parties = DoorPartySerializer(many=True)
    removed = serializers.ListField(
        child=serializers.IntegerField(),
        required=False,
        help_text="Only with `since`: ids of parties no longer on the list (cancelled, deleted, not that day).",
    )
    cursor = serializers.CharField(help_text="Send it back as `since` to get only what changed after this read.")


_MOMENT = serializers.DateTimeField()


def _door_body(found: DoorList, *, incremental: bool) -> dict:
    # Written out rather than through a serializer per row: a festival's door has thousands.
    body: dict = {
        "parties": [
            {
                "id": party.id,
                "fullName": party.full_name,
                "guestCount": party.guest_count,
                "children": party.children,
                "status": party.status,
                "checkedInAt": None if party.checked_in_at is None else _MOMENT.to_representation(party.checked_in_at),
                "arrivedGuests": party.arrived_guests,
                "sittings": party.sittings,
            }
            for party in found.parties
        ],
        "cursor": str(found.cursor),
    }
    if incremental:
        body["removed"] = found.removed
    return body


class AdminDoorListView(StaffOnlyMixin, APIView):
    """The door's own list of an event: names, party sizes and arrival; no email, phone, notes or
    money. A full read is logged as a download of personal data; a read `since` a cursor is not."""

    roles = (ORGANISER, DOOR)
    door_pass = True

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "since", str, OpenApiParameter.QUERY, required=False, description="A cursor an earlier read gave."
            ),
            OpenApiParameter(
                "dayId",
                int,
                OpenApiParameter.QUERY,
                required=False,
                description="At a festival, one of its days: the parties coming that day, with that day's check-in.",
            ),
        ],
        responses={
            200: DoorListSerializer,
            400: documented_error("A `since` that is not a cursor, or a day not of this event."),
            401: PASS_ENDED,
            404: documented_error("No such event."),
        },
    )
    def get(self, request, event_id: int):
        since = _since(request.query_params.get("since"))
        day_id = _day_id(request.query_params.get("dayId"))
        door_event_allowed(request, event_id)
        event = event_find_or_404(event_id=event_id)
        day = None if day_id is None else services.door_day(event=event, day_id=day_id)
        found = door_list(event=event, day=day, since=since)
        if since is None:
            download_record(actor=request.user.get_username(), action="download.door", event_id=event.pk)
        return private_json(request, _door_body(found, incremental=since is not None), compress=True)


# Left by the check-in page on a phone that keeps a copy of the event's list, for that page's
# path alone (frontend/src/features/admin/door/door-list.ts).
LIST_KEPT_COOKIE = "door-list-kept"
# The check-in page's `?day=`: the festival day it opens at (frontend/src/features/admin/door/day.ts).
DAY_PARAM = "day"


def door_opening_read(request, event_id: int) -> str | None:
    """The read of the door's list the check-in page of `event_id` opens with, for a phone signed
    in with a role that reads it: the whole list (`GET /api/admin/events/{id}/door`, at a festival
    its day's). Its day is chosen as the page chooses it: the day in the address, else today; a
    festival not on one of its days has none until the volunteer chooses, so there is none. None
    whenever the page would not read a list at once."""
    user = request.user
    if not (user.is_authenticated and user.is_staff and user.is_active):
        return None
    view = AdminDoorListView()
    try:
        view.check_permissions(view.initialize_request(request))
    except APIException:
        return None
    days = event_days(event_id=event_id)
    if days is None:
        return None
    path = f"/api/admin/events/{event_id}/door"
    if not days:
        return path
    asked = request.GET.get(DAY_PARAM, "")
    today = local_today()
    chosen = int(asked) if asked.isascii() and asked.isdigit() else None
    day = next((day for day, _on in days if day == chosen), None)
    day = day or next((day for day, on in days if on == today), None)
    return None if day is None else f"{path}?dayId={day}"


def door_parties(*, event_id: int, day_id: int | None) -> list[dict]:
    """The parties of the door's whole list, as `GET /api/admin/events/{id}/door` answers them,
    for the check-in page's first screen (cultural_site/spa.py). Not a download: the page shows
    the first rows, and the phone's own read of the list is recorded as one."""
    event = event_find_or_404(event_id=event_id)
    day = None if day_id is None else services.door_day(event=event, day_id=day_id)
    return _door_body(door_list(event=event, day=day), incremental=False)["parties"]


class DoorPassCreateSerializer(serializers.Serializer):
    label = PlainTextField(max_length=60, error_messages=required_messages(_("Give the pass a name (who carries it).")))


class DoorPassSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    label = serializers.CharField()
    expiresAt = serializers.DateTimeField()
    lastUsedAt = serializers.DateTimeField(allow_null=True)
    revokedAt = serializers.DateTimeField(allow_null=True)
    createdBy = serializers.CharField()


class CreatedDoorPassSerializer(DoorPassSerializer):
    url = serializers.CharField(help_text="{SITE_URL}/door/{token}: shown once (only the token's hash is kept).")
    qrCode = serializers.CharField(help_text="The url as an SVG QR code (a data URI), to scan with the phone.")


def _pass_body(door_pass: DoorPass) -> dict:
    return {
        "id": door_pass.pk,
        "label": door_pass.label,
        "expiresAt": _MOMENT.to_representation(door_passes.door_pass_expires_at(door_pass.event)),
        "lastUsedAt": None if door_pass.last_used_at is None else _MOMENT.to_representation(door_pass.last_used_at),
        "revokedAt": None if door_pass.revoked_at is None else _MOMENT.to_representation(door_pass.revoked_at),
        "createdBy": door_pass.created_by,
    }


class AdminDoorPassesView(StaffOnlyMixin, APIView):
    """An event's door passes (GET, newest first) and a new one (POST)."""

    roles = (ORGANISER,)

    @extend_schema(responses={200: DoorPassSerializer(many=True), 404: documented_error("No such event.")})
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        found = DoorPass.objects.filter(event=event).select_related("event")
        return Response([_pass_body(door_pass) for door_pass in found])

    @extend_schema(
        request=DoorPassCreateSerializer,
        responses={201: CreatedDoorPassSerializer, 404: documented_error("No such event.")},
    )
    def post(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        serializer = DoorPassCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        door_pass, token = door_passes.door_pass_create(
            event=event, label=serializer.validated_data["label"], actor=request.user.get_username()
        )
        url = door_passes.door_pass_url(token)
        qr_code = segno.make(url, error="m").svg_data_uri(scale=6, border=2, dark="#3d0c0c")
        return Response({**_pass_body(door_pass), "url": url, "qrCode": qr_code}, status=status.HTTP_201_CREATED)


class AdminDoorPassView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(request=None, responses={204: None, 404: documented_error("No such door pass.")})
    def delete(self, request, door_pass_id: int):
        door_pass = DoorPass.objects.filter(pk=door_pass_id).first()
        if door_pass is None:
            raise NotFound()
        door_passes.door_pass_revoke(door_pass=door_pass, actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)


class DoorSessionSerializer(serializers.Serializer):
    eventId = serializers.IntegerField()
    label = serializers.CharField()
    expiresAt = serializers.DateTimeField()


@method_decorator(csrf_protect, name="dispatch")
class DoorPassOpenView(APIView):
    """A volunteer's phone opens a door pass: a door session for that event alone, no password."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "door-pass"

    @extend_schema(
        request=None,
        responses={
            200: DoorSessionSerializer,
            401: PASS_ENDED,
            403: documented_error("No valid CSRF token: GET /api/auth/session gives one."),
            404: documented_error("No door pass has this link."),
            429: documented_error("Too many passes opened from this address; wait a while."),
        },
    )
    def post(self, request, token: str):
        door_pass = door_passes.door_pass_open(request=request, token=token)
        if door_pass is None:
            raise NotFound()
        expires_at = door_passes.door_pass_expires_at(door_pass.event)
        return Response(
            {
                "eventId": door_pass.event_id,
                "label": door_pass.label,
                "expiresAt": _MOMENT.to_representation(expires_at),
            }
        )
