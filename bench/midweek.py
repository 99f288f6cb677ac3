"""The midweek meeting against the local mirror: the workbook parser on a week page, and
meeting.workbook / meeting.student_part with their references followed (cold cache each
time, requests counted at the mirror).

    .venv/bin/python -m bench.midweek [--reps 5] [--language es] [--latency-ms 0]

Prints medians of `reps` repetitions: parse time of one workbook week, and for each agent
its wall time, the requests that reached the mirror and the findings it returned.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from typing import Any

from app.agents.base import AgentContext
from app.agents.registry import Registry
from app.core.models import Language
from app.core.settings import Settings
from app.mirror import content
from app.mirror.server import running_mirror
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub
from app.sources.parsers import parse_workbook

DATE = "2026-06-10"
AGENTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("meeting.workbook", {"date": DATE}),
    ("meeting.student_part", {"assignment": "starting_conversations", "date": DATE}),
    ("meeting.student_part", {"assignment": "bible_reading", "date": DATE}),
)


def parse_ms(language: str, reps: int) -> float:
    html = content.document_page(language, content.week_docids(2026, 24)[0]) or ""
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        parse_workbook(html)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


async def run_once(settings: Settings, language: Language, agent: str,
                   args: dict[str, Any]) -> tuple[float, int]:
    spec = Registry.default().get(agent)
    async with SourceHub(settings, policy=HttpPolicy(rate=1000, burst=1000),
                         use_cache=False) as hub:
        ctx = AgentContext(run_id="bench", step_id="bench", language=language,
                           settings=settings, upstream={}, sources=hub)
        start = time.perf_counter()
        result = await spec.run(spec.validate_args(args), ctx)
        return time.perf_counter() - start, len(result.findings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--language", default="es", choices=("en", "es", "pt"))
    parser.add_argument("--latency-ms", type=int, default=0)
    options = parser.parse_args()
    lang: Language = options.language
    print(f"parse_workbook: {parse_ms(lang, max(options.reps, 20)):.2f} ms median")
    with running_mirror() as mirror:
        if options.latency_ms:
            mirror.faults.latency(r"/", options.latency_ms)
        settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0)
        for agent, args in AGENTS:
            walls, requests, counts = [], [], []
            for _ in range(options.reps):
                mirror.log.clear()
                wall, findings = asyncio.run(run_once(settings, lang, agent, args))
                walls.append(wall)
                requests.append(mirror.count())
                counts.append(findings)
            label = agent + (f" {args['assignment']}" if "assignment" in args else "")
            print(f"{label}: {statistics.median(walls) * 1000:.0f} ms median, "
                  f"{statistics.median(requests):.0f} requests, "
                  f"{statistics.median(counts):.0f} findings")


if __name__ == "__main__":
    main()
