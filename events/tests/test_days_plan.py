"""The festival's days are planned before any write: what to add, move, drop
and refuse follows from the event's dates, the rows sent and the days it has."""

from datetime import date

from events.models import EventDay
from events.services import days_plan

SHASHTHI, SAPTAMI, ASHTAMI, NAVAMI = (date(2030, 10, day) for day in (1, 2, 3, 4))


def day(pk: int, on: date, title: str = "") -> EventDay:
    return EventDay(pk=pk, date=on, title=title)


def test_a_date_without_a_day_gets_a_new_one():
    plan = days_plan(dates=[SHASHTHI, SAPTAMI], rows=None, days=[day(1, SHASHTHI)], alone={})

    assert plan.add == [{"id": None, "date": SAPTAMI}]
    assert plan.move == {}
    assert plan.drop == []
    assert plan.refuse == {}


def test_a_row_with_an_id_moves_its_day_to_the_rows_date():
    rows = [{"id": 1, "date": ASHTAMI}, {"date": NAVAMI, "title": "Navami"}]

    plan = days_plan(dates=[ASHTAMI, NAVAMI], rows=rows, days=[day(1, SHASHTHI), day(2, SAPTAMI)], alone={})

    assert plan.move == {1: ASHTAMI}
    assert plan.add == [{"date": NAVAMI, "title": "Navami"}]
    assert [dropped.pk for dropped in plan.drop] == [2]
    assert plan.refuse == {}
    assert rows[1] == {"date": NAVAMI, "title": "Navami"}, "the rows given are left as they were"


def test_a_row_without_an_id_takes_the_day_already_on_its_date():
    plan = days_plan(
        dates=[SHASHTHI], rows=[{"date": SHASHTHI, "title": "Shashthi"}], days=[day(1, SHASHTHI)], alone={}
    )

    assert plan.rows == [{"id": 1, "date": SHASHTHI, "title": "Shashthi"}]
    assert plan.add == []
    assert plan.move == {}


def test_a_day_out_of_the_range_is_dropped():
    plan = days_plan(dates=[SAPTAMI], rows=None, days=[day(1, SHASHTHI), day(2, SAPTAMI)], alone={})

    assert [dropped.pk for dropped in plan.drop] == [1]
    assert plan.rows == [{"id": 2, "date": SAPTAMI}]
    assert plan.refuse == {}


def test_a_day_that_parties_come_only_on_is_refused_its_drop():
    plan = days_plan(dates=[SAPTAMI], rows=None, days=[day(1, SHASHTHI, "Shashthi"), day(2, SAPTAMI)], alone={1: 2})

    assert plan.refuse == {
        "days": ["2 parties come only on 'Shashthi'; keep its date, or cancel their registrations first."]
    }


def test_rows_out_of_the_range_twice_on_a_date_or_of_another_event_are_refused():
    rows = [{"date": NAVAMI}, {"date": SHASHTHI}, {"date": SHASHTHI}, {"id": 99, "date": SAPTAMI}]

    plan = days_plan(dates=[SHASHTHI, SAPTAMI], rows=rows, days=[day(1, SHASHTHI)], alone={})

    assert plan.refuse == {
        "days.0.date": ["This date is not between the event's first and last day."],
        "days.2.date": ["Give each date one row."],
        "days.3.id": ["This day is not one of this event's."],
    }
