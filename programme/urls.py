from django.urls import path

from programme import api

urlpatterns = [
    path("events/<int:event_id>/programme", api.EventProgrammeView.as_view(), name="event-programme"),
    path("programme/upload", api.ProgrammeUploadView.as_view(), name="programme-upload"),
    path("programme/<int:entry_id>", api.ProgrammeEntryView.as_view(), name="programme-entry"),
    path("programme/<int:entry_id>/withdraw", api.ProgrammeWithdrawView.as_view(), name="programme-withdraw"),
    path(
        "admin/events/<int:event_id>/programme",
        api.AdminEventProgrammeView.as_view(),
        name="admin-event-programme",
    ),
    path(
        "admin/events/<int:event_id>/programme/order",
        api.AdminProgrammeOrderView.as_view(),
        name="admin-event-programme-order",
    ),
    path(
        "admin/events/<int:event_id>/programme/tracks.zip",
        api.AdminTracksZipView.as_view(),
        name="admin-event-programme-tracks",
    ),
    path("admin/programme/<int:entry_id>", api.AdminEntryDecisionView.as_view(), name="admin-programme-entry"),
]
