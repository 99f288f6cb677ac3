"""Soak: Prepare Sunday many times against the local mirror with random faults, SIGKILL
mid-run then resume, and a hostile-content corpus; prints the figures.

    .venv/bin/python -m bench.soak [--runs 24] [--kills 6] [--seconds 240] [--seed 7]

1. Fault runs: each run gets a few random transient faults on the mirror (latency,
   429 with Retry-After, 500, a truncated body, changed markup once, a connection
   reset), each limited to a couple of hits so retrying can get past it. Every run
   must finish with the same findings as a clean run: "findings lost" counts the
   clean run's findings missing from a faulted one.
2. Kill and resume: Prepare Sunday in a child process, SIGKILL at a random moment,
   then `resume` in this process; the findings must equal an uninterrupted run's.
3. Hostile corpus: pages with scripts, odd links, a gzip bomb, deep nesting, bad
   UTF-8 and an oversized page, served by a loopback server and read through a
   SourceHub; each must end in a parse or a typed error within its time bound, an
   exported sheet must carry no script or refused link, and the peak memory of the
   whole corpus is measured (tracemalloc).

Everything listens on 127.0.0.1; every loop is bounded in count and in time.
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import logging
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from app.core.errors import PreparoError
from app.core.models import RunResult
from app.core.settings import Settings
from app.mirror.faults import Faults
from app.mirror.server import MIRROR_POLICY, MirrorServer, running_mirror
from app.orchestrator.store import RunStore
from app.service import PreparoService
from app.sources.cache import Cache
from app.sources.hub import SourceHub
from bench.sunday import sunday_plan

ROOT = Path(__file__).resolve().parents[1]
LANGUAGE = "es"
FAULT_KINDS = ("latency", "429", "500", "truncated", "changed_markup", "reset")
# Faults go on page routes the run fetches; each hits at most twice, so the HTTP
# client's four attempts (and the step retries above them) can get past it.
FAULT_ROUTES = (r"/wol/b/", r"/wol/d/", r"/wol/meetings/", r"/wol/dt/", r"/apis/")
Key = tuple[str, str, str, str]


def finding_keys(result: RunResult) -> set[Key]:
    """What a run found, comparable across runs (notices say where content came from
    and may differ; they are not findings about the meeting)."""
    return {
        (f.kind, f.summary, f.excerpt[:200], f.citation.url if f.citation else "")
        for f in result.findings
        if f.kind not in ("notice", "study_sheet")
    }


_SHARED: dict[str, Any] = {}  # one entailer (the ONNX model) for every run of the process


def _service(settings: Settings, home: Path, cache: Path) -> PreparoService:
    hub = SourceHub(settings, policy=MIRROR_POLICY, cache=Cache(cache))
    return PreparoService(settings, store=RunStore(home / "runs"), sources=hub,
                          services=_SHARED)


async def _run_once(settings: Settings, home: Path, cache: Path) -> RunResult:
    service = _service(settings, home, cache)
    try:
        return await service.run(sunday_plan(LANGUAGE))
    finally:
        await service.aclose()


# -- 1. random transient faults ----------------------------------------------------------


@dataclass
class FaultFigures:
    runs: int = 0
    faults_injected: int = 0
    fault_hits: int = 0
    findings_lost: int = 0
    crashes: int = 0
    unfinished: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def inject_random_faults(faults: Faults, rng: random.Random, count: int,
                         must: tuple[str, ...] = ()) -> list[str]:
    """`must` kinds first, then random ones up to `count`, each on a random route."""
    kinds = []
    for index in range(max(count, len(must))):
        kind = must[index] if index < len(must) else rng.choice(FAULT_KINDS)
        route = rng.choice(FAULT_ROUTES)
        times = rng.randint(1, 2)
        if kind == "latency":
            faults.latency(route, rng.randint(20, 300), times=times)
        elif kind == "429":
            faults.status(route, 429, retry_after=rng.choice((0, 0.2, 1)), times=times)
        elif kind == "500":
            faults.status(route, 500, times=times)
        elif kind == "truncated":
            faults.truncate(route, times=times)
        elif kind == "changed_markup":
            faults.changed_markup(route, times=1)
        else:
            faults.reset(route, times=times)
        kinds.append(kind)
    return kinds


async def fault_runs(mirror: MirrorServer, settings: Settings, home: Path, runs: int,
                     deadline: float, rng: random.Random) -> FaultFigures:
    figures = FaultFigures()
    mirror.faults.clear()
    clean = await _run_once(settings, home, home / "clean.sqlite3")
    expected = finding_keys(clean)
    if clean.status != "finished" or not expected:
        raise SystemExit(f"the clean run did not finish: {clean.status}")
    for index in range(runs):
        if time.monotonic() > deadline:
            break
        mirror.faults.clear()
        # Two kinds in turn per run, so every kind comes up within three runs.
        must = (FAULT_KINDS[(2 * index) % 6], FAULT_KINDS[(2 * index + 1) % 6])
        kinds = inject_random_faults(mirror.faults, rng, rng.randint(2, 4), must)
        figures.faults_injected += len(kinds)
        for kind in kinds:
            figures.by_kind[kind] = figures.by_kind.get(kind, 0) + 1
        figures.runs += 1
        try:
            result = await _run_once(settings, home, home / f"fault{index}.sqlite3")
        except Exception as exc:  # a crash is what this soak looks for: count it, go on
            figures.crashes += 1
            figures.problems.append(f"run {index} ({kinds}): {type(exc).__name__}: {exc}")
            continue
        finally:
            figures.fault_hits += sum(f.hits for f in mirror.faults.list())
        lost = expected - finding_keys(result)
        figures.findings_lost += len(lost)
        if result.status != "finished":
            figures.unfinished += 1
        if lost or result.status != "finished":
            failed = [f"{r.step_id}: {r.error}" for r in result.steps if r.error]
            figures.problems.append(f"run {index} ({kinds}): {result.status}, lost {len(lost)}"
                                    f"; {'; '.join(failed)[:300]}")
    mirror.faults.clear()
    return figures


# -- 2. SIGKILL then resume --------------------------------------------------------------


@dataclass
class KillFigures:
    kills: int = 0
    resumed_equal: int = 0
    problems: list[str] = field(default_factory=list)


def _child_run(home: str, run_id: str) -> None:
    """In the child process: Prepare Sunday under `run_id` until killed."""
    settings = Settings().with_env()
    service = _service(settings, Path(home), Path(home) / "child.sqlite3")

    async def go() -> None:
        try:
            await service._orchestrator().run(sunday_plan(LANGUAGE), run_id=run_id)
        finally:
            await service.aclose()

    asyncio.run(go())


async def kill_runs(mirror: MirrorServer, settings: Settings, home: Path, kills: int,
                    deadline: float, rng: random.Random) -> KillFigures:
    figures = KillFigures()
    mirror.faults.clear()
    expected = finding_keys(await _run_once(settings, home, home / "reference.sqlite3"))
    for index in range(kills):
        if time.monotonic() > deadline:
            break
        run_home = home / f"kill{index}"
        run_home.mkdir()
        run_id = f"soak-kill-{index}"
        env = dict(os.environ, PREPARO_HOME=str(run_home), PREPARO_WOL_URL=mirror.wol_url,
                   PREPARO_CDN_URL=mirror.cdn_url, PYTHONPATH=str(ROOT))
        child = subprocess.Popen(
            [sys.executable, "-m", "bench.soak", "--child", str(run_home), run_id],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        run_dir = run_home / "runs" / run_id
        waited = time.monotonic()
        while not run_dir.exists() and child.poll() is None and time.monotonic() - waited < 60:
            await asyncio.sleep(0.05)  # the child's imports and model load come first
        await asyncio.sleep(rng.uniform(0.0, 2.0))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        figures.kills += 1
        service = _service(settings, run_home, run_home / "child.sqlite3")
        try:
            resumed = await service.resume(run_id)
        except PreparoError as exc:  # killed before the run was first saved
            figures.problems.append(f"kill {index}: nothing to resume ({exc}); ran afresh")
            resumed = await service.run(sunday_plan(LANGUAGE))
        finally:
            await service.aclose()
        got = finding_keys(resumed)
        if resumed.status == "finished" and got == expected:
            figures.resumed_equal += 1
        else:
            figures.problems.append(
                f"kill {index}: {resumed.status}, {len(expected - got)} missing, "
                f"{len(got - expected)} extra")
    return figures


# -- 3. hostile corpus ---------------------------------------------------------------------


def hostile_pages() -> dict[str, tuple[bytes, dict[str, str]]]:
    """path -> (body, headers) of pages no real site should send."""
    html = {"Content-Type": "text/html; charset=utf-8"}
    verse = ('<span class="v" id="v43-3-16-1"><a class="vl" href="javascript:alert(1)">16</a>'
             "<script>alert('x')</script> Text <img src=x onerror=alert(2)> with "
             '<a href="file:///etc/passwd">a link</a></span>')
    chapter = (f'<html><body><article id="article"><h1>Juan 3</h1>{verse}'
               '<a href="https://wol.jw.org.evil.example/x">look-alike</a>'
               '<a href="data:text/html,<b>x</b>">data</a></article></body></html>')
    bomb = gzip.compress(bytes(256 * 1024 * 1024), compresslevel=9)
    deep = ("<html><body>" + "<div>" * 400_000 + "x" + "</div>" * 400_000
            + "</body></html>").encode()
    bad_utf8 = (b"<html><body><article><h1>\xff\xfe\xc3(</h1><p data-pid='1'>\xed\xa0\x80 "
                b"surrogate \xf8\x88\x80\x80\x80 overlong</p></article></body></html>")
    return {
        "/es/wol/b/r4/lp-s/nwtsty/43/3": (chapter.encode(), html),
        "/es/wol/b/r4/lp-s/nwtsty/43/4": (bomb, {**html, "Content-Encoding": "gzip"}),
        "/es/wol/b/r4/lp-s/nwtsty/43/5": (deep, html),
        "/es/wol/b/r4/lp-s/nwtsty/43/6": (bad_utf8, html),
        "/es/wol/b/r4/lp-s/nwtsty/43/7": (b"<p>" + b"x" * (9 * 1024 * 1024), html),
        "/es/wol/b/r4/lp-s/nwtsty/43/8": (b"", {"Location": "file:///etc/passwd"}),
        "/es/wol/b/r4/lp-s/nwtsty/43/9": (b"", {"Location": "http://169.254.169.254/"}),
    }


@contextmanager
def hostile_server() -> Iterator[str]:
    pages = hostile_pages()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body, headers = pages.get(self.path.split("?")[0], (b"not here", {}))
            self.send_response(302 if "Location" in headers else 200 if body else 404)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    class Server(ThreadingHTTPServer):
        def handle_error(self, request: object, client_address: object) -> None:
            pass  # a client hanging up on a bomb is the point, not a problem

    server = Server(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


# An element that would run or load something; Markdown's backslash-escaped "\\<" is text.
_ACTIVE_MARKUP = re.compile(r"(?<!\\)<\s*(?:script|img|iframe|object|embed)\b", re.IGNORECASE)


@dataclass
class HostileFigures:
    items: int = 0
    typed_errors: int = 0
    parsed: int = 0
    untyped: list[str] = field(default_factory=list)
    slowest_s: float = 0.0
    peak_mb: float = 0.0  # Python allocations (tracemalloc) while reading the corpus
    rss_mb: float = 0.0  # peak resident size of a process that only reads the corpus
    export_clean: bool = False


async def hostile_corpus(per_item_s: float = 20.0) -> HostileFigures:
    from app.core.urls import mirror_bases
    from app.export import render
    from app.export.sheet import SheetBullet, SheetScripture, SheetSection, StudySheet

    figures = HostileFigures()
    bullets: list[SheetBullet] = []
    with hostile_server() as base, tempfile.TemporaryDirectory(prefix="soak-hostile-") as tmp:
        settings = Settings(wol_url=base, cdn_url=base)
        policy = MIRROR_POLICY.__class__(**{**MIRROR_POLICY.__dict__,
                                            "max_body_bytes": 16 * 1024 * 1024})
        tracemalloc.start()
        try:
            async with SourceHub(settings, policy=policy,
                                 cache=Cache(Path(tmp) / "c.sqlite3")) as hub:
                for chapter in range(3, 10):
                    figures.items += 1
                    started = time.monotonic()
                    try:
                        page = await asyncio.wait_for(hub.chapter(LANGUAGE, 43, chapter),
                                                      per_item_s)
                    except PreparoError:
                        figures.typed_errors += 1
                    except Exception as exc:  # what the corpus hunts for
                        figures.untyped.append(f"43:{chapter}: {type(exc).__name__}: {exc}")
                    else:
                        figures.parsed += 1
                        bullets.extend(SheetBullet(text=v.text, url=hub.wol_url_chapter(
                            LANGUAGE, 43, chapter)) for v in page.verses)
                    figures.slowest_s = max(figures.slowest_s, time.monotonic() - started)
            figures.peak_mb = tracemalloc.get_traced_memory()[1] / 1e6
        finally:
            tracemalloc.stop()
        bullets += [SheetBullet(text="odd", url=u) for u in (
            "javascript:alert(1)", "file:///etc/passwd", "https://wol.jw.org.evil.example/",
            "https://wol.jw.org/x><script>alert(1)</script>")]
        sheet = StudySheet(title="<script>alert(1)</script>", sections=[SheetSection(
            heading="h", bullets=bullets,
            scriptures=[SheetScripture(ref="Juan 3:16", text="<script>x</script>")])])
        bases = mirror_bases(base)
        outputs = [render(sheet, fmt, link_bases=bases).decode("utf-8", "replace")
                   for fmt in ("md", "html")]
        figures.export_clean = all(
            not _ACTIVE_MARKUP.search(out) and "javascript:" not in out and "file:" not in out
            and "evil.example" not in out for out in outputs)
    return figures


# -- the bench ---------------------------------------------------------------------------------


@dataclass
class SoakFigures:
    faults: FaultFigures
    kills: KillFigures
    hostile: HostileFigures
    seconds: float


async def soak(runs: int, kills: int, seconds: float, seed: int) -> SoakFigures:
    rng = random.Random(seed)
    started = time.monotonic()
    deadline = started + seconds
    with tempfile.TemporaryDirectory(prefix="preparo-soak-") as tmp:
        home = Path(tmp)
        saved = {k: os.environ.get(k) for k in ("PREPARO_HOME", "PREPARO_HTTP_RATE",
                                                "PREPARO_HTTP_BURST")}
        os.environ.update(PREPARO_HOME=str(home), PREPARO_HTTP_RATE="1000",
                          PREPARO_HTTP_BURST="1000")
        try:
            with running_mirror() as mirror:
                settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url,
                                    language=LANGUAGE)
                faults = await fault_runs(mirror, settings, home, runs, deadline, rng)
                killed = await kill_runs(mirror, settings, home, kills, deadline, rng)
            hostile = await hostile_corpus()
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    return SoakFigures(faults, killed, hostile, time.monotonic() - started)


def report(figures: SoakFigures) -> str:
    f, k, h = figures.faults, figures.kills, figures.hostile
    kinds = ", ".join(f"{name} {count}" for name, count in sorted(f.by_kind.items()))
    lines = [
        f"fault runs:      {f.runs} runs, {f.faults_injected} faults injected ({kinds}), "
        f"{f.fault_hits} fault hits",
        f"                 findings lost {f.findings_lost}, crashes {f.crashes}, "
        f"unfinished {f.unfinished}",
        f"kill + resume:   {k.kills} SIGKILLs, {k.resumed_equal} resumed equal to an "
        "uninterrupted run",
        f"hostile corpus:  {h.items} pages, {h.parsed} parsed, {h.typed_errors} typed errors, "
        f"{len(h.untyped)} untyped, slowest {h.slowest_s:.2f} s, peak memory "
        f"{h.peak_mb:.1f} MB (Python), peak RSS of a reading process {h.rss_mb:.0f} MB, "
        f"export inert: {h.export_clean}",
        f"total:           {figures.seconds:.1f} s",
    ]
    lines += [f"  problem: {p}" for p in (*f.problems, *k.problems, *h.untyped)]
    return "\n".join(lines)


def hostile_rss_mb() -> float:
    """Peak resident memory (MB) of a fresh process that reads the hostile corpus."""
    done = subprocess.run([sys.executable, "-m", "bench.soak", "--hostile-child"], cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True,
                          text=True, timeout=300, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def _hostile_child() -> None:
    import resource

    asyncio.run(hostile_corpus())
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux
    print(f"{peak_kb / 1024:.1f}")


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        _child_run(sys.argv[2], sys.argv[3])
        return
    if sys.argv[1:] == ["--hostile-child"]:
        logging.basicConfig(level=logging.ERROR)
        _hostile_child()
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=24)
    parser.add_argument("--kills", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=240.0,
                        help="stop starting new runs after this long")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)  # refused redirects etc. are expected here
    figures = asyncio.run(soak(args.runs, args.kills, args.seconds, args.seed))
    if sys.platform != "win32":
        figures.hostile.rss_mb = hostile_rss_mb()
    print(report(figures))


if __name__ == "__main__":
    main()
