"""The Bengali catalogue: complete for every string the server says, and a
check (part of `make lint`) that fails, naming the string, when it is not.
The check needs GNU gettext's xgettext; without it these tests fail, as the
check does, rather than pass unchecked."""

from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from django.core.management import CommandError, call_command

from core.translations import GettextMissing, Problem, catalogue_problems, compile_catalogues, copy_sources

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = Path("locale") / "bn" / "LC_MESSAGES" / "django.po"


@pytest.fixture
def site(tmp_path) -> Path:
    """A copy of the server's sources, free to be changed."""
    return copy_sources(ROOT, tmp_path / "site")


def test_every_string_of_the_server_has_its_bengali():
    assert catalogue_problems(ROOT) == []


def test_the_command_passes_on_the_sites_own_catalogue(capsys):
    call_command("check_translations")

    assert "Every string of the server has its Bengali translation." in capsys.readouterr().out


def test_a_new_string_without_its_bengali_fails_the_check(site):
    (site / "core" / "new_words.py").write_text(
        'from django.utils.translation import gettext\n\nNEW = gettext("A sentence nobody has translated yet.")\n',
        encoding="utf-8",
    )

    assert catalogue_problems(site) == [Problem("bn", "untranslated", "A sentence nobody has translated yet.")]


def test_a_new_string_in_an_email_template_fails_the_check(site):
    template = site / "templates" / "emails" / "confirmation.txt"
    template.write_text(
        template.read_text(encoding="utf-8").replace(
            '{% translate "See you there!" %}', '{% translate "We look forward to seeing you!" %}'
        ),
        encoding="utf-8",
    )

    # "See you there!" is still said by the other emails, so its Bengali stays in use.
    assert catalogue_problems(site) == [Problem("bn", "untranslated", "We look forward to seeing you!")]


def test_a_changed_string_is_fuzzy_until_its_translation_is_checked(site):
    source = site / "registrations" / "exceptions.py"
    source.write_text(
        source.read_text(encoding="utf-8").replace(
            '"Registration is closed for this event."', '"Registration is now closed for this event."'
        ),
        encoding="utf-8",
    )

    # gettext carries the old sentence's Bengali over, marked as a guess.
    assert catalogue_problems(site) == [Problem("bn", "fuzzy", "Registration is now closed for this event.")]


def test_a_translation_the_code_no_longer_uses_fails_the_check(site):
    catalogue = site / CATALOGUE
    catalogue.write_text(
        catalogue.read_text(encoding="utf-8") + '\nmsgid "A sentence the site stopped saying."\nmsgstr "পুরোনো বাক্য।"\n',
        encoding="utf-8",
    )

    assert catalogue_problems(site) == [Problem("bn", "obsolete", "A sentence the site stopped saying.")]


def test_the_command_fails_naming_each_string(site, settings, capsys):
    (site / "core" / "new_words.py").write_text(
        'from django.utils.translation import gettext_lazy\n\nNEW = gettext_lazy("Untranslated words.")\n',
        encoding="utf-8",
    )
    settings.BASE_DIR = site

    with pytest.raises(CommandError, match="1 string"):
        call_command("check_translations")

    assert "bn: untranslated: 'Untranslated words.'" in capsys.readouterr().err


def test_the_check_fails_without_xgettext(site, monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools"))

    with pytest.raises(GettextMissing, match="xgettext"):
        catalogue_problems(site)


def test_the_update_writes_new_strings_into_the_catalogue_itself(site):
    (site / "core" / "new_words.py").write_text(
        'from django.utils.translation import gettext\n\nNEW = gettext("Words for the translator.")\n',
        encoding="utf-8",
    )

    catalogue_problems(site, update=True)

    with (site / CATALOGUE).open("rb") as source:
        assert "Words for the translator." in read_po(source)


def test_catalogues_compile_when_missing_or_older_than_their_source(site):
    locale = site / "locale"
    mo = locale / "bn" / "LC_MESSAGES" / "django.mo"

    assert compile_catalogues(locale, stale_only=True) == [mo]
    assert compile_catalogues(locale, stale_only=True) == []
    assert mo.stat().st_size > 0
