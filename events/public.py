"""The events as the public reads show them: the event serializer and the
cached answers (core/publiccache.py) that the API, the pages' first data and
the share cards all take."""

from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from drf_spectacular.extensions import OpenApiSerializerFieldExtension
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import NotFound

from core import publiccache
from core.dates import local_today
from core.fields import CalendarDateField, PlainTextField, required_messages
from core.money import MAX_CENTS
from core.schema import trimmed_pattern
from events import selectors
from events.calendar import event_period
from events.models import Slot, Sponsorship
from events.seats import Seats
from events.validators import (
    LIST_ENTRY,
    MAX_ITEMS,
    PRICE_NAMES,
    SCHEDULE_ENTRY,
    SPONSOR,
    ListInvalid,
    Text,
    clean_schedule,
    clean_sponsors,
    clean_text_list,
    too_long,
)
from uploads.services import upload_key_from_reference


def _text_schema(rule: Text, direction: str = "request") -> dict:
    if direction == "response":
        # Answers are cleaned: trimmed texts, never null.
        return {"type": "string", "maxLength": rule.max_length}
    if rule.required:
        return {"type": "string", "maxLength": rule.max_length, "pattern": trimmed_pattern(1, plain=True)}
    return {"type": "string", "maxLength": rule.max_length, "nullable": True}


def _record_schema(rules: dict[str, Text], direction: str = "request") -> dict:
    return {
        "type": "object",
        "properties": {name: _text_schema(rule, direction) for name, rule in rules.items()},
        "required": [name for name, rule in rules.items() if rule.required] if direction == "request" else list(rules),
    }


class EventListField(serializers.Field):
    """One of an event's lists, checked and cleaned by its rule in events/validators.py."""

    def __init__(self, *, clean: Callable[[Any], list], items: Text | dict[str, Text], **kwargs):
        super().__init__(required=False, default=list, **kwargs)
        self.clean = clean
        self.items = items

    def schema(self, direction: str) -> dict:
        items = (
            _text_schema(self.items, direction)
            if isinstance(self.items, Text)
            else _record_schema(self.items, direction)
        )
        return {"type": "array", "items": items, "maxItems": MAX_ITEMS}

    def to_internal_value(self, data) -> list:
        try:
            return self.clean(data)
        except ListInvalid as exc:
            raise serializers.ValidationError(exc.errors) from None
        except DjangoValidationError as exc:
            raise serializers.ValidationError(exc.messages) from None

    def to_representation(self, value) -> list:
        return value


class EventListFieldSchema(OpenApiSerializerFieldExtension):
    """Requests may send null or untrimmed entries; answers hold clean texts."""

    target_class = EventListField
    match_subclasses = True

    def map_serializer_field(self, auto_schema, direction):
        return self.target.schema(direction)


class SlotSerializer(serializers.Serializer):
    id = serializers.IntegerField(
        required=False, help_text="Give it to keep an existing slot; leave it out for a new one."
    )
    kind = serializers.ChoiceField(choices=Slot.Kind.choices)
    title = PlainTextField(max_length=200, error_messages=required_messages(_("Slot title is required")))
    needed = serializers.IntegerField(min_value=1, max_value=500)
    taken = serializers.IntegerField(read_only=True, help_text="Places claimed by parties.")


@extend_schema_field({"type": "string", "pattern": r"^(?:[01]\d|2[0-3]):[0-5]\d$"})
class ClockField(serializers.TimeField):
    """A time of day as HH:MM on a 24-hour clock."""

    def __init__(self, **kwargs):
        super().__init__(
            format="%H:%M",
            input_formats=["%H:%M"],
            error_messages={"invalid": _("Enter a time as HH:MM (24-hour).")},
            **kwargs,
        )


class ShiftSerializer(serializers.Serializer):
    id = serializers.IntegerField(
        required=False, help_text="Give it to keep an existing shift; leave it out for a new one."
    )
    dayId = serializers.IntegerField(
        source="day_id",
        allow_null=True,
        required=False,
        help_text="The festival day the shift is on; null on an event of one day.",
    )
    role = PlainTextField(max_length=100, error_messages=required_messages(_("Role is required")))
    startTime = ClockField(source="start_time")
    endTime = ClockField(source="end_time")
    needed = serializers.IntegerField(min_value=1, max_value=500)
    description = PlainTextField(max_length=500, allow_blank=True, required=False, default="")
    taken = serializers.IntegerField(read_only=True, help_text="Volunteers signed up.")


class SponsorshipSerializer(serializers.Serializer):
    """What the event offers its sponsors: a package, an item or an ad."""

    id = serializers.IntegerField(
        required=False, min_value=1, help_text="Give it to keep an existing sponsorship; leave it out for a new one."
    )
    kind = serializers.ChoiceField(choices=Sponsorship.Kind.choices)
    name = PlainTextField(max_length=200, error_messages=required_messages(_("Sponsorship name is required")))
    amount = serializers.IntegerField(min_value=0, max_value=MAX_CENTS, help_text="Cents the sponsor pays.")
    benefits = PlainTextField(max_length=500, allow_blank=True, required=False, default="")
    fairMarketValue = serializers.IntegerField(
        source="fair_market_value",
        min_value=0,
        max_value=MAX_CENTS,
        required=False,
        default=0,
        help_text="Cents' worth of goods the sponsor gets (dinner passes, coupons); 0 when nothing.",
    )
    available = serializers.IntegerField(
        min_value=1, max_value=10_000, allow_null=True, required=False, default=None, help_text="Null for no limit."
    )
    taken = serializers.IntegerField(read_only=True, help_text="Sponsors who took it.")
    adSize = serializers.ChoiceField(
        source="ad_size",
        choices=Sponsorship.AdSize.choices,
        allow_null=True,
        required=False,
        help_text="An ad's size in the souvenir; null for a package or an item.",
    )

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["adSize"] = data["adSize"] or None
        return data

    def validate(self, attrs):
        if attrs["kind"] == Sponsorship.Kind.AD:
            if not attrs.get("ad_size"):
                raise serializers.ValidationError({"adSize": [gettext("Choose the ad's size.")]})
        else:
            attrs["ad_size"] = ""
        if attrs.get("fair_market_value", 0) > attrs["amount"]:
            raise serializers.ValidationError(
                {"fairMarketValue": [gettext("The value of what the sponsor gets cannot be above the amount.")]}
            )
        return attrs


@extend_schema_field({"type": "string", "pattern": "^/objects/|^https?://"})
class FeaturedImageField(serializers.CharField):
    """An image address: an uploaded object (/objects/...) or a web address.

    An upload URL (which may be a long presigned S3 URL) is accepted here and
    stored as its short /objects/ path by the event services.
    """

    STORED_MAX_LENGTH = 500

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if value and not (value.startswith("/objects/") or value.startswith(("https://", "http://"))):
            raise serializers.ValidationError(
                gettext("Enter an uploaded image or a web address starting with https://")
            )
        if len(value) > self.STORED_MAX_LENGTH and upload_key_from_reference(value) is None:
            raise serializers.ValidationError(too_long(self.STORED_MAX_LENGTH))
        return value


class MealSerializer(serializers.Serializer):
    id = serializers.IntegerField(
        required=False, min_value=1, help_text="Give it to keep (rename) a meal; leave it out for a new one."
    )
    name = PlainTextField(max_length=100, error_messages=required_messages("Meal name is required"))
    nameBn = PlainTextField(
        source="name_bn",
        max_length=100,
        allow_blank=True,
        required=False,
        help_text="The meal's name in Bengali, for Bengali visitors; empty, they read the English. "
        "Left out, a kept meal keeps its own.",
    )


class EventDaySerializer(serializers.Serializer):
    id = serializers.IntegerField(
        required=False,
        min_value=1,
        help_text="Give it to keep an existing day (moved to `date` if that changed); leave it out for a new one.",
    )
    date = CalendarDateField()
    title = PlainTextField(
        max_length=100, allow_blank=True, required=False, help_text='Such as "Saptami"; may be empty.'
    )
    titleBn = PlainTextField(
        source="title_bn",
        max_length=100,
        allow_blank=True,
        required=False,
        help_text='The title in Bengali, such as "সপ্তমী"; may be empty. Left out, the day keeps its own.',
    )
    capacity = serializers.IntegerField(
        min_value=1,
        max_value=100_000,
        allow_null=True,
        required=False,
        help_text="People the hall holds that day; null for no limit. Left out, the day keeps its own.",
    )
    meals = MealSerializer(many=True, required=False, max_length=10, help_text="Left out, the day keeps its meals.")
    spotsLeft = serializers.SerializerMethodField(
        help_text="Seats that day not taken by confirmed parties; null without a limit."
    )

    def get_spotsLeft(self, day) -> int | None:
        return day.spots_left


PROGRAMME_START = r"^(?:[01]\d|2[0-3]):[0-5]\d$"


class SittingSerializer(serializers.Serializer):
    id = serializers.IntegerField(
        required=False, min_value=1, help_text="Give it to keep (change) a sitting; leave it out for a new one."
    )
    dayId = serializers.IntegerField(
        source="day_id",
        min_value=1,
        allow_null=True,
        required=False,
        default=None,
        help_text="The festival day of the sitting (one of the event's days); null at an event of one day.",
    )
    title = PlainTextField(max_length=100, error_messages=required_messages(_("Sitting title is required")))
    titleBn = PlainTextField(
        source="title_bn",
        max_length=100,
        allow_blank=True,
        required=False,
        default="",
        help_text='The title in Bengali, such as "পুষ্পাঞ্জলি"; empty, Bengali visitors read the English.',
    )
    startTime = serializers.RegexField(
        PROGRAMME_START,
        source="start_time",
        max_length=5,
        error_messages={
            "invalid": _("Enter the sitting's start as HH:MM (24-hour)."),
            **required_messages(_("Enter the sitting's start as HH:MM (24-hour).")),
        },
        help_text="When the sitting starts, HH:MM on a 24-hour clock.",
    )
    capacity = serializers.IntegerField(min_value=1, max_value=100_000, help_text="People the sitting holds.")
    taken = serializers.IntegerField(
        read_only=True, help_text="Guests of the confirmed parties that booked it (a party books whole)."
    )


class PricesSerializer(serializers.Serializer):
    """What a confirmed party pays per head, in whole cents."""

    adult = serializers.IntegerField(min_value=0, max_value=MAX_CENTS)
    child = serializers.IntegerField(min_value=0, max_value=MAX_CENTS)
    memberAdult = serializers.IntegerField(min_value=0, max_value=MAX_CENTS)
    memberChild = serializers.IntegerField(min_value=0, max_value=MAX_CENTS)

    def to_internal_value(self, data):
        if isinstance(data, dict) and any(isinstance(data.get(name), float) for name in PRICE_NAMES):
            raise serializers.ValidationError(gettext("Prices are whole cents."))
        return super().to_internal_value(data)


class OptionalDateField(CalendarDateField):
    """A calendar date, or null (an empty string counts as null)."""

    def __init__(self, **kwargs):
        super().__init__(allow_null=True, required=False, **kwargs)

    def validate_empty_values(self, data):
        if isinstance(data, str) and not data.strip():
            return True, None
        return super().validate_empty_values(data)


class EventSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    title = PlainTextField(max_length=200, error_messages=required_messages(_("Title is required")))
    description = PlainTextField(max_length=5000, allow_blank=True, required=False, default="")
    # Bengali visitors, share cards and emails read these where they are
    # written, else the English. Left out of a request, each keeps its own.
    titleBn = PlainTextField(source="title_bn", max_length=200, allow_blank=True, required=False)
    descriptionBn = PlainTextField(source="description_bn", max_length=5000, allow_blank=True, required=False)
    date = CalendarDateField()
    endDate = CalendarDateField(
        source="end_date",
        allow_null=True,
        required=False,
        help_text="The last day of a festival of several days (up to 14 days after date); null for one day. "
        "Left out, the event keeps its own.",
    )
    days = EventDaySerializer(
        source="days_with_taken",
        many=True,
        required=False,
        max_length=15,
        help_text="One per date from date to endDate (empty for one day). Left out, the days stay as they are.",
    )
    sittings = SittingSerializer(
        source="sittings_with_taken",
        many=True,
        required=False,
        max_length=100,
        help_text="Timed sittings (pushpanjali at 09:00 ...), each of a day (dayId) or of the event of one day. "
        "Left out, the sittings stay as they are.",
    )
    time = PlainTextField(max_length=50, allow_blank=True, required=False, default="")
    venue = PlainTextField(max_length=200, error_messages=required_messages(_("Venue is required")))
    address = PlainTextField(max_length=300, error_messages=required_messages(_("Address is required")))
    featuredImage = FeaturedImageField(
        source="featured_image", max_length=2000, allow_blank=True, required=False, default=""
    )
    registrationOpen = serializers.BooleanField(source="registration_open", required=False, default=True)
    highlights = EventListField(clean=clean_text_list, items=LIST_ENTRY)
    schedule = EventListField(clean=clean_schedule, items=SCHEDULE_ENTRY)
    whatToBring = EventListField(source="what_to_bring", clean=clean_text_list, items=LIST_ENTRY)
    sponsors = EventListField(clean=clean_sponsors, items=SPONSOR)
    # Left out of a request, these keep what the event has (on create: meals, no slots, no limit).
    mealsServed = serializers.BooleanField(source="meals_served", required=False)
    slots = SlotSerializer(source="slots_with_taken", many=True, required=False, max_length=50)
    sponsorships = SponsorshipSerializer(
        source="sponsorships_with_taken",
        many=True,
        required=False,
        max_length=50,
        help_text="What the event offers its sponsors. Left out, the event keeps its own.",
    )
    shifts = ShiftSerializer(
        source="shifts_with_taken",
        many=True,
        required=False,
        max_length=200,
        help_text="Volunteer shifts, by day and time. Left out, the shifts stay as they are.",
    )
    capacity = serializers.IntegerField(
        min_value=1,
        max_value=100_000,
        allow_null=True,
        required=False,
        help_text="People the event holds; null for no limit. Left out, the event keeps its own.",
    )
    prices = PricesSerializer(
        allow_null=True,
        required=False,
        help_text="Cents per adult and child, and at the member prices; null when the event is free. "
        "Left out, the event keeps its own.",
    )
    # The cultural programme; left out of a request, each keeps what the event has.
    programmeOpen = serializers.BooleanField(
        source="programme_open", required=False, help_text="Families may submit acts for the programme."
    )
    programmeDeadline = OptionalDateField(
        source="programme_deadline",
        help_text="The last day (in Los Angeles) acts may be submitted; null for no deadline.",
    )
    programmePublished = serializers.BooleanField(
        source="programme_published",
        required=False,
        help_text="The running order is public; turning it on emails each accepted act its start time.",
    )
    programmeStart = serializers.RegexField(
        PROGRAMME_START,
        source="programme_start",
        max_length=5,
        allow_blank=True,
        required=False,
        error_messages={"invalid": "Enter the programme's start as HH:MM (24-hour), or leave it empty."},
        help_text="When the first act starts, HH:MM on a 24-hour clock; empty when not yet known.",
    )
    programmeGapMinutes = serializers.IntegerField(
        source="programme_gap_minutes",
        min_value=0,
        max_value=30,
        required=False,
        help_text="Minutes between one act and the next.",
    )
    spotsLeft = serializers.SerializerMethodField(
        help_text="Seats not taken by confirmed parties; null without a limit."
    )
    waitlistCount = serializers.SerializerMethodField(help_text="Parties on the waiting list.")
    isPast = serializers.SerializerMethodField(
        help_text="The event's last day (its date, or a festival's endDate) is before today in the site's time "
        "zone, so it is closed."
    )
    startsAt = serializers.SerializerMethodField(
        help_text="When the event starts, read from its date and time as the calendar file reads them, with the "
        "site's time zone offset; null when the time names no clock time."
    )
    endsAt = serializers.SerializerMethodField(
        help_text="When the event ends: the range's end, or three hours after the start; null with startsAt."
    )

    def validate_slots(self, value):
        return [dict(slot) for slot in value]

    def validate_shifts(self, value):
        return [dict(shift) for shift in value]

    def validate_sponsorships(self, value):
        return [dict(row) for row in value]

    def validate_days(self, value):
        return [
            {**day, **({"meals": [dict(meal) for meal in day["meals"]]} if "meals" in day else {})}
            for day in (dict(row) for row in value)
        ]

    def validate(self, attrs):
        if "days_with_taken" in attrs:
            attrs["days"] = attrs.pop("days_with_taken")
        if "sittings_with_taken" in attrs:
            attrs["sittings"] = [dict(row) for row in attrs.pop("sittings_with_taken")]
        if "sponsorships_with_taken" in attrs:
            attrs["sponsorships"] = attrs.pop("sponsorships_with_taken")
        if "slots_with_taken" in attrs:
            attrs["slots"] = attrs.pop("slots_with_taken")
        if "shifts_with_taken" in attrs:
            attrs["shifts"] = attrs.pop("shifts_with_taken")
        if attrs.get("prices") is not None:
            attrs["prices"] = dict(attrs["prices"])
        return attrs

    # An event shown is read with its seat counts (selectors.with_seats).
    def get_spotsLeft(self, event) -> int | None:
        if event.capacity is None:
            return None
        return max(event.capacity - event.confirmed_guests, 0)

    def get_waitlistCount(self, event) -> int:
        return event.waitlist_count

    def get_isPast(self, event) -> bool:
        return event.last_day < local_today()

    @extend_schema_field(serializers.DateTimeField(allow_null=True))
    def get_startsAt(self, event) -> str | None:
        period = event_period(event)
        return _date_time(period[0]) if period else None

    @extend_schema_field(serializers.DateTimeField(allow_null=True))
    def get_endsAt(self, event) -> str | None:
        period = event_period(event)
        return _date_time(period[1]) if period else None


def _date_time(moment: datetime) -> str:
    """An RFC 3339 date-time. Before 1883 Los Angeles kept local mean time, an
    offset in seconds (-07:52:58) that RFC 3339 cannot write: such a moment is
    written in UTC."""
    offset = moment.utcoffset()
    if offset is not None and offset.seconds % 60:
        moment = moment.astimezone(UTC)
    return moment.isoformat()


def event_or_404(event_id: int, *, seats: Seats):
    event = selectors.event_get(event_id=event_id, seats=seats)
    if event is None:
        raise NotFound()
    return event


# The public reads, rendered once per change of events or registrations and per
# day (what is upcoming, and each event's isPast, change at midnight). The pages'
# first data (sharing/head.py) comes from these too, so both say the same. The
# seats are counted by the app that owns them (registrations/seats.py), which
# the callers hand in.


def upcoming_events_json(*, today: date, seats: Seats) -> publiccache.PublicJson:
    return publiccache.cached_answer(
        scopes=[publiccache.EVENTS],
        key=["events", today],
        build=lambda: publiccache.render(
            EventSerializer(selectors.with_seats(selectors.upcoming_events(today=today), seats=seats), many=True).data
        ),
    )


def featured_event_json(*, today: date, seats: Seats) -> publiccache.PublicJson:
    def build() -> publiccache.PublicJson:
        event = selectors.featured_event(today=today, seats=seats)
        return publiccache.render(EventSerializer(event).data if event else None)

    return publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["featured", today], build=build)


def event_json(*, event_id: int, today: date, seats: Seats) -> publiccache.PublicJson:
    """Raises NotFound for an unknown id (never cached: a later event may take it)."""
    return publiccache.cached_answer(
        scopes=[publiccache.EVENTS],
        key=["event", event_id, today],
        build=lambda: publiccache.render(EventSerializer(event_or_404(event_id, seats=seats)).data),
    )
