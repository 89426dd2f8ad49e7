from datetime import date

import pytest
from django.core.exceptions import ValidationError

from events import selectors, services
from events.models import Event
from events.tests.factories import EventFactory
from registrations import seats

pytestmark = pytest.mark.django_db

TODAY = date(2030, 6, 15)


def test_upcoming_events_start_at_the_given_day():
    EventFactory(title="Yesterday", date=date(2030, 6, 14))
    EventFactory(title="Today", date=TODAY)
    EventFactory(title="Later", date=date(2030, 7, 1))

    assert [e.title for e in selectors.upcoming_events(today=TODAY)] == ["Today", "Later"]


def test_events_on_the_same_day_keep_creation_order():
    first = EventFactory(date=TODAY)
    second = EventFactory(date=TODAY)

    assert list(selectors.upcoming_events(today=TODAY)) == [first, second]


def test_featured_event_is_none_when_everything_is_past():
    EventFactory(date=date(2030, 6, 14))

    assert selectors.featured_event(today=TODAY, seats=seats) is None


def test_admin_events_put_past_events_after_upcoming_ones_latest_first():
    EventFactory(title="Last year", date=date(2029, 6, 1))
    EventFactory(title="Next month", date=date(2030, 7, 15))
    EventFactory(title="Last week", date=date(2030, 6, 8))
    EventFactory(title="Today", date=TODAY)

    titles = [e.title for e in selectors.admin_events(today=TODAY, seats=seats)]
    assert titles == ["Today", "Next month", "Last week", "Last year"]


def test_event_get_of_unknown_id_is_none():
    assert selectors.event_get(event_id=123456, seats=seats) is None


def test_event_create_stores_the_lists():
    event = services.event_create(
        title="Poila Boishakh",
        date=TODAY,
        venue="Hall",
        address="1 Main St",
        highlights=["Music"],
        schedule=[{"time": "6 PM", "activity": "Dance", "description": ""}],
    )

    event.refresh_from_db()
    assert event.highlights == ["Music"]
    assert event.schedule == [{"time": "6 PM", "activity": "Dance", "description": ""}]
    assert event.sponsors == []


def test_event_create_refuses_a_badly_shaped_schedule():
    with pytest.raises(ValidationError):
        services.event_create(title="T", date=TODAY, venue="V", address="A", schedule=["not an entry"])

    assert not Event.objects.exists()


def test_event_update_refuses_unknown_fields():
    event = EventFactory()

    with pytest.raises(TypeError):
        services.event_update(event=event, seats=seats, colour="red")
