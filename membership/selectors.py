from datetime import date, timedelta

from django.db.models import Exists, F, OuterRef, QuerySet
from django.db.models.functions import Lower

from core.dates import local_today
from core.emails import email_key
from membership.models import Membership, MembershipTier
from membership.years import membership_year, year_end
from sitesettings.selectors import site_settings_get


def start_month() -> int:
    return site_settings_get().membership_year_start_month


def active_tiers() -> QuerySet[MembershipTier]:
    return MembershipTier.objects.filter(active=True).order_by("amount", "name", "id")


def family_is_member(email: str, on: date) -> bool:
    """Whether this address (by its key, core/emails.py) holds a membership,
    paid in full, for the membership year that `on` falls in."""
    year = membership_year(on, start_month=start_month())
    paid = Membership.objects.filter(email_key=email_key(email), year=year, amount_paid__gte=F("amount_due"))
    return paid.exists()


def tiers_all() -> QuerySet[MembershipTier]:
    return MembershipTier.objects.order_by("amount", "name", "id")


def tier_find(*, tier_id: int) -> MembershipTier | None:
    return MembershipTier.objects.filter(pk=tier_id).first()


def current_year() -> int:
    """The membership year today falls in."""
    return membership_year(local_today(), start_month=start_month())


def membership_roll(*, year: int) -> QuerySet[Membership]:
    """The year's memberships, by name."""
    return Membership.objects.filter(year=year).select_related("tier").order_by(Lower("name"), "id")


def memberships_of_email(*, email: str) -> QuerySet[Membership]:
    """An address's memberships, however its letters are written (by its key,
    core/emails.py), the newest year first."""
    return Membership.objects.filter(email_key=email_key(email)).select_related("tier").order_by("-year", "-id")


def renewals_due(*, today: date, days_before: int) -> QuerySet[Membership]:
    """The memberships to remind now: of the year ending within `days_before`
    days of `today`, paid in full, not reminded yet, their address without a
    membership of the next year."""
    month = start_month()
    year = membership_year(today, start_month=month)
    if year_end(year, start_month=month) > today + timedelta(days=days_before):
        return Membership.objects.none()
    renewed = Membership.objects.filter(year=year + 1, email_key=OuterRef("email_key"))
    return (
        Membership.objects.filter(year=year, renewal_sent_at__isnull=True, amount_paid__gte=F("amount_due"))
        # A deleted family's membership has no address to remind.
        .exclude(email="")
        .exclude(Exists(renewed))
        .select_related("tier")
        .order_by("pk")
    )
