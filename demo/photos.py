"""The demo gallery's pictures, drawn with Pillow: a handful of warm, festive
scenes (lamps at dusk, marigold garlands, an alpana, a stage), so that a first
run's gallery is not empty. Each is a real JPEG that goes through the same
upload check and thumbnail as a photo a family sends."""

import io
import math
import random

from PIL import Image, ImageDraw, ImageFilter

SIZE = (1200, 800)
SINDOOR = (179, 38, 30)
MAROON = (94, 26, 22)
MARIGOLD = (244, 163, 0)
CREAM = (253, 246, 230)
LEAF = (46, 125, 50)


def _gradient(top: tuple[int, int, int], bottom: tuple[int, int, int]) -> Image.Image:
    column = Image.new("RGB", (1, SIZE[1]))
    for y in range(SIZE[1]):
        share = y / (SIZE[1] - 1)
        column.putpixel((0, y), tuple(round(a + (b - a) * share) for a, b in zip(top, bottom, strict=True)))
    return column.resize(SIZE)


def _glow(image: Image.Image, centres: list[tuple[int, int]], radius: int, colour: tuple[int, int, int]) -> None:
    """Soft light around each point, as lamps throw it in the dark."""
    light = Image.new("RGB", SIZE, (0, 0, 0))
    draw = ImageDraw.Draw(light)
    for x, y in centres:
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour)
    image.paste(
        Image.blend(image, Image.new("RGB", SIZE, colour), 0.5),
        mask=light.convert("L").filter(ImageFilter.GaussianBlur(radius / 2)),
    )


def _diyas(rng: random.Random) -> Image.Image:
    image = _gradient((28, 10, 30), (94, 26, 22))
    lamps = [(120 + index * 160 + rng.randint(-20, 20), 560 + rng.randint(-30, 30)) for index in range(7)]
    _glow(image, [(x, y - 40) for x, y in lamps], 70, MARIGOLD)
    draw = ImageDraw.Draw(image)
    for x, y in lamps:
        draw.chord((x - 55, y - 30, x + 55, y + 40), 0, 180, fill=(150, 70, 30))
        draw.ellipse((x - 12, y - 75, x + 12, y - 20), fill=(255, 214, 90))
        draw.ellipse((x - 6, y - 60, x + 6, y - 30), fill=(255, 250, 220))
    return image


def _marigolds(rng: random.Random) -> Image.Image:
    image = _gradient(CREAM, (240, 214, 170))
    draw = ImageDraw.Draw(image)
    for strand in range(9):
        x = 80 + strand * 130
        sway = rng.uniform(10, 30)
        for bead in range(16):
            y = bead * 52
            cx = x + math.sin(bead / 2 + strand) * sway
            colour = MARIGOLD if (bead + strand) % 3 else (230, 110, 20)
            draw.ellipse((cx - 24, y - 24, cx + 24, y + 24), fill=colour, outline=(200, 90, 10), width=3)
            if bead % 4 == 0:
                draw.ellipse((cx - 30, y + 20, cx - 6, y + 36), fill=LEAF)
    return image


def _alpana(rng: random.Random) -> Image.Image:
    image = Image.new("RGB", SIZE, (150, 40, 32))
    draw = ImageDraw.Draw(image)
    cx, cy = SIZE[0] // 2, SIZE[1] // 2
    for ring in range(6, 0, -1):
        radius = ring * 55
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=CREAM, width=6)
        petals = 8 + ring * 4
        for petal in range(petals):
            angle = 2 * math.pi * petal / petals + rng.uniform(0, 0.05)
            px, py = cx + math.cos(angle) * radius, cy + math.sin(angle) * radius
            draw.ellipse((px - 14, py - 22, px + 14, py + 22), fill=CREAM)
    draw.ellipse((cx - 30, cy - 30, cx + 30, cy + 30), fill=MARIGOLD)
    return image


def _stage(rng: random.Random) -> Image.Image:
    image = _gradient((40, 12, 24), (120, 30, 40))
    _glow(image, [(300, 120), (600, 80), (900, 120)], 140, (255, 220, 150))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 560, SIZE[0], SIZE[1]), fill=(90, 50, 30))
    draw.rectangle((0, 540, SIZE[0], 570), fill=MARIGOLD)
    for index in range(5):
        x = 260 + index * 170 + rng.randint(-15, 15)
        draw.ellipse((x - 28, 330, x + 28, 390), fill=(70, 40, 30))
        draw.polygon([(x - 60, 560), (x + 60, 560), (x + 30, 390), (x - 30, 390)], fill=SINDOOR)
        draw.line((x - 30, 420, x - 80, 360), fill=(70, 40, 30), width=14)
        draw.line((x + 30, 420, x + 80, 360), fill=(70, 40, 30), width=14)
    for x in range(0, SIZE[0], 60):
        draw.polygon([(x, 0), (x + 60, 0), (x + 30, 50)], fill=MARIGOLD if x // 60 % 2 else SINDOOR)
    return image


def _bhog(rng: random.Random) -> Image.Image:
    image = _gradient((235, 225, 200), (200, 180, 150))
    draw = ImageDraw.Draw(image)
    for row in range(2):
        for column in range(4):
            x, y = 190 + column * 270, 260 + row * 300
            draw.ellipse((x - 120, y - 120, x + 120, y + 120), fill=(60, 110, 50))
            draw.ellipse((x - 95, y - 95, x + 95, y + 95), fill=(250, 245, 235))
            draw.ellipse((x - 60, y - 50, x + 10, y + 20), fill=(236, 196, 70))
            draw.ellipse((x, y - 20, x + 60, y + 40), fill=(200, 90, 40))
            draw.ellipse((x - 40, y + 20, x + 20, y + 70), fill=(245, 235, 200))
            draw.ellipse((x + 50 + rng.randint(-5, 5), y - 70, x + 80, y - 40), fill=SINDOOR)
    return image


# Each picture: how to draw it, its title and caption, and the demo event it
# belongs to ("" for none: last year's celebrations, before the site).
PICTURES = [
    (_diyas, "Diyas at dusk", "Every family lit a lamp on last year's Kali Puja night.", ""),
    (_marigolds, "Marigold garlands", "The hall dressed in gende phool for last year's Durga Puja.", ""),
    (_stage, "Dhunuchi naach", "The evening dance on Navami, last year.", ""),
    (_bhog, "Bhog for everyone", "Khichuri, labra and payesh, served to all after anjali.", ""),
    (_alpana, "Alpana at the door", "Drawn by the children on the morning of Poila Boishakh.", "boishakh"),
]


def picture_jpeg(draw, seed: int) -> bytes:
    """The picture `draw` makes, as a JPEG; the same seed draws the same picture."""
    buffer = io.BytesIO()
    # Variety in a drawing, not a secret: a seeded generator draws it the same each time.
    draw(random.Random(seed)).save(buffer, "JPEG", quality=82, optimize=True)  # noqa: S311
    return buffer.getvalue()
