from django.urls import path

from contact import api

urlpatterns = [
    path("contact", api.ContactView.as_view(), name="contact"),
]
