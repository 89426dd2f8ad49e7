from django.apps import AppConfig


class DemoConfig(AppConfig):
    """Demo content for local use (`manage.py seed_demo`); it sits above every app."""

    name = "demo"
