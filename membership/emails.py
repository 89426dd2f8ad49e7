"""The email this app sends: the reminder to renew before the membership year
turns, in the member's language, queued like every email."""

from django.conf import settings
from django.utils import translation

from core import language
from core.dates import long_date
from mailing.services import send_email
from membership.models import Membership
from membership.selectors import start_month
from membership.years import year_end, year_label
from sitesettings.selectors import site_settings_get


def family_link(membership: Membership) -> str:
    return language.site_link(f"{settings.SITE_URL}/family", language=membership.language)


def send_renewal(membership: Membership) -> None:
    month = start_month()
    with translation.override(membership.language):
        send_email(
            template="membership_renewal",
            to=[membership.email],
            reply_to=[site_settings_get().contact_email],
            context={
                "membership": membership,
                "year": language.digits(year_label(membership.year, start_month=month)),
                "next_year": language.digits(year_label(membership.year + 1, start_month=month)),
                "ends_on": long_date(year_end(membership.year, start_month=month)),
                "link": family_link(membership),
            },
        )
