from django.apps import AppConfig


class FamiliesConfig(AppConfig):
    """A household's own place: signed in with a code from its email, it sees
    every registration made with that address, its members, and its data."""

    name = "families"
