from django.db import migrations, models

from core.emails import email_keys_unique_check


def check(apps, schema_editor):
    Registration = apps.get_model("registrations", "Registration")
    living = Registration.objects.exclude(status="cancelled").exclude(email_key="")
    email_keys_unique_check(living, "event")


class Migration(migrations.Migration):
    """One living registration per event and address key, in place of one per
    lower-cased address (which PostgreSQL folds look-alikes into: `UPPER('ı')` is `I`)."""

    dependencies = [
        ("registrations", "0010_registration_email_key"),
    ]

    operations = [
        migrations.RunPython(check, migrations.RunPython.noop),
        migrations.RemoveConstraint(model_name="registration", name="registration_one_living_per_event_and_email"),
        migrations.AddConstraint(
            model_name="registration",
            constraint=models.UniqueConstraint(
                fields=["email_key", "event"],
                condition=~models.Q(status="cancelled") & ~models.Q(email_key=""),
                name="registration_one_living_per_event_and_email_key",
            ),
        ),
    ]
