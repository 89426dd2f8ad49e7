"""`manage.py check_translations`: fails, naming each string, when a string the
server says has no Bengali translation (or a fuzzy or obsolete one). Part of
`make lint`; see core/translations.py."""

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from core.translations import GettextMissing, catalogue_problems


class Command(BaseCommand):
    help = "Check that locale/bn/LC_MESSAGES/django.po translates every string of the server, and nothing else."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--update",
            action="store_true",
            help="Write the new strings into the catalogue itself (untranslated, or fuzzy), to be translated there.",
        )

    def handle(self, *, update: bool, **options) -> None:
        try:
            problems = catalogue_problems(settings.BASE_DIR, update=update)
        except GettextMissing as missing:
            raise CommandError(str(missing)) from None
        if problems:
            for problem in problems:
                self.stderr.write(str(problem))
            raise CommandError(
                f"{len(problems)} string(s) to see to in locale/bn/LC_MESSAGES/django.po: "
                "`manage.py check_translations --update` writes them there (README, Languages)."
            )
        self.stdout.write("Every string of the server has its Bengali translation.")
