"""Work that leaves the request: a message to hundreds of parties is accepted
at once and fanned out here, one queued email per party; a new registration's
first email, and a waiting party's when it is given seats (each with its
calendar and check-in code drawn), are written here, not while the family
waits or the event's lock is held. Each task is stored in the transaction of
the change that owes it (core/task_queue.py)."""

from django.tasks import task

from mailing.undeliverable import undeliverable_keys
from registrations import emails
from registrations.models import GuestMessage, Registration

_AUDIENCES = {
    GuestMessage.Audience.CONFIRMED: [Registration.Status.CONFIRMED],
    GuestMessage.Audience.WAITLISTED: [Registration.Status.WAITLISTED],
    GuestMessage.Audience.ALL: [Registration.Status.CONFIRMED, Registration.Status.WAITLISTED],
}


def message_recipients(message: GuestMessage):
    """The parties of the message's audience, but those whose address the mail
    server refuses for good (mailing/undeliverable.py)."""
    return (
        Registration.objects.select_related("event")
        .filter(event_id=message.event_id, status__in=_AUDIENCES[message.audience])
        .exclude(email_key__in=undeliverable_keys())
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


@task()
def send_welcome(registration_id: int) -> bool:
    """A new registration's first email, unless it has gone, was cancelled, or
    was sent meanwhile (a party asking for its link again); whether it was sent."""
    # Here, not at the top: the services queue this task.
    from registrations.services import registration_welcome

    registration = Registration.objects.select_related("event").filter(pk=registration_id).first()
    if registration is None or registration.status == Registration.Status.CANCELLED:
        return False
    return registration_welcome(registration=registration)


@task()
def send_promoted(registration_id: int) -> bool:
    """The email of a waiting party given seats, unless it has gone or is no
    longer confirmed (cancelled meanwhile); whether it was sent."""
    registration = Registration.objects.select_related("event").filter(pk=registration_id).first()
    if registration is None or registration.status != Registration.Status.CONFIRMED:
        return False
    emails.send_promoted(registration)
    return True
