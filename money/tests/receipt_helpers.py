"""What the receipts' tests share: payable things made with the models
themselves, the settings a receipt prints, and a PDF's text as a reader
extracts it."""

import io
import unicodedata
from datetime import date
from itertools import count

from pypdf import PdfReader

from ledger.models import Payment
from membership.models import Membership, MembershipTier
from money.models import Donation
from money.payments.services import payment_record
from sitesettings.models import SiteSettings

_numbers = count(1000)

LEGAL_NAME = "Tracy Bengali Cultural Association Inc."
EIN = "12-3456789"


def receipt_settings(**changes) -> SiteSettings:
    site = SiteSettings.get_solo()
    site.legal_name = LEGAL_NAME
    site.ein = EIN
    site.mailing_address = "PO Box 123\nTracy, CA 95376"
    for name, value in changes.items():
        setattr(site, name, value)
    site.save()
    return site


def donation(**fields) -> Donation:
    values = {
        "full_name": "Anita Sen",
        "email": "anita@example.com",
        "amount": 10000,
        "purpose": Donation.Purpose.PUJA,
        "payment_reference": f"DN-{next(_numbers)}",
        **fields,
    }
    return Donation.objects.create(**values)


def membership(**fields) -> Membership:
    tier = MembershipTier.objects.create(name="Family", amount=5000)
    values = {
        "email": "anita@example.com",
        "name": "Anita Sen",
        "tier": tier,
        "year": 2026,
        "amount_due": 5000,
        "payment_reference": f"MB-{next(_numbers)}",
        **fields,
    }
    return Membership.objects.create(**values)


def donation_paid(amount: int = 10000, *, received_on: date = date(2026, 3, 14), **fields) -> Payment:
    gift = donation(amount=amount, **fields)
    return payment_record(kind="donation", target_id=gift.pk, amount=amount, method="zelle", received_on=received_on)


def pdf_text(pdf: bytes) -> str:
    """Every page's text, as a PDF reader (or a screen reader, or a search)
    extracts it, in Unicode's composed form."""
    assert pdf.startswith(b"%PDF-")
    reader = PdfReader(io.BytesIO(pdf))
    return unicodedata.normalize("NFC", "\n".join(page.extract_text() for page in reader.pages))


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)
