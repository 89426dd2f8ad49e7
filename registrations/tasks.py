"""Work that leaves the request: a message to hundreds of parties is accepted
at once and fanned out here, one queued email per party."""

from django.tasks import task

from registrations import emails
from registrations.models import GuestMessage, Registration

_AUDIENCES = {
    GuestMessage.Audience.CONFIRMED: [Registration.Status.CONFIRMED],
    GuestMessage.Audience.WAITLISTED: [Registration.Status.WAITLISTED],
    GuestMessage.Audience.ALL: [Registration.Status.CONFIRMED, Registration.Status.WAITLISTED],
}


def message_recipients(message: GuestMessage):
    return Registration.objects.select_related("event").filter(
        event_id=message.event_id, status__in=_AUDIENCES[message.audience]
    )


@task()
def deliver_guest_message(message_id: int) -> int:
    """Queue one email per party of the message's audience; returns how many."""
    message = GuestMessage.objects.filter(pk=message_id).first()
    if message is None:
        return 0
    count = 0
    for registration in message_recipients(message).order_by("pk").iterator():
        emails.send_guest_message(registration, subject=message.subject, body=message.body)
        count += 1
    return count
