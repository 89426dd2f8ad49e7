"""A festival's door checks in per day: each day has its own check-in, the
door's list of a day has only the parties coming that day, and undo, tap ids
and the planning numbers follow the day."""

import importlib
from datetime import timedelta

import pytest
from django.apps import apps
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.manage_links import REGISTRATION, manage_token
from events.models import Event, EventDay
from events.tests.factories import EventFactory
from registrations.models import CheckInTap, DayCheckIn, Registration
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db

DAYS = ["Shashthi", "Saptami", "Ashtami", "Navami", "Dashami"]


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


def make_festival(start) -> Event:
    event = Event.objects.create(
        title="Durga Puja",
        date=start,
        end_date=start + timedelta(days=4),
        time="10:00 AM - 9:00 PM",
        venue="Tracy Community Center",
        address="950 East St",
    )
    for offset, title in enumerate(DAYS):
        EventDay.objects.create(event=event, date=start + timedelta(days=offset), title=title)
    return event


@pytest.fixture
def festival() -> Event:
    """Five days, the first in a month: today is none of them."""
    return make_festival(timezone.localdate() + timedelta(days=30))


def day(event: Event, title: str) -> EventDay:
    return EventDay.objects.get(event=event, title=title)


def party(client, event, name: str, guests: int = 3, days: tuple[str, ...] = tuple(DAYS)) -> Registration:
    body = register(client, event, name, guests, dayIds=[day(event, title).pk for title in days]).json()
    return Registration.objects.get(pk=body["id"])


def check_in_url(registration) -> str:
    return f"/api/admin/registrations/{registration.pk}/check-in"


def tap(client, registration, event, title: str | None, **body):
    if title is not None:
        body["dayId"] = day(event, title).pk
    return client.post(check_in_url(registration), body, format="json")


def door_list(client, event, title: str) -> dict[str, dict]:
    response = client.get(f"/api/admin/events/{event.pk}/registrations", {"dayId": day(event, title).pk})
    assert response.status_code == 200
    return {row["fullName"]: row for row in response.json()}


def test_a_festival_tap_without_its_day_is_refused_when_today_is_none_of_the_days(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")

    response = staff_client.post(check_in_url(anita), {}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayId": ["Choose the day."]}
    assert not CheckInTap.objects.exists()
    anita.refresh_from_db()
    assert anita.checked_in_at is None


def test_a_festival_tap_without_its_day_is_for_today_when_today_is_one_of_them(api_client, staff_client):
    festival = make_festival(timezone.localdate() - timedelta(days=2))
    anita = party(api_client, festival, "Anita Sen")

    response = staff_client.post(check_in_url(anita), {}, format="json")

    assert response.status_code == 200
    assert response.json()["dayId"] == day(festival, "Ashtami").pk
    assert list(DayCheckIn.objects.values_list("day__title", flat=True)) == ["Ashtami"]


def test_checking_in_on_one_day_leaves_the_party_unarrived_on_another(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")

    response = tap(staff_client, anita, festival, "Saptami", arrivedGuests=2)

    assert response.status_code == 200
    body = response.json()
    assert (body["dayId"], body["arrivedGuests"], body["conflict"]) == (day(festival, "Saptami").pk, 2, False)
    assert body["checkedInAt"] is not None
    saptami = door_list(staff_client, festival, "Saptami")["Anita Sen"]
    navami = door_list(staff_client, festival, "Navami")["Anita Sen"]
    assert (saptami["checkedInAt"] is not None, saptami["arrivedGuests"]) == (True, 2)
    assert (navami["checkedInAt"], navami["arrivedGuests"]) == (None, None)
    assert navami["checkIns"] == [
        {"dayId": day(festival, "Saptami").pk, "checkedInAt": saptami["checkedInAt"], "arrivedGuests": 2}
    ]


def test_the_door_list_of_a_day_has_only_the_parties_coming_that_day(api_client, staff_client, festival):
    party(api_client, festival, "Anita Sen")
    party(api_client, festival, "Dashami Only", days=("Dashami",))
    party(api_client, festival, "Bijoy Das", days=("Saptami", "Ashtami"))

    assert set(door_list(staff_client, festival, "Dashami")) == {"Anita Sen", "Dashami Only"}
    assert set(door_list(staff_client, festival, "Saptami")) == {"Anita Sen", "Bijoy Das"}
    everyone = staff_client.get(f"/api/admin/events/{festival.pk}/registrations").json()
    assert len(everyone) == 3


def test_a_party_is_not_checked_in_on_a_day_it_does_not_come(api_client, staff_client, festival):
    dashami = party(api_client, festival, "Dashami Only", days=("Dashami",))

    response = tap(staff_client, dashami, festival, "Saptami")

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayId": ["This party is not coming on Saptami."]}
    assert not DayCheckIn.objects.exists()


def test_a_day_of_another_event_is_refused(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")
    other = make_festival(timezone.localdate() + timedelta(days=60))

    response = staff_client.post(check_in_url(anita), {"dayId": day(other, "Saptami").pk}, format="json")
    listed = staff_client.get(f"/api/admin/events/{festival.pk}/registrations", {"dayId": day(other, "Saptami").pk})

    assert response.status_code == 400
    assert response.json()["errors"] == {"dayId": ["Choose from this event's days."]}
    assert listed.status_code == 400
    assert staff_client.get(f"/api/admin/events/{festival.pk}/registrations?dayId=x").status_code == 400


def test_an_event_of_one_day_takes_no_day_and_checks_in_as_before(api_client, staff_client, festival):
    picnic = EventFactory()
    ravi = Registration.objects.get(pk=register(api_client, picnic, "Ravi Kumar", 2).json()["id"])

    refused = staff_client.post(check_in_url(ravi), {"dayId": day(festival, "Saptami").pk}, format="json")
    listed = staff_client.get(f"/api/admin/events/{picnic.pk}/registrations", {"dayId": day(festival, "Saptami").pk})
    checked = staff_client.post(check_in_url(ravi), {}, format="json")

    assert refused.status_code == 400
    assert refused.json()["errors"] == {"dayId": ["This event has only one day."]}
    assert listed.status_code == 400
    assert checked.status_code == 200
    assert checked.json()["dayId"] is None
    assert checked.json()["checkIns"] == []
    ravi.refresh_from_db()
    assert ravi.checked_in_at is not None
    assert CheckInTap.objects.get().day is None


def test_undo_is_per_day(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")
    earlier = (timezone.now() - timedelta(minutes=10)).isoformat()
    tap(staff_client, anita, festival, "Saptami", checkedInAt=earlier)
    tap(staff_client, anita, festival, "Ashtami")

    response = staff_client.delete(check_in_url(anita), {"dayId": day(festival, "Saptami").pk}, format="json")

    assert response.status_code == 200
    assert response.json()["checkedInAt"] is None
    assert door_list(staff_client, festival, "Ashtami")["Anita Sen"]["checkedInAt"] is not None
    assert door_list(staff_client, festival, "Saptami")["Anita Sen"]["checkedInAt"] is None
    # The party's own arrival follows its days: now its Ashtami check-in, not the undone Saptami one.
    anita.refresh_from_db()
    assert anita.checked_in_at == DayCheckIn.objects.get(day__title="Ashtami").checked_in_at


def test_a_tap_sent_again_changes_nothing_and_its_id_for_another_day_is_409(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")
    first = tap(staff_client, anita, festival, "Saptami", tapId="phone-a-0001")

    again = tap(staff_client, anita, festival, "Saptami", tapId="phone-a-0001")
    elsewhere = tap(staff_client, anita, festival, "Navami", tapId="phone-a-0001")

    assert again.status_code == 200
    assert again.json()["checkedInAt"] == first.json()["checkedInAt"]
    assert elsewhere.status_code == 409
    assert elsewhere.json()["errors"] == {"tapId": ["This tap was already sent for another day."]}
    assert CheckInTap.objects.count() == 1
    assert list(DayCheckIn.objects.values_list("day__title", flat=True)) == ["Saptami"]


def test_a_second_tap_on_the_same_day_is_a_conflict_keeping_the_earlier_time(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")
    tap(staff_client, anita, festival, "Saptami")
    earlier = timezone.now() - timedelta(minutes=20)

    on_saptami = tap(staff_client, anita, festival, "Saptami", checkedInAt=earlier.isoformat())
    on_navami = tap(staff_client, anita, festival, "Navami")

    assert on_saptami.json()["conflict"] is True
    assert DayCheckIn.objects.get(day__title="Saptami").checked_in_at == earlier
    assert on_navami.json()["conflict"] is False


def test_the_summary_counts_arrivals_per_day_and_each_party_once_in_the_totals(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen", guests=4)
    bijoy = party(api_client, festival, "Bijoy Das", guests=2, days=("Saptami", "Ashtami"))
    party(api_client, festival, "Dashami Only", guests=5, days=("Dashami",))
    tap(staff_client, anita, festival, "Saptami", arrivedGuests=3)
    tap(staff_client, anita, festival, "Ashtami")
    tap(staff_client, bijoy, festival, "Ashtami")

    summary = staff_client.get(f"/api/admin/events/{festival.pk}/summary").json()

    by_title = {row["title"]: row for row in summary["days"]}
    assert (by_title["Saptami"]["arrivedParties"], by_title["Saptami"]["arrivedGuests"]) == (1, 3)
    assert (by_title["Ashtami"]["arrivedParties"], by_title["Ashtami"]["arrivedGuests"]) == (2, 6)
    assert (by_title["Dashami"]["arrivedParties"], by_title["Dashami"]["arrivedGuests"]) == (0, 0)
    # Anita's four came on Ashtami, three on Saptami: the totals count four of her, and Bijoy's two.
    assert (summary["checkedInParties"], summary["checkedInGuests"]) == (2, 6)


def test_the_export_says_which_days_each_party_came(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen", guests=4)
    tap(staff_client, anita, festival, "Navami")
    tap(staff_client, anita, festival, "Saptami", arrivedGuests=3)

    response = staff_client.get(f"/api/admin/events/{festival.pk}/registrations/export")

    line = b"".join(response.streaming_content).decode("utf-8").split("\r\n")[1]
    saptami, navami = line.split(",")[-1].split("; ")
    assert saptami.startswith("Saptami ") and saptami.endswith(" (3)")
    assert navami.startswith("Navami ") and "(" not in navami


def test_a_party_that_moves_off_a_day_keeps_its_check_in_of_another(api_client, staff_client, festival):
    anita = party(api_client, festival, "Anita Sen")
    tap(staff_client, anita, festival, "Saptami")

    response = api_client.put(
        f"/api/registrations/{anita.pk}",
        {
            "fullName": "Anita Sen",
            "email": "anita.sen@example.com",
            "guestCount": 3,
            "dayIds": [day(festival, "Saptami").pk, day(festival, "Dashami").pk],
        },
        format="json",
        HTTP_X_REGISTRATION_TOKEN=manage_token(REGISTRATION, anita.pk),
    )

    assert response.status_code == 200
    assert set(door_list(staff_client, festival, "Navami")) == set()
    assert door_list(staff_client, festival, "Saptami")["Anita Sen"]["checkedInAt"] is not None


migration = importlib.import_module("registrations.migrations.0012_check_in_per_day")


def test_a_check_in_made_before_days_lands_on_the_day_it_was_made(api_client, festival):
    """As the migration found them: one check-in per party, and its taps without a day."""
    anita = party(api_client, festival, "Anita Sen", guests=4)
    dashami = party(api_client, festival, "Dashami Only", days=("Dashami",))
    picnic_party = Registration.objects.get(pk=register(api_client, EventFactory(), "Ravi Kumar", 2).json()["id"])
    ashtami_evening = timezone.make_aware(
        timezone.datetime.combine(day(festival, "Ashtami").date, timezone.datetime.min.time()) + timedelta(hours=20)
    )
    Registration.objects.filter(pk=anita.pk).update(checked_in_at=ashtami_evening, arrived_guests=3)
    # Checked in on Shashthi evening, before its one day: it lands on that day.
    Registration.objects.filter(pk=dashami.pk).update(checked_in_at=ashtami_evening - timedelta(days=2))
    Registration.objects.filter(pk=picnic_party.pk).update(checked_in_at=ashtami_evening)
    CheckInTap.objects.create(
        registration=anita, tap_id="recorded-anita", kind="check_in", tapped_at=ashtami_evening, arrived_guests=3
    )

    migration.check_ins_to_days(apps, None)

    arrivals = {(row.registration.full_name, row.day.title, row.arrived_guests) for row in DayCheckIn.objects.all()}
    assert arrivals == {("Anita Sen", "Ashtami", 3), ("Dashami Only", "Dashami", None)}
    assert CheckInTap.objects.get().day.title == "Ashtami"
    picnic_party.refresh_from_db()
    assert picnic_party.checked_in_at == ashtami_evening


def test_a_check_in_after_midnight_lands_on_the_day_before():
    days = [EventDay(date=timezone.localdate() + timedelta(days=n), title=title) for n, title in enumerate(DAYS)]
    after_midnight = timezone.make_aware(
        timezone.datetime.combine(days[-1].date + timedelta(days=1), timezone.datetime.min.time())
        + timedelta(minutes=30)
    )

    assert migration._day_of(after_midnight, days).title == "Dashami"


def test_the_door_list_of_a_day_reads_as_many_queries_for_many_parties_as_for_few(api_client, staff_client, festival):
    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            door_list(staff_client, festival, "Saptami")
        return len(captured)

    anita = party(api_client, festival, "Anita Sen")
    tap(staff_client, anita, festival, "Saptami")
    few = queries()
    for number in range(12):
        someone = party(api_client, festival, f"Family {number:02}", days=("Saptami", "Navami"))
        tap(staff_client, someone, festival, "Navami")

    assert queries() == few
