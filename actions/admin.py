import re

from django import forms
from django.contrib import admin
from django.db.models import Count, Sum
from django.utils.translation import gettext_lazy as _

from actions import events as event_actions
from core.admin import ServiceAdmin
from events import services
from events.models import Event
from events.public import PROGRAMME_START


class EventForm(forms.ModelForm):
    def clean_programme_start(self) -> str:
        """The API's rule (HH:MM on a 24-hour clock, or empty), so the acts' times can be worked out."""
        value = self.cleaned_data["programme_start"].strip()
        if value and not re.fullmatch(PROGRAMME_START, value):
            raise forms.ValidationError("Enter the programme's start as HH:MM (24-hour), or leave it empty.")
        return value


@admin.register(Event)
class EventAdmin(ServiceAdmin):
    """Saved and deleted through the event services, and changed through the
    same action as the organisers' API (so it is registered here, above the
    apps that action joins): a capacity below the confirmed guests is
    refused, more seats promote the waiting list, and each change is in the
    activity log."""

    form = EventForm
    list_display = [
        "title",
        "date",
        "time",
        "venue",
        "registration_open",
        "registration_count",
        "guest_total",
    ]
    list_filter = ["registration_open", "date"]
    search_fields = ["title", "venue", "address", "description"]
    date_hierarchy = "date"
    ordering = ["-date"]
    fieldsets = [
        (
            None,
            {
                "fields": [
                    "title",
                    "title_bn",
                    "description",
                    "description_bn",
                    "date",
                    "time",
                    "venue",
                    "address",
                    "featured_image",
                ]
            },
        ),
        (_("Registration"), {"fields": ["registration_open", "capacity", "meals_served"]}),
        (
            _("Cultural programme"),
            {
                "fields": [
                    "programme_open",
                    "programme_deadline",
                    "programme_published",
                    "programme_start",
                    "programme_gap_minutes",
                ],
                "description": _("Start as HH:MM (24-hour), or empty. Publishing emails each accepted act its time."),
            },
        ),
        (
            _("Details (JSON lists)"),
            {
                "fields": ["highlights", "schedule", "what_to_bring", "sponsors"],
                "description": 'Highlights and what to bring: ["Food", "Music"]. '
                'Schedule: [{"time": "5:00 PM", "activity": "Aarti", "description": ""}]. '
                'Sponsors: [{"name": "...", "benefits": "..."}].',
            },
        ),
    ]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(_registration_count=Count("registrations"), _guest_total=Sum("registrations__guest_count"))
        )

    @admin.display(description=_("Registrations"), ordering="_registration_count")
    def registration_count(self, event: Event) -> int:
        return event._registration_count

    @admin.display(description=_("Guests"), ordering="_guest_total")
    def guest_total(self, event: Event) -> int:
        return event._guest_total or 0

    def save_model(self, request, obj: Event, form, change) -> None:
        actor = request.user.get_username()
        if change:
            event_actions.event_update(
                event=obj, actor=actor, **{name: form.cleaned_data[name] for name in form.changed_data}
            )
        else:
            obj.pk = services.event_create(actor=actor, **form.cleaned_data).pk
        obj.refresh_from_db()

    def delete_model(self, request, obj: Event) -> None:
        services.event_delete(event=obj, actor=request.user.get_username())
