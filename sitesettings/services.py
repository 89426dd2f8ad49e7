from django.db import transaction

from activity.models import SYSTEM
from activity.services import activity_record, changes_between, snapshot
from core.publiccache import SETTINGS, public_reads_changed
from sitesettings.models import SiteSettings

FIELDS = [
    "group_name",
    "tagline",
    "about_text",
    "contact_email",
    "whatsapp_link",
    "instagram_link",
    "announcement_text",
    "show_announcement",
]


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
    actor: str = SYSTEM,
) -> SiteSettings:
    settings = SiteSettings.get_solo()
    before = snapshot(settings, FIELDS)
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
    public_reads_changed(SETTINGS)
    changes = changes_between(before, snapshot(settings, FIELDS))
    if changes:
        activity_record(
            actor=actor, action="settings.update", target_type="settings", summary="Settings", changes=changes
        )
    return settings
