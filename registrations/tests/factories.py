import factory

from events.tests.factories import EventFactory
from ledger.tests.factories import paid_on_creation
from registrations.models import Registration


class RegistrationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Registration
        skip_postgeneration_save = True

    event = factory.SubFactory(EventFactory)
    full_name = factory.Sequence(lambda n: f"Anita Sen {n}")
    email = factory.Sequence(lambda n: f"guest{n}@example.com")
    phone = "209-555-0100"
    guest_count = 2
    notes = ""
    status = Registration.Status.CONFIRMED
    amount_paid = factory.PostGeneration(paid_on_creation)
