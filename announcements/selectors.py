from django.db.models import Count, Q, QuerySet

from announcements.models import Announcement, Recipient


def announcements_list() -> QuerySet[Announcement]:
    """Every announcement, the newest first, with its counts (one query)."""
    return Announcement.objects.annotate(
        sent=Count("recipient_rows", filter=Q(recipient_rows__status=Recipient.Status.SENT)),
        failed=Count("recipient_rows", filter=Q(recipient_rows__status=Recipient.Status.FAILED)),
        skipped=Count("recipient_rows", filter=Q(recipient_rows__status=Recipient.Status.SKIPPED)),
        unsubscribed=Count("recipient_rows", filter=Q(recipient_rows__unsubscribed_at__isnull=False)),
    ).order_by("-created_at", "-id")
