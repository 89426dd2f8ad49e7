"""The site's two variable faces, Inter and Noto Sans Bengali, cut to the weights it uses.

Fontsource ships them with the whole weight axis (100 to 900). The site sets text from 400
(font-normal) to 800 (font-extrabold), and a face limited to that range is about a quarter
smaller: the Bengali face goes from 108 KB to 78 KB, which a phone on a slow connection
fetches before the first page with Bengali text appears. This writes, from the installed
Fontsource packages, `frontend/src/fonts/*.woff2` (committed) and `frontend/src/fonts/fonts.css`
(their @font-face rules, Fontsource's own with the new files and range).

Run it after updating either package: .venv/bin/python scripts/fonts.py
`--check` fails when the committed files are not what this writes from the installed packages
(it runs in `make lint`).
"""

import argparse
import io
import re
import sys
import tempfile
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ROOT / "frontend" / "node_modules" / "@fontsource-variable"
OUT = ROOT / "frontend" / "src" / "fonts"
FACES = ("inter", "noto-sans-bengali")
WEIGHTS = (400, 800)

HEADER = "/* Written by scripts/fonts.py from Fontsource's {faces}: the weights 400 to 800 only. */\n"


def trim(source: Path) -> bytes:
    font = TTFont(source)
    axis = next(axis for axis in font["fvar"].axes if axis.axisTag == "wght")
    if not (axis.minValue <= WEIGHTS[0] and WEIGHTS[1] <= axis.maxValue):
        raise SystemExit(f"{source.name}: its weight axis is {axis.minValue:g} to {axis.maxValue:g}")
    trimmed = instancer.instantiateVariableFont(font, {"wght": WEIGHTS})
    trimmed.flavor = "woff2"
    out = io.BytesIO()
    trimmed.save(out)
    return out.getvalue()


def build(out: Path) -> None:
    rules = [HEADER.format(faces=" and ".join(FACES))]
    for face in FACES:
        css = (PACKAGES / face / "wght.css").read_text()
        for name in re.findall(r"url\(\./files/([\w.-]+\.woff2)\)", css):
            (out / name).write_bytes(trim(PACKAGES / face / "files" / name))
        css = css.replace("url(./files/", "url(./").replace("font-weight: 100 900;", "font-weight: 400 800;")
        rules.append(css.strip() + "\n")
        # The SIL Open Font License travels with the fonts.
        (out / f"{face}-LICENSE.txt").write_text((PACKAGES / face / "LICENSE").read_text())
    (out / "fonts.css").write_text("\n".join(rules))


def same_font(a: Path, b: Path) -> bool:
    """The same glyphs, characters and weight range (the bytes may differ between fontTools releases)."""
    fa, fb = TTFont(a), TTFont(b)
    axes = [[(x.axisTag, x.minValue, x.maxValue) for x in f["fvar"].axes] for f in (fa, fb)]
    return fa.getGlyphOrder() == fb.getGlyphOrder() and fa.getBestCmap() == fb.getBestCmap() and axes[0] == axes[1]


def check(committed: Path = OUT) -> int:
    with tempfile.TemporaryDirectory() as temp:
        fresh = Path(temp)
        build(fresh)
        wanted = {path.name for path in fresh.iterdir()}
        have = {path.name for path in committed.iterdir()} if committed.exists() else set()
        stale = sorted(wanted ^ have)
        for name in sorted(wanted & have):
            if not name.endswith(".woff2"):
                if (fresh / name).read_text() != (committed / name).read_text():
                    stale.append(name)
            elif not same_font(fresh / name, committed / name):
                stale.append(name)
    if stale:
        print("frontend/src/fonts is not what scripts/fonts.py writes from the installed packages:", *stale)
        print("Run: .venv/bin/python scripts/fonts.py")
        return 1
    print(f"frontend/src/fonts: {len(wanted)} files, up to date.")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed files are stale")
    if parser.parse_args().check:
        sys.exit(check())
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.iterdir():
        old.unlink()
    build(OUT)
    print(f"Wrote {len(list(OUT.iterdir()))} files to {OUT.relative_to(ROOT)}")
