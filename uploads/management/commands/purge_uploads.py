from datetime import timedelta

from django.core.management.base import BaseCommand

from uploads.services import uploads_purge


class Command(BaseCommand):
    help = (
        "Deletes uploads that never became an image and stored images nothing uses any more. "
        "Run it daily (a cron job or a scheduled task of the platform)."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--older-than-hours",
            type=int,
            default=24,
            help="Only touch uploads at least this old (default 24).",
        )

    def handle(self, *args, **options):
        result = uploads_purge(older_than=timedelta(hours=options["older_than_hours"]))
        self.stdout.write(
            f"Deleted {result.stale_uploads} unfinished upload(s) and {result.unused_images} unused image(s)."
        )
