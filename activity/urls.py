from django.urls import path

from activity import api

urlpatterns = [
    path("admin/activity", api.AdminActivityView.as_view(), name="admin-activity"),
]
