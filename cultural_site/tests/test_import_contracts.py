"""The import contracts of .importlinter hold, and they bite: an app importing
cultural_site, or two apps importing each other, fails the lint, even when the
import hides inside a function."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def lint(where: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(where / ".importlinter"), "--no-cache"],
        cwd=where,
        env={"PYTHONPATH": str(where), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def tree(tmp_path) -> Path:
    """A copy of the site's packages to break on purpose."""
    copy = tmp_path / "site"
    shutil.copytree(
        ROOT,
        copy,
        ignore=shutil.ignore_patterns(".*", "node_modules", "frontend", "media", "staticfiles", "*.sqlite3", "e2e"),
    )
    shutil.copy(ROOT / ".importlinter", copy / ".importlinter")
    return copy


def add_function_local_import(module: Path, statement: str) -> None:
    with module.open("a") as source:
        source.write(f"\n\ndef _late():\n    {statement}\n")


def test_the_tree_keeps_its_contracts():
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_an_app_importing_cultural_site_inside_a_function_breaks_the_lint(tree):
    add_function_local_import(tree / "events" / "services.py", "from cultural_site import spa")

    result = lint(tree)

    assert result.returncode != 0
    assert "events.services -> cultural_site.spa" in result.stdout


def test_two_apps_importing_each_other_break_the_lint(tree):
    # events already imports uploads; uploads importing events closes a cycle.
    add_function_local_import(tree / "uploads" / "services.py", "from events.models import Event")

    result = lint(tree)

    assert result.returncode != 0
    assert "uploads.services -> events.models" in result.stdout


def test_core_importing_an_app_breaks_the_lint(tree):
    add_function_local_import(tree / "core" / "errors.py", "from registrations import models")

    result = lint(tree)

    assert result.returncode != 0
    assert "core.errors -> registrations.models" in result.stdout
