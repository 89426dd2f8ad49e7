"""Organisers decide on acts, set the running order with its times, and
publish the programme; the public reads it once published."""

import pytest
from django.core import mail
from django.urls import reverse

from activity.models import Entry
from events.models import Event
from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def event():
    return EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00", programme_gap_minutes=2)


def decide(client, entry, status, note=""):
    return client.put(
        reverse("admin-programme-entry", args=[entry.pk]), {"status": status, "note": note}, format="json"
    )


def order(client, event, entry_ids):
    return client.put(reverse("admin-event-programme-order", args=[event.pk]), {"entryIds": entry_ids}, format="json")


def listing(client, event):
    response = client.get(reverse("admin-event-programme", args=[event.pk]))
    assert response.status_code == 200
    return response.json()


def times(event) -> list[tuple[str, int | None, str]]:
    return list(
        ProgrammeEntry.objects.filter(event=event, status="accepted")
        .order_by("position")
        .values_list("title", "position", "start_time")
    )


def accepted(client, event, *durations: int) -> list[ProgrammeEntry]:
    entries = []
    for number, minutes in enumerate(durations, start=1):
        entry = ProgrammeEntryFactory(event=event, title=f"Act {number}", duration_minutes=minutes)
        assert decide(client, entry, "accepted").status_code == 200
        entries.append(entry)
    return entries


def event_update(client, event: Event, **changes):
    body = {
        "title": event.title,
        "date": event.date.isoformat(),
        "venue": event.venue,
        "address": event.address,
        **changes,
    }
    return client.put(reverse("admin-event-detail", args=[event.pk]), body, format="json")


@pytest.mark.parametrize(
    ("method", "name", "args"),
    [
        ("get", "admin-event-programme", "event"),
        ("put", "admin-event-programme-order", "event"),
        ("get", "admin-event-programme-tracks", "event"),
        ("put", "admin-programme-entry", "entry"),
    ],
)
def test_organiser_calls_need_an_organiser(api_client, member_client, event, method, name, args):
    entry = ProgrammeEntryFactory(event=event)
    url = reverse(name, args=[event.pk if args == "event" else entry.pk])

    assert getattr(api_client, method)(url, {}, format="json").status_code == 401
    assert getattr(member_client, method)(url, {}, format="json").status_code == 403


def test_organisers_list_every_act_with_its_contact_and_status(staff_client, event):
    entry = ProgrammeEntryFactory(event=event, contact_email="anita@example.com", language="bn")

    body = listing(staff_client, event)

    assert body["totalMinutes"] == 0
    (row,) = body["entries"]
    assert row["id"] == entry.pk
    assert row["contactEmail"] == "anita@example.com"
    assert row["contactPhone"] == "209-555-0100"
    assert row["status"] == "submitted"
    assert row["language"] == "bn"
    assert row["position"] is None and row["startTime"] is None
    assert row["trackPath"] == "" and row["trackUrl"] is None


def test_an_accepted_act_goes_to_the_end_of_the_running_order_with_its_time(staff_client, event):
    accepted(staff_client, event, 5, 10, 3)

    assert times(event) == [("Act 1", 1, "18:00"), ("Act 2", 2, "18:07"), ("Act 3", 3, "18:19")]


def test_total_minutes_are_the_accepted_acts_and_the_gaps_between_them(staff_client, event):
    accepted(staff_client, event, 5, 10, 3)
    ProgrammeEntryFactory(event=event, duration_minutes=30)  # still waiting for a decision

    assert listing(staff_client, event)["totalMinutes"] == 5 + 10 + 3 + 2 * 2


def test_the_organisers_list_runs_in_order_then_waiting_then_declined(staff_client, event):
    first, second = accepted(staff_client, event, 5, 5)
    waiting = ProgrammeEntryFactory(event=event)
    declined = ProgrammeEntryFactory(event=event)
    decide(staff_client, declined, "declined")
    order(staff_client, event, [second.pk, first.pk])

    ids = [row["id"] for row in listing(staff_client, event)["entries"]]

    assert ids == [second.pk, first.pk, waiting.pk, declined.pk]


def test_the_order_sets_positions_and_start_times(staff_client, event):
    one, two, three = accepted(staff_client, event, 5, 10, 3)

    response = order(staff_client, event, [three.pk, one.pk, two.pk])

    assert response.status_code == 200
    assert times(event) == [("Act 3", 1, "18:00"), ("Act 1", 2, "18:05"), ("Act 2", 3, "18:12")]
    rows = {row["id"]: row for row in response.json()["entries"]}
    assert (rows[three.pk]["position"], rows[three.pk]["startTime"]) == (1, "18:00")
    assert (rows[two.pk]["position"], rows[two.pk]["startTime"]) == (3, "18:12")
    logged = Entry.objects.get(action="programme.order")
    assert logged.changes == {"order": [[one.pk, two.pk, three.pk], [three.pk, one.pk, two.pk]]}
    assert logged.actor == "organiser"


def test_times_run_past_midnight_on_the_clock(staff_client):
    event = EventFactory(programme_open=True, programme_start="23:50", programme_gap_minutes=0)

    accepted(staff_client, event, 15, 5)

    assert times(event) == [("Act 1", 1, "23:50"), ("Act 2", 2, "00:05")]


@pytest.mark.parametrize(
    "which",
    ["missing one", "an extra waiting act", "twice", "another event's", "unknown"],
)
def test_an_order_that_is_not_exactly_the_accepted_acts_is_400(staff_client, event, which):
    one, two = accepted(staff_client, event, 5, 5)
    waiting = ProgrammeEntryFactory(event=event)
    elsewhere = ProgrammeEntryFactory(title="Elsewhere")
    entry_ids = {
        "missing one": [one.pk],
        "an extra waiting act": [one.pk, two.pk, waiting.pk],
        "twice": [one.pk, two.pk, one.pk],
        "another event's": [one.pk, two.pk, elsewhere.pk],
        "unknown": [one.pk, 424242],
    }[which]

    response = order(staff_client, event, entry_ids)

    assert response.status_code == 400
    assert "entryIds" in response.json()["errors"]
    assert times(event) == [("Act 1", 1, "18:00"), ("Act 2", 2, "18:07")]


@pytest.mark.parametrize("body", [{}, {"entryIds": "1,2"}, {"entryIds": [0]}, {"entryIds": [2**70]}])
def test_a_malformed_order_is_400(staff_client, event, body):
    response = staff_client.put(reverse("admin-event-programme-order", args=[event.pk]), body, format="json")

    assert response.status_code == 400


def test_an_order_of_an_unknown_event_is_404(staff_client):
    assert order(staff_client, Event(pk=424242), []).status_code == 404


def test_declining_an_accepted_act_takes_it_out_and_the_later_acts_move_up(staff_client, event):
    _, two, _ = accepted(staff_client, event, 5, 10, 3)

    response = decide(staff_client, two, "declined", "Too long for this year.")

    assert response.status_code == 200
    assert response.json()["position"] is None and response.json()["startTime"] is None
    assert times(event) == [("Act 1", 1, "18:00"), ("Act 3", 2, "18:07")]


def test_a_withdrawn_act_leaves_the_order_and_its_music(api_client, staff_client, event):
    from core.manage_links import PROGRAMME_ENTRY, manage_token

    one, _ = accepted(staff_client, event, 5, 10)
    ProgrammeEntry.objects.filter(pk=one.pk).update(track_path="/objects/audio/" + "a" * 32 + ".mp3")

    response = api_client.post(
        reverse("programme-withdraw", args=[one.pk]), HTTP_X_PROGRAMME_TOKEN=manage_token(PROGRAMME_ENTRY, one.pk)
    )

    assert response.status_code == 200
    one.refresh_from_db()
    assert (one.status, one.position, one.start_time, one.track_path) == ("withdrawn", None, "", "")
    assert times(event) == [("Act 2", 1, "18:00")]


def test_a_withdrawn_act_cannot_be_decided(staff_client, event):
    entry = ProgrammeEntryFactory(event=event, status="withdrawn")

    response = decide(staff_client, entry, "accepted")

    assert response.status_code == 400
    entry.refresh_from_db()
    assert entry.status == "withdrawn"


@pytest.mark.parametrize("status", ["submitted", "withdrawn", "maybe", ""])
def test_organisers_only_accept_or_decline(staff_client, event, status):
    entry = ProgrammeEntryFactory(event=event)

    assert decide(staff_client, entry, status).status_code == 400


def test_a_decision_is_logged(staff_client, event):
    entry = ProgrammeEntryFactory(event=event)

    decide(staff_client, entry, "accepted", "See you on stage")

    logged = Entry.objects.get(action="programme.decide")
    assert logged.target_id == entry.pk and logged.event_id == event.pk
    assert logged.changes == {"status": ["submitted", "accepted"], "decision_note": ["", "See you on stage"]}


@pytest.mark.django_db(transaction=True)
def test_the_contact_is_emailed_the_decision_with_the_note(staff_client, event):
    entry = ProgrammeEntryFactory(event=event, title="Bihu", contact_email="anita@example.com")

    decide(staff_client, entry, "declined", "We have too many dances this year.")

    (message,) = mail.outbox
    assert message.to == ["anita@example.com"]
    assert "Bihu" in message.subject
    assert "We have too many dances this year." in message.body
    assert "could not be given a place" in message.body


@pytest.mark.django_db(transaction=True)
def test_the_same_decision_again_sends_nothing(staff_client, event):
    entry = ProgrammeEntryFactory(event=event)
    decide(staff_client, entry, "accepted", "Welcome")
    mail.outbox.clear()

    decide(staff_client, entry, "accepted", "Welcome")

    assert mail.outbox == []


def test_a_new_programme_start_or_gap_moves_every_time(staff_client, event):
    accepted(staff_client, event, 5, 10)

    response = event_update(staff_client, event, programmeStart="19:30", programmeGapMinutes=5)

    assert response.status_code == 200
    assert times(event) == [("Act 1", 1, "19:30"), ("Act 2", 2, "19:40")]


def test_without_a_programme_start_the_acts_have_places_but_no_times(staff_client, event):
    accepted(staff_client, event, 5, 10)

    event_update(staff_client, event, programmeStart="")

    assert times(event) == [("Act 1", 1, ""), ("Act 2", 2, "")]
    assert [row["startTime"] for row in listing(staff_client, event)["entries"]] == [None, None]


@pytest.mark.parametrize("value", ["7pm", "24:00", "18:60", "9:30", "18:30:00", 1830])
def test_a_programme_start_that_is_not_hh_mm_is_400(staff_client, event, value):
    response = event_update(staff_client, event, programmeStart=value)

    assert response.status_code == 400
    assert "programmeStart" in response.json()["errors"]


@pytest.mark.parametrize("value", [-1, 31, "soon", None])
def test_a_gap_outside_0_to_30_minutes_is_400(staff_client, event, value):
    response = event_update(staff_client, event, programmeGapMinutes=value)

    assert response.status_code == 400
    assert "programmeGapMinutes" in response.json()["errors"]


def test_organisers_set_the_programme_settings(staff_client, event):
    response = event_update(
        staff_client,
        event,
        programmeOpen=False,
        programmeDeadline="2030-09-30",
        programmeStart="17:45",
        programmeGapMinutes=0,
    )

    assert response.status_code == 200
    body = response.json()
    assert (body["programmeOpen"], body["programmeDeadline"], body["programmeStart"], body["programmeGapMinutes"]) == (
        False,
        "2030-09-30",
        "17:45",
        0,
    )
    event.refresh_from_db()
    assert str(event.programme_deadline) == "2030-09-30"
    # Left out, they stay; an empty deadline is none.
    event_update(staff_client, event, programmeDeadline="")
    event.refresh_from_db()
    assert (event.programme_deadline, event.programme_start) == (None, "17:45")


@pytest.mark.django_db(transaction=True)
def test_publishing_emails_each_accepted_act_its_start_time_once(staff_client, event):
    one, two = accepted(staff_client, event, 5, 10)
    ProgrammeEntryFactory(event=event, contact_email="waiting@example.com")
    ProgrammeEntry.objects.filter(pk=two.pk).update(language="bn")
    mail.outbox.clear()

    response = event_update(staff_client, event, programmePublished=True)

    assert response.status_code == 200
    sent = {message.to[0]: message for message in mail.outbox}
    assert set(sent) == {one.contact_email, two.contact_email}
    assert "18:00" in sent[one.contact_email].subject
    assert "starts at 18:00" in sent[one.contact_email].body
    # Bengali, with Bengali digits: 18:07.
    assert "শুরু হবে \u09e7\u09ee:\u09e6\u09ed-এ" in sent[two.contact_email].body
    assert "অনুষ্ঠানসূচি" in sent[two.contact_email].body
    # Saving the event again, still published, sends nothing more.
    mail.outbox.clear()
    event_update(staff_client, event, programmePublished=True, title="Durga Puja 2030")
    assert mail.outbox == []


@pytest.mark.django_db(transaction=True)
def test_publishing_again_after_unpublishing_tells_the_acts_again(staff_client, event):
    accepted(staff_client, event, 5)
    event_update(staff_client, event, programmePublished=True)
    event_update(staff_client, event, programmePublished=False)
    mail.outbox.clear()

    event_update(staff_client, event, programmePublished=True)

    assert len(mail.outbox) == 1


def test_the_public_programme_is_404_until_published(api_client, staff_client, event):
    accepted(staff_client, event, 5)

    response = api_client.get(reverse("event-programme", args=[event.pk]))

    assert response.status_code == 404


def test_the_public_programme_of_an_unknown_event_is_404(api_client):
    assert api_client.get(reverse("event-programme", args=[424242])).status_code == 404


def test_the_published_programme_shows_the_running_order_without_contacts(api_client, staff_client, event):
    one, two = accepted(staff_client, event, 5, 10)
    ProgrammeEntryFactory(event=event, title="Not decided")
    order(staff_client, event, [two.pk, one.pk])
    event_update(staff_client, event, programmePublished=True)

    response = api_client.get(reverse("event-programme", args=[event.pk]))

    assert response.status_code == 200
    assert response.json() == [
        {
            "position": 1,
            "title": "Act 2",
            "kind": "dance",
            "performers": ["Riya"],
            "childrenNotNamed": 0,
            "startTime": "18:00",
            "durationMinutes": 10,
        },
        {
            "position": 2,
            "title": "Act 1",
            "kind": "dance",
            "performers": ["Riya"],
            "childrenNotNamed": 0,
            "startTime": "18:12",
            "durationMinutes": 5,
        },
    ]
    assert "anita" not in response.content.decode().lower()


def test_the_public_programme_follows_every_change_at_once(api_client, staff_client, event):
    one, two = accepted(staff_client, event, 5, 10)
    event_update(staff_client, event, programmePublished=True)
    url = reverse("event-programme", args=[event.pk])
    assert [act["title"] for act in api_client.get(url).json()] == ["Act 1", "Act 2"]

    order(staff_client, event, [two.pk, one.pk])
    assert [act["title"] for act in api_client.get(url).json()] == ["Act 2", "Act 1"]

    decide(staff_client, one, "declined")
    assert [act["title"] for act in api_client.get(url).json()] == ["Act 2"]

    event_update(staff_client, event, programmeStart="20:00")
    assert api_client.get(url).json()[0]["startTime"] == "20:00"

    event_update(staff_client, event, programmePublished=False)
    assert api_client.get(url).status_code == 404


def test_the_public_programme_answers_304_to_a_copy_still_current(api_client, staff_client, event):
    accepted(staff_client, event, 5)
    event_update(staff_client, event, programmePublished=True)
    url = reverse("event-programme", args=[event.pk])
    etag = api_client.get(url)["ETag"]

    assert api_client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_a_new_event_takes_its_programme_settings(staff_client):
    response = staff_client.post(
        reverse("admin-events"),
        {
            "title": "Saraswati Puja",
            "date": "2030-02-01",
            "venue": "Hall",
            "address": "1 Main St",
            "programmeOpen": True,
            "programmeDeadline": "2030-01-25",
            "programmeStart": "11:30",
            "programmeGapMinutes": 5,
        },
        format="json",
    )

    assert response.status_code == 201
    event = Event.objects.get(pk=response.json()["id"])
    assert (event.programme_open, str(event.programme_deadline), event.programme_start) == (True, "2030-01-25", "11:30")
    assert (event.programme_gap_minutes, event.programme_published) == (5, False)
