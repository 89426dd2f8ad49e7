from django.db.models import QuerySet

from activity.models import Entry


def activity_entries(*, event_id: int | None = None) -> QuerySet[Entry]:
    """Newest first; for one event when `event_id` is given."""
    entries = Entry.objects.order_by("-at", "-id")
    return entries if event_id is None else entries.filter(event_id=event_id)


def activity_entries_about(*, target_type: str, target_ids: list[int]) -> QuerySet[Entry]:
    """What the log says about these records, oldest first."""
    return Entry.objects.filter(target_type=target_type, target_id__in=target_ids).order_by("at", "id")
