"""Render the application icon's SVG to the PNG sizes of the hicolor theme, next to it in resources/icons.

    python packaging/render_icons.py           # write the PNGs (commit them)
    python packaging/render_icons.py --check   # fail if a committed PNG no longer matches the SVG

The PNGs are committed so that neither the game nor a packager needs an SVG renderer.
"""

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from hidden_leaders_qt.app_info import APP_ID  # noqa: E402
from hidden_leaders_qt.ui.window.identity import ICON_SIZES  # noqa: E402

HICOLOR = Path(__file__).resolve().parents[1] / "resources" / "icons" / "hicolor"
# Mean difference per channel (0-255) a re-render may show: anti-aliasing of another Qt version.
TOLERANCE = 2.0


def svg_path() -> Path:
    return HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"


def png_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def mean_difference(a: QImage, b: QImage) -> float:
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    if a.size() != b.size():
        return float("inf")
    left, right = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(left, right, strict=True)) / len(left)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg_path()))
    if not renderer.isValid():
        print(f"error: {svg_path()} is not a valid SVG", file=sys.stderr)
        return 1
    stale = []
    for size in ICON_SIZES:
        image = render(renderer, size)
        target = png_path(size)
        if args.check:
            difference = mean_difference(image, QImage(str(target)))
            if difference > TOLERANCE:
                stale.append(f"{target.relative_to(HICOLOR)} (mean difference {difference:.1f})")
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            image.save(str(target))
            print(f"wrote {target}")
    if stale:
        print("out of date, run packaging/render_icons.py: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
