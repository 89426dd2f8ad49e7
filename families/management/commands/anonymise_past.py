from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from core.dates import local_today
from families.services import personal_data_expire


class Command(BaseCommand):
    help = (
        "Takes the personal details (name, email, phone, notes; performers' names) out of the registrations "
        "and programme acts for events more than RETENTION_MONTHS months past (default 24), keeping their "
        "numbers, and deletes sign-in codes older than a day. Run it daily; running it again changes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--months",
            type=int,
            default=None,
            help="Months after an event its parties' details are kept (default: the RETENTION_MONTHS setting).",
        )

    def handle(self, *args, **options):
        months = options["months"] if options["months"] is not None else settings.RETENTION_MONTHS
        if months < 0:
            raise CommandError("--months cannot be negative.")
        anonymised, codes, acts = personal_data_expire(today=local_today(), retention_months=months)
        self.stdout.write(
            f"Anonymised {anonymised} registration(s) of events more than {months} month(s) past, "
            f"and {acts} programme act(s); deleted {codes} old sign-in code(s)."
        )
