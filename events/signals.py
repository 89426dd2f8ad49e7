from django.dispatch import Signal

# Sent (inside the saving transaction) when an event's seats may have grown, so
# the app that keeps the waiting list can give them out. Argument: event.
event_seats_changed = Signal()

# Sent (inside the saving transaction) when an organiser changes an event's
# programme settings, so the app that keeps the programme can move its acts'
# times (a new start or gap) and tell each act its time when it is published.
# Arguments: event, changes ({"programme_...": [old, new]}).
event_programme_changed = Signal()
