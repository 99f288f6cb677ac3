"""Pictures of the mirror's EPUBs: deterministic PNGs of noise, as large as the
photographs of a real issue, so a downloaded issue weighs what a real one does (a few
MB) while its text stays ours. Noise barely compresses, like a JPEG photograph."""

from __future__ import annotations

import random
import struct
import zlib


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def noise_png(seed: str, width: int, height: int) -> bytes:
    """A valid RGB PNG of `width` x `height` pixels of noise, the same for the same seed."""
    rng = random.Random(seed)
    row = width * 3
    pixels = rng.randbytes(row * height)
    raw = b"".join(b"\x00" + pixels[y * row:(y + 1) * row] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(raw, 1)) + _chunk(b"IEND", b""))
