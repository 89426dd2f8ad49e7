"""A confirmed party's timed sittings (pushpanjali at 9:40, bhog at 1:00 PM):
booked whole, one per title and day, on the days it comes; given back when
it cancels or stops coming on a day, and checked again when it grows. The
services (registrations/services.py) call these under the event's lock, as
they count the event's own seats, so two parties racing for a sitting's last
seats are served one after the other."""

from collections import defaultdict

from django.db.models import QuerySet, Sum
from django.utils.translation import gettext

from core import language
from core.change_marks import change_marks
from events.models import Event, EventDay, Sitting
from registrations.exceptions import SittingFull, SittingOutgrown, SittingsRefused
from registrations.models import Registration, SittingBooking
from registrations.seats import SEATED_BOOKING

Status = Registration.Status


def sitting_time(sitting: Sitting) -> str:
    """The sitting's start as the site writes a time of day: "9:40 AM"; in Bengali with Bengali digits."""
    hours, minutes = (int(part) for part in sitting.start_time.split(":"))
    written = f"{(hours % 12) or 12}:{minutes:02d} {'AM' if hours < 12 else 'PM'}"
    return language.digits(written) if language.current() == language.BENGALI else written


def sittings_book(registration: Registration, *, event: Event, sitting_ids: list[int]) -> tuple[list, list]:
    """Under the event's lock, for a confirmed party: book exactly these
    sittings (its whole party takes seats at each new one; the ones left out
    are given back); the sitting ids before and after."""
    sittings = _chosen_sittings(registration, event, sitting_ids)
    before = registration.sitting_ids
    new = [sitting for sitting in sittings if sitting.pk not in before]
    booked = _booked_guests(new, exclude_id=registration.pk)
    if any(booked.get(sitting.pk, 0) + registration.guest_count > sitting.capacity for sitting in new):
        raise SittingFull()
    registration.sitting_bookings.exclude(sitting__in=sittings).delete()
    SittingBooking.objects.bulk_create(SittingBooking(sitting=sitting, registration=registration) for sitting in new)
    if set(before) != {sitting.pk for sitting in sittings}:
        # The door's list shows each party's sittings: its phones ask for what changed.
        Registration.objects.filter(pk=registration.pk).update(**change_marks(mark="door_mark", transaction="door_xid"))
    return before, sorted(sitting.pk for sitting in sittings)


def _booked_guests(sittings: list[Sitting], *, exclude_id: int) -> dict[int, int]:
    """By sitting id: the guests of the other confirmed parties that booked it."""
    return dict(
        SittingBooking.objects.filter(SEATED_BOOKING, sitting__in=sittings)
        .exclude(registration_id=exclude_id)
        .values_list("sitting_id")
        .annotate(guests=Sum("registration__guest_count"))
        .order_by()
    )


def _chosen_sittings(registration: Registration, event: Event, sitting_ids: list[int]) -> list[Sitting]:
    """The sittings named, refused unless each is the event's, on a day the
    party comes, and the only one of its title that day."""
    sittings = list(Sitting.objects.filter(event=event, pk__in=sitting_ids).order_by("pk"))
    if len(sittings) != len(set(sitting_ids)):
        raise SittingsRefused(gettext("Choose from this event's sittings."))
    days = set(registration.days.values_list("pk", flat=True))
    if any(sitting.day_id is not None and sitting.day_id not in days for sitting in sittings):
        raise SittingsRefused(gettext("Choose sittings on the days your party comes."))
    seen: set[tuple[int | None, str]] = set()
    for sitting in sittings:
        key = (sitting.day_id, sitting.title.strip().casefold())
        if key in seen:
            raise SittingsRefused(
                gettext("Choose one '%(title)s' sitting a day.") % {"title": language.written(sitting, "title")}
            )
        seen.add(key)
    return sittings


def sittings_follow_party(registration: Registration, *, guest_count: int, days: list[EventDay]) -> None:
    """Before a confirmed party's change is saved, under the event's lock: the
    sittings of the days it no longer comes are given back, and a party that
    grows must still fit whole in each sitting it keeps, else the change is
    refused by name (the family chooses another sitting first; seats it holds
    are never dropped behind its back)."""
    bookings = list(registration.sitting_bookings.select_related("sitting"))
    if not bookings:
        return
    day_ids = {day.pk for day in days}
    gone = [b.pk for b in bookings if b.sitting.day_id is not None and b.sitting.day_id not in day_ids]
    kept = [b.sitting for b in bookings if b.pk not in gone]
    if guest_count > registration.guest_count and registration.status == Status.CONFIRMED:
        booked = _booked_guests(kept, exclude_id=registration.pk)
        for sitting in kept:
            if booked.get(sitting.pk, 0) + guest_count > sitting.capacity:
                raise SittingOutgrown(title=language.written(sitting, "title"), time=sitting_time(sitting))
    SittingBooking.objects.filter(pk__in=gone).delete()


def sittings_give_back(registration: Registration) -> None:
    """A party that is not coming holds no sitting."""
    registration.sitting_bookings.all().delete()


def sitting_json(sitting: Sitting) -> dict:
    return {
        "id": sitting.pk,
        "dayId": sitting.day_id,
        "title": sitting.title,
        "titleBn": sitting.title_bn,
        "startTime": sitting.start_time,
    }


def sittings_by_registration(registration_ids: list[int]) -> dict[int, list[dict]]:
    """What the door list, the planning sheets and the registrations list show
    of each party's sittings, by registration id, in one query: `[{id, dayId,
    title, titleBn, startTime}]` in the order of the day and the time (an empty
    list for a party without any). Only a confirmed party holds sittings."""
    found: dict[int, list[dict]] = defaultdict(list)
    for booking in bookings_of(registration_ids):
        found[booking.registration_id].append(sitting_json(booking.sitting))
    return {registration_id: found.get(registration_id, []) for registration_id in registration_ids}


def bookings_of(registration_ids: list[int]) -> QuerySet[SittingBooking]:
    return (
        SittingBooking.objects.filter(registration_id__in=registration_ids)
        .select_related("sitting", "sitting__day")
        .order_by("sitting__day__date", "sitting__start_time", "sitting__title", "sitting_id")
    )
