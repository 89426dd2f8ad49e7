"""Writing an announcement and stopping announcements by their link. The
sending itself is the worker's (tasks.py)."""

from datetime import datetime

from django.db import transaction
from django.db.models import CharField, Value
from django.db.models.functions import Cast, Concat
from django.utils import timezone

from activity.services import activity_record
from announcements.audiences import Audience, audience_count
from announcements.exceptions import (
    EVENT_REQUIRED,
    EVENT_UNKNOWN,
    NOT_FOUND,
    UNDER_WAY,
    AnnouncementUnderWay,
    AudienceInvalid,
    UnsubscribeLinkUnknown,
)
from announcements.models import Announcement, Recipient
from announcements.tasks import announcement_deliver
from core.emails import email_key
from core.exceptions import Gone
from core.task_queue import enqueue
from events.models import Event
from mailing.consent import consent_withdraw
from mailing.services import ANNOUNCEMENT
from membership.selectors import current_year


def audience_check(audience: Audience) -> Audience:
    """The audience as it will be sent: an event's guests need the event; the
    members are this membership year's unless another is named."""
    named = audience.kind in (Announcement.Kind.EVENT, Announcement.Kind.VOLUNTEERS) and audience.event_id is not None
    if named and not Event.objects.filter(pk=audience.event_id).exists():
        raise AudienceInvalid(str(EVENT_UNKNOWN), errors={"audience.eventId": [str(EVENT_UNKNOWN)]})
    if audience.kind == Announcement.Kind.EVENT and audience.event_id is None:
        raise AudienceInvalid(str(EVENT_REQUIRED), errors={"audience.eventId": [str(EVENT_REQUIRED)]})
    if audience.kind == Announcement.Kind.MEMBERS:
        return Audience(kind=audience.kind, year=audience.year or current_year())
    if audience.kind == Announcement.Kind.ALL:
        return Audience(kind=audience.kind)
    return Audience(kind=audience.kind, event_id=audience.event_id)


@transaction.atomic
def announcement_create(
    *,
    subject_en: str,
    subject_bn: str,
    body_en: str,
    body_bn: str,
    audience: Audience,
    send_at: datetime | None,
    actor: str,
) -> Announcement:
    """Keep the announcement and hand it to the worker: at once, or at `send_at`."""
    audience = audience_check(audience)
    scheduled = send_at is not None and send_at > timezone.now()
    announcement = Announcement.objects.create(
        subject_en=subject_en,
        subject_bn=subject_bn,
        body_en=body_en,
        body_bn=body_bn,
        audience_kind=audience.kind,
        audience_year=audience.year,
        audience_event_id=audience.event_id,
        send_at=send_at if scheduled else None,
        status=Announcement.Status.SCHEDULED if scheduled else Announcement.Status.SENDING,
        recipients=audience_count(audience),
        created_by=actor,
    )
    activity_record(
        actor=actor,
        action="announcement.send",
        target_type="announcement",
        target_id=announcement.pk,
        event_id=audience.event_id,
        summary=subject_en,
        changes={"audience": [None, audience.kind], "recipients": [None, announcement.recipients]},
    )
    task = announcement_deliver.using(priority=ANNOUNCEMENT)
    if scheduled and task.get_backend().supports_defer:
        # The worker takes it when its time comes, as it takes an email's next attempt.
        task = announcement_deliver.using(priority=ANNOUNCEMENT, run_after=send_at)
    enqueue(task, announcement.pk)
    return announcement


@transaction.atomic
def announcement_cancel(*, announcement_id: int, actor: str) -> None:
    """Take back an announcement waiting for its time: it goes, and the worker's run waiting for
    it then finds nothing to send. Its row is locked, so it is either cancelled before that run
    takes it or refused (409) once the run has begun."""
    announcement = Announcement.objects.select_for_update().filter(pk=announcement_id).first()
    if announcement is None:
        raise Gone(str(NOT_FOUND))
    if announcement.status != Announcement.Status.SCHEDULED:
        raise AnnouncementUnderWay(str(UNDER_WAY))
    activity_record(
        actor=actor,
        action="announcement.cancel",
        target_type="announcement",
        target_id=announcement.pk,
        event_id=announcement.audience_event_id,
        summary=announcement.subject_en,
    )
    announcement.delete()


@transaction.atomic
def unsubscribe(*, token: str) -> Recipient:
    """The announcement's link: its address gets no announcement again until it
    opts in again. Harmless twice."""
    recipient = Recipient.objects.select_for_update().filter(token=token).first() if token else None
    if recipient is None:
        raise UnsubscribeLinkUnknown("This link is not one of ours.")
    if recipient.unsubscribed_at is None:
        recipient.unsubscribed_at = timezone.now()
        recipient.save(update_fields=["unsubscribed_at"])
    consent_withdraw(email=recipient.email)
    return recipient


def unsubscribe_find(*, token: str) -> Recipient | None:
    return Recipient.objects.filter(token=token).first() if token else None


def recipients_forget(*, email: str) -> None:
    """A family deleted its data: its address leaves the announcements' lists
    (their counts stay); its links stop nothing any more."""
    key = email_key(email)
    if key:
        Recipient.objects.filter(email_key=key).update(
            email="", email_key=Concat(Value("forgotten:"), Cast("id", CharField())), token=Concat(Value("-"), "token")
        )
