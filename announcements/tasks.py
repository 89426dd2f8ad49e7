"""Sending an announcement, batch by batch, in the worker.

Each run of `announcement_deliver` takes one batch of its recipients still
`pending`, queues each one's email (mailing.services.send_email) and marks it
`queued`, and queues the run for the next batch: all in one transaction, so a
worker stopped mid-batch leaves that batch untouched (its emails were not
stored either) and the run, put back in the queue (core/worker.py), does it
again; a recipient is never queued twice. A thousand addresses never hold a
request, and each email is then sent, and tried again, as every email is."""

import secrets

from django.conf import settings
from django.db import transaction
from django.tasks import task
from django.utils import timezone, translation

from announcements.audiences import Audience, audience_addresses
from announcements.models import Announcement, Recipient
from core.task_queue import enqueue
from mailing.consent import subscribed
from mailing.services import ANNOUNCEMENT, send_email
from mailing.undeliverable import undeliverable_keys

BATCH = 100


def unsubscribe_link(recipient: Recipient) -> str:
    return f"{settings.SITE_URL}/api/unsubscribe/{recipient.token}"


def recipient_sent(recipient_id: int) -> None:
    """The mail server took the recipient's email."""
    Recipient.objects.filter(pk=recipient_id).exclude(status=Recipient.Status.SENT).update(status=Recipient.Status.SENT)


def recipient_failed(recipient_id: int) -> None:
    """The recipient's email will not be sent (refused, or the server never took it)."""
    Recipient.objects.filter(pk=recipient_id).exclude(status=Recipient.Status.SENT).update(
        status=Recipient.Status.FAILED
    )


def _recipients_make(announcement: Announcement) -> None:
    audience = Audience(
        kind=announcement.audience_kind, year=announcement.audience_year, event_id=announcement.audience_event_id
    )
    addresses = audience_addresses(audience)
    Recipient.objects.bulk_create(
        [
            Recipient(
                announcement=announcement,
                email=address.email,
                language=address.language,
                token=secrets.token_urlsafe(32),
            )
            for address in addresses
        ],
        batch_size=500,
    )
    announcement.recipients = len(addresses)
    announcement.status = Announcement.Status.SENDING
    announcement.started_at = timezone.now()
    announcement.save(update_fields=["recipients", "status", "started_at"])


def _send(announcement: Announcement, recipient: Recipient) -> None:
    link = unsubscribe_link(recipient)
    with translation.override(recipient.language):
        send_email(
            template="announcement",
            to=[recipient.email],
            context={
                "subject": announcement.written("subject", recipient.language),
                "body": announcement.written("body", recipient.language),
                "unsubscribe_link": link,
            },
            # RFC 8058: a mail program's own "unsubscribe" button posts to the link at once.
            headers={"List-Unsubscribe": f"<{link}>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"},
            on_sent=recipient_sent,
            on_failed=recipient_failed,
            on_sent_args=[recipient.pk],
            priority=ANNOUNCEMENT,
        )


@task()
def announcement_deliver(announcement_id: int) -> int:
    """Queue the next batch of the announcement's emails; returns how many were queued."""
    with transaction.atomic():
        announcement = Announcement.objects.select_for_update().filter(pk=announcement_id).first()
        if announcement is None or announcement.status == Announcement.Status.SENT:
            return 0
        if announcement.send_at is not None and announcement.send_at > timezone.now():
            return 0  # not yet (a task backend that cannot wait ran it early)
        if announcement.started_at is None:
            _recipients_make(announcement)
        batch = list(
            announcement.recipient_rows.select_for_update()
            .filter(status=Recipient.Status.PENDING)
            .order_by("pk")[:BATCH]
        )
        if not batch:
            announcement.status = Announcement.Status.SENT
            announcement.finished_at = timezone.now()
            announcement.save(update_fields=["status", "finished_at"])
            return 0
        keys = [recipient.email_key for recipient in batch]
        # Unsubscribed or refused since the announcement was written: skipped.
        allowed = set(
            subscribed()
            .filter(email_key__in=keys)
            .exclude(email_key__in=undeliverable_keys())
            .values_list("email_key", flat=True)
        )
        queued = 0
        for recipient in batch:
            if recipient.email_key in allowed:
                _send(announcement, recipient)
                recipient.status = Recipient.Status.QUEUED
                queued += 1
            else:
                recipient.status = Recipient.Status.SKIPPED
        Recipient.objects.bulk_update(batch, ["status"])
        enqueue(announcement_deliver.using(priority=ANNOUNCEMENT), announcement.pk)
    return queued
