from django.contrib import admin

from contact.models import ContactMessage


@admin.register(ContactMessage)
class ContactMessageAdmin(admin.ModelAdmin):
    list_display = ["created_at", "first_name", "last_name", "email", "subject", "forwarded", "handled"]
    list_filter = ["handled", "subject", "forwarded", "created_at"]
    search_fields = ["first_name", "last_name", "email", "message"]
    readonly_fields = ["first_name", "last_name", "email", "subject", "message", "created_at", "forwarded"]
    date_hierarchy = "created_at"

    def has_add_permission(self, request) -> bool:
        return False
