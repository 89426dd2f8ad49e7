"""Consent to announcements, per address (double opt-in): ticking the box on a
registration or the family page emails a link; the link's page confirms it.
Unsubscribing withdraws it at once; the address gets no announcement again
until it opts in (and confirms) again. Transactional emails (confirmations,
reminders, receipts) need no consent and are never stopped by this."""

import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext_lazy as _

from core import language
from core.emails import email_key
from core.exceptions import DomainError
from mailing.models import AnnouncementConsent
from mailing.services import send_email

# How long a confirmation link works.
CONFIRM_WITHIN = timedelta(days=30)
# An address asked again within this time is not emailed a second link.
RESEND_AFTER = timedelta(minutes=10)


class ConsentLinkInvalid(DomainError):
    """The confirmation link is unknown or too old."""


CONSENT_LINK_INVALID = _("This confirmation link is not valid any more. Tick the box again to get a new one.")


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def confirm_link(token: str, lang: str) -> str:
    return language.site_link(f"{settings.SITE_URL}/announcements/confirm?token={token}", language=lang)


def consent_status(*, email: str) -> str | None:
    """The address's consent (pending, subscribed, unsubscribed), None when never asked."""
    key = email_key(email)
    if not key:
        return None
    return AnnouncementConsent.objects.filter(email_key=key).values_list("status", flat=True).first()


@transaction.atomic
def consent_request(*, email: str, lang: str) -> AnnouncementConsent | None:
    """The address asks for announcements: email it a confirmation link (unless
    it is already subscribed, or was sent a link moments ago)."""
    key = email_key(email)
    if not key:
        return None
    now = timezone.now()
    consent, created = AnnouncementConsent.objects.get_or_create(
        email_key=key, defaults={"email": email, "language": lang, "requested_at": now}
    )
    consent = AnnouncementConsent.objects.select_for_update().get(pk=consent.pk)
    if consent.status == AnnouncementConsent.Status.SUBSCRIBED:
        if consent.language != lang:
            consent.language = lang
            consent.save(update_fields=["language"])
        return consent
    if (
        not created
        and consent.status == AnnouncementConsent.Status.PENDING
        and consent.token_hash
        and consent.requested_at > now - RESEND_AFTER
    ):
        return consent
    token = secrets.token_urlsafe(32)
    consent.email = email
    consent.language = lang
    consent.status = AnnouncementConsent.Status.PENDING
    consent.token_hash = _hash(token)
    consent.requested_at = now
    consent.save()
    with translation.override(lang):
        send_email(
            template="announcements_confirm",
            to=[email],
            context={"link": confirm_link(token, lang)},
        )
    return consent


@transaction.atomic
def consent_confirm(*, token: str) -> AnnouncementConsent:
    """The link's page confirms: the address is subscribed. Confirming twice is harmless."""
    consent = AnnouncementConsent.objects.select_for_update().filter(token_hash=_hash(token)).first() if token else None
    if consent is None or consent.requested_at < timezone.now() - CONFIRM_WITHIN:
        raise ConsentLinkInvalid(str(CONSENT_LINK_INVALID))
    if consent.status != AnnouncementConsent.Status.SUBSCRIBED:
        consent.status = AnnouncementConsent.Status.SUBSCRIBED
        consent.confirmed_at = timezone.now()
        consent.save(update_fields=["status", "confirmed_at"])
    return consent


@transaction.atomic
def consent_withdraw(*, email: str) -> bool:
    """No more announcements to this address (until it opts in again); whether it had consented."""
    key = email_key(email)
    consent = AnnouncementConsent.objects.select_for_update().filter(email_key=key).first() if key else None
    if consent is None or consent.status == AnnouncementConsent.Status.UNSUBSCRIBED:
        return False
    consent.status = AnnouncementConsent.Status.UNSUBSCRIBED
    consent.token_hash = ""
    consent.unsubscribed_at = timezone.now()
    consent.save(update_fields=["status", "token_hash", "unsubscribed_at"])
    return True


def consent_language_set(*, email: str, lang: str) -> None:
    """The family changed its language: its announcements follow."""
    key = email_key(email)
    if key:
        AnnouncementConsent.objects.filter(email_key=key).exclude(language=lang).update(language=lang)


def consent_forget(*, email: str) -> None:
    """A family deleted its data: its consent goes with it."""
    key = email_key(email)
    if key:
        AnnouncementConsent.objects.filter(email_key=key).delete()


def subscribed():
    """Every address that confirmed and has not withdrawn."""
    return AnnouncementConsent.objects.filter(status=AnnouncementConsent.Status.SUBSCRIBED)
