import logging

from django.core.mail import EmailMessage

from contact.models import ContactMessage
from sitesettings.selectors import site_settings_get

logger = logging.getLogger(__name__)


def _forward(message: ContactMessage) -> bool:
    site = site_settings_get()
    subject = f"[{site.group_name}] {message.get_subject_display()} from {message.first_name} {message.last_name}"
    email = EmailMessage(
        # A line break in a name would make the header invalid and the message unsendable.
        subject=" ".join(subject.split()),
        body=(
            f"{message.first_name} {message.last_name} <{message.email}> wrote "
            f"({message.get_subject_display()}):\n\n{message.message}\n"
        ),
        to=[site.contact_email],
        reply_to=[message.email],
    )
    try:
        email.send()
    except Exception:
        logger.exception("Could not forward contact message %s", message.pk)
        return False
    return True


def contact_message_create(
    *, first_name: str, last_name: str, email: str, subject: str, message: str
) -> ContactMessage:
    """Store the message first, then forward it; a mail failure loses nothing."""
    contact = ContactMessage.objects.create(
        first_name=first_name, last_name=last_name, email=email, subject=subject, message=message
    )
    if _forward(contact):
        ContactMessage.objects.filter(pk=contact.pk).update(forwarded=True)
        contact.forwarded = True
    return contact


def contact_message_mark(*, message: ContactMessage, handled: bool) -> ContactMessage:
    message.handled = handled
    message.save(update_fields=["handled"])
    return message
