"""The emails a family gets about its act, each in the language it used and
with its manage link. Sent through mailing.services.send_email: queued when
the transaction that caused them commits, sent by the task worker."""

from urllib.parse import urlencode

from django.conf import settings
from django.utils import translation

from core import language
from core.manage_links import PROGRAMME_ENTRY, manage_token
from mailing.services import send_email
from programme.models import ProgrammeEntry
from sitesettings.selectors import site_settings_get


def manage_link(entry: ProgrammeEntry) -> str:
    """The act's page, where the family reads, changes or withdraws it."""
    query = urlencode({"token": manage_token(PROGRAMME_ENTRY, entry.pk)})
    return language.site_link(f"{settings.SITE_URL}/programme/{entry.pk}?{query}", language=entry.language)


def _send(entry: ProgrammeEntry, template: str, **context) -> None:
    # In the submitter's language, whoever causes the email; the organisers'
    # and the family's own texts stay as written.
    with translation.override(entry.language):
        send_email(
            template=template,
            to=[entry.contact_email],
            reply_to=[site_settings_get().contact_email],
            context={
                "entry": entry,
                "event": entry.event,
                "manage_link": manage_link(entry),
                "duration": language.number(entry.duration_minutes),
                "start_time": language.digits(entry.start_time),
                "position": language.number(entry.position) if entry.position else "",
                **context,
            },
        )


def send_received(entry: ProgrammeEntry) -> None:
    """We have your act: what was sent, and the link to change or withdraw it.
    Also what someone gets who opens the act without its link."""
    _send(entry, "programme_received")


def send_decision(entry: ProgrammeEntry) -> None:
    """The organisers accepted or declined the act, with their note."""
    _send(entry, "programme_decision", accepted=entry.status == ProgrammeEntry.Status.ACCEPTED)


def send_time(entry: ProgrammeEntry) -> None:
    """The programme is published: the act's place in it and when it goes on."""
    _send(entry, "programme_time")
