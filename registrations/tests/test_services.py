from datetime import date, datetime, time, timedelta

import pytest
from django.db import IntegrityError, connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.csv import neutralise
from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from registrations import exceptions, selectors, services
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


def create(event, **overrides) -> Registration:
    fields = {"full_name": "Anita Sen", "email": "anita@example.com", "guest_count": 2}
    fields.update(overrides)
    return services.registration_create(event=event, **fields)


def test_registration_create_stores_the_registration():
    event = EventFactory()

    registration = create(event, phone="209", notes="Veg")

    stored = Registration.objects.get()
    assert stored == registration
    assert (stored.full_name, stored.email, stored.guest_count, stored.phone, stored.notes) == (
        "Anita Sen",
        "anita@example.com",
        2,
        "209",
        "Veg",
    )


def _under_the_lock(statements: list[str]) -> list[str]:
    """The statements of a registration's own transaction (the last savepoint
    inside a test's): from taking the event's lock to the commit."""
    start = max(n for n, sql in enumerate(statements) if sql.startswith("SAVEPOINT"))
    end = next(n for n, sql in enumerate(statements) if n > start and sql.startswith("RELEASE SAVEPOINT"))
    return statements[start + 1 : end]


@pytest.mark.parametrize(("guests", "status"), [(2, "confirmed"), (4, "waitlisted")])
def test_the_event_s_lock_covers_only_counting_the_seats_and_storing_the_party(guests, status, settings):
    # As with Redis: the public reads' generations change after the commit.
    settings.PUBLIC_READS_GENERATIONS = "cache"
    # As in production: the tasks are rows of the database.
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
    event = EventFactory(capacity=3)

    with CaptureQueriesContext(connection) as captured:
        registration = create(event, guest_count=guests)

    assert registration.status == status
    locked = _under_the_lock([query["sql"] for query in captured.captured_queries])
    assert len(locked) == 5, locked
    assert locked[0].startswith('SELECT "events_event"."id"')
    assert locked[1].startswith('SELECT SUM("registrations_registration"."guest_count")')
    assert locked[2].startswith('INSERT INTO "registrations_registration"')
    # What must commit with the party: its log entry and its first email's task (the email is
    # written by the worker, not under the lock).
    assert locked[3].startswith('INSERT INTO "activity_entry"')
    assert locked[4].startswith('INSERT INTO "django_tasks_database_dbtaskresult"')


def test_registration_create_refuses_a_closed_event():
    with pytest.raises(exceptions.RegistrationClosed):
        create(EventFactory(closed=True))

    assert not Registration.objects.exists()


def test_registration_create_refuses_a_past_event():
    with pytest.raises(exceptions.RegistrationClosed):
        create(EventFactory(past=True))


def test_registration_create_refuses_a_second_registration_with_the_same_email():
    event = EventFactory()
    first = create(event)

    with pytest.raises(exceptions.AlreadyRegistered) as refused:
        create(event, email="ANITA@example.com")

    assert refused.value.extra == {"id": first.pk}
    assert Registration.objects.count() == 1


def test_database_refuses_the_same_email_in_another_case_for_one_event():
    registration = RegistrationFactory(email="anita@example.com")

    with pytest.raises(IntegrityError):
        RegistrationFactory(event=registration.event, email="Anita@Example.COM")


def test_database_refuses_guest_counts_outside_1_to_20():
    with pytest.raises(IntegrityError):
        RegistrationFactory(guest_count=21)


def test_registration_update_changes_the_fields():
    registration = RegistrationFactory(full_name="Old", guest_count=1)

    services.registration_update(
        registration=registration,
        token=manage_token(REGISTRATION, registration.pk),
        full_name="New",
        email=registration.email,
        guest_count=7,
    )

    registration.refresh_from_db()
    assert (registration.full_name, registration.guest_count) == ("New", 7)


def test_registration_update_without_a_valid_token_is_refused():
    registration = RegistrationFactory(full_name="Old")

    with pytest.raises(exceptions.InvalidManageToken):
        services.registration_update(
            registration=registration, token="nope", full_name="New", email=registration.email, guest_count=1
        )

    registration.refresh_from_db()
    assert registration.full_name == "Old"


def test_stats_today_starts_at_local_midnight(clock):
    today = date(2030, 3, 10)
    midnight = timezone.make_aware(datetime.combine(today, time.min))
    event = EventFactory(date=date(2030, 4, 1))
    for instant, guests in [
        (midnight - timedelta(seconds=1), 5),
        (midnight, 3),
        (midnight + timedelta(hours=23), 1),
    ]:
        clock.set(instant)
        RegistrationFactory(event=event, guest_count=guests)

    stats = selectors.registration_stats(today=today)

    assert stats == selectors.RegistrationStats(total_registrations=3, total_guests=9, today_registrations=2)


def test_stats_midnight_follows_daylight_saving_time(clock):
    # 10 March 2030: clocks go forward; midnight there is 08:00 UTC, the next day 07:00 UTC.
    event = EventFactory(date=date(2030, 4, 1))
    clock.set(datetime(2030, 3, 11, 7, 30, tzinfo=timezone.UTC))
    RegistrationFactory(event=event)

    assert selectors.registration_stats(today=date(2030, 3, 11)).today_registrations == 1
    clock.set(datetime(2030, 3, 11, 6, 30, tzinfo=timezone.UTC))
    RegistrationFactory(event=event)
    assert selectors.registration_stats(today=date(2030, 3, 11)).today_registrations == 1


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("=1+1", "'=1+1"),
        ("+1 209 555", "'+1 209 555"),
        ("-2", "'-2"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1", "'\t=1"),
        ("Anita", "Anita"),
        ("a=b", "a=b"),
        ("", ""),
    ],
)
def test_neutralise_defuses_cells_a_spreadsheet_would_run(value, expected):
    assert neutralise(value) == expected
