"""The organisers' CSV export is streamed: registrations are read a chunk at a
time and written in pieces, so an event with thousands of parties never sits
whole in the server's memory, and the file is the same as if written at once."""

from datetime import datetime, time, timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core import csv
from core.dates import local_today
from events.models import Slot
from events.tests.factories import EventFactory
from registrations import csv_export, selectors
from registrations.models import SlotClaim
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def event_with_parties(clock):
    """Seven parties a minute apart, some with slots claimed, and one at another event."""
    event = EventFactory()
    setup = Slot.objects.create(event=event, kind="volunteer", title="Setup")
    mishti = Slot.objects.create(event=event, kind="bring", title="=Mishti", needed=10)
    clock.set(timezone.make_aware(datetime.combine(local_today(), time(9))))
    for number in range(7):
        registration = RegistrationFactory(event=event, full_name=f"Family {number}", email=f"f{number}@example.com")
        for slot in (setup, mishti)[: number % 3]:
            SlotClaim.objects.create(registration=registration, slot=slot)
        clock.advance(timedelta(minutes=1))
    RegistrationFactory(full_name="Elsewhere")
    return event


def export(client, event) -> tuple[object, list[bytes]]:
    response = client.get(f"/api/admin/events/{event.pk}/registrations/export")
    return response, list(response.streaming_content)


def test_the_export_is_a_streamed_answer_without_a_length(staff_client, event_with_parties):
    response, _ = export(staff_client, event_with_parties)

    assert response.status_code == 200
    assert response.streaming
    assert not response.has_header("Content-Length")
    assert response["Content-Disposition"] == f'attachment; filename="registrations-{event_with_parties.pk}.csv"'
    assert response["Cache-Control"] == "no-store"


def test_the_streamed_file_is_the_file_written_at_once(staff_client, event_with_parties, monkeypatch):
    """Across chunk and piece boundaries: newest first, each party's slots, the
    byte-order mark once, formulas neutralised."""
    monkeypatch.setattr(csv, "PIECE_BYTES", 100)
    whole = csv_export.registrations_csv(selectors.event_registrations(event=event_with_parties))

    _, pieces = export(staff_client, event_with_parties)

    assert len(pieces) > 2
    assert b"".join(pieces) == whole
    lines = whole.decode("utf-8").split("\r\n")
    assert lines[0].startswith("\ufeffName,")
    assert [line.split(",")[0] for line in lines[1:-1]] == [f"Family {number}" for number in range(6, -1, -1)]
    assert lines[2].split(",")[-4] == "Setup; =Mishti"
    assert lines[3].split(",")[-4] == "Setup"
    assert whole.count("\ufeff".encode()) == 1


def test_the_export_reads_the_registrations_a_chunk_at_a_time(event_with_parties, monkeypatch):
    """Only the chunk being written has been read: after the first rows, one
    chunk's claims have been fetched, not every registration's."""
    monkeypatch.setattr(csv, "PIECE_BYTES", 1)  # a piece per row
    pieces = csv_export.registrations_csv_pieces(
        selectors.event_registrations_for_export(event=event_with_parties, chunk_size=2)
    )
    with CaptureQueriesContext(connection) as first_rows:
        header_and_first_row, second_row = next(pieces), next(pieces)
    with CaptureQueriesContext(connection) as the_rest:
        rest = list(pieces)

    def claims_read(queries):
        return [query for query in queries.captured_queries if "registrations_slotclaim" in query["sql"]]

    assert header_and_first_row.decode().count("\r\n") == 2
    assert second_row.decode().startswith("Family 5,")
    assert len(claims_read(first_rows)) == 1
    assert len(claims_read(the_rest)) == 3  # chunks of 2, 2, 2 and 1 in all
    assert len(rest) == 5
