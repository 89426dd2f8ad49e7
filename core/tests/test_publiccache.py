"""The cache of public answers on its own: generations, what a request gets
back (304, gzip) and which requests may have it compressed."""

import gzip
import time

import pytest
from django.core.cache import caches
from django.db import transaction
from django.test import RequestFactory
from django.utils import translation
from django.utils.translation import gettext

from core import publiccache
from core.models import PublicReadsGeneration

pytestmark = pytest.mark.django_db

LARGE = [{"title": f"Durga Puja {n}", "venue": "Tracy Community Center"} for n in range(20)]


class Builds:
    """A build function that counts its calls and renders what it is told."""

    def __init__(self, data) -> None:
        self.data = data
        self.calls = 0

    def __call__(self) -> publiccache.PublicJson:
        self.calls += 1
        return publiccache.render(self.data)


def get(**headers):
    return RequestFactory().get("/api/anything", headers=headers)


def test_an_answer_is_built_once_per_generation():
    build = Builds(LARGE)

    first = publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)
    second = publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    assert build.calls == 1
    assert first == second


def test_a_change_to_its_scope_builds_it_again():
    build = Builds(LARGE)
    publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    publiccache.public_reads_changed(publiccache.EVENTS)
    build.data = [*LARGE, {"title": "Kali Puja"}]
    fresh = publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    assert build.calls == 2
    assert fresh.data()[-1] == {"title": "Kali Puja"}


def test_a_change_to_another_scope_keeps_it():
    build = Builds(LARGE)
    publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    publiccache.public_reads_changed(publiccache.SETTINGS, publiccache.GALLERY)
    publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    assert build.calls == 1


def test_each_change_gives_a_new_generation_kept_in_the_database():
    publiccache.public_reads_changed(publiccache.GALLERY)
    first = PublicReadsGeneration.objects.get(scope="gallery").token
    publiccache.public_reads_changed(publiccache.GALLERY)

    assert PublicReadsGeneration.objects.get(scope="gallery").token != first


def test_a_change_rolled_back_keeps_the_generation():
    publiccache.public_reads_changed(publiccache.EVENTS)
    before = PublicReadsGeneration.objects.get(scope="events").token

    with pytest.raises(RuntimeError), transaction.atomic():
        publiccache.public_reads_changed(publiccache.EVENTS)
        raise RuntimeError("the write failed")

    assert PublicReadsGeneration.objects.get(scope="events").token == before


def test_an_unknown_scope_is_refused():
    with pytest.raises(ValueError, match="photos"):
        publiccache.public_reads_changed("photos")


def test_a_failed_build_keeps_nothing():
    def broken():
        raise LookupError("no such event")

    with pytest.raises(LookupError):
        publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["event", 7], build=broken)
    build = Builds({"id": 7})

    assert publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["event", 7], build=build).data() == {"id": 7}
    assert build.calls == 1


def test_none_is_rendered_as_the_json_literal_null():
    assert publiccache.render(None).body == b"null"


def test_rendering_is_compact_and_keeps_non_ascii_text():
    assert publiccache.render({"title": "দুর্গাপূজা", "n": 1}).body == '{"title":"দুর্গাপূজা","n":1}'.encode()


def test_the_answer_carries_a_strong_etag_and_asks_to_be_revalidated():
    entry = publiccache.render(LARGE)

    response = publiccache.respond(get(), entry)

    assert response.status_code == 200
    assert response.content == entry.body
    assert response["ETag"] == f'"{entry.digest}"'
    assert response["Cache-Control"] == "no-cache"
    assert response["Vary"] == "Accept-Encoding"
    assert "Content-Encoding" not in response


@pytest.mark.parametrize("sent", ['"{tag}"', 'W/"{tag}"', '"other", "{tag}"', "*"])
def test_a_current_etag_gets_304_without_a_body(sent):
    entry = publiccache.render(LARGE)

    response = publiccache.respond(get(**{"If-None-Match": sent.format(tag=entry.digest)}), entry)

    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == f'"{entry.digest}"'


@pytest.mark.parametrize("sent", ['"stale"', "", "garbage, ,", f'"{"0" * 32}-gzip"'])
def test_any_other_etag_gets_the_answer(sent):
    entry = publiccache.render(LARGE)

    assert publiccache.respond(get(**{"If-None-Match": sent}), entry).status_code == 200


@pytest.mark.parametrize("accepted", ["gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "*", "x-gzip"])
def test_gzip_is_sent_when_accepted(accepted):
    entry = publiccache.render(LARGE)

    response = publiccache.respond(get(**{"Accept-Encoding": accepted}), entry)

    assert response["Content-Encoding"] == "gzip"
    assert gzip.decompress(response.content) == entry.body
    assert response["ETag"] == f'"{entry.digest}-gzip"'
    assert response["Vary"] == "Accept-Encoding"


@pytest.mark.parametrize("accepted", ["", "identity", "gzip;q=0", "br", "*;q=0", "gzip;q=nonsense"])
def test_gzip_is_not_sent_when_not_accepted(accepted):
    entry = publiccache.render(LARGE)

    response = publiccache.respond(get(**{"Accept-Encoding": accepted}), entry)

    assert "Content-Encoding" not in response
    assert response.content == entry.body


def test_the_gzipped_copy_has_its_own_304():
    entry = publiccache.render(LARGE)
    gzip_tag = publiccache.respond(get(**{"Accept-Encoding": "gzip"}), entry)["ETag"]

    again = publiccache.respond(get(**{"Accept-Encoding": "gzip", "If-None-Match": gzip_tag}), entry)
    plain = publiccache.respond(get(**{"If-None-Match": gzip_tag}), entry)

    assert again.status_code == 304
    assert plain.status_code == 200


def test_a_small_answer_is_not_compressed():
    entry = publiccache.render(None)

    response = publiccache.respond(get(**{"Accept-Encoding": "gzip"}), entry)

    assert response.content == b"null"
    assert "Content-Encoding" not in response
    assert response["Vary"] == "Accept-Encoding"


def test_the_same_json_gzips_to_the_same_bytes():
    assert publiccache.render(LARGE).gzipped == publiccache.render(LARGE).gzipped


def test_headers_of_the_answer_go_with_it():
    entry = publiccache.render(LARGE, headers=[("Link", '</api/gallery?before=3&limit=2>; rel="next"')])

    assert publiccache.respond(get(), entry)["Link"] == '</api/gallery?before=3&limit=2>; rel="next"'


# Languages


class WordsBuilds(Builds):
    """A build whose answer holds a sentence the site writes, in the active language."""

    def __call__(self) -> publiccache.PublicJson:
        self.calls += 1
        return publiccache.render({"message": gettext("Not found."), "items": self.data})


def test_an_answer_that_is_the_same_in_every_language_is_built_once_and_says_so():
    build = Builds(LARGE)

    with translation.override("en"):
        english = publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)
    with translation.override("bn"):
        bengali = publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    assert build.calls == 1
    assert english == bengali
    assert english.language is None
    assert publiccache.respond(get(), english).same_in_every_language


def test_an_answer_in_words_is_built_and_kept_once_per_language():
    build = WordsBuilds(LARGE)

    def read(language: str) -> publiccache.PublicJson:
        with translation.override(language):
            return publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["words"], build=build, per_language=True)

    english, bengali = read("en"), read("bn")
    assert (read("en"), read("bn")) == (english, bengali)

    assert build.calls == 2
    assert english.data()["message"] == "Not found."
    assert bengali.data()["message"] == "খুঁজে পাওয়া গেল না।"
    assert (english.language, bengali.language) == ("en", "bn")
    assert english.digest != bengali.digest
    response = publiccache.respond(get(), bengali)
    assert response["ETag"] == f'"{bengali.digest}"'
    assert not getattr(response, "same_in_every_language", False)


def test_a_change_builds_each_language_again():
    build = WordsBuilds(LARGE)

    def read(language: str) -> publiccache.PublicJson:
        with translation.override(language):
            return publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["words"], build=build, per_language=True)

    before = {language: read(language) for language in ("en", "bn")}
    publiccache.public_reads_changed(publiccache.EVENTS)
    build.data = [*LARGE, {"title": "Kali Puja"}]
    after = {language: read(language) for language in ("en", "bn")}

    assert build.calls == 4
    for language in ("en", "bn"):
        assert after[language].digest != before[language].digest
        assert after[language].data()["items"][-1] == {"title": "Kali Puja"}


def test_a_change_the_shared_cache_cannot_be_told_of_is_no_error_and_is_told_before_the_next_read(
    settings, monkeypatch, django_capture_on_commit_callbacks, caplog
):
    settings.PUBLIC_READS_GENERATIONS = publiccache.IN_SHARED_CACHE
    build = Builds(LARGE)
    publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)
    store = caches["default"]

    def unreachable(*args, **kwargs):
        raise ConnectionError("Redis is unreachable")

    with monkeypatch.context() as patched:
        patched.setattr(store, "set_many", unreachable)
        with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
            publiccache.public_reads_changed(publiccache.EVENTS)
        assert "Could not tell the shared cache that events changed" in caplog.text
        # While it stays unreachable, a read fails as any read of an unreachable Redis does.
        with pytest.raises(ConnectionError):
            publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)

    # Back: the change is told first, and the answer kept from before it is not served again.
    publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)
    assert build.calls == 2
    publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["events"], build=build)
    assert build.calls == 2


def test_the_shared_cache_keeps_each_generation_for_a_bounded_time(settings, django_capture_on_commit_callbacks):
    settings.PUBLIC_READS_GENERATIONS = publiccache.IN_SHARED_CACHE
    store = caches["default"]
    key = store.make_key(publiccache.GENERATION_KEY.format(scope=publiccache.GALLERY))

    with django_capture_on_commit_callbacks(execute=True):
        publiccache.public_reads_changed(publiccache.GALLERY)

    # A change a Redis once missed is forgotten within this time, whichever process missed it.
    expires = store._expire_info[key]
    assert 0 < expires - time.time() <= publiccache.GENERATION_TIMEOUT_SECONDS
