from django.db.models import QuerySet

from core.emails import email_key
from events.models import Event
from programme.models import ProgrammeEntry

Status = ProgrammeEntry.Status

# How the organisers' list runs: the running order, then what awaits a
# decision (oldest first), then the declined and the withdrawn.
_LIST_ORDER = {Status.ACCEPTED: 0, Status.SUBMITTED: 1, Status.DECLINED: 2, Status.WITHDRAWN: 3}


def entry_get(*, entry_id: int) -> ProgrammeEntry | None:
    return ProgrammeEntry.objects.select_related("event").filter(pk=entry_id).first()


def running_order(*, event: Event) -> QuerySet[ProgrammeEntry]:
    """The accepted acts, first on stage first."""
    return ProgrammeEntry.objects.filter(event=event, status=Status.ACCEPTED).order_by("position", "id")


def event_entries(*, event: Event) -> list[ProgrammeEntry]:
    entries = ProgrammeEntry.objects.filter(event=event).select_related("event").order_by("created_at", "id")
    return sorted(entries, key=lambda entry: (_LIST_ORDER[entry.status], entry.position or 0))


def total_minutes(*, event: Event) -> int:
    """What the running order takes: every accepted act and the gaps between them."""
    durations = list(running_order(event=event).values_list("duration_minutes", flat=True))
    if not durations:
        return 0
    return sum(durations) + event.programme_gap_minutes * (len(durations) - 1)


def entries_of_email(*, email: str) -> list[ProgrammeEntry]:
    """The acts sent with an email address (any case: by its key, core/emails.py), oldest first."""
    return list(ProgrammeEntry.objects.filter(contact_email_key=email_key(email)).order_by("created_at", "id"))


def track_paths() -> list[str]:
    """The audio tracks acts name, for the purge of unused uploads."""
    return list(ProgrammeEntry.objects.exclude(track_path="").values_list("track_path", flat=True))
