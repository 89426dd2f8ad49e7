import factory

from families.models import Family, Member


class FamilyFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Family

    email = factory.Sequence(lambda n: f"family{n}@example.com")
    name = factory.Sequence(lambda n: f"Anita Sen {n}")
    phone = "209-555-0100"


class MemberFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Member

    family = factory.SubFactory(FamilyFactory)
    name = factory.Sequence(lambda n: f"Rohan Sen {n}")
