from django.db import migrations, models

from core.emails import email_keys_fill


def fill(apps, schema_editor):
    email_keys_fill(apps.get_model("contact", "ContactMessage"))


class Migration(migrations.Migration):
    """Each contact message's address as matched (core/emails.py)."""

    dependencies = [
        ("contact", "0002_handled"),
    ]

    operations = [
        migrations.AddField(model_name="contactmessage", name="email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.AddIndex(
            model_name="contactmessage",
            index=models.Index(fields=["email_key"], name="contact_message_by_email_key"),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
