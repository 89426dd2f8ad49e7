"""A PDF's first page, read and drawn with PDFium (pypdfium2): its size, for
an ad's shape, and a picture of it, for the printed souvenir. PDFium is one
library for the whole process and is not safe to use from two threads at
once, so every use holds one lock."""

import threading
from dataclasses import dataclass

import pypdfium2 as pdfium
from PIL import Image

_PDFIUM = threading.Lock()
# PDFium's error code for a document that needs a password to open.
_PASSWORD_ERROR = 4
POINTS_PER_INCH = 72


class PdfUnreadable(Exception):
    """The bytes say PDF but PDFium cannot open them (PDFium refuses a PDF
    without pages as it does a broken one), or they need a password."""

    def __init__(self, *, protected: bool = False) -> None:
        super().__init__("protected" if protected else "unreadable")
        self.protected = protected


@dataclass(frozen=True)
class PageSize:
    """A page's width and height in points (1/72 inch), as it is shown (rotation applied)."""

    width: float
    height: float


def _opened(data: bytes) -> pdfium.PdfDocument:
    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as error:
        raise PdfUnreadable(protected=getattr(error, "err_code", None) == _PASSWORD_ERROR) from None
    if len(document) < 1:
        document.close()
        raise PdfUnreadable()
    return document


def first_page_size(data: bytes) -> PageSize:
    """The first page's size; PdfUnreadable when the PDF cannot be opened or has no page."""
    with _PDFIUM:
        document = _opened(data)
        try:
            page = document[0]
            try:
                width, height = page.get_size()
            finally:
                page.close()
        except pdfium.PdfiumError:
            raise PdfUnreadable() from None
        finally:
            document.close()
    if not (width > 0 and height > 0):
        raise PdfUnreadable()
    return PageSize(width, height)


def first_page_picture(data: bytes, *, max_width: int, max_height: int) -> Image.Image:
    """The first page drawn as large as fits `max_width` by `max_height`
    pixels, never larger, on white: what memory it takes is bounded by the box."""
    with _PDFIUM:
        document = _opened(data)
        try:
            page = document[0]
            try:
                width, height = page.get_size()
                # PDFium rounds the bitmap's size up: one pixel less keeps it within the box.
                scale = min((max_width - 1) / width, (max_height - 1) / height)
                bitmap = page.render(scale=scale, fill_color=(255, 255, 255, 255))
                try:
                    picture = bitmap.to_pil().convert("RGB")
                finally:
                    bitmap.close()
            finally:
                page.close()
        except pdfium.PdfiumError:
            raise PdfUnreadable() from None
        finally:
            document.close()
    return picture
