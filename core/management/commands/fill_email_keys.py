from django.core.management.base import BaseCommand, CommandError

from core.emails import email_keys_heal


class Command(BaseCommand):
    help = (
        "Sets the stored key (core/emails.py) of every email address whose key is not its own: the rows "
        "the previous release wrote while this one was rolled out. Run it once the last container of the "
        "previous release has stopped; running it again changes nothing."
    )

    def handle(self, *args, **options):
        healed, clashes = email_keys_heal()
        self.stdout.write(f"Set the key of {healed} address(es).")
        if clashes:
            raise CommandError(
                "These rows are an address another row of theirs already holds (merge or cancel one): "
                + ", ".join(clashes)
            )
