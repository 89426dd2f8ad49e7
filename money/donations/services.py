"""Gifts pledged on the Donate page: the pledge and its email, what a gift
has been paid, and a donor taken out of the pledges."""

from django.db import transaction
from django.utils import translation
from django.utils.translation import gettext_lazy as _

from core import language as languages
from core.emails import email_key
from core.money import DONATION_PREFIX, new_reference
from core.text import ANONYMOUS_NAME
from mailing.services import send_email
from money.models import Donation
from sitesettings.selectors import site_settings_get

# What a gift is for, as the donor's email names it.
PURPOSE_LABELS = {
    Donation.Purpose.GENERAL: _("general support"),
    Donation.Purpose.PUJA: _("the puja"),
    Donation.Purpose.SPONSORSHIP: _("sponsorship"),
    Donation.Purpose.BUILDING: _("the building fund"),
    Donation.Purpose.OTHER: _("other"),
}


def _donation_reference() -> str:
    return new_reference(
        DONATION_PREFIX, taken=lambda reference: Donation.objects.filter(payment_reference=reference).exists()
    )


@transaction.atomic
def donation_create(
    *,
    full_name: str,
    email: str,
    amount: int,
    purpose: str = Donation.Purpose.GENERAL,
    note: str = "",
    anonymous: bool = False,
    language: str = languages.ENGLISH,
) -> Donation:
    """A gift pledged on the Donate page, with the reference the donor writes
    in the memo; the donor is emailed the amount, the reference and how to pay,
    in the language they pledged in."""
    donation = Donation(
        full_name=full_name,
        email=email,
        amount=amount,
        purpose=purpose,
        note=note,
        anonymous=anonymous,
        language=language,
        payment_reference=_donation_reference(),
    )
    donation.full_clean()
    donation.save()
    site = site_settings_get()
    with translation.override(donation.language):
        send_email(
            template="donation_pledged",
            to=[donation.email],
            reply_to=[site.contact_email],
            context={
                "donation": donation,
                "purpose": str(PURPOSE_LABELS[donation.purpose]),
                "payment_instructions": languages.written(site, "payment_instructions"),
            },
        )
    return donation


@transaction.atomic
def donations_anonymise(*, email: str) -> int:
    """Take the donor out of the address's pledges, as a deleted family's past
    registrations are: the name becomes "Deleted family", the address and the
    note (a dedication, "in memory of ...") go, and the gift is no longer to be
    named in thanks; the amount, purpose, payment reference and what was paid
    stay for the books. Harmless twice. Returns how many were anonymised."""
    email = email.strip()
    if not email:
        return 0
    return Donation.objects.filter(email_key=email_key(email)).update(
        full_name=ANONYMOUS_NAME, email="", note="", anonymous=True
    )
