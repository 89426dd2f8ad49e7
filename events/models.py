from django.db import models

from events.validators import validate_prices, validate_schedule, validate_sponsors, validate_text_list

# Shifts in the order the event page and the roster show them: by day, then time.
SHIFT_ORDER = ("day__date", "start_time", "position", "id")


class Event(models.Model):
    title = models.CharField(max_length=200)
    description = models.TextField(max_length=5000, blank=True)
    # The title and description in Bengali, for Bengali visitors and emails;
    # empty, they read the English (core.language.written).
    title_bn = models.CharField("title in Bengali", max_length=200, blank=True)
    description_bn = models.TextField("description in Bengali", max_length=5000, blank=True)
    # A calendar date, not an instant: 15 October is 15 October in every time zone.
    date = models.DateField(db_index=True)
    # The last day of a festival of several days (at most 14 after `date`), or
    # None for an event of one day. Such an event has one EventDay per date.
    end_date = models.DateField(null=True, blank=True)
    time = models.CharField(max_length=50, blank=True, help_text="Free text, e.g. 5:00 PM - 10:00 PM")
    venue = models.CharField(max_length=200)
    address = models.CharField(max_length=300)
    featured_image = models.CharField(max_length=500, blank=True)
    registration_open = models.BooleanField(default=True)
    # People the hall holds; None for no limit. Parties beyond it wait, whole, in order.
    capacity = models.PositiveIntegerField(null=True, blank=True)
    # When false, registering does not ask about meals.
    meals_served = models.BooleanField(default=True)
    highlights = models.JSONField(default=list, blank=True, validators=[validate_text_list])
    schedule = models.JSONField(default=list, blank=True, validators=[validate_schedule])
    what_to_bring = models.JSONField(default=list, blank=True, validators=[validate_text_list])
    sponsors = models.JSONField(default=list, blank=True, validators=[validate_sponsors])
    # What a confirmed party pays, in cents: null when the event is free, else
    # {"adult", "child", "memberAdult", "memberChild"} (see registrations/pricing.py).
    prices = models.JSONField(null=True, blank=True, default=None, validators=[validate_prices])
    # The cultural programme: whether families may submit acts (until the
    # deadline's end), whether the running order is public, the clock time the
    # first act starts ("HH:MM", 24-hour, or empty) and the changeover between acts.
    programme_open = models.BooleanField(default=False)
    programme_deadline = models.DateField(null=True, blank=True)
    programme_published = models.BooleanField(default=False)
    programme_start = models.CharField(max_length=5, blank=True)
    programme_gap_minutes = models.PositiveSmallIntegerField(default=2)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["date", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(capacity__isnull=True) | models.Q(capacity__gte=1),
                name="event_capacity_at_least_one",
            ),
            models.CheckConstraint(
                condition=models.Q(end_date__isnull=True) | models.Q(end_date__gte=models.F("date")),
                name="event_end_date_not_before_date",
            ),
            models.CheckConstraint(
                condition=models.Q(programme_gap_minutes__lte=30),
                name="event_programme_gap_at_most_30",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.date:%Y-%m-%d})"

    @property
    def last_day(self):
        """The festival's last day, or the event's date: until it is past, the event is to come."""
        return self.end_date or self.date

    @property
    def slots_with_taken(self) -> list["Slot"]:
        """The slots in order, each with `taken` (places claimed). The event
        selectors fetch these for a whole list at once, into `_slots_taken`."""
        if not hasattr(self, "_slots_taken"):
            self._slots_taken = list(self.slots.annotate(taken=models.Count("claims")).order_by("position", "id"))
        return self._slots_taken

    @property
    def sponsorships_with_taken(self) -> list["Sponsorship"]:
        """The sponsorships offered, in order, each with `taken` (sponsors who
        took it). The event selectors fetch these for a whole list at once."""
        if not hasattr(self, "_sponsorships_taken"):
            self._sponsorships_taken = list(
                self.sponsorships.annotate(taken=models.Count("sponsors")).order_by("position", "id")
            )
        return self._sponsorships_taken

    @property
    def shifts_with_taken(self) -> list["Shift"]:
        """The volunteer shifts by day and time, each with `taken` (volunteers
        signed up). The event selectors fetch these for a whole list at once."""
        if not hasattr(self, "_shifts_taken"):
            self._shifts_taken = list(self.shifts.annotate(taken=models.Count("volunteers")).order_by(*SHIFT_ORDER))
        return self._shifts_taken

    @property
    def days_with_taken(self) -> list["EventDay"]:
        """The festival's days in order, each with `taken` (guests holding a
        seat that day) and its meals, as the event selectors fetch them
        (`with_seats`): only the app that owns the seats can count them."""
        return self._days_taken

    @property
    def sittings_with_taken(self) -> list["Sitting"]:
        """The timed sittings (pushpanjali at 9:00, 9:40 ...), each with `taken`
        (guests of the parties that booked it), as the event selectors fetch
        them (`with_seats`): only the app that owns the seats can count them."""
        return self._sittings_taken


class Slot(models.Model):
    """Something the event needs from its families: a potluck dish to bring, or
    a volunteer job. Parties claim places in it when they register."""

    class Kind(models.TextChoices):
        BRING = "bring"
        VOLUNTEER = "volunteer"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="slots")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    title = models.CharField(max_length=200)
    needed = models.PositiveSmallIntegerField(default=1)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(needed__gte=1, needed__lte=500), name="slot_needed_range"),
            models.CheckConstraint(condition=models.Q(kind__in=["bring", "volunteer"]), name="slot_kind_known"),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.get_kind_display()}, {self.event.title})"


class EventDay(models.Model):
    """One date of a festival of several days (Shashthi to Dashami): its own
    title, the people the hall holds that day (None for no limit) and its meals."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="days")
    date = models.DateField()
    title = models.CharField(max_length=100, blank=True)
    title_bn = models.CharField("title in Bengali", max_length=100, blank=True)
    capacity = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["date", "id"]
        constraints = [
            models.UniqueConstraint("event", "date", name="event_day_one_per_date"),
            models.CheckConstraint(
                condition=models.Q(capacity__isnull=True) | models.Q(capacity__gte=1),
                name="event_day_capacity_at_least_one",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title or self.date.isoformat()} ({self.event.title})"

    @property
    def spots_left(self) -> int | None:
        """Seats not taken by confirmed parties that day (read with `taken`
        annotated, as the selectors do); None without a limit."""
        if self.capacity is None:
            return None
        return max(self.capacity - (getattr(self, "taken", 0) or 0), 0)


class Sponsorship(models.Model):
    """What an event offers its sponsors: a package (Platinum, with its dinner
    passes), an item (the flowers of Ashtami) or an ad in the souvenir of a
    size. `available` is how many may take it (None for no limit); the
    sponsors who took it are the sponsors app's, counted as `taken`."""

    class Kind(models.TextChoices):
        PACKAGE = "package"
        ITEM = "item"
        AD = "ad"

    class AdSize(models.TextChoices):
        FULL = "full"
        HALF = "half"
        QUARTER = "quarter"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="sponsorships")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    name = models.CharField(max_length=200)
    amount = models.PositiveIntegerField(help_text="Cents the sponsor pays.")
    benefits = models.CharField(max_length=500, blank=True)
    # Cents' worth of goods the sponsor gets (dinner passes, coupons): the
    # receipt says only the amount above it is deductible.
    fair_market_value = models.PositiveIntegerField(default=0)
    available = models.PositiveIntegerField(null=True, blank=True)
    # An ad's size in the souvenir; empty for a package or an item.
    ad_size = models.CharField(max_length=8, choices=AdSize.choices, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(kind__in=["package", "item", "ad"]), name="sponsorship_kind_known"
            ),
            models.CheckConstraint(
                condition=models.Q(kind="ad", ad_size__in=["full", "half", "quarter"])
                | ~models.Q(kind="ad") & models.Q(ad_size=""),
                name="sponsorship_ad_size_for_ads",
            ),
            models.CheckConstraint(
                condition=models.Q(available__isnull=True) | models.Q(available__gte=1),
                name="sponsorship_available_at_least_one",
            ),
            models.CheckConstraint(
                condition=models.Q(fair_market_value__lte=models.F("amount")),
                name="sponsorship_value_not_above_amount",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.event.title})"

    @property
    def left(self) -> int | None:
        """How many may still take it (read with `taken` annotated); None without a limit."""
        if self.available is None:
            return None
        return max(self.available - (getattr(self, "taken", 0) or 0), 0)


class EventMeal(models.Model):
    """A meal served on a festival day (bhog at lunch, dinner ...), counted per party."""

    day = models.ForeignKey(EventDay, on_delete=models.CASCADE, related_name="meals")
    name = models.CharField(max_length=100)
    name_bn = models.CharField("name in Bengali", max_length=100, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.day})"


class Shift(models.Model):
    """A volunteer shift: a role on one festival day (or the one day of an
    event) from a start to an end time, and how many hands it needs. Anyone
    signs up for a place in it (volunteers.ShiftVolunteer)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="shifts")
    # The festival day; None on an event of one day.
    day = models.ForeignKey(EventDay, on_delete=models.CASCADE, null=True, blank=True, related_name="shifts")
    role = models.CharField(max_length=100)
    start_time = models.TimeField()
    end_time = models.TimeField()
    needed = models.PositiveSmallIntegerField(default=1)
    description = models.TextField(max_length=500, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(needed__gte=1, needed__lte=500), name="shift_needed_range"),
            models.CheckConstraint(
                condition=models.Q(end_time__gt=models.F("start_time")), name="shift_ends_after_start"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.role} {self.start_time:%H:%M}-{self.end_time:%H:%M} ({self.event.title})"

    @property
    def date(self):
        """The calendar date the shift is worked on."""
        return self.day.date if self.day_id else self.event.date

    @property
    def minutes(self) -> int:
        """The shift's length in minutes."""
        start = self.start_time.hour * 60 + self.start_time.minute
        return self.end_time.hour * 60 + self.end_time.minute - start


class Sitting(models.Model):
    """A timed sitting of a festival day, or of an event of one day (`day`
    None): Pushpanjali at 09:00 for 120. A confirmed party books it whole
    (registrations' SittingBooking)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="sittings")
    day = models.ForeignKey(EventDay, on_delete=models.CASCADE, related_name="sittings", null=True, blank=True)
    title = models.CharField(max_length=100)
    title_bn = models.CharField("title in Bengali", max_length=100, blank=True)
    # "HH:MM", 24-hour.
    start_time = models.CharField(max_length=5)
    capacity = models.PositiveIntegerField()

    class Meta:
        ordering = ["start_time", "id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(capacity__gte=1), name="sitting_capacity_at_least_one"),
        ]

    def __str__(self) -> str:
        return f"{self.title} {self.start_time} ({self.event.title})"

    @property
    def spots_left(self) -> int:
        """Seats not booked (read with `taken` annotated, as the selectors do)."""
        return max(self.capacity - (getattr(self, "taken", 0) or 0), 0)
