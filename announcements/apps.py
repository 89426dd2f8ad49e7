from django.apps import AppConfig


class AnnouncementsConfig(AppConfig):
    """Announcements to the families who asked for them: written in English and
    Bengali, to everyone, the year's members, an event's guests or its
    volunteers, sent now or at a time by the task worker, each with its
    one-click unsubscribe."""

    name = "announcements"
