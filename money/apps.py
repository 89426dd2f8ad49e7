from django.apps import AppConfig


class MoneyConfig(AppConfig):
    """The association's money: donations, the payments the treasurer records
    against registrations, memberships and donations, their receipts, the
    bank statement matched to them, and the year's books."""

    name = "money"
