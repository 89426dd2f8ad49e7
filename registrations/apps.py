from django.apps import AppConfig


class RegistrationsConfig(AppConfig):
    name = "registrations"

    def ready(self) -> None:
        from events.signals import event_seats_changed
        from registrations.services import promote_waiting

        def give_out_seats(sender, *, event, **kwargs) -> None:
            promote_waiting(event=event)

        event_seats_changed.connect(give_out_seats, weak=False, dispatch_uid="registrations.promote_waiting")
