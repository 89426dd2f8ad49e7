from django.urls import path

from membership import api

urlpatterns = [
    path("membership/tiers", api.TiersView.as_view(), name="membership-tiers"),
    path("admin/membership/tiers", api.AdminTiersView.as_view(), name="admin-membership-tiers"),
    path("admin/membership/tiers/<int:tier_id>", api.AdminTierDetailView.as_view(), name="admin-membership-tier"),
    path("admin/memberships/export", api.AdminRollExportView.as_view(), name="admin-memberships-export"),
]
