"""The rules of an event's list fields (highlights, schedule, what to bring,
sponsors), written once.

The model checks every save with them (the back office's JSON fields too); the
API checks a request with the same functions before anything is saved, so its
errors can point at the row ("schedule.0.activity"), and its schema is built
from the same numbers.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ValidationError
from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core import language
from core.money import MAX_CENTS
from core.text import plain_text

MAX_ITEMS = 30
MAX_TEXT = 200
MAX_DESCRIPTION = 1000
MAX_TIME = 50


@dataclass(frozen=True)
class Text:
    """One text in a list: what it is called in messages (read in the
    request's language), how long it may be, whether it may be left empty. It
    is trimmed; null counts as empty."""

    label: str | Promise
    max_length: int
    required: bool = False


LIST_ENTRY = Text(_("Each entry"), MAX_TEXT)
SCHEDULE_ENTRY = {
    "time": Text(_("Time"), MAX_TIME),
    "activity": Text(_("Activity"), MAX_TEXT, required=True),
    "description": Text(_("Description"), MAX_DESCRIPTION),
}
SPONSOR = {
    "name": Text(_("Sponsor name"), MAX_TEXT, required=True),
    "benefits": Text(_("Benefits"), MAX_DESCRIPTION),
}


def too_long(max_length: int) -> str:
    """REST framework's own sentence for an over-long text, with the limit in
    the request's digits."""
    return gettext("Ensure this field has no more than {max_length} characters.").format(
        max_length=language.number(max_length)
    )


class ListInvalid(ValidationError):
    """A refused list, each message filed under the place it concerns ("0.activity")."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__([message for messages in errors.values() for message in messages])
        self.errors = errors


def _text(value: Any, rule: Text) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValidationError(gettext("%(label)s must be text.") % {"label": rule.label})
    # Control and direction-changing characters go, as from every text a person writes (core/text.py).
    value = plain_text(value)
    # A lone surrogate can be written in JSON but not stored as UTF-8.
    if any("\ud800" <= character <= "\udfff" for character in value):
        raise ValidationError(gettext("%(label)s contains a character that is not allowed.") % {"label": rule.label})
    value = value.strip()
    if rule.required and not value:
        raise ValidationError(gettext("%(label)s is required") % {"label": rule.label})
    if len(value) > rule.max_length:
        raise ValidationError(too_long(rule.max_length))
    return value


def _record(value: Any, rules: dict[str, Text], shape: str) -> dict[str, str]:
    if not isinstance(value, dict):
        raise ValidationError(shape)
    cleaned, errors = {}, {}
    for name, rule in rules.items():
        try:
            cleaned[name] = _text(value.get(name), rule)
        except ValidationError as exc:
            errors[name] = exc.messages
    if errors:
        raise ListInvalid(errors)
    return cleaned


def _entries(value: Any, clean_entry: Callable[[Any], Any]) -> list:
    if not isinstance(value, list):
        raise ValidationError(gettext("Enter a list."))
    if len(value) > MAX_ITEMS:
        raise ValidationError(
            gettext("Ensure this field has no more than {max_length} elements.").format(
                max_length=language.number(MAX_ITEMS)
            )
        )
    cleaned, errors = [], {}
    for index, entry in enumerate(value):
        try:
            cleaned.append(clean_entry(entry))
        except ListInvalid as exc:
            errors.update({f"{index}.{name}": messages for name, messages in exc.errors.items()})
        except ValidationError as exc:
            errors[str(index)] = exc.messages
    if errors:
        raise ListInvalid(errors)
    return cleaned


def clean_text_list(value: Any) -> list[str]:
    """Highlights and what to bring: texts, trimmed, empty ones left out."""
    return [item for item in _entries(value, lambda entry: _text(entry, LIST_ENTRY)) if item]


def clean_schedule(value: Any) -> list[dict[str, str]]:
    return _entries(
        value,
        lambda entry: _record(entry, SCHEDULE_ENTRY, gettext("Each schedule entry must have a time and an activity.")),
    )


def clean_sponsors(value: Any) -> list[dict[str, str]]:
    return _entries(value, lambda entry: _record(entry, SPONSOR, gettext("Each sponsor must have a name.")))


def validate_text_list(value: Any) -> None:
    clean_text_list(value)


def validate_schedule(value: Any) -> None:
    clean_schedule(value)


def validate_sponsors(value: Any) -> None:
    clean_sponsors(value)


PRICE_NAMES = ("adult", "child", "memberAdult", "memberChild")


def validate_prices(value: Any) -> None:
    """An event's prices: null (free), or each of PRICE_NAMES in whole cents,
    0 to MAX_CENTS. A float, even 25.0, is refused: money is never a float."""
    if value is None:
        return
    if not isinstance(value, dict) or set(value) != set(PRICE_NAMES):
        raise ValidationError(gettext("Prices must be null or exactly %(names)s.") % {"names": ", ".join(PRICE_NAMES)})
    for name in PRICE_NAMES:
        cents = value[name]
        if isinstance(cents, bool) or not isinstance(cents, int) or not 0 <= cents <= MAX_CENTS:
            raise ValidationError(
                gettext("Price %(name)s must be whole cents from 0 to %(most)s.")
                % {"name": name, "most": language.number(MAX_CENTS)}
            )
