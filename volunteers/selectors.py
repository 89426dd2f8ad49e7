"""Reads of shifts and their volunteers, for the roster, the door, the
family page and other features (a calendar feed, an announcement's audience,
a WhatsApp nudge)."""

from datetime import date

from django.db.models import Count, Prefetch, Q, QuerySet

from core.emails import email_key
from events.models import SHIFT_ORDER, Event, Shift
from volunteers.models import ShiftVolunteer


def on_date(day: date) -> Q:
    """Shift volunteers whose shift is worked on `day` (a festival's day, or a one-day event's date)."""
    return Q(shift__day__date=day) | Q(shift__day__isnull=True, shift__event__date=day)


def shift_volunteers(*, shift_id: int) -> QuerySet[ShiftVolunteer]:
    """The volunteers of one shift, first signed up first: for a message, an
    announcement's audience or a nudge."""
    return ShiftVolunteer.objects.filter(shift_id=shift_id).order_by("created_at", "id")


def event_shift_volunteers(*, event_id: int) -> QuerySet[ShiftVolunteer]:
    """Every volunteer of an event's shifts, with their shift, day and event."""
    return (
        ShiftVolunteer.objects.filter(shift__event_id=event_id)
        .select_related("shift__day", "shift__event")
        .order_by("shift__day__date", "shift__start_time", "shift_id", "created_at", "id")
    )


def volunteer_shifts(*, email: str, since: date | None = None) -> QuerySet[ShiftVolunteer]:
    """Every shift an address signed up for (by its key, core/emails.py), each
    with its shift, day and event, soonest first; from `since` on when given.
    A family's shifts for its page or its calendar feed."""
    key = email_key(email)
    if not key:
        return ShiftVolunteer.objects.none()
    rows = ShiftVolunteer.objects.filter(email_key=key).select_related("shift__day", "shift__event")
    if since is not None:
        rows = rows.filter(Q(shift__day__date__gte=since) | Q(shift__day__isnull=True, shift__event__date__gte=since))
    return rows.order_by("shift__event__date", "shift__day__date", "shift__start_time", "id")


def volunteer_get(*, volunteer_id: int) -> ShiftVolunteer | None:
    return ShiftVolunteer.objects.select_related("shift__day", "shift__event").filter(pk=volunteer_id).first()


def shift_get(*, event_id: int, shift_id: int) -> Shift | None:
    # By its key alone, then its event compared here: an id from a path may be any size, and
    # only a key lookup is safe from one too large for the database's integers.
    shift = Shift.objects.select_related("day", "event").filter(pk=shift_id).first()
    return shift if shift is not None and shift.event_id == event_id else None


def roster(*, event: Event) -> list[Shift]:
    """The event's shifts by day and time, each with its day, `taken` and its
    volunteers (first signed up first): two queries."""
    return list(
        Shift.objects.filter(event=event)
        .select_related("day", "event")
        .annotate(taken=Count("volunteers"))
        .prefetch_related(Prefetch("volunteers", queryset=ShiftVolunteer.objects.order_by("created_at", "id")))
        .order_by(*SHIFT_ORDER)
    )
