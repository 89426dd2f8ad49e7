from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("uploads", "0002_upload_kind"),
    ]

    operations = [
        migrations.RenameField(model_name="upload", old_name="image_key", new_name="stored_key"),
    ]
