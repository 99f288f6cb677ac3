"""Merge the findings of every step into one list for the person."""

from __future__ import annotations

from app.core.models import Finding


def consolidate(findings: list[Finding]) -> list[Finding]:
    """Deduplicate by citation URL (keeping the most authoritative finding, and the
    first when equal) and order by authority, highest first; stable otherwise."""
    best: dict[str, tuple[int, Finding]] = {}
    loose: list[tuple[int, Finding]] = []
    for index, finding in enumerate(findings):
        if finding.citation is None:
            loose.append((index, finding))
            continue
        key = _citation_key(finding)
        current = best.get(key)
        if current is None or finding.authority > current[1].authority:
            best[key] = (current[0] if current else index, finding)
    merged = sorted([*best.values(), *loose], key=lambda pair: (-pair[1].authority, pair[0]))
    return [f for _, f in merged]


def _citation_key(finding: Finding) -> str:
    assert finding.citation is not None
    # The same URL may carry different claims (fact-check); those stay separate.
    return f"{finding.citation.url.rstrip('/')}|{finding.kind}|{finding.claim or ''}"
