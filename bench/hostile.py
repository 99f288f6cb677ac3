"""Peak memory of reading hostile pages: each read in a fresh child process, its peak
resident size (getrusage) set against a child that reads one normal page.

    .venv/bin/python -m bench.hostile [--json]

The pages come from a loopback server in this process (so the server's own memory
is not counted): a 1 GB gzip bomb, a 100 MB page sent in chunks with no length, a
page just under the markup cap made of a million tiny elements, a search answer
that inflates to 1 GB of JSON, an EPUB download that inflates to 1 GB, and an EPUB
whose one member claims to inflate to 1 GB. Each must end in a typed error (or a
parse) and cost at most `BUDGET_MB` above the normal read (issue 27).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import os
import resource
import subprocess
import sys
import threading
import time
import zipfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUDGET_MB = 300.0  # what a hostile page may cost above a normal read
GB = 1024 * 1024 * 1024
CHAPTERS = {"normal": 3, "gzip_bomb": 4, "huge_page": 5, "many_elements": 6}
HOSTILE = ("gzip_bomb", "huge_page", "many_elements", "json_bomb", "json_flood",
           "json_objects", "epub_bomb", "zip_bomb")
SEARCHES = {"json_bomb": "all", "json_flood": "publications", "json_objects": "bible"}
EPUB_PATH = "/files/w/202601/w_E_202601.epub"


def _gzip_stream(unit: bytes, total: int, head: bytes = b"") -> bytes:
    """`head`, then `unit` repeated up to `total` bytes, gzipped without holding the whole
    in memory."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    block = unit * (1024 * 1024 // len(unit))
    out = [packer.compress(head)]
    out += [packer.compress(block) for _ in range(total // len(block))]
    out.append(packer.flush())
    return b"".join(out)


def _normal_page() -> bytes:
    verses = "".join(f'<span class="v" id="v43-3-{n}-1"><a class="vl">{n}</a> A sample verse '
                     f"sentence number {n}. </span>" for n in range(1, 37))
    return (f'<!DOCTYPE html><html><body><article id="article"><h1>John 3</h1><p>{verses}</p>'
            "</article></body></html>").encode()


def _zip_bomb() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/epub+zip", zipfile.ZIP_STORED)
        info = zipfile.ZipInfo("OEBPS/a.xhtml")
        info.compress_type = zipfile.ZIP_DEFLATED
        with archive.open(info, "w", force_zip64=True) as member:
            chunk = bytes(16 * 1024 * 1024)
            for _ in range(GB // len(chunk)):
                member.write(chunk)
    return buffer.getvalue()


@dataclass(frozen=True)
class Page:
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()
    chunked: bool = False


def hostile_site() -> dict[str, Callable[[], Page]]:
    html = (("Content-Type", "text/html; charset=utf-8"),)
    json_type = (("Content-Type", "application/json"),)
    gz = (("Content-Encoding", "gzip"),)
    elements = b"<p>x</p>" * ((8 * 1024 * 1024 - 200) // 8)
    listing = {"files": {"E": {"EPUB": [{"title": "w", "file": {
        "url": "{base}" + EPUB_PATH, "checksum": ""}, "filesize": 1}]}}}
    return {
        "/en/wol/b/r1/lp-e/nwtsty/43/3": lambda: Page(_normal_page(), html),
        "/en/wol/b/r1/lp-e/nwtsty/43/4": lambda: Page(_gzip_stream(b"<p>x</p>", GB), html + gz),
        "/en/wol/b/r1/lp-e/nwtsty/43/5": lambda: Page(
            b"<html><body>" + b"<p>x</p>" * (100 * 1024 * 1024 // 8), html, chunked=True),
        "/en/wol/b/r1/lp-e/nwtsty/43/6": lambda: Page(
            b'<html><body><article id="article">' + elements + b"</article></body></html>", html),
        "/tokens/jworg.jwt": lambda: Page(b'"aaa.bbb.ccc"', json_type),
        "/apis/search/results/E/all": lambda: Page(
            _gzip_stream(b"{},", GB, head=b"["), (("Content-Type", "application/json"), *gz)),
        # just under the old 64 MB cap, then just under the JSON cap: millions of objects
        "/apis/search/results/E/publications": lambda: Page(
            _gzip_stream(b"{},", 63 * 1024 * 1024, head=b"["),
            (("Content-Type", "application/json"), *gz)),
        "/apis/search/results/E/bible": lambda: Page(
            b"[" + b"{}," * ((2 * 1024 * 1024 - 8) // 3) + b"{}]",
            (("Content-Type", "application/json"),)),
        "/apis/pub-media/GETPUBMEDIALINKS": lambda: Page(json.dumps(listing).encode(),
                                                 (("Content-Type", "application/json"),)),
        EPUB_PATH: lambda: Page(_gzip_stream(b"PK\x03\x04", GB),
                        (("Content-Type", "application/epub+zip"), *gz)),
        "/files/w/202602/w_E_202602.epub": lambda: Page(_zip_bomb(),
                                                (("Content-Type", "application/epub+zip"),)),
    }


@contextmanager
def serving(pages: dict[str, Callable[[], Page]]) -> Iterator[str]:
    """Serve `pages` on loopback, each built on its first request."""
    ready: dict[str, Page] = {}
    lock = threading.Lock()

    def built(path: str) -> Page | None:
        with lock:
            if path not in ready and path in pages:
                ready[path] = pages[path]()
            return ready.get(path)

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            page = built(self.path.split("?")[0])
            if page is None:
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            body = page.body.replace(b"{base}", base.encode())
            self.send_response(200)
            for name, value in page.headers:
                self.send_header(name, value)
            try:
                if page.chunked:
                    self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    for start in range(0, len(body), 65536):
                        piece = body[start:start + 65536]
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
                    self.wfile.write(b"0\r\n\r\n")
                    return
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            except OSError:
                self.close_connection = True  # the reader hung up on a bomb: the point

        def log_message(self, *args: object) -> None:
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True

        def handle_error(self, request: object, client_address: object) -> None:
            pass

    server = Server(("127.0.0.1", 0), Handler)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base
    finally:
        server.shutdown()
        server.server_close()


# -- the child: one read ------------------------------------------------------------------


async def _read(name: str, base: str, home: Path) -> str:
    from app.core.settings import Settings
    from app.mirror.server import MIRROR_POLICY
    from app.sources.cache import Cache
    from app.sources.hub import SourceHub

    settings = Settings(wol_url=base, cdn_url=base)
    async with SourceHub(settings, policy=MIRROR_POLICY,
                         cache=Cache(home / "cache.sqlite3")) as hub:
        read: Callable[[], object]
        if name in CHAPTERS:
            read = lambda: hub.chapter("en", 43, CHAPTERS[name])  # noqa: E731
        elif name in SEARCHES:
            read = lambda: hub.search("en", "words", kind=SEARCHES[name])  # type: ignore[arg-type]  # noqa: E731
        elif name == "epub_bomb":
            read = lambda: hub.epub("en", "w", "202601")  # noqa: E731
        else:
            read = lambda: hub.fetcher.get(base + "/files/w/202602/w_E_202602.epub",  # noqa: E731
                                           kind="epub")
        try:
            await read()  # type: ignore[misc]
        except Exception as exc:  # the figure to report: which error it ended in
            return type(exc).__name__
        return "read"


def peak_rss_mb() -> float:
    """This process's peak resident size: VmHWM (of this program, not of the parent it
    was forked from, which getrusage's ru_maxrss keeps across exec), else ru_maxrss."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KB on Linux


def _child(name: str, base: str, home: str) -> None:
    started = time.monotonic()
    outcome = asyncio.run(_read(name, base, Path(home)))
    peak_mb = peak_rss_mb()
    print(json.dumps({"name": name, "outcome": outcome, "peak_mb": round(peak_mb, 1),
                      "seconds": round(time.monotonic() - started, 2)}))


# -- the parent ------------------------------------------------------------------------------


@dataclass
class Reading:
    name: str
    outcome: str
    peak_mb: float
    seconds: float
    above_normal_mb: float = 0.0


def measure(names: tuple[str, ...] = HOSTILE) -> list[Reading]:
    """The normal read first, then each hostile one, each in a fresh process."""
    import tempfile

    readings: list[Reading] = []
    with serving(hostile_site()) as base, tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        for name in ("normal", *names):
            home = Path(tmp) / name
            home.mkdir()
            done = subprocess.run(
                [sys.executable, "-m", "bench.hostile", "--child", name, base, str(home)],
                cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT), PREPARO_HOME=str(home)),
                capture_output=True, text=True, timeout=300, check=True)
            data = json.loads(done.stdout.strip().splitlines()[-1])
            readings.append(Reading(**data))
    normal = readings[0].peak_mb
    for reading in readings[1:]:
        reading.above_normal_mb = round(reading.peak_mb - normal, 1)
    return readings


def report(readings: list[Reading]) -> str:
    lines = [f"{'page':<15}{'outcome':<22}{'peak RSS':>10}{'above normal':>14}{'time':>8}"]
    for r in readings:
        lines.append(f"{r.name:<15}{r.outcome:<22}{r.peak_mb:>8.0f}MB{r.above_normal_mb:>12.0f}MB"
                     f"{r.seconds:>7.1f}s")
    worst = max((r.above_normal_mb for r in readings[1:]), default=0.0)
    lines.append(f"worst: {worst:.0f} MB above a normal read (budget {BUDGET_MB:.0f} MB)")
    return "\n".join(lines)


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        _child(sys.argv[2], sys.argv[3], sys.argv[4])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    readings = measure()
    if args.json:
        print(json.dumps([asdict(r) for r in readings], indent=1))
    else:
        print(report(readings))


if __name__ == "__main__":
    main()
