from django import forms
from django.contrib import admin
from django.http import HttpResponse
from django.utils.translation import gettext_lazy as _

from core.admin import ServiceAdmin
from registrations import services
from registrations.csv_export import registrations_csv
from registrations.exceptions import PartyInvalid
from registrations.models import Registration

# What a volunteer may type on the change page; the update service checks the
# seats, promotes the waiting list and logs the change.
EDITABLE = [
    "full_name",
    "email",
    "phone",
    "guest_count",
    "children",
    "vegetarian_meals",
    "dietary_notes",
    "photo_consent",
    "notes",
]


# The API's names of the fields the party rules name, as the form calls them.
FORM_FIELDS = {"guestCount": "guest_count", "children": "children", "vegetarianMeals": "vegetarian_meals"}


class RegistrationForm(forms.ModelForm):
    def clean(self):
        """The party rules' own words beside the fields, where the database's
        check constraints would only name themselves; the service checks again."""
        cleaned = super().clean()
        numbers = {name: cleaned.get(name, getattr(self.instance, name)) for name in FORM_FIELDS.values()}
        if all(value is not None for value in numbers.values()):
            try:
                services.registration_party_check(**numbers)
            except PartyInvalid as refusal:
                for field, reasons in refusal.extra["errors"].items():
                    for reason in reasons:
                        self.add_error(FORM_FIELDS[field], reason)
        return cleaned


@admin.register(Registration)
class RegistrationAdmin(ServiceAdmin):
    """Registrations come from the site's form; here volunteers change a
    party's details, cancel, check in or promote, each through its service."""

    form = RegistrationForm
    list_display = ["full_name", "email", "phone", "guest_count", "status", "language", "event", "created_at"]
    list_filter = ["status", "language", "event", "created_at"]
    search_fields = ["full_name", "email", "phone", "notes"]
    list_select_related = ["event"]
    fields = [
        "event",
        *EDITABLE,
        "status",
        "language",
        "checked_in_at",
        "created_at",
        "updated_at",
        "confirmation_sent_at",
        "cancelled_at",
        "reminder_sent_at",
    ]
    # Status and check-in move only through the actions, so no seat is given
    # or taken without the waiting list, the log and the emails.
    readonly_fields = [name for name in fields if name not in EDITABLE]
    date_hierarchy = "created_at"
    actions = ["cancel", "check_in", "undo_check_in", "promote", "export_csv"]

    def has_add_permission(self, request) -> bool:
        return False

    def save_model(self, request, obj: Registration, form, change) -> None:
        services.registration_update_by_organiser(
            registration=obj,
            actor=request.user.get_username(),
            **{name: form.cleaned_data[name] for name in form.changed_data},
        )
        obj.refresh_from_db()

    def delete_model(self, request, obj: Registration) -> None:
        services.registration_delete(registration=obj, actor=request.user.get_username())

    @admin.action(description=_("Cancel the selected registrations (their seats go to the waiting list)"))
    def cancel(self, request, queryset) -> None:
        self.each(
            request,
            queryset,
            services.registration_cancel_by_organiser,
            keyword="registration",
            done=_("Cancelled"),
        )

    @admin.action(description=_("Check in the selected parties"))
    def check_in(self, request, queryset) -> None:
        self.each(request, queryset, services.registration_check_in, keyword="registration", done=_("Checked in"))

    @admin.action(description=_("Undo the check-in of the selected parties"))
    def undo_check_in(self, request, queryset) -> None:
        self.each(
            request, queryset, services.registration_check_in_undo, keyword="registration", done=_("Check-in undone")
        )

    @admin.action(description=_("Promote the selected waiting parties (when they fit)"))
    def promote(self, request, queryset) -> None:
        self.each(request, queryset, services.registration_promote, keyword="registration", done=_("Promoted"))

    @admin.action(description=_("Export selected registrations as CSV"))
    def export_csv(self, request, queryset):
        response = HttpResponse(
            registrations_csv(
                queryset.prefetch_related("claims__slot", "days", "day_check_ins__day").order_by(
                    "event__date", "created_at"
                )
            ),
            content_type="text/csv; charset=utf-8",
        )
        response["Content-Disposition"] = 'attachment; filename="registrations.csv"'
        return response
