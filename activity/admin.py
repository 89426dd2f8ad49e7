from django.contrib import admin

from activity.models import Entry


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    """Read only: the log is a record, not something to edit."""

    list_display = ["at", "actor", "action", "summary", "event_id"]
    list_filter = ["action", "actor", "target_type"]
    search_fields = ["summary", "actor", "action"]
    date_hierarchy = "at"
    readonly_fields = [field.name for field in Entry._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
