from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _test_templates(settings):
    """The "greeting" email of mailing/tests/templates/emails/, for these tests."""
    engine = settings.TEMPLATES[0]
    settings.TEMPLATES = [{**engine, "DIRS": [*engine["DIRS"], Path(__file__).parent / "templates"]}]
