"""What an ad's artwork must be: at least 300 dots per inch at the size it is
printed in the souvenir (a half-letter page, 5.5 by 8.5 inches)."""

from django.utils.translation import gettext_lazy as _

DPI = 300

# Width and height in hundredths of an inch: whole numbers, no floats.
PRINTED_SIZE = {
    "full": (550, 850),
    "half": (550, 425),
    "quarter": (275, 425),
}

SIZE_LABELS = {"full": _("full-page"), "half": _("half-page"), "quarter": _("quarter-page")}


def needed_pixels(size: str) -> tuple[int, int]:
    """Pixels across and down a picture needs to print at `size` at 300 dpi."""
    width, height = PRINTED_SIZE[size]
    return -(-width * DPI // 100), -(-height * DPI // 100)


def size_label(size: str) -> str:
    return str(SIZE_LABELS[size])


def sharp_enough(*, size: str, width: int, height: int) -> bool:
    """A picture is sharp enough when it has the pixels across and down the printed box needs."""
    needed_width, needed_height = needed_pixels(size)
    return width >= needed_width and height >= needed_height
