from django.db import migrations, models

from core.emails import email_keys_unique_check


def check(apps, schema_editor):
    email_keys_unique_check(apps.get_model("families", "Family").objects.exclude(email_key=""))


class Migration(migrations.Migration):
    """One family per address key, in place of one per lower-cased address
    (which PostgreSQL folds look-alikes into: `UPPER('ı')` is `I`)."""

    dependencies = [
        ("families", "0002_family_email_key"),
    ]

    operations = [
        migrations.RunPython(check, migrations.RunPython.noop),
        migrations.RemoveConstraint(model_name="family", name="family_one_per_email"),
        migrations.AddConstraint(
            model_name="family",
            constraint=models.UniqueConstraint(
                fields=["email_key"], condition=~models.Q(email_key=""), name="family_one_per_email_key"
            ),
        ),
    ]
