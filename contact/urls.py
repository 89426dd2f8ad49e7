from django.urls import path

from contact import api

urlpatterns = [
    path("contact", api.ContactView.as_view(), name="contact"),
    path("admin/contact-messages", api.AdminContactMessagesView.as_view(), name="admin-contact-messages"),
    path(
        "admin/contact-messages/<int:message_id>",
        api.AdminContactMessageView.as_view(),
        name="admin-contact-message",
    ),
]
