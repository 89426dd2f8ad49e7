from django.conf import settings
from django.core.management.base import BaseCommand

from core.dates import local_today
from registrations.services import reminders_send
from volunteers.services import reminders_send as volunteer_reminders_send


class Command(BaseCommand):
    help = (
        "Emails every confirmed party of the events REMINDER_DAYS_BEFORE days ahead (default 2), once, "
        "with its manage link and the event's calendar file, and every volunteer whose shift is tomorrow, "
        "once, in their language. Run it daily; overlapping runs are safe."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--days-before",
            type=int,
            default=None,
            help="Days ahead of the event (default: the REMINDER_DAYS_BEFORE setting).",
        )

    def handle(self, *args, **options):
        days = options["days_before"] if options["days_before"] is not None else settings.REMINDER_DAYS_BEFORE
        today = local_today()
        sent = reminders_send(today=today, days_before=days)
        self.stdout.write(f"Sent {sent} reminder(s) for events in {days} day(s).")
        volunteers = volunteer_reminders_send(today=today)
        self.stdout.write(f"Sent {volunteers} reminder(s) to volunteers of tomorrow's shifts.")
