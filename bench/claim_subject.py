"""Can the sentence embedder tell a sentence about a claim's subject from one that is not?
Dev pairs (bench/data/claim_subject_dev.json, es/en/pt), e5 cosine of claim and sentence.

    .venv/bin/python -m bench.claim_subject

Prints each group's range, the best single floor's accuracy and the word gate's. On
this dev set the ranges overlap (on subject 0.841..0.921, not 0.754..0.882). Tried:
admitting, besides the word gate, a sentence that names every entity of the claim with
a cosine of at least 0.89 (above every off-subject dev pair): bench.claims then had one
false claim supported (a "ruin the earth" sentence for "the Earth will be destroyed by
fire") and 21 of 24 claims with the same verdict in every language (23 without). So the
claims' relevance gate (app/study/evidence.py) stays entities + content words.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from app.agents._meaning import similarity
from app.core.settings import Settings
from app.nli.engine import shared_embedder
from app.study.claims import on_subject

DATA = Path(__file__).resolve().parent / "data" / "claim_subject_dev.json"


async def _scores(pairs: list[list[object]]) -> list[float]:
    embedder = shared_embedder(Settings(), "en")
    out = []
    for _, claim, sentence, _ in pairs:
        out.append(float((await similarity(embedder, str(claim), [str(sentence)]))[0]))
    return out


def main() -> int:
    pairs = json.loads(DATA.read_text("utf-8"))["pairs"]
    scores = asyncio.run(_scores(pairs))
    on = [s for s, p in zip(scores, pairs, strict=True) if p[3]]
    off = [s for s, p in zip(scores, pairs, strict=True) if not p[3]]
    print(f"pairs: {len(pairs)} ({len(on)} on subject, {len(off)} not)")
    print(f"on subject: cosine {min(on):.3f}..{max(on):.3f}")
    print(f"not:        cosine {min(off):.3f}..{max(off):.3f}")
    best = max(sorted(scores), key=lambda f: sum((s >= f) == bool(p[3])
                                                 for s, p in zip(scores, pairs, strict=True)))
    right = sum((s >= best) == bool(p[3]) for s, p in zip(scores, pairs, strict=True))
    print(f"best single floor {best:.3f}: {right} of {len(pairs)} right")
    words = sum(on_subject(str(p[1]), str(p[2]), str(p[0])) == bool(p[3]) for p in pairs)
    print(f"the word gate (entities + content words): {words} of {len(pairs)} right")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
