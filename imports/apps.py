from django.apps import AppConfig


class ImportsConfig(AppConfig):
    """The association's spreadsheets brought in: families, memberships,
    registrations and payments, read from CSV or XLSX, mapped column by
    column, tried, applied and undone."""

    name = "imports"
