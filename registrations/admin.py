from django.contrib import admin
from django.http import HttpResponse

from core.publiccache import EVENTS, ChangesPublicReads
from registrations.csv_export import registrations_csv
from registrations.models import Registration


@admin.register(Registration)
class RegistrationAdmin(ChangesPublicReads, admin.ModelAdmin):
    # Guests and status move an event's seats left and waiting list.
    public_scopes = (EVENTS,)
    list_display = ["full_name", "email", "phone", "guest_count", "status", "language", "event", "created_at"]
    list_filter = ["status", "language", "event", "created_at"]
    search_fields = ["full_name", "email", "phone", "notes"]
    list_select_related = ["event"]
    readonly_fields = ["created_at", "updated_at", "confirmation_sent_at", "cancelled_at", "reminder_sent_at"]
    date_hierarchy = "created_at"
    actions = ["export_csv"]

    @admin.action(description="Export selected registrations as CSV")
    def export_csv(self, request, queryset):
        response = HttpResponse(
            registrations_csv(queryset.prefetch_related("claims__slot").order_by("event__date", "created_at")),
            content_type="text/csv; charset=utf-8",
        )
        response["Content-Disposition"] = 'attachment; filename="registrations.csv"'
        return response
