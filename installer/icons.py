"""Make the platform icons (preparo.ico, preparo.icns, preparo.png) from the app's SVG.

    python installer/icons.py [OUT_DIR]     (default: build/icons)

Qt draws the SVG at every size the formats want; the ICO and ICNS containers
are written here with PNG payloads (both formats accept PNG entries: Windows
Vista and later, macOS 10.7 and later), so no imaging library is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from installer.layout import icon_folder, source_icon

ICO_SIZES: tuple[int, ...] = (16, 20, 24, 32, 40, 48, 64, 128, 256)

# ICNS element types holding PNG data, by pixel size; the @2x types reuse the
# same pixels as the next size up.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_pngs(svg: Path, sizes: set[int]) -> dict[int, bytes]:
    """PNG bytes of `svg` drawn square at each size, with a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"not a usable SVG: {svg}")
    pngs: dict[int, bytes] = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        # PySide6 6.12 takes the format only as str, though its stubs say bytes.
        image.save(buffer, "PNG")  # type: ignore[call-overload]
        buffer.close()
        pngs[size] = bytes(data.data())
    del app
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG entry per size (256 is written as 0, per the format)."""
    sizes = [size for size in ICO_SIZES if size in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    payload = b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        payload += png
        offset += len(png)
    return header + directory + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements for 16 to 1024 pixels, @1x and @2x."""
    body = b""
    for kind, size in ICNS_TYPES:
        png = pngs[size]
        body += kind + struct.pack(">I", len(png) + 8) + png
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def make_icons(out_dir: Path, svg: Path | None = None) -> dict[str, Path]:
    """Write preparo.ico, preparo.icns and a 512 px preparo.png into `out_dir`."""
    source = svg or source_icon()
    sizes = set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render_pngs(source, sizes)
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs = {
        "ico": out_dir / "preparo.ico",
        "icns": out_dir / "preparo.icns",
        "png": out_dir / "preparo.png",
    }
    outputs["ico"].write_bytes(ico_bytes(pngs))
    outputs["icns"].write_bytes(icns_bytes(pngs))
    outputs["png"].write_bytes(pngs[512])
    return outputs


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else icon_folder()
    for path in make_icons(out_dir).values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
