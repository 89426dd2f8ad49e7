from django.urls import path

from sitesettings import api

urlpatterns = [
    path("settings", api.PublicSiteSettingsView.as_view(), name="settings"),
    path("admin/settings", api.AdminSiteSettingsView.as_view(), name="admin-settings"),
]
