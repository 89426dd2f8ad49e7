from django.db import migrations, models

from core.emails import email_keys_fill


def fill(apps, schema_editor):
    email_keys_fill(apps.get_model("membership", "Membership"))


class Migration(migrations.Migration):
    """Each membership's address as matched (core/emails.py)."""

    dependencies = [
        ("membership", "0001_initial"),
    ]

    operations = [
        migrations.AddField(model_name="membership", name="email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
