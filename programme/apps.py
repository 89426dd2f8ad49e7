from django.apps import AppConfig


class ProgrammeConfig(AppConfig):
    name = "programme"

    def ready(self) -> None:
        from programme.selectors import track_paths
        from uploads.services import image_paths_in_use_register

        # A track an act still names is never purged as unused.
        image_paths_in_use_register(track_paths)
