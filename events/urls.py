from django.urls import path

from events import api, calendar_api

urlpatterns = [
    path("events", api.EventListView.as_view(), name="events"),
    path("events/featured", api.FeaturedEventView.as_view(), name="events-featured"),
    path("events/<int:event_id>", api.EventDetailView.as_view(), name="event-detail"),
    path("events/<int:event_id>/calendar.ics", calendar_api.EventCalendarView.as_view(), name="event-calendar"),
    path("admin/events", api.AdminEventListView.as_view(), name="admin-events"),
    path("admin/events/<int:event_id>", api.AdminEventDetailView.as_view(), name="admin-event-detail"),
]
