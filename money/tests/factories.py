import factory

from membership.models import Membership, MembershipTier
from money.models import Donation


class DonationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Donation

    full_name = factory.Sequence(lambda n: f"Dipa Ghosh {n}")
    email = factory.Sequence(lambda n: f"donor{n}@example.com")
    amount = 5000
    purpose = Donation.Purpose.GENERAL
    payment_reference = factory.Sequence(lambda n: f"DN-{5000 + n}")


class MembershipTierFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = MembershipTier

    name = factory.Sequence(lambda n: f"Family {n}")
    amount = 6000


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership

    email = factory.Sequence(lambda n: f"member{n}@example.com")
    name = factory.Sequence(lambda n: f"Sen family {n}")
    tier = factory.SubFactory(MembershipTierFactory)
    year = 2026
    amount_due = factory.SelfAttribute("tier.amount")
    payment_reference = factory.Sequence(lambda n: f"MB-{5000 + n}")
