import factory

from ledger.tests.factories import paid_on_creation
from membership.models import Membership, MembershipTier


class MembershipTierFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = MembershipTier

    name = factory.Sequence(lambda n: f"Family {n}")
    amount = 5000
    description = "Everyone in one household."
    active = True


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"member{n}@example.com")
    name = factory.Sequence(lambda n: f"Anita Sen {n}")
    phone = "209-555-0100"
    tier = factory.SubFactory(MembershipTierFactory)
    year = 2026
    amount_due = factory.SelfAttribute("tier.amount")
    amount_paid = factory.PostGeneration(paid_on_creation)
    payment_reference = factory.Sequence(lambda n: f"MB-{n:04d}")

    @factory.post_generation
    def paid(obj, create, extracted, **kwargs):
        """`paid=True`: paid all that is due."""
        paid_on_creation(obj, create, extracted)
