"""The emails a party gets about its registration, each with its manage link.
They are sent through mailing.services.send_email: queued when the transaction
that caused them commits, sent by the task worker, never lost to a mail server
that is down."""

import io
from collections.abc import Sequence
from urllib.parse import urlencode

import segno
from django.conf import settings
from django.utils import translation

from core import language
from core.manage_links import REGISTRATION, manage_token
from events.calendar import event_ics, event_ics_filename
from mailing.services import Attachment, InlineImage, send_email
from registrations.models import Registration
from sitesettings.selectors import site_settings_get


def manage_link(registration: Registration) -> str:
    query = urlencode(
        {
            "register": registration.event_id,
            "registration": registration.pk,
            "token": manage_token(REGISTRATION, registration.pk),
        }
    )
    return f"{settings.SITE_URL}/events?{query}"


def _calendar(registration: Registration) -> list[Attachment]:
    """The event's .ics, in the party's language like the email it comes with."""
    event = registration.event
    with translation.override(registration.language):
        return [(event_ics_filename(event), event_ics(event), "text/calendar")]


CHECK_IN_CODE = "check-in-code"


def check_in_link(registration: Registration) -> str:
    """Where the door volunteers' phones open this party. It shows the party
    only to a signed-in organiser; anyone else gets the sign-in page."""
    return f"{settings.SITE_URL}/admin/check-in/{registration.event_id}?{urlencode({'registration': registration.pk})}"


def _check_in_code(registration: Registration) -> list[InlineImage]:
    buffer = io.BytesIO()
    segno.make(check_in_link(registration), error="m").save(buffer, kind="png", scale=6, border=2, dark="#3d0c0c")
    return [(CHECK_IN_CODE, buffer.getvalue())]


def _send(
    registration: Registration,
    template: str,
    attachments: Sequence[Attachment] = (),
    inline_images: Sequence[InlineImage] = (),
    **context,
) -> None:
    # In the party's language, whoever causes the email (the party, an
    # organiser, the reminder schedule); the organisers' own texts stay as written.
    with translation.override(registration.language):
        send_email(
            template=template,
            to=[registration.email],
            reply_to=[site_settings_get().contact_email],
            context={
                "registration": registration,
                "event": registration.event,
                "manage_link": manage_link(registration),
                "payment_instructions": language.written(site_settings_get(), "payment_instructions"),
                **context,
            },
            attachments=attachments,
            inline_images=inline_images,
        )


def send_confirmation(registration: Registration) -> None:
    """You're registered: the details, the manage link and the event's .ics.
    Also what someone gets who asks to change a registration without its link."""
    _send(
        registration,
        "confirmation",
        _calendar(registration),
        _check_in_code(registration),
        check_in_code=CHECK_IN_CODE,
        check_in_link=check_in_link(registration),
    )


def send_waitlisted(registration: Registration, *, position: int | None) -> None:
    """The event is full: the party waits at `position` (1-based) on the list."""
    _send(registration, "waitlisted", position=position)


def send_promoted(registration: Registration) -> None:
    """Seats freed up and the waiting party is now confirmed, with the .ics."""
    _send(
        registration,
        "promoted",
        _calendar(registration),
        _check_in_code(registration),
        check_in_code=CHECK_IN_CODE,
        check_in_link=check_in_link(registration),
    )


def send_reminder(registration: Registration, *, days_before: int) -> None:
    """The event is `days_before` days away, with the manage link and the .ics."""
    _send(registration, "reminder", _calendar(registration), days_before=days_before)


def send_guest_message(registration: Registration, *, subject: str, body: str) -> None:
    """An organisers' message, with the party's own manage link at the bottom."""
    _send(registration, "guest_message", subject=subject, body=body)
