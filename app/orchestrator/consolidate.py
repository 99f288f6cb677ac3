"""Merge the findings of every step into one list for the person."""

from __future__ import annotations

from typing import Any

from app.core.models import Finding


def consolidate(findings: list[Finding]) -> list[Finding]:
    """Merge true duplicates (the same item of the same page, found twice: the most
    authoritative copy is kept, the first when equal, completed by the other's data
    where its kind says how: FindingData.merged) and order by authority,
    highest first; stable otherwise. Distinct items of one page all stay."""
    best: dict[tuple[Any, ...], tuple[int, Finding]] = {}
    loose: list[tuple[int, Finding]] = []
    for index, finding in enumerate(findings):
        if finding.citation is None:
            loose.append((index, finding))
            continue
        key = item_key(finding)
        current = best.get(key)
        if current is None:
            best[key] = (index, finding)
        elif finding.authority > current[1].authority:
            best[key] = (current[0], completed(finding, current[1]))
        else:
            best[key] = (current[0], completed(current[1], finding))
    merged = sorted([*best.values(), *loose], key=lambda pair: (-pair[1].authority, pair[0]))
    return [f for _, f in merged]


def item_key(finding: Finding) -> tuple[Any, ...]:
    """What makes a finding one item: its page, kind and claim (the same URL may carry
    different claims in a fact-check) and the data naming the item on that page; a
    finding with no such data is one item per summary and excerpt."""
    assert finding.citation is not None
    page = finding.citation.url.rstrip("/")
    named = finding.data.identity()  # the fields naming the item (app/core/findings.py)
    identity = named or (finding.summary.strip(), finding.excerpt.strip())
    return (page, finding.kind, finding.claim or "", identity)


def completed(kept: Finding, other: Finding) -> Finding:
    """`kept` with its data completed by `other`'s (the same item found twice)."""
    data = kept.data.merged(other.data)
    return kept if data is kept.data else kept.model_copy(update={"data": data})
