from typing import Any

from activity.models import Entry
from core.services import plain


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
        changes=plain(changes or {}),
    )
