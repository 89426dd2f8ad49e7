"""The calendars: every upcoming event at /calendar.ics, and each family's own
secret feed of its confirmed registrations; read back with icalendar, with the
local times right across the daylight-saving change."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from icalendar import Calendar
from rest_framework.test import APIClient

from core.dates import local_today
from events.tests.factories import EventFactory
from families.sessions import SESSION_KEY
from families.tests.factories import FamilyFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

LA = ZoneInfo("America/Los_Angeles")


def family_client(family) -> APIClient:
    client = APIClient(enforce_csrf_checks=False)
    session = client.session
    session[SESSION_KEY] = family.pk
    session.save()
    return client


def read(response) -> Calendar:
    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    return Calendar.from_ical(response.content)


def starts(calendar: Calendar) -> dict[str, datetime]:
    return {str(event["SUMMARY"]): event.decoded("DTSTART") for event in calendar.walk("VEVENT")}


def around_the_change() -> tuple[date, date]:
    """A Saturday before and one after the first Sunday of November to come (clocks go back)."""
    year = local_today().year + 1
    first_sunday = date(year, 11, 1) + timedelta(days=(6 - date(year, 11, 1).weekday()) % 7)
    return first_sunday - timedelta(days=8), first_sunday + timedelta(days=6)


def test_the_site_calendar_has_every_upcoming_event_at_its_local_time_across_the_change(api_client):
    before, after = around_the_change()
    EventFactory(title="Kali Puja", date=before, time="6:00 PM - 11:00 PM")
    EventFactory(title="Jagaddhatri Puja", date=after, time="6:00 PM - 11:00 PM")
    EventFactory(title="Poila Boishakh", date=local_today() - timedelta(days=3))
    EventFactory(title="Picnic", date=before + timedelta(days=1), time="All day")

    calendar = read(api_client.get("/calendar.ics"))

    times = starts(calendar)
    assert set(times) == {"Kali Puja", "Jagaddhatri Puja", "Picnic"}
    for title, day in (("Kali Puja", before), ("Jagaddhatri Puja", after)):
        assert times[title].tzinfo is not None
        assert times[title].astimezone(LA).replace(tzinfo=None) == datetime.combine(day, datetime.min.time()).replace(
            hour=18
        )
    # 6 PM is 01:00 UTC in daylight time, 02:00 UTC after the change.
    assert times["Kali Puja"].astimezone(ZoneInfo("UTC")).hour == 1
    assert times["Jagaddhatri Puja"].astimezone(ZoneInfo("UTC")).hour == 2
    assert times["Picnic"] == before + timedelta(days=1)
    (zone,) = calendar.walk("VTIMEZONE")
    assert zone["TZID"] == "America/Los_Angeles"
    assert {"STANDARD", "DAYLIGHT"} <= {part.name for part in zone.subcomponents}
    uids = [str(event["UID"]) for event in calendar.walk("VEVENT")]
    assert len(set(uids)) == 3
    assert uids == [str(event["UID"]) for event in read(api_client.get("/calendar.ics")).walk("VEVENT")]


def test_a_family_feed_has_its_confirmed_registrations_and_a_reset_ends_the_old_address():
    before, after = around_the_change()
    family = FamilyFactory(email="sen@example.com")
    kali = EventFactory(title="Kali Puja", date=before, time="7:30 PM")
    jagaddhatri = EventFactory(title="Jagaddhatri Puja", date=after, time="7:30 PM")
    RegistrationFactory(event=kali, email="Sen@Example.com")
    RegistrationFactory(event=jagaddhatri, email="sen@example.com")
    RegistrationFactory(event=EventFactory(title="Saraswati Puja"), email="sen@example.com", status="cancelled")
    RegistrationFactory(event=EventFactory(title="Someone else's"), email="other@example.com")
    client = family_client(family)

    url = client.get("/api/family/calendar-feed").json()["url"]
    assert url == client.get("/api/family/calendar-feed").json()["url"]
    path = url.removeprefix("http://testserver").removeprefix("http://127.0.0.1:8000")

    calendar = read(APIClient().get(path))

    times = starts(calendar)
    assert set(times) == {"Kali Puja", "Jagaddhatri Puja"}
    assert times["Kali Puja"].astimezone(LA).strftime("%H:%M") == "19:30"
    assert times["Jagaddhatri Puja"].astimezone(LA).strftime("%H:%M") == "19:30"
    assert times["Kali Puja"].astimezone(ZoneInfo("UTC")).hour == 2
    assert times["Jagaddhatri Puja"].astimezone(ZoneInfo("UTC")).hour == 3
    registration = Registration.objects.get(event=kali)
    assert any(str(event["UID"]).startswith(f"registration-{registration.pk}@") for event in calendar.walk("VEVENT"))

    reset = client.post("/api/family/calendar-feed/reset")
    assert reset.status_code == 200
    assert reset.json()["url"] != url
    assert APIClient().get(path).status_code == 404
    new_path = reset.json()["url"].split("/api/", 1)[1]
    assert APIClient().get(f"/api/{new_path}").status_code == 200


def test_the_feed_needs_a_family_and_an_unknown_secret_is_a_404(api_client):
    assert api_client.get("/api/family/calendar-feed").status_code == 401
    assert api_client.post("/api/family/calendar-feed/reset").status_code in (401, 403)
    assert api_client.get("/api/family/calendar/nothing-here.ics").status_code == 404


def test_a_bengali_family_reads_its_feed_in_bengali():
    family = FamilyFactory(language="bn")
    RegistrationFactory(event=EventFactory(title="Durga Puja", title_bn="দুর্গাপূজা"), email=family.email)
    client = family_client(family)
    path = "/api/" + client.get("/api/family/calendar-feed").json()["url"].split("/api/", 1)[1]

    calendar = read(APIClient().get(path))

    assert [str(event["SUMMARY"]) for event in calendar.walk("VEVENT")] == ["দুর্গাপূজা"]


def test_a_family_feed_has_its_shifts_and_sittings_at_their_local_times_across_the_change():
    from datetime import time

    from events.models import Shift, Sitting
    from registrations.sittings import sittings_book
    from volunteers.models import ShiftVolunteer

    before, after = around_the_change()
    family = FamilyFactory(email="sen@example.com")
    kali = EventFactory(title="Kali Puja", date=before, time="7:30 PM")
    jagaddhatri = EventFactory(title="Jagaddhatri Puja", date=after, time="7:30 PM")
    kitchen = Shift.objects.create(event=kali, role="Bhog kitchen", start_time=time(6), end_time=time(9, 30))
    ShiftVolunteer.objects.create(shift=kitchen, full_name="Anita Sen", email="SEN@example.com")
    other = Shift.objects.create(event=kali, role="Serving", start_time=time(12), end_time=time(14))
    ShiftVolunteer.objects.create(shift=other, full_name="Someone Else", email="other@example.com")
    party = RegistrationFactory(event=jagaddhatri, email="sen@example.com", guest_count=3)
    anjali = Sitting.objects.create(event=jagaddhatri, title="Pushpanjali", start_time="09:40", capacity=120)
    sittings_book(party, event=jagaddhatri, sitting_ids=[anjali.pk])
    client = family_client(family)
    path = client.get("/api/family/calendar-feed").json()["url"].split("/api/", 1)[1]

    calendar = read(APIClient().get(f"/api/{path}"))

    entries = {str(event["SUMMARY"]): event for event in calendar.walk("VEVENT")}
    shift = entries["Bhog kitchen (volunteer shift), Kali Puja"]
    assert shift.decoded("DTSTART").astimezone(LA).replace(tzinfo=None) == datetime.combine(before, time(6))
    assert shift.decoded("DTEND").astimezone(LA).replace(tzinfo=None) == datetime.combine(before, time(9, 30))
    assert shift.decoded("DTSTART").astimezone(ZoneInfo("UTC")).hour == 13  # daylight time: UTC-7
    sitting = entries["Pushpanjali, Jagaddhatri Puja"]
    assert sitting.decoded("DTSTART").astimezone(LA).replace(tzinfo=None) == datetime.combine(after, time(9, 40))
    assert sitting.decoded("DTSTART").astimezone(ZoneInfo("UTC")).hour == 17  # standard time: UTC-8
    assert not any("Serving" in title for title in entries)
    assert len({str(event["UID"]) for event in calendar.walk("VEVENT")}) == len(entries) == 3


def test_the_site_calendar_reads_in_bengali_when_asked(api_client):
    EventFactory(title="Durga Puja", title_bn="দুর্গাপূজা")

    calendar = read(api_client.get("/calendar.ics?lang=bn"))

    assert [str(event["SUMMARY"]) for event in calendar.walk("VEVENT")] == ["দুর্গাপূজা"]
