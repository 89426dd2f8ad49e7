from datetime import date

from django.utils import timezone


def local_today() -> date:
    """Today in the site's time zone (America/Los_Angeles)."""
    return timezone.localdate()
