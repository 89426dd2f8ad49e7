from django.db import transaction

from sitesettings.models import SiteSettings


@transaction.atomic
def site_settings_update(
    *,
    group_name: str,
    tagline: str,
    about_text: str,
    contact_email: str,
    whatsapp_link: str,
    instagram_link: str,
    announcement_text: str,
    show_announcement: bool,
) -> SiteSettings:
    settings = SiteSettings.get_solo()
    settings.group_name = group_name
    settings.tagline = tagline
    settings.about_text = about_text
    settings.contact_email = contact_email
    settings.whatsapp_link = whatsapp_link
    settings.instagram_link = instagram_link
    settings.announcement_text = announcement_text
    settings.show_announcement = show_announcement
    settings.full_clean()
    settings.save()
    return settings
