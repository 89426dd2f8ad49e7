from django.apps import AppConfig


class ActivityConfig(AppConfig):
    """Who changed what: every organiser's write and every registrant's change
    through the manage link, kept after the things they describe are gone."""

    name = "activity"
    verbose_name = "activity log"
