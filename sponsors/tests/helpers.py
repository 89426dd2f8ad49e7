"""What the sponsors' tests share: an event with offers, and taking one."""

from typing import Any

from django.urls import reverse

from events.models import Event, Sponsorship
from events.tests.factories import EventFactory


def event_with_offers(**fields: Any) -> Event:
    event = EventFactory(title="Durga Puja", **fields)
    Sponsorship.objects.create(
        event=event,
        kind="package",
        name="Platinum",
        amount=200_000,
        benefits="4 dinner passes",
        fair_market_value=10_000,
        available=None,
        position=0,
    )
    Sponsorship.objects.create(
        event=event, kind="item", name="Flowers for Ashtami", amount=15_100, available=1, position=1
    )
    Sponsorship.objects.create(event=event, kind="ad", name="Quarter page", amount=5_000, ad_size="quarter", position=2)
    return event


def offer(event: Event, name: str) -> Sponsorship:
    return event.sponsorships.get(name=name)


def sponsor_body(sponsorship: Sponsorship, **overrides: Any) -> dict[str, Any]:
    return {
        "sponsorshipId": sponsorship.pk,
        "displayName": "Sweet Bengal",
        "contactName": "Anita Sen",
        "email": "anita@example.com",
        "phone": "209-555-0100",
        "showName": True,
        "note": "",
        **overrides,
    }


def take(client, sponsorship: Sponsorship, **overrides: Any):
    return client.post(
        reverse("event-sponsors", args=[sponsorship.event_id]), sponsor_body(sponsorship, **overrides), format="json"
    )
