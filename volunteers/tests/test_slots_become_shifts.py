"""The volunteer jobs parties claimed when they registered become shifts,
and their claims volunteers (volunteers/migrations/0002)."""

import importlib
from datetime import time, timedelta

import pytest
from django.apps import apps
from django.utils import timezone

from events.models import EventDay, Shift, Slot
from events.tests.factories import EventFactory
from registrations.models import Registration, SlotClaim
from volunteers.models import ShiftVolunteer

pytestmark = pytest.mark.django_db

migration = importlib.import_module("volunteers.migrations.0002_volunteer_slots_become_shifts")


def party(event, name: str, email: str, **fields) -> Registration:
    return Registration.objects.create(event=event, full_name=name, email=email, phone="209 555 0101", **fields)


def test_volunteer_slots_become_shifts_keeping_their_claims_and_dishes_stay():
    event = EventFactory(time="5:00 PM - 10:00 PM")
    setup = Slot.objects.create(event=event, kind="volunteer", title="Hall setup", needed=2, position=1)
    payesh = Slot.objects.create(event=event, kind="bring", title="Payesh", needed=3, position=0)
    anita = party(event, "Anita Sen", "Anita@Example.com", language="bn")
    gone = party(event, "Gone Away", "gone@example.com", status="cancelled")
    SlotClaim.objects.create(slot=setup, registration=anita)
    SlotClaim.objects.create(slot=setup, registration=gone)
    SlotClaim.objects.create(slot=payesh, registration=anita)

    migration.slots_to_shifts(apps, None)

    shift = Shift.objects.get()
    assert (shift.event, shift.day, shift.role, shift.needed) == (event, None, "Hall setup", 2)
    assert (shift.start_time, shift.end_time) == (time(17, 0), time(22, 0))
    volunteer = ShiftVolunteer.objects.get()
    assert (volunteer.shift, volunteer.full_name, volunteer.email, volunteer.phone, volunteer.language) == (
        shift,
        "Anita Sen",
        "Anita@Example.com",
        "209 555 0101",
        "bn",
    )
    assert volunteer.email_key == "anita@example.com"
    assert list(Slot.objects.values_list("title", flat=True)) == ["Payesh"]
    assert SlotClaim.objects.filter(slot=payesh).count() == 1


def test_a_festivals_job_lands_on_its_first_day_and_a_time_without_clock_takes_the_day():
    first = timezone.localdate() + timedelta(days=30)
    festival = EventFactory(date=first, end_date=first + timedelta(days=2), time="All day")
    days = EventDay.objects.bulk_create(EventDay(event=festival, date=first + timedelta(days=n)) for n in range(3))
    Slot.objects.create(event=festival, kind="volunteer", title="Bhog kitchen", needed=1)

    migration.slots_to_shifts(apps, None)

    shift = Shift.objects.get()
    assert shift.day == days[0]
    assert (shift.start_time, shift.end_time) == (time(9, 0), time(17, 0))
