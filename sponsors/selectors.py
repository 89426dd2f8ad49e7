"""Reads of an event's sponsors and souvenir."""

from django.db.models import Case, F, IntegerField, Prefetch, QuerySet, Value, When

from events.models import Event, Sponsorship
from sponsors.models import Contribution, Sponsor, SponsorReview


def sponsor_get(*, sponsor_id: int) -> Sponsor | None:
    return Sponsor.objects.select_related("sponsorship", "event").filter(pk=sponsor_id).first()


def contribution_get(*, contribution_id: int) -> Contribution | None:
    return Contribution.objects.filter(pk=contribution_id).first()


_KIND_ORDER = Case(
    When(sponsorship__kind=Sponsorship.Kind.PACKAGE, then=Value(0)),
    When(sponsorship__kind=Sponsorship.Kind.ITEM, then=Value(1)),
    default=Value(2),
    output_field=IntegerField(),
)


def sponsor_wall(*, event: Event) -> QuerySet[Sponsor]:
    """The sponsors thanked in public: paid in full and agreeing to be named;
    packages first (the largest first), then items, then ads."""
    return (
        Sponsor.objects.filter(event=event, show_name=True, amount_paid__gte=F("amount_due"))
        .select_related("sponsorship")
        .annotate(kind_order=_KIND_ORDER)
        .order_by("kind_order", "-amount_due", "sponsorship__position", "created_at", "id")
    )


def event_sponsors(*, event: Event) -> QuerySet[Sponsor]:
    """Every sponsor of the event, for the organisers, with its reviews."""
    return (
        Sponsor.objects.filter(event=event)
        .select_related("sponsorship")
        .prefetch_related(Prefetch("reviews", queryset=SponsorReview.objects.order_by("created_at", "id")))
        .annotate(kind_order=_KIND_ORDER)
        .order_by("kind_order", "sponsorship__position", "created_at", "id")
    )


def approved_ads(*, event: Event) -> list[Sponsor]:
    """The ads approved for the souvenir, full pages first, then halves, then quarters."""
    size_order = Case(
        When(sponsorship__ad_size="full", then=Value(0)),
        When(sponsorship__ad_size="half", then=Value(1)),
        default=Value(2),
        output_field=IntegerField(),
    )
    return list(
        Sponsor.objects.filter(event=event, sponsorship__kind=Sponsorship.Kind.AD, status=Sponsor.Status.APPROVED)
        .select_related("sponsorship")
        .annotate(size_order=size_order)
        .order_by("size_order", "created_at", "id")
    )


def event_contributions(*, event: Event) -> QuerySet[Contribution]:
    return Contribution.objects.filter(event=event).order_by("created_at", "id")


def accepted_contributions(*, event: Event) -> list[Contribution]:
    return list(
        Contribution.objects.filter(event=event, status=Contribution.Status.ACCEPTED).order_by("created_at", "id")
    )
