"""Every app's tests run: an app with a `tests` package is in pytest.ini's
testpaths, or `make test` would never run them."""

import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Run on their own: the browser suite (`make test-e2e`) and the benchmarks (`make bench`).
APART = {"e2e", "benchmarks"}


def test_every_apps_tests_are_in_the_testpaths():
    config = configparser.ConfigParser()
    config.read(ROOT / "pytest.ini")
    testpaths = set(config["pytest"]["testpaths"].split())
    apps_with_tests = {path.parent.parent.name for path in ROOT.glob("*/tests/__init__.py")} - APART

    assert "money" in apps_with_tests
    assert apps_with_tests - testpaths == set()
