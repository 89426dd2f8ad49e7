from django.urls import path

from registrations import api, door_api

urlpatterns = [
    path("registrations", api.RegistrationCreateView.as_view(), name="registrations"),
    path(
        "registrations/<int:registration_id>",
        api.RegistrationManageView.as_view(),
        name="registration-manage",
    ),
    path(
        "registrations/<int:registration_id>/cancel",
        api.RegistrationCancelView.as_view(),
        name="registration-cancel",
    ),
    path(
        "registrations/<int:registration_id>/sittings",
        api.RegistrationSittingsView.as_view(),
        name="registration-sittings",
    ),
    path(
        "registrations/<int:registration_id>/pass",
        api.RegistrationPassView.as_view(),
        name="registration-pass",
    ),
    path(
        "admin/registrations/<int:registration_id>/cancel",
        api.AdminRegistrationCancelView.as_view(),
        name="admin-registration-cancel",
    ),
    path(
        "admin/registrations/<int:registration_id>/check-in",
        api.AdminCheckInView.as_view(),
        name="admin-registration-check-in",
    ),
    path("admin/registrations/stats", api.AdminRegistrationStatsView.as_view(), name="admin-registration-stats"),
    path(
        "admin/registrations/<int:registration_id>",
        api.AdminRegistrationDetailView.as_view(),
        name="admin-registration-detail",
    ),
    path(
        "admin/events/<int:event_id>/registrations",
        api.AdminEventRegistrationsView.as_view(),
        name="admin-event-registrations",
    ),
    path(
        "admin/events/<int:event_id>/messages",
        api.AdminGuestMessagesView.as_view(),
        name="admin-event-messages",
    ),
    path(
        "admin/events/<int:event_id>/summary",
        api.AdminEventSummaryView.as_view(),
        name="admin-event-summary",
    ),
    path(
        "admin/events/<int:event_id>/registrations/export",
        api.AdminRegistrationExportView.as_view(),
        name="admin-event-registrations-export",
    ),
]

urlpatterns += [
    path("admin/events/<int:event_id>/door", door_api.AdminDoorListView.as_view(), name="admin-event-door"),
    path(
        "admin/events/<int:event_id>/door-passes",
        door_api.AdminDoorPassesView.as_view(),
        name="admin-event-door-passes",
    ),
    path("admin/door-passes/<int:door_pass_id>", door_api.AdminDoorPassView.as_view(), name="admin-door-pass"),
    path("door/<str:token>", door_api.DoorPassOpenView.as_view(), name="door-pass-open"),
]
