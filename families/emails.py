"""The one email this app sends: the sign-in code, with a link that signs in
with one tap. Queued like every email (mailing.services.send_email), ahead of
the bulk: the visitor is waiting for it with the sign-in page open."""

from urllib.parse import urlencode

from django.conf import settings
from django.utils import translation

from core.language import site_link
from mailing.services import URGENT, send_email
from sitesettings.selectors import site_settings_get


def sign_in_link(*, email: str, code: str) -> str:
    """The family page with the address and the code in it: opening it signs
    in, in the language the code was asked for in (the active one)."""
    return site_link(f"{settings.SITE_URL}/family?{urlencode({'email': email, 'code': code})}")


def send_sign_in_code(*, email: str, code: str, minutes: int, language: str) -> None:
    """In the language the visitor used to ask for it, whether or not the
    address belongs to a family yet."""
    with translation.override(language):
        send_email(
            template="family_code",
            to=[email],
            reply_to=[site_settings_get().contact_email],
            context={"code": code, "link": sign_in_link(email=email, code=code), "minutes": minutes},
            # Before the confirmations of a registration rush, which may number thousands.
            priority=URGENT,
        )
