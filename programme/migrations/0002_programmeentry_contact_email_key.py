from django.db import migrations, models

from core.emails import email_keys_fill


def fill(apps, schema_editor):
    # Anonymised acts have no contact address, and get an empty key.
    email_keys_fill(apps.get_model("programme", "ProgrammeEntry"), "contact_email")


class Migration(migrations.Migration):
    """Each act's contact address as matched (core/emails.py)."""

    dependencies = [
        ("programme", "0001_initial"),
    ]

    operations = [
        migrations.AddField(model_name="programmeentry", name="contact_email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.AddIndex(
            model_name="programmeentry",
            index=models.Index(fields=["contact_email_key"], name="programme_entry_by_email_key"),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
