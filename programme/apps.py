from django.apps import AppConfig


class ProgrammeConfig(AppConfig):
    name = "programme"

    def ready(self) -> None:
        from events.signals import event_programme_changed
        from programme.selectors import track_paths
        from programme.services import programme_event_changed
        from uploads.services import image_paths_in_use_register

        # A track an act still names is never purged as unused.
        image_paths_in_use_register(track_paths)

        def follow_event(sender, *, event, changes, **kwargs) -> None:
            programme_event_changed(event=event, changes=changes)

        event_programme_changed.connect(follow_event, weak=False, dispatch_uid="programme.follow_event")
