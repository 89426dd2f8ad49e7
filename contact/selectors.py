from django.db.models import QuerySet

from contact.models import ContactMessage
from core.emails import email_key


def contact_messages() -> QuerySet[ContactMessage]:
    """The inbox, newest first."""
    return ContactMessage.objects.order_by("-created_at", "-id")


def contact_messages_unhandled_count() -> int:
    return ContactMessage.objects.filter(handled=False).count()


def contact_message_get(*, message_id: int) -> ContactMessage | None:
    return ContactMessage.objects.filter(pk=message_id).first()


def contact_messages_from(*, email: str) -> QuerySet[ContactMessage]:
    """What one address wrote, oldest first; the address matched however it is
    typed (by its key, core/emails.py)."""
    return ContactMessage.objects.filter(email_key=email_key(email)).order_by("created_at", "id")
