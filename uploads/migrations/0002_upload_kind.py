from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("uploads", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="upload",
            name="kind",
            field=models.CharField(
                choices=[("image", "Image"), ("audio", "Audio")], default="image", max_length=5
            ),
        ),
    ]
