"""Shapes of the event's list fields, checked wherever an event is saved
(the API's serializer and the back-office form both end up here)."""

from typing import Any

from django.core.exceptions import ValidationError

MAX_ITEMS = 30
MAX_TEXT = 200
MAX_DESCRIPTION = 1000


def _text(value: Any, what: str, *, required: bool, max_length: int) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValidationError(f"{what} must be text.")
    value = value.strip()
    if required and not value:
        raise ValidationError(f"{what} is required")
    if len(value) > max_length:
        raise ValidationError(f"{what} must be at most {max_length} characters.")
    return value


def _list(value: Any, what: str) -> list:
    if not isinstance(value, list):
        raise ValidationError(f"{what} must be a list.")
    if len(value) > MAX_ITEMS:
        raise ValidationError(f"{what} can have at most {MAX_ITEMS} entries.")
    return value


def clean_text_list(value: Any, what: str = "Each entry") -> list[str]:
    items = [_text(item, what, required=False, max_length=MAX_TEXT) for item in _list(value, what)]
    return [item for item in items if item]


def clean_schedule(value: Any) -> list[dict[str, str]]:
    entries = []
    for entry in _list(value, "Schedule"):
        if not isinstance(entry, dict):
            raise ValidationError("Each schedule entry must have a time and an activity.")
        entries.append(
            {
                "time": _text(entry.get("time"), "Time", required=False, max_length=50),
                "activity": _text(entry.get("activity"), "Activity", required=True, max_length=MAX_TEXT),
                "description": _text(
                    entry.get("description"), "Description", required=False, max_length=MAX_DESCRIPTION
                ),
            }
        )
    return entries


def clean_sponsors(value: Any) -> list[dict[str, str]]:
    sponsors = []
    for sponsor in _list(value, "Sponsors"):
        if not isinstance(sponsor, dict):
            raise ValidationError("Each sponsor must have a name.")
        sponsors.append(
            {
                "name": _text(sponsor.get("name"), "Sponsor name", required=True, max_length=MAX_TEXT),
                "benefits": _text(sponsor.get("benefits"), "Benefits", required=False, max_length=MAX_DESCRIPTION),
            }
        )
    return sponsors


def validate_text_list(value: Any) -> None:
    clean_text_list(value)


def validate_schedule(value: Any) -> None:
    clean_schedule(value)


def validate_sponsors(value: Any) -> None:
    clean_sponsors(value)
