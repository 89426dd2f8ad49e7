"""The site's settings as the public reads show them: the serializer and the
cached answer (core/publiccache.py) that the API and every page's head take."""

from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from core import publiccache
from core.fields import PlainTextField, required_messages
from core.money import MAX_CENTS
from core.permissions import ROLES
from sitesettings.models import EIN_PATTERN
from sitesettings.selectors import site_settings_get

EMAIL_MESSAGE = _("Please enter a valid email address")
LINK_MESSAGE = _("Please enter a valid link (starting with https://)")
# The model's own message (sitesettings.models.EIN_MESSAGE), in the request's language.
EIN_MESSAGE = _("Enter the EIN as NN-NNNNNNN")


class SiteSettingsSerializer(serializers.Serializer):
    groupName = PlainTextField(
        source="group_name",
        max_length=120,
        error_messages=required_messages(_("Group name is required")),
    )
    tagline = PlainTextField(
        max_length=200,
        error_messages=required_messages(_("Tagline is required")),
    )
    aboutText = PlainTextField(source="about_text", max_length=5000, allow_blank=True, default="")
    contactEmail = serializers.EmailField(
        source="contact_email",
        allow_blank=True,
        default="",
        max_length=254,
        error_messages={"invalid": EMAIL_MESSAGE},
    )
    whatsappLink = serializers.URLField(
        source="whatsapp_link",
        allow_blank=True,
        default="",
        max_length=500,
        error_messages={"invalid": LINK_MESSAGE},
    )
    instagramLink = serializers.URLField(
        source="instagram_link",
        allow_blank=True,
        default="",
        max_length=500,
        error_messages={"invalid": LINK_MESSAGE},
    )
    announcementText = PlainTextField(source="announcement_text", max_length=500, allow_blank=True, default="")
    showAnnouncement = serializers.BooleanField(source="show_announcement", default=False)
    # Left out of a request, these keep what they are.
    legalName = PlainTextField(source="legal_name", max_length=200, allow_blank=True, required=False)
    ein = serializers.RegexField(
        EIN_PATTERN, max_length=10, allow_blank=True, required=False, error_messages={"invalid": EIN_MESSAGE}
    )
    mailingAddress = PlainTextField(source="mailing_address", max_length=500, allow_blank=True, required=False)
    paymentInstructions = PlainTextField(
        source="payment_instructions", max_length=1000, allow_blank=True, required=False
    )
    membershipYearStartMonth = serializers.IntegerField(
        source="membership_year_start_month", min_value=1, max_value=12, required=False
    )
    # The organisers' texts in Bengali, shown to Bengali visitors where written
    # (else the English); left out of a request, each keeps what it is.
    taglineBn = PlainTextField(source="tagline_bn", max_length=200, allow_blank=True, required=False)
    aboutTextBn = PlainTextField(source="about_text_bn", max_length=5000, allow_blank=True, required=False)
    bannerTextBn = PlainTextField(
        source="announcement_text_bn",
        max_length=500,
        allow_blank=True,
        required=False,
        help_text="The announcement banner's text in Bengali.",
    )
    paymentInstructionsBn = PlainTextField(
        source="payment_instructions_bn", max_length=1000, allow_blank=True, required=False
    )
    requireTwoFactorFor = serializers.ListField(
        source="require_two_factor_for",
        child=serializers.ChoiceField(choices=list(ROLES)),
        required=False,
        help_text="The roles whose accounts must sign in with a second step.",
    )
    approvalThreshold = serializers.IntegerField(
        source="approval_threshold",
        min_value=1,
        max_value=MAX_CENTS,
        allow_null=True,
        required=False,
        help_text="Cents: a refund or a void of at least this much waits for a second treasurer; null for never.",
    )


def site_settings_json() -> publiccache.PublicJson:
    """The settings as the API answers them, from the cache (the pages' first data too)."""
    return publiccache.cached_answer(
        scopes=[publiccache.SETTINGS],
        key=["settings"],
        build=lambda: publiccache.render(SiteSettingsSerializer(site_settings_get()).data),
    )
