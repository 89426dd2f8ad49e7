"""The rule for an act's performers, written once: the model checks every save
with it (the back office's JSON field too), the API's serializer the request."""

from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

from core import language

MAX_PERFORMERS = 40
MAX_NAME = 120


def clean_performers(value: Any) -> list[dict]:
    """1 to MAX_PERFORMERS {name, child}: names trimmed, 1 to MAX_NAME characters."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_PERFORMERS:
        raise ValidationError(
            gettext("Name between 1 and %(max)s performers.") % {"max": language.number(MAX_PERFORMERS)}
        )
    cleaned = []
    for performer in value:
        if not isinstance(performer, dict) or set(performer) - {"name", "child"}:
            raise ValidationError(gettext("Each performer has a name and says whether they are a child."))
        name = performer.get("name")
        child = performer.get("child", False)
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME or "\x00" in name:
            raise ValidationError(
                gettext("Each performer's name is 1 to %(max)s characters.") % {"max": language.number(MAX_NAME)}
            )
        if not isinstance(child, bool):
            raise ValidationError(gettext("Say for each performer whether they are a child."))
        cleaned.append({"name": name.strip(), "child": child})
    return cleaned


def validate_performers(value: Any) -> None:
    clean_performers(value)
