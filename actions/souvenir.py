"""The souvenir magazine (sharadiya patrika) as a PDF for the printer:
half-letter pages (5.5 by 8.5 inches) with a cover, the sponsors page, the
families' accepted stories, poems and drawings, the published programme,
and the approved ads by size (a full page each, halves two to a page,
quarters four to a page), each with its sponsor's name beneath (an ad sent
as a PDF drawn from its first page at 300 dpi at its printed size); every
page but the cover numbered. Written in the faces and with the shaping of the
receipts, so Bengali joins and extracts as it was typed."""

import io
import logging
from dataclasses import dataclass

from django.utils.translation import gettext
from fpdf.enums import XPos, YPos

from core import language
from core.dates import long_date
from events.models import Event, Sponsorship
from money.receipts.pdf import ShapedPDF
from programme.selectors import running_order
from sitesettings.selectors import site_settings_get
from sponsors import selectors
from sponsors.artwork import needed_pixels
from sponsors.models import Contribution, Sponsor
from uploads.pdf import first_page_picture
from uploads.services import served_key
from uploads.storage import image_storage

logger = logging.getLogger(__name__)

# Half letter, in millimetres.
PAGE = (139.7, 215.9)
MARGIN = 12
INK = (45, 12, 12)
MUTED = (107, 45, 35)
RULE = (236, 217, 188)
NAME_HEIGHT = 7


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float


def souvenir_filename(event: Event) -> str:
    return f"souvenir-{event.pk}.pdf"


class _Souvenir(ShapedPDF):
    def __init__(self, event: Event) -> None:
        super().__init__(page_format=PAGE)
        self.event = event
        self.set_margins(MARGIN, MARGIN, MARGIN)
        self.c_margin = 0
        self.set_auto_page_break(True, margin=MARGIN + 6)
        self.set_title(gettext("Souvenir: %(title)s") % {"title": language.written(event, "title")})

    def footer(self) -> None:
        if self.page_no() == 1:
            return
        self.set_y(-MARGIN)
        self.style(8, color=MUTED)
        self.cell(0, 5, language.number(self.page_no()), align="C")

    def style(self, size: float, *, bold: bool = False, color: tuple[int, int, int] = INK) -> None:
        self.set_font("Inter", "B" if bold else "", size)
        self.set_text_color(*color)

    def lines(self, text: str, *, height: float = 5, align: str = "L") -> None:
        self.multi_cell(0, height, text, align=align, new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    def heading(self, text: str) -> None:
        self.style(16, bold=True)
        self.lines(text, height=8)
        self.set_draw_color(*RULE)
        self.set_line_width(0.4)
        self.line(self.l_margin, self.get_y() + 1, self.w - self.r_margin, self.get_y() + 1)
        self.ln(5)

    def usable_width(self) -> float:
        return self.w - self.l_margin - self.r_margin


def _cover(document: _Souvenir, event: Event) -> None:
    site = site_settings_get()
    document.add_page()
    document.set_y(60)
    document.style(12, color=MUTED)
    document.lines(site.group_name, align="C")
    document.ln(6)
    document.style(24, bold=True)
    document.lines(event.title, height=11, align="C")
    if event.title_bn and event.title_bn != event.title:
        document.lines(event.title_bn, height=11, align="C")
    document.ln(6)
    document.style(14)
    document.lines(gettext("Souvenir"), height=7, align="C")
    document.ln(4)
    document.style(10, color=MUTED)
    document.lines(long_date(event.date), align="C")
    document.lines(event.venue, align="C")


def _sponsors_page(document: _Souvenir, sponsors: list[Sponsor]) -> None:
    document.add_page()
    document.heading(gettext("Our sponsors"))
    if not sponsors:
        document.style(10, color=MUTED)
        document.lines(gettext("With thanks to every family who made the festival possible."))
        return
    current = None
    for sponsor in sponsors:
        if sponsor.sponsorship.name != current:
            current = sponsor.sponsorship.name
            document.ln(2)
            document.style(10, bold=True, color=MUTED)
            document.lines(current)
        document.style(12)
        document.lines(sponsor.display_name, height=6)


def _picture(path: str):
    """A stored picture's bytes to draw, or None when it cannot be read."""
    key = served_key(path)
    if key is None:
        return None
    try:
        with image_storage().open(key, "rb") as stored:
            return stored.read()
    except OSError:
        logger.warning("The souvenir could not read %s", path)
        return None


def _draw_picture(document: _Souvenir, path: str, box: Box, *, ad_size: str | None = None) -> bool:
    """The picture drawn as large as fits the box, centred; whether it could
    be. An ad's PDF is drawn from its first page, rendered at 300 dpi at the
    ad's printed size (never more pixels, whatever the page's own size)."""
    data = _picture(path)
    if data is None:
        return False
    try:
        if path.endswith(".pdf"):
            if ad_size is None:
                return False
            max_width, max_height = needed_pixels(ad_size)
            picture = first_page_picture(data, max_width=max_width, max_height=max_height)
        else:
            picture = io.BytesIO(data)
        document.image(picture, x=box.x, y=box.y, w=box.w, h=box.h, keep_aspect_ratio=True)
    except Exception:
        logger.warning("The souvenir could not draw %s", path)
        return False
    return True


def _contribution(document: _Souvenir, contribution: Contribution) -> None:
    if document.get_y() > document.h * 0.6:
        document.add_page()
    document.style(14, bold=True)
    document.lines(contribution.title, height=7)
    document.style(10, color=MUTED)
    byline = contribution.author
    if contribution.child_age:
        byline = gettext("%(author)s, age %(age)s") % {
            "author": contribution.author,
            "age": language.number(contribution.child_age),
        }
    document.lines(byline)
    document.ln(3)
    if contribution.image_path:
        top = document.get_y()
        height = min(110, document.h - top - MARGIN - 10)
        if _draw_picture(
            document, contribution.image_path, Box(document.l_margin, top, document.usable_width(), height)
        ):
            document.set_y(top + height + 3)
    if contribution.text:
        document.style(11)
        align = "C" if contribution.kind == Contribution.Kind.POEM else "L"
        document.lines(contribution.text, height=5.5, align=align)
    document.ln(8)


def _contributions(document: _Souvenir, contributions: list[Contribution]) -> None:
    if not contributions:
        return
    document.add_page()
    document.heading(gettext("From our families"))
    for contribution in contributions:
        _contribution(document, contribution)


def _programme(document: _Souvenir, event: Event) -> None:
    if not event.programme_published:
        return
    acts = list(running_order(event=event))
    if not acts:
        return
    document.add_page()
    document.heading(gettext("Cultural programme"))
    for act in acts:
        document.style(11, bold=True)
        start = f"{language.digits(act.start_time)}  " if act.start_time else ""
        document.lines(f"{start}{act.title}", height=6)
        names = ", ".join(act.public_performer_names)
        if names:
            document.style(9.5, color=MUTED)
            document.lines(names)
        document.ln(2)


def _ad(document: _Souvenir, sponsor: Sponsor, box: Box) -> None:
    artwork = Box(box.x, box.y, box.w, box.h - NAME_HEIGHT)
    document.set_draw_color(*RULE)
    document.set_line_width(0.3)
    if not _draw_picture(document, sponsor.artwork_path, artwork, ad_size=sponsor.sponsorship.ad_size):
        document.rect(artwork.x, artwork.y, artwork.w, artwork.h)
        document.set_xy(artwork.x, artwork.y + artwork.h / 2 - 3)
        document.style(9, color=MUTED)
        document.multi_cell(artwork.w, 5, gettext("Artwork as sent (PDF)"), align="C")
    document.set_xy(box.x, box.y + box.h - NAME_HEIGHT + 1)
    document.style(9, bold=True)
    document.multi_cell(box.w, 5, sponsor.display_name, align="C")


def _ads(document: _Souvenir, ads: list[Sponsor]) -> None:
    width = document.w - 2 * MARGIN
    height = document.h - 2 * MARGIN - 6
    gap = 4
    by_size: dict[str, list[Sponsor]] = {size: [] for size in Sponsorship.AdSize.values}
    for sponsor in ads:
        by_size[sponsor.sponsorship.ad_size].append(sponsor)
    half_h = (height - gap) / 2
    half_w = (width - gap) / 2
    slots = {
        "full": [Box(MARGIN, MARGIN, width, height)],
        "half": [Box(MARGIN, MARGIN, width, half_h), Box(MARGIN, MARGIN + half_h + gap, width, half_h)],
        "quarter": [
            Box(MARGIN + column * (half_w + gap), MARGIN + row * (half_h + gap), half_w, half_h)
            for row in range(2)
            for column in range(2)
        ],
    }
    for size in ("full", "half", "quarter"):
        boxes = slots[size]
        for index, sponsor in enumerate(by_size[size]):
            if index % len(boxes) == 0:
                document.add_page()
            _ad(document, sponsor, boxes[index % len(boxes)])


def souvenir_pdf(event: Event) -> bytes:
    """The whole souvenir of the event, in the active language's headings."""
    document = _Souvenir(event)
    _cover(document, event)
    _sponsors_page(document, list(selectors.sponsor_wall(event=event)))
    _contributions(document, selectors.accepted_contributions(event=event))
    _programme(document, event)
    _ads(document, selectors.approved_ads(event=event))
    return document.pdf()
