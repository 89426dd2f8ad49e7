from django.db import migrations, models

from core.emails import email_keys_fill


def fill(apps, schema_editor):
    # Anonymised registrations have no email, and get an empty key.
    email_keys_fill(apps.get_model("registrations", "Registration"))


class Migration(migrations.Migration):
    """Each registration's address as matched (core/emails.py)."""

    dependencies = [
        ("registrations", "0009_check_in_tap_conflict"),
    ]

    operations = [
        migrations.AddField(model_name="registration", name="email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.AddIndex(
            model_name="registration",
            index=models.Index(fields=["email_key"], name="registration_by_email_key"),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
