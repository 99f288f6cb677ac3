"""The claims set (tests/data/claims) through the fact-check journey, against the mirror.

    .venv/bin/python -m bench.claims [--lang es,en,pt] [--ids a,b] [--lexical] [--show]

Each claim runs the way `preparo run "Is it true that …?" --json` runs it: a plan with
the fact-check step, through the service (executor, critique, replans), with the NLI
model (`--lexical`: word overlap). Printed:

- false claims supported and true claims contradicted (both must be 0);
- claims whose three languages got the same verdict;
- definite verdicts backed by an on-subject passage (one of the mirror articles the
  claim's `about` names), each with its evidence sentence and link;
- "not established" answers, and runs that showed two answers that disagree;
- how many claims the planner routes to the fact-checker ("Is it true that …?").

The verdict is read from the run's claim-check finding (`data.verdict`), else (older
code) from the fact-check's plain answer. Exits 0; the figures are the result.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import re
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.models import Finding, Plan, RunResult, Step
from app.core.settings import Settings
from app.mirror.content.articles import ARTICLE_DOCIDS
from app.mirror.server import MIRROR_POLICY, running_mirror
from app.orchestrator.store import RunStore
from app.service import PreparoService
from app.sources.cache import Cache
from app.sources.hub import SourceHub

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "claims" / "claims.jsonl"
ASK = {"en": "Is it true that {claim}?", "es": "¿Es verdad que {claim}?",
       "pt": "É verdade que {claim}?"}
ARTICLE_OF_DOCID = {docid: key for key, docid in ARTICLE_DOCIDS.items()}
NOT_ESTABLISHED = "not_established"


@dataclass
class Outcome:
    cid: str
    language: str
    claim: str
    truth: bool
    about: list[str]
    verdict: str = NOT_ESTABLISHED
    answers: list[str] = field(default_factory=list)  # every verdict the run showed
    evidence: str = ""
    url: str = ""
    searched: list[str] = field(default_factory=list)
    routed: str = ""  # the planner's first agent for "Is it true that …?"
    error: str = ""
    blocked: int = 0  # requests the privacy guard refused (a name taken for a person's)
    replanned_after_definite: bool = False  # a definite first answer still looked further

    @property
    def on_subject(self) -> bool:
        match = re.search(r"/d/r\d+/lp-\w+/(\d+)", self.url)
        return bool(match) and ARTICLE_OF_DOCID.get(int(match.group(1)), "") in self.about


def load(languages: set[str], ids: set[str]) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return [r for r in rows if r["language"] in languages and (not ids or r["id"] in ids)]


def _verdict(value: str) -> str:
    return NOT_ESTABLISHED if value in ("not_addressed", "", NOT_ESTABLISHED) else value


def read_outcome(result: RunResult, out: Outcome) -> None:
    """The run's answers (claim checks, else the fact-check's plain answers)."""
    checks = [f for f in result.findings if f.kind == "claim_check"]
    answers: list[Finding] = checks or [
        f for f in result.findings
        if f.kind == "answer" and getattr(f.data, "claim", "") and getattr(f.data, "verdict", "")]
    out.answers = [_verdict(str(getattr(f.data, "verdict", ""))) for f in answers]
    first = next((f for f in answers if f.step_id == "check"), None)
    out.replanned_after_definite = bool(
        result.replans and first is not None
        and _verdict(str(getattr(first.data, "verdict", ""))) != NOT_ESTABLISHED)
    if not answers:
        return
    head = answers[0]
    out.verdict = out.answers[0]
    data = head.data
    evidence = getattr(data, "evidence", None)
    if evidence:
        out.evidence = str(getattr(evidence[0], "text", ""))
        out.url = str(getattr(evidence[0], "url", ""))
    elif getattr(data, "deciding", None):
        out.url = data.deciding[0]  # type: ignore[attr-defined]
        out.evidence = head.excerpt
    out.searched = [str(s) for s in getattr(data, "searched", [])]


class _Blocked(logging.Handler):
    """Counts the privacy guard's refusals (the goal named someone it took for a person)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += "privacy guard" in record.getMessage()


async def run_claims(rows: list[dict[str, Any]], settings: Settings, home: Path,
                     services: dict[str, Any]) -> list[Outcome]:
    outcomes = []
    blocked = _Blocked()
    logging.getLogger("app.core.privacy").addHandler(blocked)
    logging.getLogger("app.core.privacy").propagate = False
    for row in rows:
        blocked.count = 0
        out = Outcome(row["id"], row["language"], row["claim"], bool(row["truth"]),
                      list(row.get("about", [])))
        hub = SourceHub(settings, policy=MIRROR_POLICY, cache=Cache(home / "cache"))
        service = PreparoService(settings, store=RunStore(home / "runs"), sources=hub,
                                 services=services)
        try:
            goal = ASK[out.language].format(claim=out.claim[0].lower() + out.claim[1:])
            planned = await service.plan(goal, out.language)  # type: ignore[arg-type]
            out.routed = planned.steps[0].agent if planned.steps else ""
            plan = Plan(goal=goal, language=out.language,  # type: ignore[arg-type]
                        steps=[Step(id="check", agent="apologetics.fact_check",
                                    args={"claim": out.claim})])
            read_outcome(await service.run(plan), out)
        except Exception as exc:  # a claim that breaks the run is a figure too
            out.error = f"{type(exc).__name__}: {exc}"
        finally:
            await service.aclose()
        out.blocked = blocked.count
        outcomes.append(out)
        print(f"  [{out.language}] {out.cid}: {out.verdict}"
              f"{' (answers: ' + ', '.join(out.answers) + ')' if len(set(out.answers)) > 1 else ''}"
              f"{' ERROR ' + out.error if out.error else ''}", flush=True)
    return outcomes


def report(outcomes: list[Outcome], show: bool) -> None:
    definite = [o for o in outcomes if o.verdict != NOT_ESTABLISHED]
    false_supported = [o for o in outcomes if not o.truth and o.verdict == "supported"]
    true_contradicted = [o for o in outcomes if o.truth and o.verdict == "contradicted"]
    wrong_way = [o for o in outcomes if (o.truth and o.verdict == "contradicted")
                 or (not o.truth and o.verdict == "supported")]
    right = [o for o in definite if o not in wrong_way]
    by_id: dict[str, dict[str, str]] = defaultdict(dict)
    for o in outcomes:
        by_id[o.cid][o.language] = o.verdict
    complete = {k: v for k, v in by_id.items() if len(v) > 1}
    agree = [k for k, v in complete.items() if len(set(v.values())) == 1]
    backed = [o for o in definite if o.on_subject]
    two = [o for o in outcomes if len(set(o.answers)) > 1]
    routed = [o for o in outcomes if o.routed == "apologetics.fact_check"]
    print()
    print(f"claims run: {len(outcomes)} ({len(by_id)} ids)")
    print(f"false claims supported: {len(false_supported)}")
    for o in false_supported:
        print(f"    [{o.language}] {o.claim} <- \"{o.evidence[:160]}\" {o.url}")
    print(f"true claims contradicted: {len(true_contradicted)}")
    for o in true_contradicted:
        print(f"    [{o.language}] {o.claim} <- \"{o.evidence[:160]}\" {o.url}")
    print(f"right definite verdicts: {len(right)} of {len(definite)} definite")
    print(f"same verdict in every language: {len(agree)} of {len(complete)} claims")
    for k, v in sorted(complete.items()):
        if k not in agree:
            print(f"    {k}: "
                  + ", ".join(f"{lang} {verdict}" for lang, verdict in sorted(v.items())))
    print(f"definite verdicts backed by an on-subject passage: {len(backed)} of {len(definite)}")
    for o in definite:
        if show or not o.on_subject:
            mark = "on subject" if o.on_subject else "OFF SUBJECT"
            print(f"    [{o.language}] {o.claim}: {o.verdict}, {mark} <- "
                  f"\"{o.evidence[:160]}\" {o.url}")
    print(f"not established: {len(outcomes) - len(definite)} "
          f"(of which claims the mirror covers: "
          f"{sum(1 for o in outcomes if o.verdict == NOT_ESTABLISHED and o.about)})")
    print(f"runs showing two answers that disagree: {len(two)}")
    for o in two:
        print(f"    [{o.language}] {o.claim}: {', '.join(o.answers)}")
    again = [o for o in outcomes if o.replanned_after_definite]
    print(f"runs that replanned after a definite answer: {len(again)}")
    print(f"routed to the fact-checker by the planner: {len(routed)} of {len(outcomes)}")
    guarded = [o for o in outcomes if o.blocked]
    print(f"runs whose searches the privacy guard refused (a name in the goal taken for a "
          f"person's): {len(guarded)}")
    for o in guarded:
        print(f"    [{o.language}] {o.claim}: {o.blocked} requests refused")
    errors = [o for o in outcomes if o.error]
    print(f"runs that failed: {len(errors)}")
    for o in errors:
        print(f"    [{o.language}] {o.claim}: {o.error[:200]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", default="es,en,pt")
    parser.add_argument("--ids", default="")
    parser.add_argument("--lexical", action="store_true", help="word overlap, not the model")
    parser.add_argument("--show", action="store_true", help="every definite verdict's evidence")
    args = parser.parse_args(argv)
    rows = load(set(args.lang.split(",")), {i for i in args.ids.split(",") if i})
    services: dict[str, Any] = {}
    if args.lexical:
        from app.nli.engine import LexicalEntailer

        services["entailer"] = LexicalEntailer()
    with running_mirror() as mirror, tempfile.TemporaryDirectory() as tmp:
        settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url)
        outcomes = asyncio.run(run_claims(rows, settings, Path(tmp), services))
    report(outcomes, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
