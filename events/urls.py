from django.urls import path

from events import calendar_api

# The other event endpoints show seat counts or change the event through an
# action, so they sit above this app: actions/urls.py.
urlpatterns = [
    path("events/<int:event_id>/calendar.ics", calendar_api.EventCalendarView.as_view(), name="event-calendar"),
]
