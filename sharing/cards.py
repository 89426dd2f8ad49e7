"""Share cards: the 1200 by 630 picture a link preview (WhatsApp, Facebook,
iMessage) shows beside a link to the site or to an event.

Drawn with Pillow from the fonts the site bundles, in its colours, with the
alpana rosette of its pattern. Text is laid out with Raqm, so Bengali conjuncts
join as they do in the browser. No single font holds both scripts, so text is
cut into runs of Bengali and of everything else, each drawn in its own font.
"""

import io
import math
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 1200, 630
FONTS = Path(__file__).resolve().parent / "fonts"
LATIN_FONT = FONTS / "Inter-latin-wght.woff2"
LATIN_EXT_FONT = FONTS / "Inter-latin-ext-wght.woff2"
BENGALI_FONT = FONTS / "NotoSansBengali-bengali-wght.woff2"

CREAM = "#fff8ec"
CREAM_DARK = "#f8ead2"
MAROON = "#3d0c0c"
MAROON_SOFT = "#6b2d23"
SINDOOR = "#b3261e"
MARIGOLD = "#f4a300"

TEXT_LEFT = 96
TEXT_RIGHT = 860  # the rosette sits to the right of this
TITLE_SIZES = (72, 64, 56, 50, 44)
TITLE_MAX_LINES = 3
ELLIPSIS = "…"

_VIRAMA = "\u09cd"
_JOINERS = {"\u200c", "\u200d"}


def _is_bengali(char: str) -> bool:
    return "\u0980" <= char <= "\u09ff" or char in {"\u0964", "\u0965"} or char in _JOINERS


@lru_cache(maxsize=64)
def _font(path: Path, size: int, weight: int) -> ImageFont.FreeTypeFont:
    font = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
    font.set_variation_by_axes([weight])
    return font


@lru_cache(maxsize=1)
def _latin_ext_chars() -> frozenset[int]:
    """Characters the Latin file lacks but the extended one has (ā, ō, ş ...)."""
    latin = ImageFont.truetype(str(LATIN_FONT), 10)
    extended = ImageFont.truetype(str(LATIN_EXT_FONT), 10)
    return frozenset(
        code for code in range(0x0100, 0x0250) if _has_glyph(extended, chr(code)) and not _has_glyph(latin, chr(code))
    )


def _has_glyph(font: ImageFont.FreeTypeFont, char: str) -> bool:
    return font.getmask(char).getbbox() is not None


@dataclass(frozen=True)
class Style:
    size: int
    weight: int
    color: str

    def font_for(self, char: str) -> ImageFont.FreeTypeFont:
        if _is_bengali(char):
            return _font(BENGALI_FONT, self.size, self.weight)
        if ord(char) in _latin_ext_chars():
            return _font(LATIN_EXT_FONT, self.size, self.weight)
        return _font(LATIN_FONT, self.size, self.weight)


def _runs(text: str, style: Style) -> list[tuple[str, ImageFont.FreeTypeFont]]:
    """The text cut where the font changes. Spaces and punctuation stay with
    the run before them, so a Bengali phrase is shaped as one piece."""
    runs: list[tuple[str, ImageFont.FreeTypeFont]] = []
    for char in text:
        font = style.font_for(char)
        if runs and (runs[-1][1] is font or not char.strip()):
            runs[-1] = (runs[-1][0] + char, runs[-1][1])
        else:
            runs.append((char, font))
    return runs


def text_width(text: str, style: Style) -> float:
    return sum(font.getlength(run) for run, font in _runs(text, style))


def _clusters(word: str) -> list[str]:
    """A word cut into the pieces a line may break between: never inside a
    conjunct (after a virama or a joiner) nor before a combining mark."""
    pieces: list[str] = []
    for char in word:
        joins = pieces and (
            unicodedata.category(char) in {"Mn", "Mc"}
            or char in _JOINERS
            or pieces[-1].endswith(_VIRAMA)
            or pieces[-1][-1] in _JOINERS
        )
        if joins:
            pieces[-1] += char
        else:
            pieces.append(char)
    return pieces


def _fit_piece(text: str, style: Style, width: float, suffix: str = "") -> str:
    """The longest start of `text` (cut between clusters) that fits with `suffix`."""
    fitted = ""
    for piece in _clusters(text):
        if text_width(fitted + piece + suffix, style) > width:
            break
        fitted += piece
    return fitted


def wrap(text: str, style: Style, *, width: float, max_lines: int) -> tuple[list[str], bool]:
    """Lines of at most `width` pixels, at most `max_lines` of them; whether
    everything fitted (if not, the last line ends in an ellipsis)."""
    lines: list[str] = []
    words = text.split()
    index = 0
    while index < len(words) and len(lines) < max_lines:
        line = ""
        while index < len(words):
            candidate = f"{line} {words[index]}" if line else words[index]
            if text_width(candidate, style) <= width:
                line = candidate
                index += 1
            elif not line:
                # One word wider than the line: break it between clusters.
                head = _fit_piece(words[index], style, width) or _clusters(words[index])[0]
                words[index] = words[index][len(head) :]
                line = head
                break
            else:
                break
        lines.append(line)
    if index >= len(words):
        return lines, True
    last = lines[-1]
    lines[-1] = _fit_piece(last, style, width, ELLIPSIS).rstrip() + ELLIPSIS
    return lines, False


def draw_text(draw: ImageDraw.ImageDraw, position: tuple[float, float], text: str, style: Style) -> None:
    x, y = position
    for run, font in _runs(text, style):
        draw.text((x, y), run, font=font, fill=style.color, anchor="ls")
        x += font.getlength(run)


def _petal(center: tuple[float, float], distance: float, angle: float, rx: float, ry: float) -> list[tuple]:
    """An ellipse `distance` from the centre, pointing outwards at `angle`."""
    cx, cy = center
    points = []
    for step in range(36):
        t = 2 * math.pi * step / 36
        x, y = rx * math.cos(t), distance + ry * math.sin(t)
        points.append((cx + x * math.cos(angle) - y * math.sin(angle), cy + x * math.sin(angle) + y * math.cos(angle)))
    return points


def draw_rosette(image: Image.Image, center: tuple[float, float], scale: float) -> None:
    """The alpana motif of the site's background pattern, large and soft."""
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    sindoor = (0xB3, 0x26, 0x1E, 90)
    marigold = (0xF4, 0xA3, 0x00, 110)
    for n in range(8):
        draw.polygon(
            _petal(center, -38 * scale, math.radians(45 * n), 11 * scale, 26 * scale), outline=sindoor, width=4
        )
        draw.polygon(_petal(center, -20 * scale, math.radians(45 * n + 22.5), 6 * scale, 14 * scale), fill=marigold)
    cx, cy = center
    draw.ellipse([cx - 9 * scale, cy - 9 * scale, cx + 9 * scale, cy + 9 * scale], fill=(0xB3, 0x26, 0x1E, 150))
    for n in range(16):
        angle = math.radians(22.5 * n)
        x, y = cx + 68 * scale * math.cos(angle), cy + 68 * scale * math.sin(angle)
        draw.ellipse([x - 3 * scale, y - 3 * scale, x + 3 * scale, y + 3 * scale], fill=sindoor)
    image.alpha_composite(layer)


def card_png(*, title: str, lines: list[str], footer: str) -> bytes:
    """A card: the title (wrapped, shrunk to fit, never overflowing), up to two
    lines under it (date, venue), and the group's name at the foot."""
    image = Image.new("RGBA", (WIDTH, HEIGHT), CREAM)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, 24, HEIGHT], fill=SINDOOR)
    draw.rectangle([24, 0, 32, HEIGHT], fill=MARIGOLD)
    draw.rectangle([0, HEIGHT - 96, WIDTH, HEIGHT], fill=CREAM_DARK)
    draw_rosette(image, (1010, 250), 2.0)

    width = TEXT_RIGHT - TEXT_LEFT
    for size in TITLE_SIZES:
        title_style = Style(size=size, weight=700, color=MAROON)
        title_lines, fitted = wrap(title, title_style, width=width, max_lines=TITLE_MAX_LINES)
        if fitted:
            break
    line_height = round(title_style.size * 1.3)
    detail_style = Style(size=34, weight=500, color=MAROON_SOFT)
    details = [wrap(line, detail_style, width=width, max_lines=1)[0][0] for line in lines if line.strip()][:2]

    block = len(title_lines) * line_height + 28 + len(details) * 50
    y = max(80, (HEIGHT - 96 - block) / 2) + title_style.size
    for line in title_lines:
        draw_text(draw, (TEXT_LEFT, y), line, title_style)
        y += line_height
    draw.rectangle([TEXT_LEFT, y - line_height + 28, TEXT_LEFT + 96, y - line_height + 34], fill=MARIGOLD)
    y += 34
    for line in details:
        draw_text(draw, (TEXT_LEFT, y), line, detail_style)
        y += 50

    footer_style = Style(size=32, weight=700, color=SINDOOR)
    footer_line = wrap(footer, footer_style, width=WIDTH - 2 * TEXT_LEFT, max_lines=1)[0][0]
    draw_text(draw, (TEXT_LEFT, HEIGHT - 36), footer_line, footer_style)

    output = io.BytesIO()
    image.convert("RGB").save(output, format="PNG", optimize=True)
    return output.getvalue()
