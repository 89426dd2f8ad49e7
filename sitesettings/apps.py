from django.apps import AppConfig


class SiteSettingsConfig(AppConfig):
    name = "sitesettings"
    verbose_name = "Website settings"
