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


def download_record(*, actor: str, action: str, event_id: int | None = None, summary: str = "") -> Entry:
    """Personal data leaving the site: who downloaded which list (`action`: "download.registrations",
    "download.roll", "download.ledger", "download.tracks", "download.door" or
    "download.souvenir"), and when."""
    return activity_record(actor=actor, action=action, target_type="download", event_id=event_id, summary=summary)
