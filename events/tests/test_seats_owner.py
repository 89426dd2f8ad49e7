"""The events never name a registration's status, nor send a signal for
another app to catch: the seats are counted by registrations/seats.py, and
what follows an event's change is called from actions/events.py."""

import ast
from pathlib import Path

import pytest

from registrations.models import Registration

EVENTS = Path(__file__).resolve().parent.parent
SOURCES = sorted(EVENTS.glob("*.py"))
STATUSES = set(Registration.Status.values)


def status_names(source: str) -> list[str]:
    """The statuses a module names: a string that is one (a placeholder of a
    message, a dict's key, is not), or a lookup through a status field."""
    tree = ast.parse(source)
    keys = {id(key) for node in ast.walk(tree) if isinstance(node, ast.Dict) for key in node.keys}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in keys:
            found += [node.value] if node.value in STATUSES or "status__" in node.value else []
        if isinstance(node, ast.keyword) and node.arg and "status" in node.arg:
            found.append(node.arg)
    return found


def test_the_events_sources_are_found():
    assert EVENTS / "services.py" in SOURCES


@pytest.mark.parametrize("module", SOURCES, ids=lambda path: path.name)
def test_an_events_module_names_no_registration_status(module: Path):
    assert status_names(module.read_text()) == []


@pytest.mark.parametrize("module", SOURCES, ids=lambda path: path.name)
def test_an_events_module_sends_no_signal(module: Path):
    assert "Signal(" not in module.read_text()


@pytest.mark.parametrize(
    "source",
    [
        'Q(registrations__status="confirmed")',
        'day.registrations.filter(status__in=["confirmed", "waitlisted"])',
        'Registration.objects.filter(event=event).exclude(status="cancelled")',
    ],
)
def test_a_status_named_in_an_events_module_is_found(source: str):
    assert status_names(source)
