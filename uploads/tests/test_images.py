"""What is served is a fresh encoding: right way up, no EXIF or GPS, limited in size."""

import io
import struct
import zlib

import pytest
from PIL import Image, ImageSequence

from uploads.images import DAMAGED, NOT_AN_IMAGE, ImageInvalid, image_process
from uploads.tests.fixtures import HTML, SVG, has_gps, make_image

MAX_PIXELS = 40_000_000


def process(data: bytes, max_pixels: int = MAX_PIXELS):
    return image_process(io.BytesIO(data), max_pixels=max_pixels)


def png_header_only(width: int, height: int) -> bytes:
    """A tiny PNG that claims a huge size: a decompression bomb's opening."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0" * 1000))
        + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize("image_format", ["JPEG", "PNG", "WEBP"])
def test_location_metadata_is_removed(image_format):
    original = make_image(image_format, (200, 100), gps=True)
    assert has_gps(original)

    processed = process(original)

    assert processed.format == image_format
    assert not has_gps(processed.data)
    with Image.open(io.BytesIO(processed.data)) as image:
        assert not image.getexif()


def test_exif_orientation_is_applied():
    processed = process(make_image("JPEG", (400, 200), orientation=8))

    assert (processed.width, processed.height) == (200, 400)
    with Image.open(io.BytesIO(processed.data)) as image:
        assert image.size == (200, 400)
        # Orientation 8 turns the picture a quarter to the left: the blue top-left corner ends bottom-left.
        red, _, blue = image.convert("RGB").getpixel((5, 395))
        assert blue > 200 and red < 60


def test_thumbnail_is_at_most_640_wide_and_keeps_the_shape():
    processed = process(make_image("PNG", (2000, 1000)))

    with Image.open(io.BytesIO(processed.thumbnail)) as thumbnail:
        assert thumbnail.format == "WEBP"
        assert thumbnail.size == (640, 320)


def test_small_image_thumbnail_is_not_enlarged():
    with Image.open(io.BytesIO(process(make_image("JPEG", (300, 200))).thumbnail)) as thumbnail:
        assert thumbnail.size == (300, 200)


def test_transparent_png_keeps_its_alpha():
    processed = process(make_image("PNG", (100, 100), mode="RGBA"))

    with Image.open(io.BytesIO(processed.data)) as image:
        assert image.mode == "RGBA"
    with Image.open(io.BytesIO(processed.thumbnail)) as thumbnail:
        assert thumbnail.mode == "RGBA"


def test_animated_gif_stays_animated():
    frames = [Image.new("RGB", (60, 40), color) for color in ("red", "green", "blue")]
    out = io.BytesIO()
    frames[0].save(out, format="GIF", save_all=True, append_images=frames[1:], duration=120, loop=0)

    processed = process(out.getvalue())

    with Image.open(io.BytesIO(processed.data)) as image:
        assert image.format == "GIF"
        assert image.n_frames == 3
        colours = [frame.convert("RGB").getpixel((30, 20)) for frame in ImageSequence.Iterator(image)]
    assert colours[0][0] > 200 and colours[2][2] > 200


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (SVG, NOT_AN_IMAGE),
        (HTML, NOT_AN_IMAGE),
        (b"GIF89a" + b"\0" * 5, DAMAGED),
        (b"\xff\xd8\xff\xe0" + b"\0" * 200, DAMAGED),
        (make_image("JPEG")[:-300], DAMAGED),
        (make_image("PNG")[:-30], DAMAGED),
        (make_image("WEBP")[:-50], DAMAGED),
        (make_image("GIF")[:-30], DAMAGED),
        (make_image("BMP"), NOT_AN_IMAGE),
        (make_image("TIFF"), NOT_AN_IMAGE),
    ],
    ids=["svg", "html", "gif-header", "jpeg-header", "cut-jpeg", "cut-png", "cut-webp", "cut-gif", "bmp", "tiff"],
)
def test_anything_but_a_whole_jpeg_png_webp_or_gif_is_refused(data, message):
    with pytest.raises(ImageInvalid) as refused:
        process(data)
    assert refused.value.message == message


def test_decompression_bomb_is_refused_before_decoding():
    with pytest.raises(ImageInvalid) as refused:
        process(png_header_only(50_000, 50_000))  # 2.5 gigapixels from a file of a few hundred bytes
    assert "too many pixels" in refused.value.message


def test_pixel_limit_is_applied_below_pillows_own():
    with pytest.raises(ImageInvalid) as refused:
        process(make_image("PNG", (1200, 1000)), max_pixels=1_000_000)
    assert refused.value.message == "The image has too many pixels (at most 1 megapixels)."
