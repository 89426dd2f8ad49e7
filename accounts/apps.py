from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Organisers' sign-in over Django sessions."""

    name = "accounts"
