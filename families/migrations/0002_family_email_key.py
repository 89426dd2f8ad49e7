from django.db import migrations, models

from core.emails import email_keys_fill


def fill(apps, schema_editor):
    email_keys_fill(apps.get_model("families", "Family"))


class Migration(migrations.Migration):
    """Each family's address as matched (core/emails.py)."""

    dependencies = [
        ("families", "0001_initial"),
    ]

    operations = [
        migrations.AddField(model_name="family", name="email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
