"""Writes every app shares (after HackSoft's `common/services.py`)."""

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from django.db import models
from django.utils import timezone


def plain(value: Any) -> Any:
    """A value as JSON keeps it (how a change is written in the activity log)."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def model_update[M: models.Model](
    instance: M, *, data: dict[str, Any], fields: list[str]
) -> tuple[M, dict[str, list[Any]]]:
    """Set each of `fields` that `data` holds, validate the whole instance with
    `full_clean`, and save only the columns that changed (with `updated_at`
    when the model keeps one). Returns the instance and what changed, as
    {"field": [old, new]} in JSON's terms, which is what the activity log records;
    nothing changed, nothing is written."""
    changes: dict[str, list[Any]] = {}
    for name in fields:
        if name not in data:
            continue
        old, new = getattr(instance, name), data[name]
        if plain(old) != plain(new):
            changes[name] = [plain(old), plain(new)]
            setattr(instance, name, new)
    if not changes:
        return instance, changes
    update_fields = list(changes)
    if any(field.name == "updated_at" for field in instance._meta.concrete_fields):
        instance.updated_at = timezone.now()
        update_fields.append("updated_at")
    instance.full_clean()
    instance.save(update_fields=update_fields)
    return instance, changes
