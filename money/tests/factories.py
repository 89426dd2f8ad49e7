import factory

from ledger.tests.factories import paid_on_creation
from membership.models import Membership, MembershipTier
from money.models import Donation


class DonationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Donation
        skip_postgeneration_save = True

    full_name = factory.Sequence(lambda n: f"Donor {n}")
    email = factory.Sequence(lambda n: f"donor{n}@example.com")
    amount = 10000
    payment_reference = factory.Sequence(lambda n: f"DN-{1000 + n}")
    amount_paid = factory.PostGeneration(paid_on_creation)


class MembershipTierFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = MembershipTier

    name = factory.Sequence(lambda n: f"Family {n}")
    amount = 12000


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"member{n}@example.com")
    name = factory.Sequence(lambda n: f"Member {n}")
    tier = factory.SubFactory(MembershipTierFactory)
    year = 2026
    amount_due = factory.SelfAttribute("tier.amount")
    payment_reference = factory.Sequence(lambda n: f"MB-{1000 + n}")
    amount_paid = factory.PostGeneration(paid_on_creation)
