from django.db import migrations, models

from core.emails import email_keys_fill


def fill(apps, schema_editor):
    email_keys_fill(apps.get_model("money", "Donation"))
    # A payment with no payer's address gets an empty key.
    email_keys_fill(apps.get_model("money", "Payment"), "payer_email")


class Migration(migrations.Migration):
    """Each donation's and each payer's address as matched (core/emails.py)."""

    dependencies = [
        ("money", "0001_initial"),
    ]

    operations = [
        migrations.AddField(model_name="donation", name="email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.AddField(model_name="payment", name="payer_email_key", field=models.TextField(db_default="", default="", editable=False)),
        migrations.AddIndex(
            model_name="donation",
            index=models.Index(fields=["email_key"], name="donation_by_email_key"),
        ),
        migrations.AddIndex(
            model_name="payment",
            index=models.Index(fields=["payer_email_key"], name="payment_by_payer_email_key"),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
