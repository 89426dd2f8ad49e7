from django.dispatch import Signal

# Sent (inside the saving transaction) when an event's seats may have grown, so
# the app that keeps the waiting list can give them out. Argument: event.
event_seats_changed = Signal()
