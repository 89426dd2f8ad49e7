"""The door's own list: names, sizes and arrival only, and what changed since a cursor."""

import gzip
import threading
from datetime import timedelta

import pytest
from django.db import connection, transaction

from activity.models import Entry
from core.change_marks import change_marks
from events.models import EventDay, Sitting
from events.tests.factories import EventFactory
from registrations import services
from registrations.door import door_list, party_sittings
from registrations.models import Registration
from registrations.sittings import sittings_book
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

PARTY_FIELDS = {"id", "fullName", "guestCount", "children", "status", "checkedInAt", "arrivedGuests", "sittings"}


def door_url(event, **query) -> str:
    params = "&".join(f"{key}={value}" for key, value in query.items())
    return f"/api/admin/events/{event.pk}/door" + (f"?{params}" if params else "")


def test_the_door_list_holds_names_sizes_and_arrival_and_nothing_private(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event, full_name="Anita Sen", guest_count=4, children=1, notes="Nut allergy")
    RegistrationFactory(event=event, status=Registration.Status.WAITLISTED, full_name="Bina Roy")
    RegistrationFactory(event=event, status=Registration.Status.CANCELLED, full_name="Chandra Das")

    response = staff_client.get(door_url(event))

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"parties", "cursor"}
    assert [found["fullName"] for found in body["parties"]] == ["Anita Sen", "Bina Roy"]
    first = body["parties"][0]
    assert set(first) == PARTY_FIELDS
    assert first == {
        "id": party.pk,
        "fullName": "Anita Sen",
        "guestCount": 4,
        "children": 1,
        "status": "confirmed",
        "checkedInAt": None,
        "arrivedGuests": None,
        "sittings": [],
    }
    text = response.content.decode()
    assert "example.com" not in text and "209-555" not in text and "Nut allergy" not in text


def test_a_full_read_is_logged_as_a_download_and_a_read_since_a_cursor_is_not(client_with_roles):
    event = EventFactory()
    client = client_with_roles("door")

    cursor = client.get(door_url(event)).json()["cursor"]
    client.get(door_url(event, since=cursor))

    downloads = Entry.objects.filter(action="download.door")
    assert [(entry.actor, entry.event_id) for entry in downloads] == [("door", event.pk)]


def test_since_answers_only_what_changed_and_the_ids_gone(staff_client):
    event = EventFactory()
    still = RegistrationFactory(event=event, full_name="Still Here")
    arriving = RegistrationFactory(event=event, full_name="Arriving")
    leaving = RegistrationFactory(event=event, full_name="Cancelling")
    deleted = RegistrationFactory(event=event, full_name="Deleted")
    cursor = staff_client.get(door_url(event)).json()["cursor"]

    assert staff_client.post(f"/api/admin/registrations/{arriving.pk}/check-in").status_code == 200
    services.registration_cancel_by_organiser(registration=leaving)
    services.registration_delete(registration=deleted)
    later = RegistrationFactory(event=event, full_name="Late Comer")

    body = staff_client.get(door_url(event, since=cursor)).json()

    assert {party["fullName"] for party in body["parties"]} == {"Arriving", "Late Comer"}
    assert next(party for party in body["parties"] if party["id"] == arriving.pk)["checkedInAt"] is not None
    assert sorted(body["removed"]) == sorted([leaving.pk, deleted.pk])
    assert still.pk not in body["removed"]
    again = staff_client.get(door_url(event, since=body["cursor"])).json()
    assert again["parties"] == [] and again["removed"] == []
    assert later.pk


def test_the_cursor_is_a_number_kept_by_the_database(staff_client):
    """Nothing of it lives in the process: a server started again answers the same cursor."""
    event = EventFactory()
    RegistrationFactory(event=event)
    cursor = staff_client.get(door_url(event)).json()["cursor"]

    assert cursor.replace("-", "").replace("_", "").isdigit()
    assert staff_client.get(door_url(event)).json()["cursor"] == cursor


def test_an_anonymised_party_comes_again_under_its_new_name(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event, full_name="Anita Sen")
    cursor = staff_client.get(door_url(event)).json()["cursor"]

    services.registrations_anonymise(registrations=Registration.objects.filter(pk=party.pk))

    body = staff_client.get(door_url(event, since=cursor)).json()
    assert [found["id"] for found in body["parties"]] == [party.pk]
    assert body["parties"][0]["fullName"] != "Anita Sen"


@pytest.mark.parametrize("since", ["abc", "-1", "1.5", "99999999999999999999", "1-2-1--", "1-1-2-x-"])
def test_a_since_that_is_not_a_cursor_is_refused(staff_client, since):
    event = EventFactory()

    response = staff_client.get(door_url(event, since=since))

    assert response.status_code == 400
    assert "since" in response.json()["errors"]


def test_a_bare_number_as_since_answers_at_least_what_changed_after_it(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event, full_name="Anita Sen")
    services.registration_check_in(registration=party, actor="door")

    body = staff_client.get(door_url(event, since=0)).json()

    assert [found["id"] for found in body["parties"]] == [party.pk]
    assert body["removed"] == []


def test_an_unknown_event_is_not_found(staff_client):
    assert staff_client.get("/api/admin/events/999999/door").status_code == 404


def test_a_festival_day_lists_its_parties_with_that_days_check_in(staff_client):
    event = EventFactory()
    start = event.date
    event.end_date = start + timedelta(days=1)
    event.save()
    first = EventDay.objects.create(event=event, date=start)
    second = EventDay.objects.create(event=event, date=start + timedelta(days=1))
    both = RegistrationFactory(event=event, full_name="Both Days")
    both.days.set([first, second])
    only_second = RegistrationFactory(event=event, full_name="Second Only")
    only_second.days.set([second])
    services.registration_check_in(registration=both, actor="door", day_id=first.pk)

    body = staff_client.get(door_url(event, dayId=first.pk)).json()
    assert [party["fullName"] for party in body["parties"]] == ["Both Days"]
    assert body["parties"][0]["checkedInAt"] is not None
    second_day = staff_client.get(door_url(event, dayId=second.pk)).json()
    assert {party["fullName"] for party in second_day["parties"]} == {"Both Days", "Second Only"}
    assert all(party["checkedInAt"] is None for party in second_day["parties"])

    # A party that stops coming on the first day leaves that day's list.
    cursor = body["cursor"]
    both.days.set([second])
    both.save()
    changed = staff_client.get(door_url(event, dayId=first.pk, since=cursor)).json()
    assert changed["parties"] == [] and changed["removed"] == [both.pk]


def test_one_function_supplies_each_partys_sittings():
    party = RegistrationFactory()
    assert party_sittings([party.pk]) == {party.pk: []}


def test_a_sitting_booked_shows_on_the_door_list_and_in_the_next_refresh(staff_client):
    event = EventFactory()
    party = RegistrationFactory(event=event, full_name="Anita Sen", guest_count=2)
    cursor = staff_client.get(door_url(event)).json()["cursor"]
    sitting = Sitting.objects.create(
        event=event, title="Pushpanjali", title_bn="পুষ্পাঞ্জলি", start_time="09:40", capacity=120
    )

    sittings_book(party, event=event, sitting_ids=[sitting.pk])

    changed = staff_client.get(door_url(event, since=cursor)).json()
    assert [found["id"] for found in changed["parties"]] == [party.pk]
    assert changed["parties"][0]["sittings"] == [
        {"id": sitting.pk, "dayId": None, "title": "Pushpanjali", "titleBn": "পুষ্পাঞ্জলি", "startTime": "09:40"}
    ]


def test_a_festival_of_2000_parties_refreshes_in_a_few_bytes(staff_client):
    """The phone keeps the whole list and asks for what changed: with nothing changed the answer
    is at most 1 KB, with ten parties changed at most 5 KB, whatever the list's size."""
    event = EventFactory(capacity=None)
    Registration.objects.bulk_create(
        Registration(
            event=event,
            full_name=f"Party {number:04d}",
            email=f"party{number}@example.org",
            phone="209-555-0100",
            notes="Nut allergy",
            guest_count=3,
            children=1,
            status=Registration.Status.CONFIRMED,
        )
        for number in range(2000)
    )
    whole = staff_client.get(door_url(event))
    body = whole.json()
    assert len(body["parties"]) == 2000
    assert b"example.org" not in whole.content and b"209-555" not in whole.content and b"allergy" not in whole.content

    unchanged = staff_client.get(door_url(event, since=body["cursor"]))
    assert unchanged.json()["parties"] == []
    assert len(unchanged.content) <= 1024

    for party in Registration.objects.filter(event=event).order_by("pk")[:10]:
        services.registration_check_in(registration=party, actor="door")
    ten = staff_client.get(door_url(event, since=body["cursor"]))
    assert len(ten.json()["parties"]) == 10
    assert len(ten.content) <= 5 * 1024

    # A phone that takes gzip (every browser) is sent the whole list in a fraction of its bytes.
    packed = staff_client.get(door_url(event), headers={"Accept-Encoding": "gzip, deflate, br"})
    assert packed["Content-Encoding"] == "gzip" and "Accept-Encoding" in packed["Vary"]
    assert len(packed.content) * 5 < len(whole.content)
    assert gzip.decompress(packed.content) == staff_client.get(door_url(event)).content
    assert packed["ETag"] != whole["ETag"]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_change_committed_while_the_list_is_read_is_never_lost():
    """A write that began before the read and commits after it (its mark taken first, as a
    sequence would give it) comes in the next answer since the cursor of that read."""
    event = EventFactory()
    slow = RegistrationFactory(event=event, full_name="Slow Writer")
    written = threading.Event()
    release = threading.Event()

    def slow_write():
        try:
            with transaction.atomic():
                Registration.objects.filter(pk=slow.pk).update(
                    full_name="Slow Writer, changed", **change_marks(mark="door_mark", transaction="door_xid")
                )
                written.set()
                release.wait(10)
        finally:
            connection.close()

    writer = threading.Thread(target=slow_write)
    writer.start()
    assert written.wait(10)
    # Meanwhile another party changes and commits: its mark is above the slow one's.
    quick = RegistrationFactory(event=event, full_name="Quick Writer")
    read = door_list(event=event)
    assert "Slow Writer, changed" not in [party.full_name for party in read.parties]
    assert quick.pk in [party.id for party in read.parties]
    release.set()
    writer.join(10)

    after = door_list(event=event, since=read.cursor)
    assert "Slow Writer, changed" in [party.full_name for party in after.parties]
