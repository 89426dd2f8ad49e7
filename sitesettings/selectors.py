from sitesettings.models import (
    DEFAULT_CONTACT_EMAIL,
    DEFAULT_GROUP_NAME,
    DEFAULT_TAGLINE,
    SiteSettings,
)


def site_settings_get() -> SiteSettings:
    """The settings as visitors see them: empty required texts fall back to defaults."""
    settings = SiteSettings.get_solo()
    settings.group_name = settings.group_name or DEFAULT_GROUP_NAME
    settings.tagline = settings.tagline or DEFAULT_TAGLINE
    settings.contact_email = settings.contact_email or DEFAULT_CONTACT_EMAIL
    return settings
