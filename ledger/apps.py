from django.apps import AppConfig


class LedgerConfig(AppConfig):
    """The association's book of payments: every sum received (or refunded)
    for a registration, membership, donation or sponsorship. What each of them
    has been paid is read from this book, never kept beside it; recording and
    voiding a payment, its receipt and the bank statement are money's."""

    name = "ledger"
