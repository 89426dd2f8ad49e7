"""A child's name on the public programme is shown only as the family agreed when
it offered the act: whole, by the first name, or not at all. Acts offered before
families were asked show first names. Organisers always see the names whole."""

import pytest
from django.urls import reverse

from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry
from programme.services import programme_entries_anonymise
from programme.tests.factories import ProgrammeEntryFactory
from programme.tests.helpers import submit, submitted

pytestmark = pytest.mark.django_db

TOKEN = "HTTP_X_PROGRAMME_TOKEN"
FAMILY = [
    {"name": "Riya Sen", "child": True},
    {"name": "Mita Sen", "child": False},
    {"name": "Tuktuki Sen Gupta", "child": True},
]


@pytest.fixture
def event():
    return EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00")


def on_the_programme(client, event, **fields) -> dict:
    """One accepted act of these performers, on the published programme, as the public reads it."""
    ProgrammeEntryFactory(event=event, status="accepted", position=1, start_time="18:00", performers=FAMILY, **fields)
    event.programme_published = True
    event.save()
    response = client.get(reverse("event-programme", args=[event.pk]))
    assert response.status_code == 200
    [act] = response.json()
    return act


def test_an_act_offered_without_the_choice_shows_first_names(api_client, event):
    entry, _ = submitted(api_client, event)

    assert entry.child_names == "first"


def test_the_family_choice_is_stored_and_answered(api_client, event):
    response = submit(api_client, event, childNames="none")

    assert response.status_code == 201
    assert response.json()["childNames"] == "none"
    assert ProgrammeEntry.objects.get(pk=response.json()["id"]).child_names == "none"


def test_an_unknown_choice_is_refused_and_nothing_is_stored(api_client, event):
    response = submit(api_client, event, childNames="initials")

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"childNames"}
    assert not ProgrammeEntry.objects.exists()


def test_first_names_only_shows_a_childs_first_name_and_a_grown_up_whole(api_client, event):
    act = on_the_programme(api_client, event, child_names="first")

    assert act["performers"] == ["Riya", "Mita Sen", "Tuktuki"]
    assert act["childrenNotNamed"] == 0
    assert "Sen Gupta" not in str(act)


def test_full_names_show_every_name_whole(api_client, event):
    act = on_the_programme(api_client, event, child_names="full")

    assert act["performers"] == ["Riya Sen", "Mita Sen", "Tuktuki Sen Gupta"]
    assert act["childrenNotNamed"] == 0


def test_children_not_named_are_left_out_and_counted(api_client, event):
    act = on_the_programme(api_client, event, child_names="none")

    assert act["performers"] == ["Mita Sen"]
    assert act["childrenNotNamed"] == 2
    assert "Riya" not in str(act)


def test_the_programme_page_first_data_shows_only_what_was_agreed(client, event):
    ProgrammeEntryFactory(event=event, status="accepted", position=1, start_time="18:00", performers=FAMILY)
    event.programme_published = True
    event.save()

    page = client.get(f"/events/{event.pk}/programme").content.decode()

    assert "Riya" in page
    assert "Riya Sen" not in page
    assert "Tuktuki Sen Gupta" not in page


def test_organisers_see_the_names_whole_and_the_choice(staff_client, event):
    ProgrammeEntryFactory(event=event, performers=FAMILY, child_names="none")

    response = staff_client.get(reverse("admin-event-programme", args=[event.pk]))

    [entry] = response.json()["entries"]
    assert [performer["name"] for performer in entry["performers"]] == ["Riya Sen", "Mita Sen", "Tuktuki Sen Gupta"]
    assert entry["childNames"] == "none"


def test_a_change_without_the_choice_keeps_it_and_a_change_with_it_is_logged(api_client, event):
    entry, token = submitted(api_client, event, childNames="full")
    url = reverse("programme-entry", args=[entry.pk])
    body = api_client.get(url, **{TOKEN: token}).json()
    body.pop("childNames")

    assert api_client.put(url, body, format="json", **{TOKEN: token}).status_code == 200
    entry.refresh_from_db()
    assert entry.child_names == "full"

    assert api_client.put(url, {**body, "childNames": "none"}, format="json", **{TOKEN: token}).status_code == 200
    entry.refresh_from_db()
    assert entry.child_names == "none"


def test_an_anonymised_act_shows_the_deleted_familys_name_whatever_was_chosen(api_client, event):
    ProgrammeEntryFactory(event=event, status="accepted", position=1, start_time="18:00", performers=FAMILY)
    programme_entries_anonymise(entries=ProgrammeEntry.objects.all())
    event.programme_published = True
    event.save()

    [act] = api_client.get(reverse("event-programme", args=[event.pk])).json()

    assert act["performers"] == ["Deleted family", "Deleted family", "Deleted family"]
