from datetime import date

from django.db.models import F, QuerySet

from membership.models import Membership, MembershipTier
from membership.years import membership_year
from sitesettings.selectors import site_settings_get


def start_month() -> int:
    return site_settings_get().membership_year_start_month


def active_tiers() -> QuerySet[MembershipTier]:
    return MembershipTier.objects.filter(active=True).order_by("amount", "name", "id")


def family_is_member(email: str, on: date) -> bool:
    """Whether this address holds a membership, paid in full, for the
    membership year that `on` falls in."""
    year = membership_year(on, start_month=start_month())
    return Membership.objects.filter(email__iexact=email, year=year, amount_paid__gte=F("amount_due")).exists()
