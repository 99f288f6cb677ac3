"""Fact-check answers and research timings against the mirror, with the NLI model.

    .venv/bin/python -m bench.research [--reps N] [--lexical]

Runs apologetics.fact_check on a small labelled set of claims (es/en/pt, written for
the mirror's articles: supported, contradicted, or not established by them) and
prints the answer accuracy per language and the failures; then the wall time of
research.topic, apologetics.fact_check and ministry.presentation (median of
`--reps` runs, the mirror's HTTP cache warm after the first), and how many NLI
pairs the fact-check scored. `--lexical` uses the word-overlap entailer instead
of the model (the baseline: same runs, no model).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

from app.agents.base import AgentContext
from app.agents.registry import Registry
from app.core.findings import ClaimCheck
from app.core.settings import Settings
from app.mirror.server import running_mirror
from app.orchestrator.critique import LexicalEntailer, default_entailer
from app.sources.http import HttpPolicy
from app.sources.hub import SourceHub

# (language, claim, expected answer)
CLAIMS: list[tuple[str, str, str]] = [
    ("en", "the earth will be destroyed", "contradicted"),
    ("en", "the earth will remain forever", "supported"),
    ("en", "the dead are conscious of nothing", "supported"),
    ("en", "Jesus wept when Lazarus died", "supported"),
    ("en", "Jesus was born on December 25", "not_established"),
    ("es", "la Trinidad está en la Biblia", "contradicted"),
    ("es", "Jesús lloró cuando murió Lázaro", "supported"),
    ("es", "los muertos volverán a vivir", "supported"),
    ("es", "el Mar Rojo se abrió en dos", "not_established"),
    ("pt", "os mortos estão conscientes", "contradicted"),
    ("pt", "os mortos vão viver de novo", "supported"),
    ("pt", "a Terra permanecerá para sempre", "supported"),
    ("pt", "Noé construiu uma arca", "not_established"),
]

TIMED: list[tuple[str, str, dict[str, Any]]] = [
    ("research.topic", "es", {"topic": "la resurrección"}),
    ("apologetics.fact_check", "en", {"claim": "the earth will be destroyed"}),
    ("ministry.presentation", "en", {"topic": "the resurrection",
                                     "audience": "someone grieving"}),
]


async def _run(hub: SourceHub, settings: Settings, entailer: Any, agent: str, lang: str,
               args: dict[str, Any], data: Path) -> Any:
    reg = Registry.default()
    spec = reg.get(agent)
    ctx = AgentContext(run_id="bench", step_id="s", language=lang,  # type: ignore[arg-type]
                       settings=settings, sources=hub, services={"entailer": entailer},
                       data_dir=data)
    return await spec.run(spec.validate_args(args), ctx)


async def _bench(base: str, cdn: str, reps: int, lexical: bool, data: Path) -> int:
    settings = Settings(wol_url=base, cdn_url=cdn)
    entailer = LexicalEntailer() if lexical else default_entailer(settings)
    engine = "word-overlap" if isinstance(entailer, LexicalEntailer) else "model"
    print(f"engine: {engine}")
    policy = HttpPolicy(rate=1000, burst=1000)
    async with SourceHub(settings, policy=policy, use_cache=False) as hub:
        per_lang: dict[str, list[int]] = {}
        failures: list[str] = []
        for lang, claim, expected in CLAIMS:
            try:
                result = await _run(hub, settings, entailer, "apologetics.fact_check", lang,
                                    {"claim": claim}, data)
                head = result.findings[0].data
                got = head.verdict if isinstance(head, ClaimCheck) else "?"
            except Exception as exc:
                got = f"error {type(exc).__name__}"
            tally = per_lang.setdefault(lang, [0, 0])
            tally[0] += got == expected
            tally[1] += 1
            if got != expected:
                failures.append(f"  [{lang}] {claim}: {got} (expected {expected})")
        good = sum(t[0] for t in per_lang.values())
        total = sum(t[1] for t in per_lang.values())
        print(f"fact-check answers: {good}/{total} = {good / total:.0%} ("
              + ", ".join(f"{k} {a}/{b}" for k, (a, b) in sorted(per_lang.items())) + ")")
        print("\n".join(failures))
        for agent, lang, args in TIMED:
            times = []
            pairs = 0
            for _ in range(reps):
                t0 = time.perf_counter()
                result = await _run(hub, settings, entailer, agent, lang, args, data)
                times.append((time.perf_counter() - t0) * 1000)
                pairs = sum(1 for f in result.findings if f.kind == "claim_evidence")
            extra = f", {pairs} passages scored" if agent == "apologetics.fact_check" else ""
            print(f"{agent} [{lang}]: median {statistics.median(times):.0f} ms, "
                  f"min {min(times):.0f} ms over {reps} runs{extra}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--lexical", action="store_true")
    args = parser.parse_args(argv)
    import tempfile

    with running_mirror() as mirror, tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(_bench(mirror.wol_url, mirror.cdn_url, args.reps, args.lexical,
                                  Path(tmp)))


if __name__ == "__main__":
    raise SystemExit(main())
