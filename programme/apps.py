from django.apps import AppConfig


class ProgrammeConfig(AppConfig):
    name = "programme"
