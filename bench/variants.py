"""The five journeys against the mirror in tidy, real-variant and mixed mode: equal findings?

    .venv/bin/python -m bench.variants [--langs en,es,pt] [--modes tidy,real,mixed]

Runs Prepare Sunday (meeting.week -> meeting.watchtower_study), the midweek meeting
(meeting.week -> meeting.workbook), research a topic (research.topic), explain a verse
(verse.explain) and the public talk (meeting.public_talk_outline) once per mode on one
mirror (PREPARO_MIRROR_VARIANTS, read per request), and prints per journey and language
the findings in each mode, the findings only one mode has (kind and link), and the
search hits the real site lists without a page (kept, marked, without a link). Exits 1
when a mode's findings differ from tidy.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import os
import sys
from collections import Counter
from dataclasses import dataclass, field

from app.agents.registry import Registry
from app.core.i18n import tr
from app.core.models import Finding, Plan, Step
from app.core.settings import Settings
from app.mirror.content.variants import ENV, MODES
from app.mirror.server import MirrorServer, running_mirror
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.executor import Executor
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub

SUNDAY = dt.date(2026, 3, 15)
MIDWEEK = dt.date(2026, 6, 10)
JOURNEYS = ("prepare_sunday", "midweek", "research", "explain_verse", "public_talk",
            "bible_study")


def journey_steps(name: str, lang: str) -> list[Step]:
    topic = {"en": "patience", "es": "bondad", "pt": "paciência"}[lang]
    verse = {"en": "John 3:16", "es": "Juan 3:16", "pt": "João 3:16"}[lang]
    steps = {
        "prepare_sunday": [
            Step(id="week", agent="meeting.week", args={"date": SUNDAY.isoformat()}),
            Step(id="wt", agent="meeting.watchtower_study", args={"date": SUNDAY.isoformat()},
                 depends_on=["week"]),
        ],
        "midweek": [
            Step(id="week", agent="meeting.week", args={"date": MIDWEEK.isoformat()}),
            Step(id="mwb", agent="meeting.workbook", args={"date": MIDWEEK.isoformat()},
                 depends_on=["week"]),
        ],
        "research": [Step(id="topic", agent="research.topic", args={"topic": topic})],
        "explain_verse": [Step(id="verse", agent="verse.explain",
                               args={"references": [verse]})],
        "public_talk": [Step(id="talk", agent="meeting.public_talk_outline",
                             args={"number": 23})],
        "bible_study": [Step(id="lesson", agent="ministry.bible_study",
                             args={"publication": "lff", "lesson": 2})],
    }
    return steps[name]


@dataclass
class Outcome:
    """One journey in one mode: its status, findings and what it told the person."""

    status: str
    findings: list[Finding] = field(default_factory=list)
    told: list[str] = field(default_factory=list)


async def run_journey(mirror: MirrorServer, registry: Registry, mode: str, lang: str,
                      name: str) -> Outcome:
    """Run one journey with the mirror in `mode` (sets the variable for this process)."""
    os.environ[ENV] = mode
    settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, step_retries=0)
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.05)
    async with SourceHub(settings, policy=policy, use_cache=False) as hub:
        ex = Executor(registry, settings=settings, sources=hub,
                      services={"entailer": LexicalEntailer()})
        plan = Plan(goal=name, language=lang, steps=journey_steps(name, lang))  # type: ignore[arg-type]
        result = await ex.run(plan)
    return Outcome(
        status=str(result.status),
        findings=[f for step in result.steps for f in step.findings],
        told=[line for step in result.steps if step.handoff for line in step.handoff.for_next],
    )


def _key(f: Finding) -> tuple[str, str]:
    return f.kind, f.citation.url if f.citation else ""


@dataclass
class Comparison:
    tidy: int
    other: int
    unresolvable: int
    only_tidy: Counter[tuple[str, str]]
    only_other: Counter[tuple[str, str]]
    reasons: set[str]
    unresolvable_with_links: int

    @property
    def equal(self) -> bool:
        return (not self.only_tidy and not self.only_other and self.reasons <= {"no_docid"}
                and not self.unresolvable_with_links
                and self.other - self.unresolvable == self.tidy)


def _unresolved(finding: Finding) -> str:
    """Why a search hit's link cannot be opened ("" when it can, or for other kinds)."""
    return str(getattr(finding.data, "unresolved", "") or "")


def compare(tidy: list[Finding], other: list[Finding]) -> Comparison:
    """Findings of another mode against tidy, the unresolvable search hits set apart."""
    lost = [f for f in other if _unresolved(f)]
    kept = [f for f in other if not _unresolved(f)]
    return Comparison(
        tidy=len(tidy), other=len(other), unresolvable=len(lost),
        only_tidy=Counter(map(_key, tidy)) - Counter(map(_key, kept)),
        only_other=Counter(map(_key, kept)) - Counter(map(_key, tidy)),
        reasons={_unresolved(f) for f in lost},
        unresolvable_with_links=sum(1 for f in lost if f.citation is not None),
    )


async def main_async(langs: list[str], modes: list[str]) -> int:
    registry = Registry()
    registry.load_builtins()
    failed = 0
    previous = os.environ.get(ENV)
    try:
        with running_mirror() as mirror:
            print(f"{'journey':<15} {'lang':<4} " + " ".join(f"{m:>6}" for m in modes)
                  + "  differences")
            for name in JOURNEYS:
                for lang in langs:
                    runs = {m: await run_journey(mirror, registry, m, lang, name)
                            for m in modes}
                    counts = " ".join(f"{len(runs[m].findings):>6}" for m in modes)
                    notes = []
                    for mode in modes[1:]:
                        c = compare(runs[modes[0]].findings, runs[mode].findings)
                        if not c.equal:
                            failed += 1
                            notes.append(f"{mode}: only {modes[0]} {dict(c.only_tidy)}, "
                                         f"only {mode} {dict(c.only_other)}")
                    mark = tr("links.unresolvable", lang)
                    said = {m: sum(mark in line for line in runs[m].told)
                            + sum(1 for f in runs[m].findings if _unresolved(f))
                            for m in modes}
                    status = {runs[m].status for m in modes}
                    print(f"{name:<15} {lang:<4} {counts}  "
                          f"{'; '.join(notes) or 'equal'} (status {', '.join(status)}; "
                          "hits without a page, shown: "
                          f"{', '.join(f'{m} {n}' for m, n in said.items())})")
    finally:
        if previous is None:
            os.environ.pop(ENV, None)
        else:
            os.environ[ENV] = previous
    print("all equal" if not failed else f"{failed} journey(s) differ")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", default="en,es,pt")
    parser.add_argument("--modes", default=",".join(MODES),
                        help="the first is the reference (default tidy,real,mixed)")
    args = parser.parse_args(argv)
    return asyncio.run(main_async(args.langs.split(","), args.modes.split(",")))


if __name__ == "__main__":
    sys.exit(main())
