from django.contrib import admin
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from core.admin import ServiceAdmin
from sitesettings import services
from sitesettings.models import SiteSettings


@admin.register(SiteSettings)
class SiteSettingsAdmin(ServiceAdmin):
    """Edited as one page (the list view goes straight to the single row) and
    saved through the settings service, which logs the change."""

    fieldsets = [
        (
            _("Basic information"),
            {"fields": ["group_name", "tagline", "tagline_bn", "about_text", "about_text_bn", "contact_email"]},
        ),
        (_("Social media links"), {"fields": ["whatsapp_link", "instagram_link"]}),
        (_("Announcements"), {"fields": ["announcement_text", "announcement_text_bn", "show_announcement"]}),
    ]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def changelist_view(self, request, extra_context=None):
        settings = SiteSettings.get_solo()
        return HttpResponseRedirect(reverse("admin:sitesettings_sitesettings_change", args=[settings.pk]))

    def save_model(self, request, obj: SiteSettings, form, change) -> None:
        services.site_settings_update(**form.cleaned_data, actor=request.user.get_username())
