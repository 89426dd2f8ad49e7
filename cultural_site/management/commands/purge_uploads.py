"""Deletes unfinished uploads and stored objects nothing uses any more.

It runs here, in the project package above every app, because only here are
all the apps that keep "/objects/..." paths known: it asks each for the paths
it uses and hands them to uploads, which imports none of them.
"""

from datetime import timedelta

from django.core.management.base import BaseCommand

from events.selectors import featured_image_paths
from gallery.selectors import gallery_image_paths
from programme.selectors import track_paths
from uploads.services import uploads_purge


def paths_in_use() -> set[str]:
    """Every "/objects/..." path a page still shows: events' featured images,
    the gallery's images and the programme's music."""
    return {*featured_image_paths(), *gallery_image_paths(), *track_paths()}


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
        result = uploads_purge(older_than=timedelta(hours=options["older_than_hours"]), paths_in_use=paths_in_use())
        self.stdout.write(
            f"Deleted {result.stale_uploads} unfinished upload(s) and {result.unused_images} unused image(s)."
        )
