from django.urls import path

from announcements import api

urlpatterns = [
    path("admin/announcements", api.AdminAnnouncementsView.as_view(), name="admin-announcements"),
    path(
        "admin/announcements/<int:announcement_id>",
        api.AdminAnnouncementView.as_view(),
        name="admin-announcement",
    ),
    path(
        "admin/announcements/audience", api.AdminAnnouncementAudienceView.as_view(), name="admin-announcement-audience"
    ),
    path("admin/undeliverable", api.AdminUndeliverableView.as_view(), name="admin-undeliverable"),
    path(
        "admin/undeliverable/<int:undeliverable_id>",
        api.AdminUndeliverableDetailView.as_view(),
        name="admin-undeliverable-detail",
    ),
    path("announcements/confirm", api.AnnouncementsConfirmView.as_view(), name="announcements-confirm"),
    path("unsubscribe/<str:token>", api.UnsubscribeView.as_view(), name="unsubscribe"),
]
