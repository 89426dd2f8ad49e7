from django.db import transaction
from django.utils import translation

from activity.models import SYSTEM
from activity.services import activity_record
from contact.models import ContactMessage
from core.emails import email_key
from core.services import model_update
from mailing.services import send_email
from sitesettings.selectors import site_settings_get


def contact_message_mark_forwarded(message_id: int) -> None:
    """Called by the task worker once the mail server accepted the forward."""
    ContactMessage.objects.filter(pk=message_id).update(forwarded=True)


@transaction.atomic
def contact_message_create(
    *, first_name: str, last_name: str, email: str, subject: str, message: str
) -> ContactMessage:
    """Store the message, then forward it to the organisers' address by email,
    queued: a mail server that is down loses nothing, and `forwarded` turns
    true only once the email has actually gone."""
    contact = ContactMessage.objects.create(
        first_name=first_name, last_name=last_name, email=email, subject=subject, message=message
    )
    # For the organisers, in English whatever language the visitor wrote from
    # (the visitor's own words stay as written); no email goes to the visitor.
    with translation.override("en"):
        send_email(
            template="contact_forward",
            to=[site_settings_get().contact_email],
            reply_to=[contact.email],
            context={"contact": contact},
            on_sent=contact_message_mark_forwarded,
            on_sent_args=[contact.pk],
        )
    return contact


def _log(message: ContactMessage, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="contact message",
        target_id=message.pk,
        summary=f"{message.first_name} {message.last_name}: {message.get_subject_display()}",
        changes=changes,
    )


@transaction.atomic
def contact_message_mark(*, message: ContactMessage, handled: bool, actor: str = SYSTEM) -> ContactMessage:
    message, changes = model_update(
        ContactMessage.objects.select_for_update().get(pk=message.pk), data={"handled": handled}, fields=["handled"]
    )
    if changes:
        _log(message, actor=actor, action="contact.mark", changes=changes)
    return message


@transaction.atomic
def contact_message_delete(*, message: ContactMessage, actor: str = SYSTEM) -> None:
    _log(message, actor=actor, action="contact.delete")
    message.delete()


@transaction.atomic
def contact_messages_delete_from(*, email: str) -> list[int]:
    """Delete every message an address sent, when its family asks to be
    forgotten; nothing naming the sender is logged. Returns the messages' ids,
    for the log's entries about them to be anonymised too."""
    messages = ContactMessage.objects.filter(email_key=email_key(email))
    ids = list(messages.values_list("pk", flat=True))
    messages.delete()
    return ids
