import threading

import pytest
from django.db import connections
from rest_framework.test import APIClient

from sponsors.models import Sponsor
from sponsors.tests.helpers import event_with_offers, offer, take

SPONSORS = 8


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_sponsors_taking_the_last_item_at_once_leave_one_sponsor_and_the_rest_told_it_is_taken():
    flowers = offer(event_with_offers(), "Flowers for Ashtami")
    start = threading.Barrier(SPONSORS)
    statuses: list[int] = []
    errors: list[BaseException] = []

    def attempt(index: int) -> None:
        try:
            client = APIClient()
            start.wait(timeout=30)
            statuses.append(take(client, flowers, email=f"sponsor{index}@example.com").status_code)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=attempt, args=(index,)) for index in range(SPONSORS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert sorted(statuses) == [201] + [409] * (SPONSORS - 1)
    assert Sponsor.objects.filter(sponsorship=flowers).count() == 1
