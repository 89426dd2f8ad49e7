"""What a party owes: its adults and children at the event's prices, at the
member prices when the family's membership covers the event."""

from datetime import date

from core.money import new_reference, reference_prefix
from events.models import Event
from membership.selectors import family_is_member
from registrations.models import Registration


def is_member(email: str, on: date) -> bool:
    """Whether the address's family holds a membership, paid in full, covering `on`."""
    return bool(email) and family_is_member(email, on)


def amount_due(*, event: Event, status: str, guest_count: int, children: int, member_rate: bool) -> int:
    """Cents a party owes: nothing unless confirmed, nothing for a free event."""
    prices = event.prices
    if status != Registration.Status.CONFIRMED or not prices:
        return 0
    adult, child = (prices["memberAdult"], prices["memberChild"]) if member_rate else (prices["adult"], prices["child"])
    return (guest_count - children) * adult + children * child


def registration_reference(event: Event) -> str:
    """A new payment reference for a registration to `event`: its initials and digits (DP-4821)."""
    return new_reference(reference_prefix(event.title), taken=reference_taken)


def reference_taken(reference: str) -> bool:
    return Registration.objects.filter(payment_reference=reference).exists()
