from django.apps import AppConfig


class EventsConfig(AppConfig):
    name = "events"

    def ready(self) -> None:
        from events.selectors import featured_image_paths
        from uploads.services import image_paths_in_use_register

        image_paths_in_use_register(featured_image_paths)
