from django.db import transaction

from activity.models import SYSTEM
from activity.services import activity_record
from core.publiccache import SETTINGS, public_reads_changed
from core.services import model_update
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
    "legal_name",
    "ein",
    "mailing_address",
    "payment_instructions",
    "membership_year_start_month",
    "tagline_bn",
    "about_text_bn",
    "announcement_text_bn",
    "payment_instructions_bn",
    "require_two_factor_for",
    "approval_threshold",
]
# Settings a request may leave out, keeping what they are (those added with
# money, and the texts in Bengali).
OPTIONAL_FIELDS = FIELDS[8:]


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
    **money: object,
) -> SiteSettings:
    unknown = set(money) - set(OPTIONAL_FIELDS)
    if unknown:
        raise TypeError(f"Unknown settings: {sorted(unknown)}")
    settings, changes = model_update(
        SiteSettings.get_solo(),
        data={
            "group_name": group_name,
            "tagline": tagline,
            "about_text": about_text,
            "contact_email": contact_email,
            "whatsapp_link": whatsapp_link,
            "instagram_link": instagram_link,
            "announcement_text": announcement_text,
            "show_announcement": show_announcement,
            **money,
        },
        fields=FIELDS,
    )
    public_reads_changed(SETTINGS)
    if changes:
        activity_record(
            actor=actor, action="settings.update", target_type="settings", summary="Settings", changes=changes
        )
    return settings
