import factory

from events.tests.factories import EventFactory
from registrations.models import Registration


class RegistrationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Registration

    event = factory.SubFactory(EventFactory)
    full_name = factory.Sequence(lambda n: f"Anita Sen {n}")
    email = factory.Sequence(lambda n: f"guest{n}@example.com")
    phone = "209-555-0100"
    guest_count = 2
    notes = ""
    status = Registration.Status.CONFIRMED
