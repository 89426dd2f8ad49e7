import threading
from datetime import timedelta

import pytest
from django.core import mail
from django.core.management import call_command
from django.db import connections
from django.utils import timezone

from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory


def in_days(days: int):
    return timezone.localdate() + timedelta(days=days)


@pytest.mark.django_db(transaction=True)
def test_confirmed_parties_of_events_two_days_ahead_are_reminded_once(settings):
    settings.REMINDER_DAYS_BEFORE = 2
    event = EventFactory(date=in_days(2))
    confirmed = RegistrationFactory(event=event, email="anita@example.com")
    RegistrationFactory(event=event, status=Registration.Status.WAITLISTED)
    RegistrationFactory(event=event, status=Registration.Status.CANCELLED)
    RegistrationFactory(event=EventFactory(date=in_days(3)))

    call_command("send_reminders")
    call_command("send_reminders")

    assert [message.to for message in mail.outbox] == [["anita@example.com"]]
    body = mail.outbox[0].body
    assert event.title in body
    assert f"registration={confirmed.pk}" in body
    confirmed.refresh_from_db()
    assert confirmed.reminder_sent_at is not None


@pytest.mark.django_db(transaction=True)
def test_days_before_comes_from_the_setting(settings):
    settings.REMINDER_DAYS_BEFORE = 5
    RegistrationFactory(event=EventFactory(date=in_days(5)))

    call_command("send_reminders")

    assert len(mail.outbox) == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_runs_at_once_send_each_reminder_once(settings):
    settings.REMINDER_DAYS_BEFORE = 2
    event = EventFactory(date=in_days(2))
    for n in range(30):
        RegistrationFactory(event=event, email=f"guest{n}@example.com")
    start = threading.Barrier(2)

    def run() -> None:
        try:
            start.wait(timeout=30)
            call_command("send_reminders")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert sorted(message.to[0] for message in mail.outbox) == sorted(f"guest{n}@example.com" for n in range(30))
