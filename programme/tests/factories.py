import factory

from events.tests.factories import EventFactory
from programme.models import ProgrammeEntry


class ProgrammeEntryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ProgrammeEntry

    event = factory.SubFactory(EventFactory, programme_open=True)
    title = factory.Sequence(lambda n: f"Dhunuchi Naach {n}")
    kind = ProgrammeEntry.Kind.DANCE
    performers = factory.LazyFunction(lambda: [{"name": "Riya Sen", "child": True}])
    duration_minutes = 5
    contact_name = "Anita Sen"
    contact_email = factory.Sequence(lambda n: f"family{n}@example.com")
    contact_phone = "209-555-0100"
