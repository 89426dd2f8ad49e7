from django.apps import AppConfig


class MembershipConfig(AppConfig):
    """The association's members: the tiers organisers set, each family's
    membership of a year, and the renewals before the year turns."""

    name = "membership"

    def ready(self) -> None:
        # A registration is priced at the member prices when the family's
        # membership covering the event is active (registrations/pricing.py).
        from membership.selectors import family_is_member
        from registrations.pricing import member_check_use

        member_check_use(family_is_member)
