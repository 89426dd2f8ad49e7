"""Which language the site answers in: ?lang, then the lang cookie, then
Accept-Language, then English, the same for the API and the pages; ?lang is
kept in the cookie; values the site does not speak are passed over."""

import pytest
from django.db import OperationalError

from cultural_site import spa
from events import selectors
from events.tests.factories import EventFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_index")]

MISSING = "/api/events/424242"


ENGLISH_NOT_FOUND = {"message": "Not found."}
BENGALI_NOT_FOUND = {"message": "খুঁজে পাওয়া গেল না।"}


def ask(client, path: str = MISSING, *, cookie: str | None = None, accept: str | None = None):
    if cookie is not None:
        client.cookies["lang"] = cookie
    headers = {"Accept-Language": accept} if accept is not None else {}
    return client.get(path, headers=headers)


def test_english_without_any_preference(client):
    response = ask(client)

    assert response.json() == ENGLISH_NOT_FOUND
    assert response["Content-Language"] == "en"


def test_accept_language_chooses_bengali(client):
    response = ask(client, accept="bn-IN,bn;q=0.9,en-US;q=0.8")

    assert response.json() == BENGALI_NOT_FOUND
    assert response["Content-Language"] == "bn"


def test_accept_language_is_read_in_order_of_preference(client):
    assert ask(client, accept="fr-FR, en;q=0.5, bn;q=0.8").json() == BENGALI_NOT_FOUND
    assert ask(client, accept="bn;q=0, en;q=0.5").json() == ENGLISH_NOT_FOUND
    assert ask(client, accept="fr, de").json() == ENGLISH_NOT_FOUND


def test_the_cookie_beats_accept_language(client):
    assert ask(client, cookie="bn", accept="en-US").json() == BENGALI_NOT_FOUND
    assert ask(client, cookie="en", accept="bn").json() == ENGLISH_NOT_FOUND


def test_lang_in_the_address_beats_the_cookie_and_accept_language(client):
    assert ask(client, f"{MISSING}?lang=en", cookie="bn", accept="bn").json() == ENGLISH_NOT_FOUND
    assert ask(client, f"{MISSING}?lang=bn", cookie="en", accept="en").json() == BENGALI_NOT_FOUND


def test_lang_in_the_address_is_kept_in_a_cookie_the_app_can_read(client):
    response = ask(client, "/events?lang=bn")

    cookie = response.cookies["lang"]
    assert cookie.value == "bn"
    assert cookie["path"] == "/"
    assert cookie["max-age"] == 365 * 24 * 3600
    assert cookie["samesite"] == "Lax"
    assert not cookie["httponly"]
    # The next request, without ?lang, keeps to it.
    assert client.get(MISSING).json() == BENGALI_NOT_FOUND


def test_a_request_without_lang_sets_no_cookie(client):
    assert "lang" not in ask(client, accept="bn").cookies


@pytest.mark.parametrize("value", ["xx", "", "fr", "bengali", "bn-IN"])
def test_a_lang_the_site_does_not_speak_is_passed_over(client, value):
    response = ask(client, f"{MISSING}?lang={value}", cookie="bn", accept="en")

    assert response.json() == BENGALI_NOT_FOUND
    assert "lang" not in response.cookies


def test_a_cookie_the_site_does_not_speak_is_passed_over(client):
    assert ask(client, cookie="xx", accept="bn").json() == BENGALI_NOT_FOUND
    assert ask(client, cookie="xx").json() == ENGLISH_NOT_FOUND


def test_answers_in_a_language_vary_with_accept_language_and_the_cookie(client):
    vary = {part.strip() for part in ask(client).get("Vary", "").split(",")}

    assert {"Accept-Language", "Cookie"} <= vary


def test_pages_choose_their_language_the_same_way(client):
    assert '<html lang="bn">' in ask(client, "/gallery", accept="bn").content.decode()
    assert '<html lang="en">' in ask(client, "/gallery?lang=en", cookie="bn").content.decode()
    page = client.get("/gallery")
    assert '<html lang="en">' in page.content.decode()
    assert {"Accept-Language", "Cookie"} <= {part.strip() for part in page["Vary"].split(",")}


def test_only_pages_in_bengali_fetch_the_bengali_messages_early(client, settings):
    settings.FRONTEND_INDEX.write_text(
        '<html lang="en"><head><link rel="preload" href="/static/inter.woff2" as="font">'
        '<link data-script="bengali" rel="preload" href="/static/bengali.woff2" as="font">'
        '<link data-lang="bn" rel="preload" href="/static/locale-bn.js" as="script"></head><body></body></html>',
        encoding="utf-8",
    )
    spa._cached_index.cache_clear()

    bengali = ask(client, "/contact", accept="bn").content.decode()
    english = ask(client, "/contact", accept="en").content.decode()

    assert "/static/bengali.woff2" in bengali
    assert "/static/locale-bn.js" in bengali
    assert "/static/inter.woff2" in bengali
    assert "bengali.woff2" not in english
    assert "locale-bn" not in english
    assert "/static/inter.woff2" in english


def test_an_english_page_with_bengali_text_fetches_the_bengali_face_early(client, settings):
    settings.FRONTEND_INDEX.write_text(
        '<html lang="en"><head><link data-script="bengali" rel="preload" href="/static/bengali.woff2" as="font">'
        '<link data-lang="bn" rel="preload" href="/static/locale-bn.js" as="script"></head><body></body></html>',
        encoding="utf-8",
    )
    spa._cached_index.cache_clear()
    event = EventFactory(title="Durga Puja — দুর্গাপূজা")

    page = ask(client, f"/events/{event.pk}", accept="en").content.decode()

    assert "/static/bengali.woff2" in page
    assert "locale-bn" not in page


def test_a_public_read_the_same_in_every_language_is_one_answer_that_does_not_vary(client):
    EventFactory()

    english = client.get("/api/events")
    bengali = client.get("/api/events", headers={"Accept-Language": "bn"})

    assert bengali.content == english.content
    assert bengali["ETag"] == english["ETag"]
    assert "Content-Language" not in bengali
    assert "Accept-Language" not in bengali.get("Vary", "")
    assert (
        client.get("/api/events", headers={"Accept-Language": "bn", "If-None-Match": english["ETag"]}).status_code
        == 304
    )


def test_an_unknown_api_path_answers_in_bengali(client):
    assert client.get("/api/no-such-thing", headers={"Accept-Language": "bn"}).json() == BENGALI_NOT_FOUND


def test_the_outage_answer_speaks_bengali(client, monkeypatch):
    def unreachable(**kwargs):
        raise OperationalError("server closed the connection")

    monkeypatch.setattr(selectors, "upcoming_events", unreachable)

    response = client.get("/api/events", headers={"Accept-Language": "bn"})

    assert response.status_code == 503
    assert response.json() == {"message": "পরিষেবাটি সাময়িকভাবে বন্ধ আছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।"}
