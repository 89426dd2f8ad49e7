"""Door passes: a link an organiser makes for a volunteer's phone, which opens the door of one
event (its list, check-in taps and their undo) without a password (docs/roles.md). The link's
token is kept only as its SHA-256; the pass ends six hours after the event's last day (in the
site's time zone, Los Angeles) or when an organiser revokes it, and so does every session it
started."""

import hashlib
import secrets
from datetime import UTC, datetime, time, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from activity.services import activity_record
from core.exceptions import Unauthenticated
from core.permissions import DoorPassHolder
from events.models import Event
from registrations.models import DoorPass

# Where a pass's session keeps it (request.session).
SESSION_KEY = "door_pass"
# How long after the event's last day has ended its passes still open the door.
AFTER_LAST_DAY = timedelta(hours=6)
# A pass's last use is written at most this often (not on every tap of a busy door).
LAST_USED_EVERY = timedelta(minutes=1)


class DoorPassEnded(Unauthenticated):
    def __init__(self) -> None:
        super().__init__(gettext("This door pass has expired or was revoked."), realm="door")


def door_pass_token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def door_pass_expires_at(event: Event) -> datetime:
    """Six hours after the event's last day ends: after midnight that night in the site's time
    zone, counted in hours as they pass (so five on the clock when the clocks go back that night)."""
    zone = timezone.get_default_timezone()
    midnight = datetime.combine(event.last_day + timedelta(days=1), time(0), tzinfo=zone)
    return (midnight.astimezone(UTC) + AFTER_LAST_DAY).astimezone(zone)


def door_pass_url(token: str) -> str:
    return f"{settings.SITE_URL}/door/{token}"


def door_pass_is_open(door_pass: DoorPass, *, now: datetime | None = None) -> bool:
    return door_pass.revoked_at is None and (now or timezone.now()) < door_pass_expires_at(door_pass.event)


def _log(door_pass: DoorPass, *, actor: str, action: str) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="door_pass",
        target_id=door_pass.pk,
        event_id=door_pass.event_id,
        summary=door_pass.label,
    )


@transaction.atomic
def door_pass_create(*, event: Event, label: str, actor: str) -> tuple[DoorPass, str]:
    """A new pass for `event`, and its token (shown once, in the link; only its hash is kept)."""
    token = secrets.token_urlsafe(32)
    door_pass = DoorPass.objects.create(
        event=event, label=label, token_hash=door_pass_token_hash(token), created_by=actor
    )
    _log(door_pass, actor=actor, action="door_pass.create")
    return door_pass, token


@transaction.atomic
def door_pass_revoke(*, door_pass: DoorPass, actor: str) -> DoorPass:
    """End the pass and every session it started. Harmless twice."""
    door_pass = DoorPass.objects.select_for_update().get(pk=door_pass.pk)
    if door_pass.revoked_at is None:
        door_pass.revoked_at = timezone.now()
        door_pass.save(update_fields=["revoked_at"])
        _log(door_pass, actor=actor, action="door_pass.revoke")
    return door_pass


def _used(door_pass: DoorPass) -> None:
    now = timezone.now()
    if door_pass.last_used_at is None or now - door_pass.last_used_at >= LAST_USED_EVERY:
        DoorPass.objects.filter(pk=door_pass.pk).update(last_used_at=now)
        door_pass.last_used_at = now


def door_pass_open(*, request, token: str) -> DoorPass | None:
    """Start a door session in this browser for the pass whose link holds `token`: None when no
    pass has it; a pass that has expired or was revoked is refused (401)."""
    door_pass = DoorPass.objects.select_related("event").filter(token_hash=door_pass_token_hash(token)).first()
    if door_pass is None:
        return None
    if not door_pass_is_open(door_pass):
        raise DoorPassEnded()
    # A new session key, as a sign-in gets: a key known before the pass opened is worth nothing.
    request.session.cycle_key()
    request.session[SESSION_KEY] = door_pass.pk
    _used(door_pass)
    return door_pass


def door_pass_holder(request) -> DoorPassHolder | None:
    """Who a door pass's session is (settings' DOOR_PASS_SESSION, for the admin's views): None
    for a session no pass started; 401 once its pass has expired or was revoked (or is gone)."""
    session = getattr(request, "session", None)
    door_pass_id = session.get(SESSION_KEY) if session is not None else None
    if door_pass_id is None:
        return None
    door_pass = DoorPass.objects.select_related("event").filter(pk=door_pass_id).first()
    if door_pass is None or not door_pass_is_open(door_pass):
        raise DoorPassEnded()
    _used(door_pass)
    return DoorPassHolder(door_pass_id=door_pass.pk, event_id=door_pass.event_id, label=door_pass.label)
