from django.db import migrations, models

from core.emails import email_keys_unique_check


def check(apps, schema_editor):
    email_keys_unique_check(apps.get_model("membership", "Membership").objects.exclude(email_key=""), "year")


class Migration(migrations.Migration):
    """One membership a year per address key, in place of one per lower-cased
    address (which PostgreSQL folds look-alikes into: `UPPER('ı')` is `I`)."""

    dependencies = [
        ("membership", "0002_membership_email_key"),
    ]

    operations = [
        migrations.RunPython(check, migrations.RunPython.noop),
        migrations.RemoveConstraint(model_name="membership", name="membership_one_per_address_and_year"),
        migrations.AddConstraint(
            model_name="membership",
            constraint=models.UniqueConstraint(
                fields=["email_key", "year"],
                condition=~models.Q(email_key=""),
                name="membership_one_per_address_key_and_year",
            ),
        ),
    ]
