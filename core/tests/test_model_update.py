"""model_update: validates, writes only the columns that changed, and returns
the change as the activity log records it."""

from datetime import date, timedelta

import pytest
from django.core.exceptions import ValidationError

from core.services import model_update
from events.models import Event
from events.tests.factories import EventFactory

pytestmark = pytest.mark.django_db


def test_returns_what_changed_as_old_and_new_values_json_keeps():
    event = EventFactory(title="Kali Puja", date=date(2030, 11, 1), capacity=40)

    event, changes = model_update(
        event,
        data={"title": "Kali Puja & Diwali", "date": date(2030, 11, 2), "capacity": 40},
        fields=["title", "date", "capacity"],
    )

    assert changes == {"title": ["Kali Puja", "Kali Puja & Diwali"], "date": ["2030-11-01", "2030-11-02"]}
    stored = Event.objects.get(pk=event.pk)
    assert (stored.title, stored.date) == ("Kali Puja & Diwali", date(2030, 11, 2))


def test_writes_only_the_changed_columns_so_a_change_made_meanwhile_is_kept():
    event = EventFactory(title="Kali Puja", venue="Hall A")
    Event.objects.filter(pk=event.pk).update(venue="Hall B")

    model_update(event, data={"title": "Diwali"}, fields=["title", "venue"])

    stored = Event.objects.get(pk=event.pk)
    assert (stored.title, stored.venue) == ("Diwali", "Hall B")


def test_a_change_moves_updated_at():
    event = EventFactory()
    Event.objects.filter(pk=event.pk).update(updated_at=event.updated_at - timedelta(days=1))
    event.refresh_from_db()
    before = event.updated_at

    model_update(event, data={"venue": "Hall B"}, fields=["venue"])

    assert Event.objects.get(pk=event.pk).updated_at > before


def test_fields_not_named_are_left_alone():
    event = EventFactory(title="Kali Puja", venue="Hall A")

    _, changes = model_update(event, data={"title": "Diwali", "venue": "Hall B"}, fields=["title"])

    assert changes == {"title": ["Kali Puja", "Diwali"]}
    assert Event.objects.get(pk=event.pk).venue == "Hall A"


def test_nothing_changed_writes_nothing(django_assert_num_queries):
    event = EventFactory(title="Kali Puja")

    with django_assert_num_queries(0):
        _, changes = model_update(event, data={"title": "Kali Puja"}, fields=["title"])

    assert changes == {}


def test_an_invalid_value_is_refused_by_full_clean_and_not_stored():
    event = EventFactory(title="Kali Puja")

    with pytest.raises(ValidationError) as refused:
        model_update(event, data={"title": "x" * 201, "capacity": 0}, fields=["title", "capacity"])

    assert set(refused.value.message_dict) >= {"title"}
    stored = Event.objects.get(pk=event.pk)
    assert stored.title == "Kali Puja"
