"""What the events need to know of their seats, asked of the app that owns
them (registrations/seats.py, which sits above this one and is handed in by
the actions and the event endpoints). The events never name a registration's
status: which parties hold a seat, wait for one or still come is known there."""

from typing import Protocol

from django.db.models import Expression

from events.models import Event, EventDay


class Seats(Protocol):
    def seated_guests(self) -> Expression:
        """Over events or festival days: the guests holding a seat."""

    def sitting_guests(self) -> Expression:
        """Over sittings: the guests of the confirmed parties that booked it."""

    def waiting_parties(self) -> Expression:
        """Over events: the parties waiting for a seat."""

    def parties_only_on(self, *, event: Event) -> dict[int, int]:
        """By day id: the living parties that chose that day and no other."""

    def parties_on_every_day(self, *, event: Event, day_ids: list[int]) -> list[int]:
        """The living parties that chose every one of these days (all of them when there are none)."""

    def parties_join(self, *, days: list[EventDay], party_ids: list[int]) -> None:
        """These parties come on these new days too."""
