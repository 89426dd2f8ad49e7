from datetime import date, datetime
from decimal import Decimal
from typing import Any

from django.db import models

from activity.models import Entry


def _plain(value: Any) -> Any:
    """A value as JSON keeps it."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value


def snapshot(instance: models.Model, fields: list[str]) -> dict[str, Any]:
    """The values of `fields` now, to compare with after a change."""
    return {name: _plain(getattr(instance, name)) for name in fields}


def changes_between(before: dict[str, Any], after: dict[str, Any]) -> dict[str, list[Any]]:
    return {
        name: [before.get(name), _plain(value)] for name, value in after.items() if _plain(value) != before.get(name)
    }


def activity_record(
    *,
    actor: str,
    action: str,
    target_type: str,
    target_id: int | None = None,
    event_id: int | None = None,
    summary: str = "",
    changes: dict[str, list[Any]] | None = None,
) -> Entry:
    return Entry.objects.create(
        actor=actor,
        action=action,
        target_type=target_type,
        target_id=target_id,
        event_id=event_id,
        summary=summary[:300],
        changes=changes or {},
    )


def activity_anonymise(*, target_type: str, target_ids: list[int], summary: str, fields: list[str]) -> int:
    """Take a person's details out of the entries about them: the summary (their
    name) becomes `summary`, and the changes to `fields` go; what was done, when
    and by whom stays. Returns how many entries there were."""
    entries = Entry.objects.filter(target_type=target_type, target_id__in=target_ids)
    count = 0
    for entry in entries.iterator():
        entry.summary = summary
        entry.changes = {name: change for name, change in entry.changes.items() if name not in fields}
        entry.save(update_fields=["summary", "changes"])
        count += 1
    return count
