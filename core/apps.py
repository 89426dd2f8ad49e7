from django.apps import AppConfig


class CoreConfig(AppConfig):
    """What every app shares: the API's error shape and exceptions, permissions,
    API fields and the site's date. It imports no app."""

    name = "core"
