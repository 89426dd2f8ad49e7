from django.db import transaction
from django.utils import translation

from contact.models import ContactMessage
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


def contact_message_mark(*, message: ContactMessage, handled: bool) -> ContactMessage:
    message.handled = handled
    message.save(update_fields=["handled"])
    return message


def contact_messages_delete_from(*, email: str) -> int:
    """Delete every message an address sent (when its family asks to be
    forgotten). Returns how many there were."""
    deleted, _ = ContactMessage.objects.filter(email__iexact=email).delete()
    return deleted
