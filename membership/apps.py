from django.apps import AppConfig


class MembershipConfig(AppConfig):
    """The association's members: the tiers organisers set, each family's
    membership of a year, and the renewals before the year turns."""

    name = "membership"
