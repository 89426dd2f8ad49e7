"""The back office (/backoffice/) decides on and deletes acts through the
programme services: the running order, the log and the emails follow."""

import pytest

from activity.models import Entry
from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/backoffice/programme/programmeentry/"


@pytest.fixture
def volunteer(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("mitali", password="a-long-test-password"))
    return client


def test_the_list_and_an_act_open(volunteer):
    entry = ProgrammeEntryFactory(title="Bihu")

    assert b"Bihu" in volunteer.get(CHANGELIST).content
    assert volunteer.get(f"{CHANGELIST}{entry.pk}/change/").status_code == 200


def test_accepting_in_the_back_office_orders_and_times_the_acts(volunteer):
    event = EventFactory(programme_open=True, programme_start="18:00", programme_gap_minutes=0)
    first = ProgrammeEntryFactory(event=event, duration_minutes=5)
    second = ProgrammeEntryFactory(event=event, duration_minutes=5)

    response = volunteer.post(CHANGELIST, {"action": "accept", "_selected_action": [first.pk, second.pk]}, follow=True)

    assert response.status_code == 200
    assert list(ProgrammeEntry.objects.order_by("position").values_list("pk", "position", "start_time")) == [
        (first.pk, 1, "18:00"),
        (second.pk, 2, "18:05"),
    ]
    assert Entry.objects.filter(action="programme.decide", actor="mitali").count() == 2


def test_deleting_in_the_back_office_closes_up_the_order(volunteer):
    event = EventFactory(programme_open=True, programme_start="18:00", programme_gap_minutes=0)
    first = ProgrammeEntryFactory(event=event, duration_minutes=5, status="accepted", position=1)
    second = ProgrammeEntryFactory(event=event, duration_minutes=5, status="accepted", position=2)

    volunteer.post(f"{CHANGELIST}{first.pk}/delete/", {"post": "yes"})

    second.refresh_from_db()
    assert (second.position, second.start_time) == (1, "18:00")
    assert Entry.objects.filter(action="programme.delete", target_id=first.pk).exists()
