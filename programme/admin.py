from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from core.admin import ServiceAdmin
from programme import services
from programme.models import ProgrammeEntry


@admin.register(ProgrammeEntry)
class ProgrammeEntryAdmin(ServiceAdmin):
    """Acts come from the site's form; here volunteers read them and accept,
    decline or delete them through the services, so the running order, the
    times, the log and the emails follow."""

    list_display = ["title", "kind", "duration_minutes", "status", "position", "start_time", "contact_name", "event"]
    list_filter = ["status", "kind", "language", "event"]
    search_fields = ["title", "contact_name", "contact_email", "notes"]
    list_select_related = ["event"]
    ordering = ["event", "position", "created_at"]
    fields = [
        "event",
        "title",
        "kind",
        "performers",
        "child_names",
        "duration_minutes",
        "contact_name",
        "contact_email",
        "contact_phone",
        "notes",
        "track_path",
        "status",
        "decision_note",
        "position",
        "start_time",
        "language",
        "created_at",
        "updated_at",
    ]
    readonly_fields = fields
    actions = ["accept", "decline"]

    def has_add_permission(self, request) -> bool:
        return False

    def save_model(self, request, obj: ProgrammeEntry, form, change) -> None:
        # Nothing here is typed in: acts change through the actions.
        return

    def delete_model(self, request, obj: ProgrammeEntry) -> None:
        services.entry_delete(entry=obj, actor=request.user.get_username())

    @admin.action(description=_("Accept the selected acts (each goes to the end of the running order)"))
    def accept(self, request, queryset) -> None:
        self.each(
            request,
            queryset.order_by("created_at"),
            lambda entry, actor: services.entry_decide(entry=entry, status="accepted", actor=actor),
            keyword="entry",
            done=_("Accepted"),
        )

    @admin.action(description=_("Decline the selected acts (their contacts are emailed)"))
    def decline(self, request, queryset) -> None:
        self.each(
            request,
            queryset,
            lambda entry, actor: services.entry_decide(entry=entry, status="declined", actor=actor),
            keyword="entry",
            done=_("Declined"),
        )
