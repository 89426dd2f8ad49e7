"""An act's personal details (its contact, notes and performers' names) go
when its event is long past, as registrations' do, and when the family
deletes itself; the act, its length and its place stay."""

import io
from datetime import date, datetime

import pytest
from django.core.management import call_command

from activity.models import Entry
from activity.services import activity_record
from events.tests.factories import EventFactory
from families.api import FamilyDataSerializer
from families.models import Family
from families.selectors import family_data
from families.services import family_delete
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory

pytestmark = pytest.mark.django_db


def test_acts_of_events_past_the_retention_are_anonymised_with_their_place_kept(clock):
    clock.set(datetime(2030, 6, 1, 12, 0))
    old = EventFactory(date=date(2028, 5, 1), programme_start="18:00")
    recent = EventFactory(date=date(2029, 10, 1))
    gone = ProgrammeEntryFactory(
        event=old,
        title="Bihu",
        status="accepted",
        position=1,
        start_time="18:00",
        contact_name="Anita Sen",
        notes="Two chairs",
        performers=[{"name": "Riya Sen", "child": True}, {"name": "Mita Sen", "child": False}],
    )
    kept = ProgrammeEntryFactory(event=recent, contact_name="Bina Das")
    activity_record(
        actor="registrant",
        action="programme.update",
        target_type="programme_entry",
        target_id=gone.pk,
        event_id=old.pk,
        summary="Bihu",
        changes={"contact_name": ["Anita", "Anita Sen"], "duration_minutes": [5, 6]},
    )
    out = io.StringIO()

    call_command("anonymise_past", stdout=out)

    gone.refresh_from_db()
    assert (gone.contact_name, gone.contact_email, gone.contact_phone, gone.notes) == ("Deleted family", "", "", "")
    assert gone.performers == [{"name": "Deleted family", "child": True}, {"name": "Deleted family", "child": False}]
    assert (gone.title, gone.position, gone.start_time, gone.duration_minutes) == ("Bihu", 1, "18:00", 5)
    logged = Entry.objects.get(target_type="programme_entry", target_id=gone.pk)
    assert logged.changes == {"duration_minutes": [5, 6]}
    assert logged.summary == "Bihu"
    kept.refresh_from_db()
    assert kept.contact_name == "Bina Das"
    assert "and 1 programme act(s)" in out.getvalue()


def test_a_family_deleting_itself_withdraws_its_coming_acts_and_anonymises_them_all():
    event = EventFactory(programme_open=True, programme_start="18:00", programme_gap_minutes=0)
    theirs = ProgrammeEntryFactory(
        event=event, contact_email="Anita@Example.com", status="accepted", position=1, duration_minutes=5
    )
    other = ProgrammeEntryFactory(event=event, status="accepted", position=2, start_time="18:05")
    past = ProgrammeEntryFactory(event=EventFactory(past=True), contact_email="anita@example.com")
    family = Family.objects.create(email="anita@example.com")

    family_delete(family=family)

    theirs.refresh_from_db()
    assert (theirs.status, theirs.position, theirs.contact_email) == ("withdrawn", None, "")
    other.refresh_from_db()
    assert (other.position, other.start_time) == (1, "18:00")
    past.refresh_from_db()
    assert past.contact_name == "Deleted family" and past.status == "submitted"
    assert ProgrammeEntry.objects.filter(contact_email="").count() == 2


def test_a_familys_data_holds_its_acts():
    mine = ProgrammeEntryFactory(title="Bihu", contact_email="Anita@Example.com")
    ProgrammeEntryFactory(title="Someone else's")
    activity_record(actor="registrant", action="programme.submit", target_type="programme_entry", target_id=mine.pk)
    family = Family.objects.create(email="anita@example.com")

    data = FamilyDataSerializer(family_data(family=family)).data

    assert [act["title"] for act in data["programmeActs"]] == ["Bihu"]
    assert "manageToken" not in data["programmeActs"][0]
    assert [entry["action"] for entry in data["activity"]] == ["programme.submit"]


def test_a_look_alike_addresss_acts_are_not_the_familys_to_see_or_delete():
    # gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
    look_alike = "anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com"
    ProgrammeEntryFactory(title="Bihu", contact_email="Anita.Roy@Gmail.com")
    theirs = ProgrammeEntryFactory(title="Dhunuchi", contact_email=look_alike)
    family = Family.objects.create(email="anita.roy@gmail.com")

    data = FamilyDataSerializer(family_data(family=family)).data
    family_delete(family=family)

    assert [act["title"] for act in data["programmeActs"]] == ["Bihu"]
    theirs.refresh_from_db()
    assert (theirs.contact_email, theirs.contact_name) == (look_alike, "Anita Sen")
