"""The programme's pages as a shared link shows them: the programme page with
its own head and first data (the running order, once published), and an act's
own page named but never indexed."""

import pytest

from events.tests.factories import EventFactory
from programme.tests.factories import ProgrammeEntryFactory
from sharing.tests.test_pages import fetch
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

SITE_URL = "https://www.example.org"


@pytest.fixture(autouse=True)
def built_front_end(settings, tmp_path):
    from cultural_site import spa
    from sharing.tests.test_pages import INDEX

    index = tmp_path / "index.html"
    index.write_text(INDEX, encoding="utf-8")
    settings.FRONTEND_INDEX = index
    settings.SITE_URL = SITE_URL
    spa._cached_index.cache_clear()
    yield
    spa._cached_index.cache_clear()


@pytest.fixture
def event():
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association")
    return EventFactory(title="Durga Puja", programme_open=True, programme_start="18:00")


def test_a_published_programme_page_previews_with_its_running_order(client, event):
    ProgrammeEntryFactory(event=event, title="Bihu", status="accepted", position=1, start_time="18:00")
    ProgrammeEntryFactory(event=event, title="Gaan", status="accepted", position=2, start_time="18:07")
    ProgrammeEntryFactory(event=event, title="Not yet decided")
    event.programme_published = True
    event.save()

    status, page = fetch(client, f"/events/{event.pk}/programme")

    assert status == 200
    assert page.titles == ["Programme: Durga Puja · Tracy Bengali Cultural Association"]
    assert page.one("og:title") == "Programme: Durga Puja"
    assert page.one("description") == "The cultural programme of Durga Puja: 2 performances, in running order."
    assert page.links["canonical"] == f"{SITE_URL}/events/{event.pk}/programme"
    assert page.one("og:image").startswith(f"{SITE_URL}/events/{event.pk}/share.png")
    first_data = page.script("application/json", "initial-data")
    acts = first_data[f"/api/events/{event.pk}/programme"]
    assert [act["title"] for act in acts] == ["Bihu", "Gaan"]
    assert set(acts[0]) == {
        "position",
        "title",
        "kind",
        "performers",
        "childrenNotNamed",
        "startTime",
        "durationMinutes",
    }
    assert first_data[f"/api/events/{event.pk}"]["title"] == "Durga Puja"


def test_a_programme_page_before_publishing_says_it_is_coming(client, event):
    ProgrammeEntryFactory(event=event, title="Secret", status="accepted", position=1)

    status, page = fetch(client, f"/events/{event.pk}/programme")

    assert status == 200
    assert page.one("description") == "The cultural programme of Durga Puja, once the organisers publish it."
    first_data = page.script("application/json", "initial-data")
    # "Not published", so that the page says so at once rather than asking the API (a 404).
    assert first_data[f"/api/events/{event.pk}/programme"] is None
    assert "Secret" not in str(first_data)


def test_the_programme_page_in_bengali(client, event):
    ProgrammeEntryFactory(event=event, status="accepted", position=1)
    event.programme_published = True
    event.save()
    client.cookies["lang"] = "bn"

    _, page = fetch(client, f"/events/{event.pk}/programme")

    assert page.one("og:title") == "অনুষ্ঠানসূচি: Durga Puja"
    assert "১টি পরিবেশনা" in page.one("description")


def test_the_programme_page_of_an_unknown_event_is_404(client, event):
    status, _ = fetch(client, "/events/424242/programme")

    assert status == 404


def test_an_acts_own_page_is_named_and_never_indexed(client, event):
    entry = ProgrammeEntryFactory(event=event)

    status, page = fetch(client, f"/programme/{entry.pk}?token=abc")

    assert status == 200
    assert page.titles == ["Your performance · Tracy Bengali Cultural Association"]
    assert page.one("robots") == "noindex"
    assert "canonical" not in page.links
