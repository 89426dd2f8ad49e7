"""The emails a volunteer gets about their shift, each in the language they
signed up in, with the link that gives the place back."""

from urllib.parse import urlencode

from django.conf import settings
from django.utils import translation

from core import language
from core.dates import long_date
from core.manage_links import SHIFT_VOLUNTEER, manage_token
from mailing.services import BULK, URGENT, send_email
from sitesettings.selectors import site_settings_get
from volunteers.models import ShiftVolunteer


def manage_link(volunteer: ShiftVolunteer) -> str:
    """The volunteer's page, where they read their shift or give the place back."""
    query = urlencode({"token": manage_token(SHIFT_VOLUNTEER, volunteer.pk)})
    return language.site_link(f"{settings.SITE_URL}/shifts/{volunteer.pk}?{query}", language=volunteer.language)


def _send(volunteer: ShiftVolunteer, template: str, *, priority: int = URGENT, **context) -> None:
    shift = volunteer.shift
    with translation.override(volunteer.language):
        send_email(
            template=template,
            to=[volunteer.email],
            reply_to=[site_settings_get().contact_email],
            context={
                "volunteer": volunteer,
                "shift": shift,
                "event": shift.event,
                "day": long_date(shift.date),
                "start_time": language.digits(f"{shift.start_time:%H:%M}"),
                "end_time": language.digits(f"{shift.end_time:%H:%M}"),
                "manage_link": manage_link(volunteer),
                **context,
            },
            priority=priority,
        )


def send_signed_up(volunteer: ShiftVolunteer) -> None:
    """The place is yours: the shift, and the link to give it back. Also what
    someone gets who opens the place without its link."""
    _send(volunteer, "shift_signed_up")


def send_reminder(volunteer: ShiftVolunteer) -> None:
    """The shift is tomorrow."""
    _send(volunteer, "shift_reminder", priority=BULK)


def send_message(volunteer: ShiftVolunteer, *, subject: str, body: str) -> None:
    """An organisers' message to the shift's volunteers."""
    _send(volunteer, "shift_message", priority=BULK, subject=subject, body=body)
