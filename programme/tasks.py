"""Work that leaves the request: publishing a programme of forty acts is
answered at once and the emails are queued here, one per act."""

from django.tasks import task

from programme import emails
from programme.models import ProgrammeEntry


@task()
def send_programme_times(event_id: int) -> int:
    """Email each accepted act of the event its place and start time; returns
    how many. Nothing is sent if the programme was unpublished meanwhile."""
    entries = ProgrammeEntry.objects.select_related("event").filter(
        event_id=event_id, event__programme_published=True, status=ProgrammeEntry.Status.ACCEPTED
    )
    count = 0
    for entry in entries.order_by("position", "id").iterator():
        emails.send_time(entry)
        count += 1
    return count
