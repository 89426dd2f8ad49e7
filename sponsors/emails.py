"""The emails a sponsor and a souvenir's contributor get, each in the language
they wrote in and with its manage link; queued when the transaction commits."""

from urllib.parse import urlencode

from django.conf import settings
from django.utils import translation

from core import language
from core.manage_links import SOUVENIR_CONTRIBUTION, SPONSOR, manage_token
from events.models import Sponsorship
from mailing.services import send_email
from sitesettings.selectors import site_settings_get
from sponsors.models import Contribution, Sponsor


def sponsor_link(sponsor: Sponsor) -> str:
    """The sponsor's page: what is owed and how to pay, and an ad's artwork."""
    query = urlencode({"token": manage_token(SPONSOR, sponsor.pk)})
    return language.site_link(f"{settings.SITE_URL}/sponsors/{sponsor.pk}?{query}", language=sponsor.language)


def contribution_link(contribution: Contribution) -> str:
    query = urlencode({"token": manage_token(SOUVENIR_CONTRIBUTION, contribution.pk)})
    return language.site_link(f"{settings.SITE_URL}/souvenir/{contribution.pk}?{query}", language=contribution.language)


def _send_to_sponsor(sponsor: Sponsor, template: str, **context) -> None:
    site = site_settings_get()
    with translation.override(sponsor.language):
        send_email(
            template=template,
            to=[sponsor.email],
            reply_to=[site.contact_email],
            context={
                "sponsor": sponsor,
                "event": sponsor.event,
                "manage_link": sponsor_link(sponsor),
                "is_ad": sponsor.sponsorship.kind == Sponsorship.Kind.AD,
                "payment_instructions": language.written(site, "payment_instructions"),
                **context,
            },
        )


def send_taken(sponsor: Sponsor) -> None:
    """The amount, the SP- reference, how to pay and the sponsor's link; also
    what someone gets who opens the sponsorship without its link."""
    _send_to_sponsor(sponsor, "sponsor_taken")


def send_review(sponsor: Sponsor, *, note: str) -> None:
    """The organisers approved the ad's artwork, or ask for changes, with their note."""
    _send_to_sponsor(sponsor, "sponsor_review", approved=sponsor.status == Sponsor.Status.APPROVED, note=note)


def send_contribution_received(contribution: Contribution) -> None:
    if not contribution.email:
        return
    with translation.override(contribution.language):
        send_email(
            template="souvenir_received",
            to=[contribution.email],
            reply_to=[site_settings_get().contact_email],
            context={
                "contribution": contribution,
                "event": contribution.event,
                "manage_link": contribution_link(contribution),
            },
        )
