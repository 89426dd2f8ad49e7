"""The committed fonts are Fontsource's, cut to the weights the site uses (scripts/fonts.py)."""

import importlib.util
import shutil
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("fonts", ROOT / "scripts" / "fonts.py")
fonts = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fonts)

pytestmark = pytest.mark.skipif(not fonts.PACKAGES.exists(), reason="the front end's packages are not installed")


@pytest.fixture
def committed(tmp_path):
    copy = tmp_path / "fonts"
    shutil.copytree(fonts.OUT, copy)
    return copy


def weight_range(path: Path) -> tuple[float, float]:
    axis = next(axis for axis in TTFont(path)["fvar"].axes if axis.axisTag == "wght")
    return axis.minValue, axis.maxValue


def test_the_committed_fonts_are_up_to_date_and_cut_to_400_to_800(capsys):
    assert fonts.check() == 0
    faces = sorted(fonts.OUT.glob("*.woff2"))
    assert len(faces) == 10
    assert all(weight_range(face) == (400, 800) for face in faces)
    bengali = fonts.OUT / "noto-sans-bengali-bengali-wght-normal.woff2"
    original = fonts.PACKAGES / "noto-sans-bengali" / "files" / bengali.name
    assert bengali.stat().st_size < 0.8 * original.stat().st_size
    assert "font-weight: 400 800;" in (fonts.OUT / "fonts.css").read_text()


def test_the_check_fails_on_a_font_with_the_whole_axis(committed, capsys):
    name = "noto-sans-bengali-bengali-wght-normal.woff2"
    shutil.copy(fonts.PACKAGES / "noto-sans-bengali" / "files" / name, committed / name)
    assert fonts.check(committed) == 1
    assert name in capsys.readouterr().out


def test_the_check_fails_on_changed_rules_and_missing_files(committed, capsys):
    css = committed / "fonts.css"
    css.write_text(css.read_text().replace("400 800", "100 900"))
    (committed / "inter-greek-wght-normal.woff2").unlink()
    assert fonts.check(committed) == 1
    out = capsys.readouterr().out
    assert "fonts.css" in out and "inter-greek-wght-normal.woff2" in out
