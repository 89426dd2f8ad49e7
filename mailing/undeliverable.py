"""Addresses the mail server refuses for good. A permanent refusal (a 5xx
answer to the recipient) marks the address; bulk sends (announcements, messages
to an event's guests) skip it; an organiser sees the list and clears an address
(a typo fixed, a mailbox back) to have it tried again. Emails someone waits for
(a sign-in code, a confirmation) are still tried."""

import logging

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from activity.services import activity_record
from core.emails import email_key
from core.exceptions import Gone
from mailing.models import Undeliverable

logger = logging.getLogger(__name__)


def undeliverable_mark(*, email: str, reason: str) -> None:
    key = email_key(email)
    if not key:
        return
    try:
        with transaction.atomic():
            _, created = Undeliverable.objects.get_or_create(
                email_key=key, defaults={"email": email, "reason": reason[:1000]}
            )
    except IntegrityError:  # marked by another worker at the same moment
        return
    if created:
        logger.warning("%s is marked undeliverable: %s", email, reason)


def undeliverable_keys():
    """The keys of the addresses refused for good, as a subquery: `.exclude(email_key__in=...)`."""
    return Undeliverable.objects.values("email_key")


def is_undeliverable(email: str) -> bool:
    key = email_key(email)
    return bool(key) and Undeliverable.objects.filter(email_key=key).exists()


def undeliverable_list():
    return Undeliverable.objects.all()


@transaction.atomic
def undeliverable_clear(*, undeliverable_id: int, actor: str) -> None:
    row = Undeliverable.objects.select_for_update().filter(pk=undeliverable_id).first()
    if row is None:
        raise Gone(gettext("That address is not on the list."))
    activity_record(
        actor=actor,
        action="undeliverable.clear",
        target_type="undeliverable",
        target_id=row.pk,
        summary=row.email,
    )
    row.delete()
