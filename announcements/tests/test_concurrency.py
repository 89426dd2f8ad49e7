"""Races on PostgreSQL (SQLite serialises every write): one address ticking the
box twice at once, and two runs of one announcement at once."""

import threading

import pytest
from django.core import mail
from django.db import connection, connections
from django.utils import timezone

from announcements.models import Announcement, Recipient
from announcements.tasks import announcement_deliver
from mailing.consent import consent_request
from mailing.models import AnnouncementConsent

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _on_postgresql():
    if connection.vendor != "postgresql":
        pytest.skip("SQLite serialises every write, so it cannot show a race; run with DATABASE_URL on PostgreSQL.")


def at_once(count: int, work) -> None:
    start = threading.Barrier(count)
    errors: list[BaseException] = []

    def run() -> None:
        try:
            start.wait(timeout=30)
            work()
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []


def test_one_address_asking_twice_at_once_is_one_consent_and_one_link():
    at_once(2, lambda: consent_request(email="anita@example.com", lang="bn"))

    assert AnnouncementConsent.objects.count() == 1
    assert len([message for message in mail.outbox if message.to == ["anita@example.com"]]) == 1


def test_two_runs_of_one_announcement_at_once_queue_each_address_once():
    for number in range(30):
        AnnouncementConsent.objects.create(
            email=f"family{number}@example.com", status="subscribed", requested_at=timezone.now()
        )
    announcement = Announcement.objects.create(
        subject_en="Saraswati Puja", body_en="Come at ten.", audience_kind="all", status="sending", created_by="o"
    )

    at_once(2, lambda: announcement_deliver.call(announcement.pk))

    assert Recipient.objects.count() == 30
    assert sorted(message.to[0] for message in mail.outbox) == sorted(f"family{n}@example.com" for n in range(30))
