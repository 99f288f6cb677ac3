"""Where a saying comes from: a Bible verse (checked against the verse text), else a
publication, else only the nearest passage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import quote

from app.agents._common import overlap
from app.agents._search import Hit, search_words
from app.agents._urls import wol_base
from app.agents._verses import explain_references, parse_refs, single
from app.agents.base import AgentContext
from app.core.models import Language
from app.sources.languages import wol_language
from app.sources.references import BibleRef


@dataclass
class Match:
    title: str
    url: str
    snippet: str
    score: float


@dataclass
class SayingResult:
    bible: Match | None = None
    publication: Match | None = None
    nearest: Match | None = None
    search_url: str = ""
    problems: list[str] = field(default_factory=list)


FOUND_AT = 0.75  # share of the saying's words a passage must contain to count as found
NEAR = 0.3


async def find_saying(ctx: AgentContext, lang: Language, saying: str) -> SayingResult:
    """Where a saying is: in a Bible verse (checked against the verse text), else in a
    publication; else only the nearest passage, if any."""
    hub_base = wol_base(ctx)


    w = wol_language(lang)
    out = SayingResult(search_url=f"{hub_base}{w.wol_prefix()}/s/{w.resource}/{w.lp}"
                                  f"?q={quote(saying)}")
    bible_hits = await search_words(ctx, lang, saying, "bible", 6)
    candidates: list[Match] = []
    refs_by_hit: list[tuple[Hit, BibleRef]] = []
    for hit in bible_hits:
        refs = parse_refs([hit.title], lang)[0]
        if refs and refs[0].verses:
            refs_by_hit.append((hit, refs[0]))
        else:
            candidates.append(Match(hit.title, hit.url, hit.snippet,
                                    overlap(saying, hit.snippet)))
    if refs_by_hit:
        explained = await explain_references(
            ctx, lang, [r for _, r in refs_by_hit], cross_references=False, max_verses=12)
        out.problems.extend(explained.problems)
        by_ref = {v["ref"]: v for v in explained.verses}
        for hit, ref in refs_by_hit:
            texts = [by_ref[k]["text"] for k in
                     (single(ref.book, ref.chapter, v).display(lang) for v in ref.verses)
                     if k in by_ref]
            text = " ".join(texts) or hit.snippet
            url = ref.wol_url(hub_base, lang)
            candidates.append(Match(ref.display(lang), url, text, overlap(saying, text)))
    candidates.sort(key=lambda m: -m.score)
    if candidates and candidates[0].score >= FOUND_AT:
        out.bible = candidates[0]
        return out
    if candidates and candidates[0].score >= NEAR:
        out.nearest = candidates[0]
    pubs = await search_words(ctx, lang, saying, "publications", 6)
    scored = sorted(
        (Match(h.title, h.url, h.snippet, overlap(saying, f"{h.title} {h.snippet}"))
         for h in pubs),
        key=lambda m: -m.score,
    )
    if scored and scored[0].score >= FOUND_AT:
        out.publication = scored[0]
    return out
