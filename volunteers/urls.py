from django.urls import path

from volunteers import api

urlpatterns = [
    path(
        "events/<int:event_id>/shifts/<int:shift_id>/volunteers",
        api.ShiftSignUpView.as_view(),
        name="event-shift-volunteers",
    ),
    path("shift-volunteers/<int:volunteer_id>", api.ShiftVolunteerView.as_view(), name="shift-volunteer"),
    path("admin/events/<int:event_id>/roster", api.AdminRosterView.as_view(), name="admin-event-roster"),
    path(
        "admin/events/<int:event_id>/door/volunteers",
        api.AdminDoorVolunteersView.as_view(),
        name="admin-event-door-volunteers",
    ),
    path(
        "admin/events/<int:event_id>/shifts/<int:shift_id>/message",
        api.AdminShiftMessageView.as_view(),
        name="admin-shift-message",
    ),
    path(
        "admin/shift-volunteers/<int:volunteer_id>/check-in",
        api.AdminVolunteerCheckInView.as_view(),
        name="admin-shift-volunteer-check-in",
    ),
    path("admin/shift-volunteers/<int:volunteer_id>", api.AdminVolunteerView.as_view(), name="admin-shift-volunteer"),
]
