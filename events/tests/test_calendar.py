from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest
from django.utils import translation
from icalendar import Calendar

from events.calendar import clock_range, event_ics
from events.tests.factories import EventFactory

pytestmark = pytest.mark.django_db

LOS_ANGELES = ZoneInfo("America/Los_Angeles")


def parse(ics: bytes):
    calendar = Calendar.from_ical(ics)
    (event,) = calendar.walk("VEVENT")
    return calendar, event


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("5:00 PM - 10:00 PM", (time(17), time(22))),
        ("10:00 AM", (time(10), None)),
        ("5pm-10pm", (time(17), time(22))),
        ("6:30 p.m. \u2013 9 p.m.", (time(18, 30), time(21))),
        ("10:00 AM to 4:00 PM", (time(10), time(16))),
        ("17:00 - 22:30", (time(17), time(22, 30))),
        ("7 PM onwards", (time(19), None)),
        ("12 PM - 3 PM", (time(12), time(15))),
        # A side without am/pm takes the other side's, read so the start comes first.
        ("5 - 10 PM", (time(17), time(22))),
        ("10 - 2 PM", (time(10), time(14))),
        ("11 AM - 2", (time(11), time(14))),
        ("8 PM - 1 AM", (time(20), time(1))),
    ],
)
def test_clock_range_reads_the_times_people_write(text, expected):
    assert clock_range(text) == expected


@pytest.mark.parametrize("text", ["", "After sunset", "Doors open 5 PM", "2025 Durga Puja", "5", "5 - 10", "25:00"])
def test_clock_range_is_none_without_a_clock_time_at_the_start(text):
    assert clock_range(text) is None


def test_timed_event_has_a_start_and_end_in_los_angeles_with_its_timezone(settings):
    settings.SITE_URL = "https://tbca.example.org"
    event = EventFactory(
        title="Durga Puja",
        date=date(2030, 10, 15),
        time="5:00 PM - 10:00 PM",
        venue="Tracy Community Center",
        address="950 East St, Tracy, CA 95376",
        description="Five days of worship, music and food.",
    )

    calendar, vevent = parse(event_ics(event))

    assert vevent["UID"] == f"event-{event.pk}@tbca.example.org"
    assert vevent["SUMMARY"] == "Durga Puja"
    assert vevent.start == datetime(2030, 10, 15, 17, tzinfo=LOS_ANGELES)
    assert vevent.end == datetime(2030, 10, 15, 22, tzinfo=LOS_ANGELES)
    assert vevent["DTSTART"].params["TZID"] == "America/Los_Angeles"
    assert vevent["LOCATION"] == "Tracy Community Center, 950 East St, Tracy, CA 95376"
    assert vevent["URL"] == f"https://tbca.example.org/events/{event.pk}"
    assert vevent["DESCRIPTION"] == (
        f"Five days of worship, music and food.\n\nhttps://tbca.example.org/events/{event.pk}"
    )
    assert [timezone.tz_name for timezone in calendar.timezones] == ["America/Los_Angeles"]
    assert b"DTSTART;TZID=America/Los_Angeles:20301015T170000\r\n" in event_ics(event)


def test_a_single_clock_time_ends_three_hours_later():
    event = EventFactory(date=date(2030, 4, 14), time="10:00 AM")

    _, vevent = parse(event_ics(event))

    assert (vevent.start, vevent.end) == (
        datetime(2030, 4, 14, 10, tzinfo=LOS_ANGELES),
        datetime(2030, 4, 14, 13, tzinfo=LOS_ANGELES),
    )


def test_a_range_past_midnight_ends_the_next_day():
    event = EventFactory(date=date(2030, 11, 1), time="8 PM - 1 AM")

    _, vevent = parse(event_ics(event))

    assert vevent.end == datetime(2030, 11, 2, 1, tzinfo=LOS_ANGELES)


def test_event_without_a_clock_time_is_all_day_and_keeps_its_time_text():
    event = EventFactory(date=date(2030, 10, 15), time="After sunset", description="Aarti and bhog.")

    calendar, vevent = parse(event_ics(event))

    assert vevent.start == date(2030, 10, 15)
    assert vevent.end == date(2030, 10, 16)
    assert b"DTSTART;VALUE=DATE:20301015\r\n" in event_ics(event)
    assert vevent["DESCRIPTION"].startswith("Time: After sunset\n\nAarti and bhog.")
    assert calendar.timezones == []


def test_title_with_a_line_break_is_one_line_and_text_is_escaped():
    event = EventFactory(title="Durga Puja\nDay 2; evening, all", venue="Hall, East", address="950 East St")

    ics = event_ics(event)
    _, vevent = parse(ics)

    assert vevent["SUMMARY"] == "Durga Puja Day 2; evening, all"
    assert b"SUMMARY:Durga Puja Day 2\\; evening\\, all\r\n" in ics
    assert vevent["LOCATION"] == "Hall, East, 950 East St"


def test_the_same_event_gives_the_same_file_until_it_is_edited():
    event = EventFactory(title="Poila Boishakh")
    first = event_ics(event)

    assert event_ics(event) == first
    event.title = "Poila Boishakh Mela"
    event.save()
    assert event_ics(event) != first
    assert parse(event_ics(event))[1]["UID"] == parse(first)[1]["UID"]


def test_bengali_text_is_kept_as_utf8():
    event = EventFactory(title="দুর্গা পূজা", venue="ট্রেসি কমিউনিটি সেন্টার")

    ics = event_ics(event)

    assert "SUMMARY:দুর্গা পূজা".encode() in ics
    assert parse(ics)[1]["LOCATION"].startswith("ট্রেসি কমিউনিটি সেন্টার")


def test_the_time_line_is_in_the_active_language_and_the_time_as_written():
    event = EventFactory(date=date(2030, 10, 15), time="After sunset", description="Aarti and bhog.")

    with translation.override("bn"):
        _, vevent = parse(event_ics(event))

    assert vevent["DESCRIPTION"].startswith("সময়: After sunset\n\nAarti and bhog.")


def test_a_bengali_calendar_file_has_the_events_bengali_title_and_description():
    event = EventFactory(title="Kali Puja", title_bn="কালীপুজো", description="Night puja.", description_bn="রাতের পুজো।")

    with translation.override("bn"):
        _, bengali = parse(event_ics(event))
    _, english = parse(event_ics(event))

    assert (str(bengali["SUMMARY"]), str(english["SUMMARY"])) == ("কালীপুজো", "Kali Puja")
    assert bengali["DESCRIPTION"].startswith("রাতের পুজো।")
    assert english["DESCRIPTION"].startswith("Night puja.")


def test_a_bengali_calendar_file_of_an_event_without_bengali_keeps_the_english():
    event = EventFactory(title="Kali Puja", description="Night puja.")

    with translation.override("bn"):
        _, vevent = parse(event_ics(event))

    assert str(vevent["SUMMARY"]) == "Kali Puja"
    assert vevent["DESCRIPTION"].startswith("Night puja.")
