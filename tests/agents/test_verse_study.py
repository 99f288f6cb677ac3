"""A verse a person asks for, studied in depth against the mirror: its context, its
cross-references with their text, what the index and the Research Guide list for it, and
points for a comment each taken from a source shown (issue 31, item 1)."""

from __future__ import annotations

import re

import pytest

from app.core.findings import CommentPoint, LinkedVerse, NothingFound, Topic, VerseContext
from app.core.settings import Settings
from app.export.sheet import build_sheet
from app.mirror import content
from app.sources.hub import SourceHub
from app.sources.references import parse_references
from tests.agents.agent_util import assert_cited, context, of_kind, run_agent


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "ref", "subject", "says"), [
    ("es", "Juan 3:16", "Amor (de Jehová)", "Jehová dio a su Hijo unigénito"),
    ("en", "John 3:16", "Love (Jehovah's)", "Jehovah gave his only-begotten Son"),
    ("pt", "João 3:16", "Amor (de Jeová)", "Jeová deu seu Filho unigênito"),
])
async def test_a_verse_in_its_context_with_index_entries_and_points_for_a_comment(
    hub: SourceHub, settings: Settings, lang: str, ref: str, subject: str, says: str
) -> None:
    result = await run_agent("verse.explain", {"references": [ref]},
                             context(hub, settings, lang))  # type: ignore[arg-type]
    assert_cited(result)
    # the verses around it, in order, the one asked for marked, texts as the chapter has them
    [ctx_finding] = of_kind(result, "verse_context")
    assert isinstance(ctx_finding.data, VerseContext)
    lines = ctx_finding.data.verses
    assert [v.verse for v in lines] == [14, 15, 16, 17, 18]
    assert [v.verse for v in lines if v.target] == [16]
    assert all(v.text == content.verse_text(lang, 43, 3, v.verse) for v in lines)
    # every cross-reference of the verse resolved to the text of the verse it points to
    linked = of_kind(result, "linked_verse")
    marginal = [r for f in of_kind(result, "cross_reference") for r in f.data.refs]
    assert linked and len(linked) == len(marginal)
    for finding in linked:
        assert isinstance(finding.data, LinkedVerse)
        [target] = parse_references(finding.data.target, lang)  # type: ignore[arg-type]
        assert finding.data.text == content.verse_text(
            lang, target.book, target.chapter, target.verses[0])
    # the index subject and the Research Guide entry that list the verse, followed to text
    topics = of_kind(result, "topic")
    assert {f.data.subject for f in topics if isinstance(f.data, Topic)} >= {subject}
    assert len(topics) == 3 and any(says in f.excerpt for f in topics)
    assert all("3:16" in " ".join(f.data.scriptures) for f in topics if isinstance(f.data, Topic))
    # three or four points, each a sentence of a source shown on the sheet, with its link
    points = of_kind(result, "comment_point")
    assert 3 <= len(points) <= 4
    shown = {f.citation.url: f.excerpt for f in result.findings
             if f.citation and f.kind in ("topic", "linked_verse")}
    for finding in points:
        point = finding.data
        assert isinstance(point, CommentPoint) and point.source
        assert finding.citation is not None and finding.citation.url
        if point.source_kind == "publication":  # its sentence, without the citations
            source = re.sub(r"\s*\([^)]*\d+:\d+[^)]*\)", "", shown[finding.citation.url])
            assert point.point in source
    assert {p.data.source_kind for p in points} >= {"publication", "study_note"}


@pytest.mark.asyncio
async def test_a_verse_no_index_lists_says_so_and_points_come_only_from_sources(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("verse.explain", {"references": ["Jude 3"]},
                             context(hub, settings, "en"))
    missing = [f for f in of_kind(result, "nothing_found") if isinstance(f.data, NothingFound)]
    assert any("Research Guide" in f.summary and "Jude 3" in f.data.searched for f in missing)
    assert not of_kind(result, "topic")
    # no publication says anything on it: no point claims one
    assert all(p.data.source_kind != "publication" for p in of_kind(result, "comment_point"))


@pytest.mark.asyncio
async def test_fanned_out_verses_and_chapters_are_not_studied_in_depth(
    hub: SourceHub, settings: Settings
) -> None:
    follow_up = context(hub, settings, "en", depth=1)
    result = await run_agent("verse.explain", {"references": ["John 3:16"]}, follow_up)
    assert not of_kind(result, "verse_context") and not of_kind(result, "comment_point")
    chapter = await run_agent("verse.explain", {"references": ["Psalm 23"]},
                              context(hub, settings, "en"))
    assert not of_kind(chapter, "verse_context")


@pytest.mark.asyncio
async def test_the_sheet_reads_verse_context_cross_references_index_then_points(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("verse.explain", {"references": ["John 3:16"]},
                             context(hub, settings, "en"))
    sheet = build_sheet(result.findings, language="en", goal="Explain John 3:16")
    headings = [s.heading for s in sheet.sections]
    assert headings[:3] == ["Scriptures", "The verse in its context", "Cross-references"]
    assert headings[-1] == "Points for a comment"
    assert "Topic index" in headings
    points = sheet.sections[-1].bullets
    assert 3 <= len(points) <= 4 and all(b.url for b in points)


@pytest.mark.asyncio
async def test_the_footnotes_of_a_verse_studied_are_on_its_sheet(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("verse.explain", {"references": ["John 3:17"]},
                             context(hub, settings, "en"))
    footnotes = of_kind(result, "footnote")
    assert footnotes  # the mirror marks a footnote on this verse
    sheet = build_sheet(result.findings, language="en", goal="Explain John 3:17")
    [section] = [s for s in sheet.sections if s.heading == "Footnotes"]
    assert [b.text for b in section.bullets] == [f"{f.summary}: {f.excerpt}" for f in footnotes]
    headings = [s.heading for s in sheet.sections]
    assert headings.index("The verse in its context") < headings.index("Footnotes")
