"""What an ad's artwork must be: at least 300 dots per inch at the size it is
printed in the souvenir (a half-letter page, 5.5 by 8.5 inches).

A PDF is drawn from its first page, which scales to any size (its text and
shapes are vector; a picture inside it is not looked at), so only its shape
is checked: the page's width to height within 5% of the printed size's, so
the ad fills its box without bands or squeezing. Its size itself is free."""

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core import language

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


# How far a PDF's first page's width to height may be from the printed size's.
SHAPE_TOLERANCE = 0.05


def printed_inches(size: str) -> tuple[str, str]:
    """The printed width and height in inches, as written: "5.5", "4.25"."""
    return tuple(f"{hundredths / 100:g}" for hundredths in PRINTED_SIZE[size])


def suits_shape(*, size: str, width: float, height: float) -> bool:
    """Whether a page `width` by `height` (any unit) has the printed size's
    shape, within SHAPE_TOLERANCE of its width to height."""
    printed_width, printed_height = PRINTED_SIZE[size]
    wanted = printed_width / printed_height
    return abs(width / height - wanted) <= SHAPE_TOLERANCE * wanted


def size_label(size: str) -> str:
    return str(SIZE_LABELS[size])


def sharp_enough(*, size: str, width: int, height: int) -> bool:
    """A picture is sharp enough when it has the pixels across and down the printed box needs."""
    needed_width, needed_height = needed_pixels(size)
    return width >= needed_width and height >= needed_height


def artwork_hint(size: str) -> str:
    """What the sponsor is told before sending: the pixels a picture needs and the shape a PDF
    needs, for the ad's size, in the active language."""
    across, down = needed_pixels(size)
    width, height = printed_inches(size)
    return gettext(
        "A PNG or JPEG of at least %(across)s by %(down)s pixels (300 dpi at %(width)s by %(height)s inches), "
        "or a PDF of that shape at any size."
    ) % {
        "across": language.number(across),
        "down": language.number(down),
        "width": language.digits(width),
        "height": language.digits(height),
    }
