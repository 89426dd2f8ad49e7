import logging
from urllib.parse import urlencode

from django.conf import settings
from django.core.mail import EmailMessage

from registrations.models import Registration
from registrations.tokens import manage_token_for
from sitesettings.selectors import site_settings_get

logger = logging.getLogger(__name__)


def manage_link(registration: Registration) -> str:
    query = urlencode(
        {
            "register": registration.event_id,
            "registration": registration.pk,
            "token": manage_token_for(registration.pk),
        }
    )
    return f"{settings.SITE_URL}/events?{query}"


def _send(registration: Registration, *, subject: str, body: str) -> bool:
    site = site_settings_get()
    message = EmailMessage(
        subject=" ".join(subject.split()),
        body=f"Dear {registration.full_name},\n\n{body}\n\n{site.group_name}\n",
        to=[registration.email],
        reply_to=[site.contact_email] if site.contact_email else None,
    )
    try:
        message.send()
    except Exception:
        logger.exception("Could not send an email for registration %s", registration.pk)
        return False
    return True


def send_waitlisted(registration: Registration, *, position: int | None) -> bool:
    event = registration.event
    return _send(
        registration,
        subject=f"You're on the waiting list: {event.title}",
        body=(
            f"{event.title} is full for now. Your party of {registration.guest_count} is number {position} "
            f"on the waiting list; we will email you as soon as seats free up.\n\n"
            f"To change or cancel, open this link:\n{manage_link(registration)}"
        ),
    )


def send_promoted(registration: Registration) -> bool:
    event = registration.event
    return _send(
        registration,
        subject=f"A place is yours: {event.title}",
        body=(
            f"Seats freed up: your party of {registration.guest_count} is now confirmed for {event.title}.\n\n"
            f"To change or cancel, open this link:\n{manage_link(registration)}"
        ),
    )


def send_reminder(registration: Registration, *, days_before: int) -> bool:
    event = registration.event
    return _send(
        registration,
        subject=f"See you soon: {event.title}",
        body=(
            f"{event.title} is in {days_before} days, at {event.venue}, {event.address}.\n\n"
            f"To change or cancel, open this link:\n{manage_link(registration)}"
        ),
    )


def send_confirmation(registration: Registration) -> bool:
    """Email the confirmation with the manage link. Never raises: a mail server
    that is down must not cost anyone their registration."""
    site = site_settings_get()
    event = registration.event
    guests = f"{registration.guest_count} {'person' if registration.guest_count == 1 else 'people'}"
    when = event.date.strftime("%A, %B %-d, %Y") + (f", {event.time}" if event.time else "")
    body = (
        f"Dear {registration.full_name},\n\n"
        f"Thank you for registering for {event.title}.\n\n"
        f"When: {when}\n"
        f"Where: {event.venue}, {event.address}\n"
        f"Guests: {guests}\n\n"
        f"To change your registration, open this link:\n{manage_link(registration)}\n\n"
        f"See you there!\n{site.group_name}\n"
    )
    message = EmailMessage(
        # A line break in the title would make the header invalid and the email unsendable.
        subject=" ".join(f"You're registered: {event.title}".split()),
        body=body,
        to=[registration.email],
        reply_to=[site.contact_email] if site.contact_email else None,
    )
    try:
        message.send()
    except Exception:
        logger.exception("Could not send the confirmation for registration %s", registration.pk)
        return False
    return True
