"""The emails a party gets about its registration, each with its manage link.
They are sent through mailing.services.send_email: queued when the transaction
that caused them commits, sent by the task worker, never lost to a mail server
that is down."""

import io
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlencode

import segno
from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext, gettext_lazy

from core import language, money
from core.dates import long_date
from core.manage_links import REGISTRATION, manage_token
from events.calendar import event_ics, event_ics_filename
from events.models import EventDay, Slot
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
    return language.site_link(f"{settings.SITE_URL}/events?{query}", language=registration.language)


def pass_link(registration: Registration) -> str:
    """The guest's own pass: the party and the check-in code to show at the
    door, opened with the manage token (never the organisers' sign-in)."""
    query = urlencode({"token": manage_token(REGISTRATION, registration.pk)})
    return language.site_link(f"{settings.SITE_URL}/pass/{registration.pk}?{query}", language=registration.language)


def register_link(registration: Registration) -> str:
    """The event's registration form, for a party that was cancelled."""
    query = urlencode({"register": registration.event_id})
    return language.site_link(f"{settings.SITE_URL}/events?{query}", language=registration.language)


def _calendar(registration: Registration) -> list[Attachment]:
    """The event's .ics, in the party's language like the email it comes with."""
    event = registration.event
    with translation.override(registration.language):
        return [(event_ics_filename(event), event_ics(event), "text/calendar")]


CHECK_IN_CODE = "check-in-code"


def check_in_link(registration: Registration) -> str:
    """Where the door volunteers' phones open this party: the content of the
    check-in code. It shows the party only to a signed-in organiser; anyone
    else gets the sign-in page, so guests are given `pass_link` instead."""
    return f"{settings.SITE_URL}/admin/check-in/{registration.event_id}?{urlencode({'registration': registration.pk})}"


def check_in_code_svg(registration: Registration) -> str:
    """The same check-in code as a data URI of an SVG, for the guest's pass page."""
    return segno.make(check_in_link(registration), error="m").svg_data_uri(scale=6, border=2, dark="#3d0c0c")


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
                "pass_link": pass_link(registration),
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
    )


def send_reminder(registration: Registration, *, days_before: int) -> None:
    """The event is `days_before` days away, with the manage link and the .ics."""
    _send(registration, "reminder", _calendar(registration), days_before=days_before)


def send_guest_message(registration: Registration, *, subject: str, body: str) -> None:
    """An organisers' message, with the party's own manage link at the bottom."""
    _send(registration, "guest_message", subject=subject, body=body)


# What the change email calls each field the party may change, in the order it lists them.
_CHANGE_LABELS = {
    "full_name": gettext_lazy("Name"),
    "email": gettext_lazy("Email"),
    "phone": gettext_lazy("Phone"),
    "guest_count": gettext_lazy("Guests"),
    "children": gettext_lazy("Children"),
    "vegetarian_meals": gettext_lazy("Vegetarian meals"),
    "day_ids": gettext_lazy("Days"),
    "slot_ids": gettext_lazy("Bringing or helping with"),
    "dietary_notes": gettext_lazy("Dietary notes"),
    "photo_consent": gettext_lazy("Photo consent"),
    "notes": gettext_lazy("Notes"),
    "amount_due": gettext_lazy("Amount due"),
}
_NUMBERS = {"guest_count", "children", "vegetarian_meals"}
# A long note is shortened in the list; the whole of it is on the manage link's page.
_SHOWN_TEXT = 120


def _shown(field: str, value: Any, names: dict[str, dict[int, str]]) -> str:
    """One value of a change as the party reads it, in the active language."""
    if field in _NUMBERS:
        return language.number(value)
    if field == "amount_due":
        return language.digits(money.dollars(value))
    if field == "photo_consent":
        return gettext("Yes") if value else gettext("No")
    if field in names:
        return ", ".join(names[field][pk] for pk in value if pk in names[field]) or "—"
    text = str(value or "").strip()
    return (text[: _SHOWN_TEXT - 1] + "…" if len(text) > _SHOWN_TEXT else text) or "—"


def _names(changes: dict[str, list]) -> dict[str, dict[int, str]]:
    """The names of the days and slots the changes name, read at once."""
    ids = {field: {pk for side in changes.get(field, []) for pk in side} for field in ("day_ids", "slot_ids")}
    days = EventDay.objects.filter(pk__in=ids["day_ids"]).order_by("date")
    return {
        "day_ids": {day.pk: day.title or long_date(day.date) for day in days},
        "slot_ids": dict(Slot.objects.filter(pk__in=ids["slot_ids"]).values_list("pk", "title")),
    }


def changes_described(changes: dict[str, list]) -> list[tuple[str, str, str]]:
    """(label, before, after) for each change the party made, in the active language."""
    names = _names(changes)
    return [
        (str(label), _shown(field, changes[field][0], names), _shown(field, changes[field][1], names))
        for field, label in _CHANGE_LABELS.items()
        if field in changes
    ]


def send_changed(registration: Registration, *, changes: dict[str, list]) -> None:
    """The party changed its registration by its manage link: what changed
    (field: [before, after], as the activity log has it) and what it owes now."""
    with translation.override(registration.language):
        described = changes_described(changes)
    _send(registration, "registration_changed", changes=described)


def send_cancelled(registration: Registration, *, by_organisers: bool) -> None:
    """The registration is cancelled, by the party or by the organisers: what
    was paid and is owed back, and how to register again."""
    _send(
        registration, "registration_cancelled", by_organisers=by_organisers, register_link=register_link(registration)
    )
