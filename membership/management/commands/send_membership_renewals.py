from django.conf import settings
from django.core.management.base import BaseCommand

from core.dates import local_today
from membership.services import renewals_send


class Command(BaseCommand):
    help = (
        "Emails every member of the membership year ending within MEMBERSHIP_RENEWAL_DAYS_BEFORE days (default 30), "
        "paid in full and not yet a member of the next year, once, asking them to renew on their family's page. "
        "Run it daily; overlapping runs are safe."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--days-before",
            type=int,
            default=None,
            help="Days before the year ends (default: the MEMBERSHIP_RENEWAL_DAYS_BEFORE setting).",
        )

    def handle(self, *args, **options):
        days = options["days_before"]
        if days is None:
            days = settings.MEMBERSHIP_RENEWAL_DAYS_BEFORE
        sent = renewals_send(today=local_today(), days_before=days)
        self.stdout.write(f"Sent {sent} membership renewal reminder(s).")
