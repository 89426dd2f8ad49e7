"""A family offers an act, and reads, changes or withdraws it with its manage link."""

from datetime import date, datetime, timedelta

import pytest
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from activity.models import Entry
from core.manage_links import PROGRAMME_ENTRY, manage_token
from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory
from programme.tests.helpers import act, submit, submitted

pytestmark = pytest.mark.django_db

TOKEN = "HTTP_X_PROGRAMME_TOKEN"


@pytest.fixture
def event():
    return EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00")


def entry_url(entry) -> str:
    return reverse("programme-entry", args=[entry.pk])


def test_a_submitted_act_is_stored_with_its_manage_token(api_client, event):
    response = submit(api_client, event)

    assert response.status_code == 201
    body = response.json()
    entry = ProgrammeEntry.objects.get(pk=body["id"])
    assert body["status"] == "submitted"
    assert body["manageToken"] == manage_token(PROGRAMME_ENTRY, entry.pk)
    assert body["eventId"] == event.pk
    assert body["performers"] == [{"name": "Riya Sen", "child": True}, {"name": "Mita Sen", "child": False}]
    assert body["durationMinutes"] == 6
    assert body["position"] is None and body["startTime"] is None
    assert (entry.title, entry.kind, entry.contact_email, entry.language) == (
        "Dhunuchi Naach",
        "dance",
        "anita@example.com",
        "en",
    )


@pytest.mark.django_db(transaction=True)
def test_the_submitter_is_emailed_the_manage_link(api_client, event, settings):
    settings.SITE_URL = "https://tbca.example.org"
    entry, token = submitted(api_client, event)

    (message,) = mail.outbox
    assert message.to == ["anita@example.com"]
    assert "Dhunuchi Naach" in message.body
    assert f"https://tbca.example.org/programme/{entry.pk}?token={token}" in message.body


@pytest.mark.django_db(transaction=True)
def test_a_submission_in_bengali_is_answered_and_emailed_in_bengali(api_client, event):
    response = api_client.post(
        reverse("event-programme", args=[event.pk]), act(), format="json", HTTP_ACCEPT_LANGUAGE="bn"
    )

    assert response.status_code == 201
    assert ProgrammeEntry.objects.get().language == "bn"
    (message,) = mail.outbox
    assert "অনুষ্ঠানসূচি" in message.body or "পরিবেশনা" in message.body


def test_submissions_are_refused_when_the_programme_is_not_open(api_client):
    event = EventFactory(programme_open=False)

    response = submit(api_client, event)

    assert response.status_code == 400
    assert response.json()["message"] == "Programme submissions are closed."
    assert not ProgrammeEntry.objects.exists()


def test_the_deadline_day_still_takes_submissions_in_los_angeles(api_client, clock):
    event = EventFactory(programme_open=True, date=date(2030, 10, 20), programme_deadline=date(2030, 10, 1))
    # 11:30 PM on the deadline in Los Angeles is already the next day in UTC.
    clock.set(datetime.fromisoformat("2030-10-02T06:30:00+00:00"))

    assert submit(api_client, event).status_code == 201


def test_submissions_are_refused_the_day_after_the_deadline(api_client, clock):
    event = EventFactory(programme_open=True, date=date(2030, 10, 20), programme_deadline=date(2030, 10, 1))
    clock.set(datetime.fromisoformat("2030-10-02T07:00:00+00:00"))

    response = submit(api_client, event)

    assert response.status_code == 400
    assert response.json()["message"] == "Programme submissions are closed."


def test_submissions_are_refused_after_the_event(api_client):
    event = EventFactory(programme_open=True, past=True)

    assert submit(api_client, event).status_code == 400


def test_an_unknown_event_is_404(api_client):
    response = api_client.post(reverse("event-programme", args=[999999]), act(), format="json")

    assert response.status_code == 404


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("title", ""),
        ("kind", "juggling"),
        ("performers", []),
        ("performers", [{"name": f"Child {n}", "child": True} for n in range(41)]),
        ("performers", [{"name": "", "child": True}]),
        ("performers", "Riya"),
        ("durationMinutes", 0),
        ("durationMinutes", 31),
        ("durationMinutes", "ten"),
        ("contactName", "A"),
        ("contactEmail", "not-an-email"),
        ("trackPath", "https://example.org/song.mp3"),
    ],
)
def test_a_bad_act_is_refused_by_field(api_client, event, field, value):
    response = submit(api_client, event, **{field: value})

    assert response.status_code == 400
    assert any(key == field or key.startswith(f"{field}.") for key in response.json()["errors"])
    assert not ProgrammeEntry.objects.exists()


def test_forty_performers_and_thirty_minutes_are_allowed(api_client, event):
    performers = [{"name": f"Child {n}", "child": True} for n in range(40)]

    response = submit(api_client, event, performers=performers, durationMinutes=30)

    assert response.status_code == 201


def test_the_act_is_read_with_its_token(api_client, event):
    entry, token = submitted(api_client, event)

    response = api_client.get(entry_url(entry), **{TOKEN: token})

    assert response.status_code == 200
    assert response.json()["title"] == "Dhunuchi Naach"
    assert "manageToken" not in response.json()


@pytest.mark.django_db(transaction=True)
def test_without_a_valid_token_the_act_is_403_and_the_link_is_emailed_again(api_client, event, clock):
    clock.set(timezone.now())
    entry, _ = submitted(api_client, event)
    clock.advance(timedelta(minutes=11))
    mail.outbox.clear()

    response = api_client.get(entry_url(entry), **{TOKEN: "wrong"})

    assert response.status_code == 403
    assert len(mail.outbox) == 1
    # Asked again at once: refused, without another email.
    assert api_client.get(entry_url(entry)).status_code == 403
    assert len(mail.outbox) == 1


def test_another_acts_token_does_not_open_this_one(api_client, event):
    entry, _ = submitted(api_client, event)
    _, other_token = submitted(api_client, event, contactEmail="other@example.com")

    assert api_client.get(entry_url(entry), **{TOKEN: other_token}).status_code == 403


def test_an_unknown_act_is_404(api_client):
    assert api_client.get(reverse("programme-entry", args=[424242]), **{TOKEN: "x"}).status_code == 404


def test_the_family_changes_its_act(api_client, event):
    entry, token = submitted(api_client, event)

    response = api_client.put(
        entry_url(entry), act(title="Rabindra Nritya", durationMinutes=8), format="json", **{TOKEN: token}
    )

    assert response.status_code == 200
    entry.refresh_from_db()
    assert (entry.title, entry.duration_minutes) == ("Rabindra Nritya", 8)
    logged = Entry.objects.get(action="programme.update")
    assert logged.changes["title"] == ["Dhunuchi Naach", "Rabindra Nritya"]
    assert logged.actor == "registrant"


def test_a_change_without_the_token_is_403_and_changes_nothing(api_client, event):
    entry, _ = submitted(api_client, event)

    response = api_client.put(entry_url(entry), act(title="Someone else's"), format="json")

    assert response.status_code == 403
    entry.refresh_from_db()
    assert entry.title == "Dhunuchi Naach"


def test_a_change_after_the_deadline_is_refused(api_client, event):
    entry, token = submitted(api_client, event)
    event.programme_open = False
    event.save()

    response = api_client.put(entry_url(entry), act(title="Late"), format="json", **{TOKEN: token})

    assert response.status_code == 400
    assert response.json()["message"] == "Programme submissions are closed."


def test_the_family_withdraws_its_act(api_client, event):
    entry, token = submitted(api_client, event)

    response = api_client.post(reverse("programme-withdraw", args=[entry.pk]), **{TOKEN: token})

    assert response.status_code == 200
    assert response.json()["status"] == "withdrawn"
    assert Entry.objects.filter(action="programme.withdraw", target_id=entry.pk).exists()
    # A withdrawn act is not changed any more.
    changed = api_client.put(entry_url(entry), act(), format="json", **{TOKEN: token})
    assert changed.status_code == 400
    assert changed.json()["message"] == "This act was withdrawn."


def test_withdrawing_needs_the_token(api_client, event):
    entry, _ = submitted(api_client, event)

    response = api_client.post(reverse("programme-withdraw", args=[entry.pk]), **{TOKEN: "nope"})

    assert response.status_code == 403
    entry.refresh_from_db()
    assert entry.status == "submitted"


def test_submissions_are_throttled(api_client, event, throttle_rates):
    throttle_rates(programme="2/hour")

    codes = [submit(api_client, event, contactEmail=f"f{n}@example.com").status_code for n in range(3)]

    assert codes == [201, 201, 429]


def test_the_public_programme_read_is_not_throttled_by_submissions(api_client, throttle_rates):
    throttle_rates(programme="1/hour")
    event = EventFactory(programme_open=True, programme_published=True)
    ProgrammeEntryFactory(event=event)

    codes = [api_client.get(reverse("event-programme", args=[event.pk])).status_code for _ in range(3)]

    assert codes == [200, 200, 200]
