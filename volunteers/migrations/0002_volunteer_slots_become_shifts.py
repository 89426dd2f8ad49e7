"""The volunteer jobs parties claimed when they registered (events.Slot of
kind "volunteer", registrations.SlotClaim) become shifts with their
volunteers: each job a shift of the event's time (9:00 to 17:00 when the event
names no clock time; on a festival's first day), each living party's claim a
volunteer with the party's name, address, phone and language."""

from datetime import time

from django.db import migrations

from core.emails import email_key
from events.calendar import clock_range

DAY_START = time(9, 0)
DAY_END = time(17, 0)


def _times(event) -> tuple[time, time]:
    try:
        times = clock_range(event.time or "")
    except (ValueError, TypeError):
        times = None
    if times is None or times[1] is None or times[1] <= times[0]:
        if times is not None and times[0] < DAY_END:
            return times[0], DAY_END
        return DAY_START, DAY_END
    return times[0], times[1]


def slots_to_shifts(apps, schema_editor):
    Slot = apps.get_model("events", "Slot")
    EventDay = apps.get_model("events", "EventDay")
    Shift = apps.get_model("events", "Shift")
    SlotClaim = apps.get_model("registrations", "SlotClaim")
    ShiftVolunteer = apps.get_model("volunteers", "ShiftVolunteer")
    for slot in Slot.objects.filter(kind="volunteer").select_related("event").order_by("event_id", "position", "id"):
        event = slot.event
        day = EventDay.objects.filter(event=event).order_by("date").first() if event.end_date else None
        start, end = _times(event)
        claims = (
            SlotClaim.objects.filter(slot=slot)
            .exclude(registration__status="cancelled")
            .select_related("registration")
            .order_by("created_at", "id")
        )
        volunteers = [claim.registration for claim in claims]
        shift = Shift.objects.create(
            event=event,
            day=day,
            role=slot.title[:100],
            start_time=start,
            end_time=end,
            needed=max(slot.needed, len(volunteers), 1),
            position=slot.position,
        )
        ShiftVolunteer.objects.bulk_create(
            ShiftVolunteer(
                shift=shift,
                full_name=registration.full_name,
                email=registration.email,
                email_key=email_key(registration.email or ""),
                phone=registration.phone,
                language=registration.language,
            )
            for registration in volunteers
        )
        slot.delete()


class Migration(migrations.Migration):
    dependencies = [
        ("volunteers", "0001_initial"),
        ("registrations", "0012_check_in_per_day"),
    ]

    operations = [migrations.RunPython(slots_to_shifts, migrations.RunPython.noop)]
