from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from contact import services
from contact.models import ContactMessage
from core.admin import ServiceAdmin


@admin.register(ContactMessage)
class ContactMessageAdmin(ServiceAdmin):
    list_display = ["created_at", "first_name", "last_name", "email", "subject", "forwarded", "handled"]
    list_filter = ["handled", "subject", "forwarded", "created_at"]
    search_fields = ["first_name", "last_name", "email", "message"]
    readonly_fields = ["first_name", "last_name", "email", "subject", "message", "created_at", "forwarded"]
    date_hierarchy = "created_at"
    actions = ["mark_handled", "mark_unhandled"]

    def has_add_permission(self, request) -> bool:
        return False

    def save_model(self, request, obj: ContactMessage, form, change) -> None:
        services.contact_message_mark(
            message=obj, handled=form.cleaned_data["handled"], actor=request.user.get_username()
        )

    def delete_model(self, request, obj: ContactMessage) -> None:
        services.contact_message_delete(message=obj, actor=request.user.get_username())

    @admin.action(description=_("Mark the selected messages handled"))
    def mark_handled(self, request, queryset) -> None:
        self.each(
            request,
            queryset,
            lambda message, actor: services.contact_message_mark(message=message, handled=True, actor=actor),
            keyword="message",
            done=_("Marked handled"),
        )

    @admin.action(description=_("Mark the selected messages not handled"))
    def mark_unhandled(self, request, queryset) -> None:
        self.each(
            request,
            queryset,
            lambda message, actor: services.contact_message_mark(message=message, handled=False, actor=actor),
            keyword="message",
            done=_("Marked not handled"),
        )
