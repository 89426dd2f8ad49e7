from datetime import timedelta

import factory
from django.utils import timezone

from events.models import Event


class EventFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Event

    title = factory.Sequence(lambda n: f"Durga Puja {2025 + n}")
    description = "Five days of worship, music and food."
    date = factory.LazyFunction(lambda: timezone.localdate() + timedelta(days=30))
    time = "5:00 PM - 10:00 PM"
    venue = "Tracy Community Center"
    address = "950 East St, Tracy, CA 95376"
    registration_open = True
    highlights = factory.LazyFunction(lambda: ["Cultural program", "Bhog"])
    schedule = factory.LazyFunction(lambda: [{"time": "5:00 PM", "activity": "Aarti", "description": ""}])
    what_to_bring = factory.LazyFunction(lambda: ["Family"])
    sponsors = factory.LazyFunction(list)

    class Params:
        past = factory.Trait(date=factory.LazyFunction(lambda: timezone.localdate() - timedelta(days=30)))
        closed = factory.Trait(registration_open=False)
