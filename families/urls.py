from django.urls import path

from families import api, calendar_api, nudges_api, photos_api, volunteer_hours_api

urlpatterns = [
    path("family", api.FamilyView.as_view(), name="family"),
    path("family/sign-in", api.FamilySignInView.as_view(), name="family-sign-in"),
    path("family/verify", api.FamilyVerifyView.as_view(), name="family-verify"),
    path("family/sign-out", api.FamilySignOutView.as_view(), name="family-sign-out"),
    path("family/export", api.FamilyExportView.as_view(), name="family-export"),
    path(
        "family/volunteer-hours", volunteer_hours_api.FamilyVolunteerHoursView.as_view(), name="family-volunteer-hours"
    ),
    path(
        "family/volunteer-hours/<int:year>.pdf",
        volunteer_hours_api.FamilyVolunteerCertificateView.as_view(),
        name="family-volunteer-certificate",
    ),
    path("family/membership", api.FamilyMembershipView.as_view(), name="family-membership"),
    path("family/calendar-feed", calendar_api.FamilyCalendarFeedView.as_view(), name="family-calendar-feed"),
    path(
        "family/calendar-feed/reset",
        calendar_api.FamilyCalendarFeedResetView.as_view(),
        name="family-calendar-feed-reset",
    ),
    path("family/calendar/<str:token>.ics", calendar_api.FamilyCalendarView.as_view(), name="family-calendar"),
    path("admin/nudges", nudges_api.AdminNudgesView.as_view(), name="admin-nudges"),
    path("family/photos/upload", photos_api.FamilyPhotoUploadView.as_view(), name="family-photos-upload"),
    path("family/photos", photos_api.FamilyPhotosView.as_view(), name="family-photos"),
    path("admin/photo-submissions", photos_api.AdminPhotoSubmissionsView.as_view(), name="admin-photo-submissions"),
    path(
        "admin/photo-submissions/<int:submission_id>/approve",
        photos_api.AdminPhotoApproveView.as_view(),
        name="admin-photo-submission-approve",
    ),
    path(
        "admin/photo-submissions/<int:submission_id>/decline",
        photos_api.AdminPhotoDeclineView.as_view(),
        name="admin-photo-submission-decline",
    ),
    path("admin/memberships", api.AdminMembershipsView.as_view(), name="admin-memberships"),
    path(
        "admin/events/<int:event_id>/family-registrations",
        api.AdminFamilyRegistrationsView.as_view(),
        name="admin-event-family-registrations",
    ),
]
