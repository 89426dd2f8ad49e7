from django.db import migrations, models


def record_past_check_ins(apps, schema_editor):
    """Each party checked in before taps were kept gets one tap at its arrival
    time, so the check-in it has survives the taps that follow."""
    Registration = apps.get_model("registrations", "Registration")
    CheckInTap = apps.get_model("registrations", "CheckInTap")
    arrived = Registration.objects.filter(checked_in_at__isnull=False, taps__isnull=True)
    CheckInTap.objects.bulk_create(
        CheckInTap(
            registration_id=registration.pk,
            tap_id=f"recorded-{registration.pk}",
            kind="check_in",
            tapped_at=registration.checked_in_at,
            arrived_guests=registration.arrived_guests,
        )
        for registration in arrived.only("pk", "checked_in_at", "arrived_guests")
    )


class Migration(migrations.Migration):
    dependencies = [
        ("registrations", "0008_festival_days"),
    ]

    operations = [
        migrations.AddField(
            model_name="checkintap",
            name="conflict",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(record_past_check_ins, migrations.RunPython.noop),
    ]
