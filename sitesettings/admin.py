from django.contrib import admin
from django.http import HttpResponseRedirect
from django.urls import reverse

from core.publiccache import SETTINGS, ChangesPublicReads
from sitesettings.models import SiteSettings


@admin.register(SiteSettings)
class SiteSettingsAdmin(ChangesPublicReads, admin.ModelAdmin):
    """Edited as one page: the list view goes straight to the single row."""

    fieldsets = [
        ("Basic information", {"fields": ["group_name", "tagline", "about_text", "contact_email"]}),
        ("Social media links", {"fields": ["whatsapp_link", "instagram_link"]}),
        ("Announcements", {"fields": ["announcement_text", "show_announcement"]}),
    ]
    public_scopes = (SETTINGS,)

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def changelist_view(self, request, extra_context=None):
        settings = SiteSettings.get_solo()
        return HttpResponseRedirect(reverse("admin:sitesettings_sitesettings_change", args=[settings.pk]))
