"""The server's translation catalogues (locale/<language>/LC_MESSAGES/django.po):
compiling them, and checking that every string the site says has its Bengali.

The compiled .mo files are never committed. `scripts/setup.sh` and the
Dockerfile compile them with Babel's `pybabel compile`; the tests compile them
here when they are missing or older than the catalogue.

The check extracts the strings as Django's `makemessages` does (it needs GNU
gettext's xgettext) into a copy of the sources, so the catalogue itself is never
touched, and lists every string whose translation is missing, fuzzy (a guess
gettext made from a similar string) or obsolete (no longer in the code).
"""

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

DOMAIN = "django"
CHECKED_LANGUAGES = ("bn",)
# Never part of the server's catalogue: the browser has its own; the rest is
# tooling, tests of the browser, or files that are built or downloaded.
NOT_SOURCES = (
    ".git",
    ".venv",
    "node_modules",
    "frontend",
    "e2e",
    "benchmarks",
    "test-artifacts",
    "media",
    "staticfiles",
    "__pycache__",
    ".pytest_cache",
    ".ruff_cache",
)


def catalogue_path(locale_dir: Path, language: str) -> Path:
    return locale_dir / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def compile_catalogues(locale_dir: Path, *, stale_only: bool = False) -> list[Path]:
    """Write each catalogue's .mo beside it (what `pybabel compile -d locale -D
    django` does), or only those missing or older than their .po. Returns the
    .mo files written."""
    written = []
    for po in sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        mo = po.with_suffix(".mo")
        if stale_only and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with po.open("rb") as source:
            catalog = read_po(source, locale=po.parent.parent.name)
        with mo.open("wb") as target:
            write_mo(target, catalog)
        written.append(mo)
    return written


class GettextMissing(RuntimeError):
    pass


@dataclass(frozen=True)
class Problem:
    language: str
    kind: str  # "untranslated", "fuzzy" or "obsolete"
    msgid: str

    def __str__(self) -> str:
        return f"{self.language}: {self.kind}: {self.msgid!r}"


def copy_sources(root: Path, target: Path) -> Path:
    """The server's sources (code, templates, catalogues) copied to `target`."""
    shutil.copytree(root, target, ignore=shutil.ignore_patterns(*NOT_SOURCES, "*.mo"), symlinks=True)
    return target


def extract_strings(root: Path, language: str) -> None:
    """Django's makemessages in the site at `root`: the language's catalogue
    gains the code's new strings (untranslated, or fuzzy when gettext guesses
    from a similar one) and keeps the ones the code no longer has as obsolete."""
    if shutil.which("xgettext") is None:
        raise GettextMissing(
            "GNU gettext's xgettext is needed to check the translations: on Debian, "
            "`apt-get install gettext` (`make setup-test` installs it)."
        )
    ignored = [f"--ignore={name}" for name in NOT_SOURCES]
    command = [sys.executable, "manage.py", "makemessages", "--locale", language, "--domain", DOMAIN]
    subprocess.run(  # noqa: S603 - this interpreter and the copy's own manage.py
        [*command, "--no-location", *ignored],
        cwd=root,
        env={**os.environ, "DEBUG": "1"},
        check=True,
        capture_output=True,
    )


def catalogue_problems(
    root: Path, languages: tuple[str, ...] = CHECKED_LANGUAGES, *, update: bool = False
) -> list[Problem]:
    """Every string of the site at `root` that a language's catalogue does not
    translate as it stands. The strings are extracted into a copy of the site,
    or, with `update`, into its own catalogue, ready for the missing ones to be
    written in."""
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        site = root if update else copy_sources(root, Path(scratch) / "site")
        for language in languages:
            extract_strings(site, language)
            with catalogue_path(site / "locale", language).open("rb") as source:
                catalog = read_po(source)
            for message in catalog:
                if not message.id:
                    continue  # the header
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                forms = message.string if isinstance(message.string, tuple) else (message.string,)
                if message.fuzzy:
                    problems.append(Problem(language, "fuzzy", msgid))
                elif not all(forms):
                    problems.append(Problem(language, "untranslated", msgid))
            for message in catalog.obsolete.values():
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                problems.append(Problem(language, "obsolete", msgid))
    return problems
