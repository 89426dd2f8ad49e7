"""Receipts that count for the payer's taxes, as PDF: one per payment, and a
year's statement of an address's donations.

Each is written in the payer's language. The text is set in the faces the site
bundles (Inter, with Noto Sans Bengali for Bengali letters, chosen per
character by fpdf2's fallback) and shaped by HarfBuzz, so a Bengali name's
conjuncts and vowel signs join as they do in the browser, and a PDF reader
extracts the name as it was typed.
"""

import hashlib
import logging
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext, gettext_noop
from django.utils.translation import gettext_lazy as _
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fpdf import FPDF
from fpdf.enums import XPos, YPos

from core import language
from core.dates import local_today, long_date
from core.money import dollars
from ledger.models import Payment
from membership.models import Membership
from membership.years import year_label
from money.models import Donation
from money.payments.payables import payable_of
from money.receipts.selectors import donation_payments
from registrations.models import Registration
from sitesettings.selectors import site_settings_get
from sponsors.models import Sponsor

# The woff2 files the share cards are drawn with (sharing/fonts): read as
# files, not imported, so money does not depend on the sharing app.
FONTS = settings.BASE_DIR / "sharing" / "fonts"
FACES = {
    "Inter": FONTS / "Inter-latin-wght.woff2",
    "InterExt": FONTS / "Inter-latin-ext-wght.woff2",
    "Bengali": FONTS / "NotoSansBengali-bengali-wght.woff2",
}
WEIGHTS = {"": 400, "B": 700}
# Cutting a weight out of a variable face takes about a second; it is done
# once and kept, for every process, beside the other temporary files (the
# image's build does it: fonts_prepare).
STATIC_FONTS = Path(tempfile.gettempdir()) / "cultural-site-receipt-fonts"

logger = logging.getLogger(__name__)
# fontTools tells of every table it cuts, at INFO, on each receipt.
logging.getLogger("fontTools").setLevel(logging.WARNING)

# Words the IRS asks a receipt for a gift to carry (Publication 1771). Kept in
# English on every receipt, a Bengali one too (with their translation below):
# the tax preparer reads them.
NO_GOODS_OR_SERVICES = gettext_noop("No goods or services were provided in exchange for this contribution.")
# A payment that buys something (a sponsorship's dinner passes, coupons): what
# was received, its fair market value, and that only the rest is deductible.
GOODS_RECEIVED = gettext_noop(
    "In exchange for this contribution you received %(goods)s, with an estimated fair market value of "
    "%(value)s. Only the amount of your contribution above that value (%(deductible)s of %(amount)s) is "
    "deductible for federal income tax purposes."
)
GOODS_UNNAMED = gettext_noop("goods and services")
NO_GOODS_FOR_THE_REST = gettext_noop(
    "No goods or services were provided in exchange for the other contributions on this statement."
)

METHODS = {
    Payment.Method.ZELLE: _("Zelle"),
    Payment.Method.VENMO: _("Venmo"),
    Payment.Method.CASH: _("Cash"),
    Payment.Method.CHECK: _("Check"),
    Payment.Method.CARD: _("Card"),
    Payment.Method.BANK: _("Bank transfer"),
    Payment.Method.OTHER: _("Other"),
}

PURPOSES = {
    Donation.Purpose.GENERAL: _("General fund"),
    Donation.Purpose.PUJA: _("Puja"),
    Donation.Purpose.SPONSORSHIP: _("Sponsorship"),
    Donation.Purpose.BUILDING: _("Building fund"),
    Donation.Purpose.OTHER: _("Other"),
}

# What counts for the payer's taxes: a gift, and a sponsorship (less what it bought).
GIFT_KINDS = (Payment.Kind.DONATION, Payment.Kind.SPONSORSHIP)

INK = (45, 12, 12)
MUTED = (107, 45, 35)
RULE = (236, 217, 188)
VOID_RED = (185, 28, 28)
LABEL_WIDTH = 48


def receipt_filename(payment: Payment) -> str:
    return f"receipt-{payment.receipt_number}.pdf"


def statement_filename(year: int) -> str:
    return f"donations-{year}.pdf"


def paid_for(payment: Payment, *, start_month: int | None = None) -> str:
    """What the payment was for, as the payer knows it. `start_month`, the
    membership year's, is read from the settings when not given."""
    payable = payable_of(payment)
    if isinstance(payable, Registration):
        return language.written(payable.event, "title")
    if isinstance(payable, Membership):
        month = start_month or site_settings_get().membership_year_start_month
        label = year_label(payable.year, start_month=month)
        return gettext("Membership %(year)s: %(tier)s") % {"year": language.digits(label), "tier": payable.tier.name}
    if isinstance(payable, Donation):
        return gettext("Donation: %(purpose)s") % {"purpose": PURPOSES[payable.purpose]}
    if isinstance(payable, Sponsor):
        return gettext("Sponsorship: %(name)s, %(event)s") % {
            "name": payable.sponsorship.name,
            "event": language.written(payable.event, "title"),
        }
    # The registration or membership was deleted since; the books keep the payment.
    return {
        Payment.Kind.REGISTRATION: gettext("Event registration"),
        Payment.Kind.MEMBERSHIP: gettext("Membership"),
        Payment.Kind.DONATION: gettext("Donation"),
        Payment.Kind.SPONSORSHIP: gettext("Sponsorship"),
    }[payment.kind]


def goods_sentence(sponsor: Sponsor, *, translated: bool) -> str:
    """What a sponsor received for the gift and its value, and the deductible
    rest (IRS Publication 1771): in English, or in the active language."""
    words = {
        "goods": sponsor.goods or (gettext(GOODS_UNNAMED) if translated else GOODS_UNNAMED),
        "value": dollars(sponsor.goods_value),
        "deductible": dollars(max(sponsor.amount_due - sponsor.goods_value, 0)),
        "amount": dollars(sponsor.amount_due),
    }
    return (gettext(GOODS_RECEIVED) if translated else GOODS_RECEIVED) % words


def _tax_words(document: "_Document", payment: Payment) -> None:
    """The IRS's words for a gift: the goods received and the deductible rest
    when a sponsorship bought something, else that nothing was. In English on
    every receipt (the tax preparer reads them), and in the payer's language too."""
    payable = payable_of(payment)
    if isinstance(payable, Sponsor) and payable.goods_value > 0:
        document.note(goods_sentence(payable, translated=False), bold=True)
        if language.current() != language.ENGLISH:
            document.note(goods_sentence(payable, translated=True))
    else:
        document.note(NO_GOODS_OR_SERVICES, bold=True)
        if language.current() != language.ENGLISH:
            document.note(gettext(NO_GOODS_OR_SERVICES))
    document.ln(3)


def _static_font(source: Path, weight: int) -> Path | None:
    """One weight of a variable woff2 face, as a static TrueType file, named
    for the face's content so an updated face is cut again. None when the
    folder cannot be written (the face is then cut for each receipt)."""
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:12]
    path = STATIC_FONTS / f"{source.stem}-{weight}-{digest}.ttf"
    if path.exists():
        return path
    font = TTFont(source)
    instancer.instantiateVariableFont(font, {"wght": weight}, inplace=True, static=True)
    font.flavor = None
    # Written aside and renamed, so another process never reads half a file.
    partial = path.with_suffix(f".{os.getpid()}.partial")
    try:
        STATIC_FONTS.mkdir(parents=True, exist_ok=True)
        font.save(partial)
        os.replace(partial, path)
    except OSError:
        logger.warning("Could not keep the receipts' fonts in %s; cutting them for each receipt", STATIC_FONTS)
        return None
    return path


def fonts_prepare() -> None:
    """Cut every face's weights now (the image's build does), not on the first receipt."""
    for source in FACES.values():
        for weight in WEIGHTS.values():
            _static_font(source, weight)


class _NoText(int):
    """A character written as nothing at all, for the ToUnicode map."""

    def __format__(self, spec: str) -> str:
        return ""


def _map_unmapped_glyphs_to_no_text(document: FPDF) -> None:
    """HarfBuzz draws some Bengali clusters in several glyphs (the vowel sign
    of "নি" before the consonant it follows); fpdf2 gives the cluster's letters
    to the first glyph and leaves the others out of the ToUnicode map, so a
    reader extracts their raw codes ("অনি\x03তা"). Mapped to no text, as
    WeasyPrint maps them, the name copies and searches as it was typed."""
    for font in document.fonts.values():
        for glyph, _code in font.subset.items():
            if glyph is not None and glyph.unicode == ():
                glyph.unicode = (_NoText(0),)


class ShapedPDF(FPDF):
    """A PDF with the site's faces loaded and HarfBuzz shaping on, so Bengali
    joins and extracts as typed: the receipts' and the souvenir's base."""

    def __init__(self, *, page_format: str | tuple[float, float] = "Letter") -> None:
        super().__init__(format=page_format)
        for family, source in FACES.items():
            for style, weight in WEIGHTS.items():
                static = _static_font(source, weight)
                if static is None:
                    self.add_font(family, style, source, variations={"wght": weight})
                else:
                    self.add_font(family, style, static)
        self.set_fallback_fonts(["InterExt", "Bengali"])
        self.set_text_shaping(True)
        self.set_creator("")
        self.set_lang(language.current())

    def _render_styled_text_line(self, *args, **kwargs):
        # fpdf2 2.8 sets a line's font inside the line's own q/Q when the line
        # starts in a fallback face ("মোট"), then takes the font as set for the
        # page: the next line is drawn in no font at all. Setting it for the
        # page first, as a line starting in Latin letters does, keeps it.
        if self.page and self.current_font is not None and not self.current_font_is_set_on_page:
            self._out(self._set_font_for_page(self.current_font, self.font_size_pt))
        return super()._render_styled_text_line(*args, **kwargs)

    def pdf(self) -> bytes:
        _map_unmapped_glyphs_to_no_text(self)
        return bytes(self.output())


class _Document(ShapedPDF):
    """A US Letter page with the site's faces loaded and the organisation's
    name, tax id and address at the top."""

    def __init__(self) -> None:
        super().__init__(page_format="Letter")
        self.set_margins(22, 20, 22)
        # Text starts where the rules do.
        self.c_margin = 0
        self.set_auto_page_break(True, margin=20)
        self.add_page()

    def text_style(self, size: float, *, bold: bool = False, color: tuple[int, int, int] = INK) -> None:
        self.set_font("Inter", "B" if bold else "", size)
        self.set_text_color(*color)

    def line_of(self, text: str, *, height: float = 6, align: str = "L") -> None:
        self.multi_cell(0, height, text, align=align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    def rule(self, gap: float = 5) -> None:
        self.ln(gap)
        self.set_draw_color(*RULE)
        self.set_line_width(0.4)
        self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
        self.ln(gap)

    def letterhead(self) -> None:
        site = site_settings_get()
        self.set_title(site.legal_name or site.group_name)
        self.text_style(17, bold=True)
        self.line_of(site.legal_name or site.group_name, height=8)
        self.text_style(10, color=MUTED)
        if site.ein:
            self.line_of(gettext("EIN %(ein)s") % {"ein": site.ein}, height=5)
        for line in site.mailing_address.splitlines():
            if line.strip():
                self.line_of(line.strip(), height=5)
        self.rule()

    def heading(self, title: str, details: Sequence[str]) -> None:
        top = self.get_y()
        self.text_style(22, bold=True)
        self.cell(0, 11, title)
        self.set_xy(self.l_margin, top + 1)
        self.text_style(10, color=MUTED)
        for detail in details:
            self.cell(0, 5, detail, align="R", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.set_y(max(self.get_y(), top + 11))
        self.ln(4)

    def field(self, label: str, value: str, *, bold: bool = False) -> None:
        top = self.get_y()
        self.text_style(10, color=MUTED)
        self.multi_cell(LABEL_WIDTH, 7, label, align="L", new_x=XPos.RIGHT, new_y=YPos.TOP)
        self.text_style(12, bold=bold)
        self.multi_cell(0, 7, value, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.set_y(max(self.get_y(), top + 7) + 1.5)

    def note(self, text: str, *, bold: bool = False) -> None:
        self.text_style(10.5, bold=bold)
        self.line_of(text, height=5.5)


def _refused(document: _Document, payment: Payment) -> None:
    document.set_fill_color(254, 226, 226)
    document.set_draw_color(*VOID_RED)
    document.text_style(16, bold=True, color=VOID_RED)
    document.cell(0, 11, gettext("VOID"), border=1, align="C", fill=True, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    document.ln(2)
    document.text_style(10, color=VOID_RED)
    document.line_of(gettext("This payment was voided and this receipt is not valid."), height=5)
    if payment.void_reason:
        document.line_of(gettext("Reason: %(reason)s") % {"reason": payment.void_reason}, height=5)
    document.ln(4)


def receipt_pdf(payment: Payment) -> bytes:
    """The receipt for one payment (a refund says so; a voided one says VOID),
    in the payer's language."""
    with translation.override(payment.language):
        document = _Document()
        document.letterhead()
        document.heading(
            gettext("Receipt"),
            [
                gettext("No. %(number)s") % {"number": payment.receipt_number},
                long_date(payment.received_on),
            ],
        )
        if payment.voided:
            _refused(document, payment)
        refund = payment.amount < 0
        document.field(gettext("Refunded to") if refund else gettext("Received from"), payment.payer_name, bold=True)
        if payment.payer_email:
            document.field(gettext("Email"), payment.payer_email)
        document.field(
            gettext("Amount refunded") if refund else gettext("Amount received"),
            dollars(abs(payment.amount)),
            bold=True,
        )
        document.field(gettext("For"), paid_for(payment))
        document.field(gettext("Date received"), long_date(payment.received_on))
        document.field(gettext("Method"), str(METHODS[payment.method]))
        if payment.reference:
            document.field(gettext("Reference"), payment.reference)
        document.rule()
        if payment.kind in GIFT_KINDS and not refund:
            _tax_words(document, payment)
        document.note(gettext("Thank you. Please keep this receipt for your records."))
        return document.pdf()


def _statement_row(document: _Document, cells: Sequence[str], widths: Sequence[float], *, bold: bool) -> None:
    document.text_style(10.5, bold=bold)
    for index, (text, width) in enumerate(zip(cells, widths, strict=True)):
        document.cell(width, 8, text, align="R" if index == len(cells) - 1 else "L")
    document.ln(8)


def _statement_tax_words(document: "_Document", payments: Sequence[Payment]) -> None:
    """Each sponsorship that bought something, with its goods and the deductible
    rest; then that nothing was given for the rest (or for all)."""
    sponsors: dict[int, Sponsor] = {}
    for payment in payments:
        payable = payable_of(payment)
        if isinstance(payable, Sponsor) and payable.goods_value > 0:
            sponsors.setdefault(payable.pk, payable)
    if not sponsors:
        document.note(NO_GOODS_OR_SERVICES, bold=True)
        if language.current() != language.ENGLISH:
            document.note(gettext(NO_GOODS_OR_SERVICES))
        document.ln(3)
        return
    for sponsor in sponsors.values():
        document.note(goods_sentence(sponsor, translated=False), bold=True)
        if language.current() != language.ENGLISH:
            document.note(goods_sentence(sponsor, translated=True))
        document.ln(2)
    document.note(NO_GOODS_FOR_THE_REST, bold=True)
    if language.current() != language.ENGLISH:
        document.note(gettext(NO_GOODS_FOR_THE_REST))
    document.ln(3)


def statement_pdf(email: str, year: int) -> bytes | None:
    """One statement of the address's gifts received in `year`: each receipt's
    number, date and amount, and the total, with the IRS's words; in the
    language and name of its latest gift. None when it gave nothing that year."""
    payments = donation_payments(email=email, year=year)
    if not payments:
        return None
    latest = payments[-1]
    with translation.override(latest.language):
        document = _Document()
        document.letterhead()
        document.heading(
            gettext("Donations in %(year)s") % {"year": language.number(year)},
            [gettext("Statement of %(date)s") % {"date": long_date(local_today())}],
        )
        document.field(gettext("Donor"), latest.payer_name, bold=True)
        document.field(gettext("Email"), latest.payer_email)
        document.ln(3)
        usable = document.w - document.l_margin - document.r_margin
        widths = (45, usable - 45 - 40, 40)
        _statement_row(document, [gettext("Receipt"), gettext("Date received"), gettext("Amount")], widths, bold=True)
        document.set_draw_color(*RULE)
        document.line(document.l_margin, document.get_y(), document.w - document.r_margin, document.get_y())
        for payment in payments:
            _statement_row(
                document,
                [payment.receipt_number, long_date(payment.received_on), dollars(payment.amount)],
                widths,
                bold=False,
            )
        document.line(document.l_margin, document.get_y(), document.w - document.r_margin, document.get_y())
        _statement_row(
            document, [gettext("Total"), "", dollars(sum(payment.amount for payment in payments))], widths, bold=True
        )
        document.rule()
        _statement_tax_words(document, payments)
        document.note(gettext("Thank you for your generosity. Please keep this statement for your tax records."))
        return document.pdf()
