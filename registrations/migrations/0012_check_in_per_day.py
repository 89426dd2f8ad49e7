import django.db.models.deletion
from django.db import migrations, models
from django.utils import timezone


def _day_of(moment, days):
    """The festival day a check-in made at `moment` was for: the party's day of
    that date (Los Angeles time); else its last day before that date (a party
    checked in after midnight, or late in the week); else its first day (one
    checked in before the festival began, say at a set-up evening)."""
    on = timezone.localtime(moment).date()
    same = [day for day in days if day.date == on]
    if same:
        return same[0]
    before = [day for day in days if day.date < on]
    return before[-1] if before else days[0]


def check_ins_to_days(apps, schema_editor):
    """A festival's parties were checked in once for all its days: each such
    check-in (and the taps that made it) lands on the day it was made, so the
    arrival, its time and its count are kept, on one day."""
    Registration = apps.get_model("registrations", "Registration")
    CheckInTap = apps.get_model("registrations", "CheckInTap")
    DayCheckIn = apps.get_model("registrations", "DayCheckIn")
    EventDay = apps.get_model("events", "EventDay")
    at_festivals = Registration.objects.filter(event__end_date__isnull=False).filter(
        models.Q(checked_in_at__isnull=False) | models.Q(taps__isnull=False)
    )
    for registration in at_festivals.distinct().order_by("pk"):
        days = sorted(registration.days.all(), key=lambda day: day.date) or list(
            EventDay.objects.filter(event_id=registration.event_id).order_by("date")
        )
        if not days:
            continue
        taps = CheckInTap.objects.filter(registration=registration)
        first_tap = taps.order_by("tapped_at").first()
        moment = registration.checked_in_at or (first_tap.tapped_at if first_tap else None)
        if moment is None:
            continue
        day = _day_of(moment, days)
        taps.update(day=day)
        if registration.checked_in_at is not None:
            DayCheckIn.objects.create(
                registration=registration,
                day=day,
                checked_in_at=registration.checked_in_at,
                arrived_guests=registration.arrived_guests,
            )


class Migration(migrations.Migration):
    dependencies = [
        ("events", "0005_festival_days"),
        ("registrations", "0011_registration_one_living_per_event_and_email_key"),
    ]

    operations = [
        migrations.AddField(
            model_name="checkintap",
            name="day",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="taps",
                to="events.eventday",
            ),
        ),
        migrations.CreateModel(
            name="DayCheckIn",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("checked_in_at", models.DateTimeField()),
                ("arrived_guests", models.PositiveSmallIntegerField(blank=True, null=True)),
                (
                    "day",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="check_ins", to="events.eventday"
                    ),
                ),
                (
                    "registration",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="day_check_ins",
                        to="registrations.registration",
                    ),
                ),
            ],
            options={
                "ordering": ["id"],
                "constraints": [
                    models.UniqueConstraint(
                        models.F("registration"), models.F("day"), name="day_check_in_once_per_party_and_day"
                    )
                ],
            },
        ),
        migrations.RunPython(check_ins_to_days, migrations.RunPython.noop),
    ]
