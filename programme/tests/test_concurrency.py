import threading

import pytest
from django.db import connections
from django.urls import reverse
from rest_framework.test import APIClient

from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory

ACTS = 10


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_organisers_accepting_acts_at_once_give_each_its_own_place_and_time(django_user_model):
    organiser = django_user_model.objects.create_user(
        "organiser", password="a-long-test-password", is_staff=True, is_superuser=True
    )
    event = EventFactory(programme_open=True, programme_start="18:00", programme_gap_minutes=0)
    entries = [ProgrammeEntryFactory(event=event, duration_minutes=5) for _ in range(ACTS)]
    start = threading.Barrier(ACTS)
    statuses: list[int] = []
    errors: list[BaseException] = []

    def accept(entry: ProgrammeEntry) -> None:
        try:
            client = APIClient()
            client.force_login(organiser)
            start.wait(timeout=30)
            response = client.put(
                reverse("admin-programme-entry", args=[entry.pk]), {"status": "accepted"}, format="json"
            )
            statuses.append(response.status_code)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=accept, args=(entry,)) for entry in entries]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert statuses == [200] * ACTS
    running = list(ProgrammeEntry.objects.order_by("position").values_list("position", "start_time"))
    assert running == [(n, f"18:{(n - 1) * 5:02d}") for n in range(1, ACTS + 1)]
