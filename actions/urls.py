from django.urls import path

from actions import admin_api, api

urlpatterns = [
    path("events", api.EventListView.as_view(), name="events"),
    path("events/featured", api.FeaturedEventView.as_view(), name="events-featured"),
    path("events/<int:event_id>", api.EventDetailView.as_view(), name="event-detail"),
    path("admin/events", api.AdminEventListView.as_view(), name="admin-events"),
    path("admin/events/<int:event_id>", api.AdminEventDetailView.as_view(), name="admin-event-detail"),
    path("admin/activity", admin_api.AdminActivityView.as_view(), name="admin-activity"),
    path("admin/search", admin_api.AdminSearchView.as_view(), name="admin-search"),
    path(
        "admin/events/<int:event_id>/souvenir.pdf",
        admin_api.AdminSouvenirPdfView.as_view(),
        name="admin-event-souvenir-pdf",
    ),
]
