"""Workbook publication references followed through the site's citation links (/wol/pc/)
to the lmd/th/lfb lessons and research articles, on the mirror."""

from __future__ import annotations

from datetime import date

import pytest

from app.mirror.server import MirrorServer
from app.sources.citation_items import citation_items
from app.sources.http import HttpStatusError
from app.sources.hub import SourceHub
from app.sources.parsers import PubRef

DAY_A = date(2026, 6, 10)  # ISO week 24: plan A (lmd 2.5, th 5, w21.04 ¶5, lfb 90-91)
DAY_B = date(2026, 6, 3)  # ISO week 23: plan B (lmd 3.3, lmd 12.4, th 10, th 14, it-2)


def _ref(week, symbol: str) -> PubRef:  # type: ignore[no-untyped-def]
    return next(r for p in week.parts for r in p.pub_refs if r.symbol == symbol)


@pytest.mark.asyncio
async def test_lesson_point_resolves_to_its_text(mirror_hub: SourceHub,
                                                 mirror: MirrorServer) -> None:
    week = await mirror_hub.workbook_week("es", DAY_A)
    resolved = await mirror_hub.resolve_pub_ref("es", _ref(week, "lmd"))
    [doc] = resolved.documents
    assert doc.context == "LECCIÓN 2" and doc.title and doc.publication == "lmd"
    [point] = doc.selected
    assert point.number == 5 and point.heading == "Use un tema de actualidad."
    assert "tema de actualidad" in resolved.text and "#h=" in doc.url
    assert len([p for p in doc.paragraphs if p.number]) == 5
    assert mirror.count(r"/es/wol/pc/") == 1 and mirror.count(r"/wol/d/r4/lp-s/600010002") == 1


@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["en", "pt"])
async def test_th_lesson_cbs_lessons_and_gems_research(mirror_hub: SourceHub, lang: str) -> None:
    week = await mirror_hub.workbook_week(lang, DAY_A)
    th = await mirror_hub.resolve_pub_ref(lang, _ref(week, "th"))
    [lesson] = th.documents
    assert lesson.context.endswith(" 5") and [p.kind for p in lesson.selected][:3] == [
        "howto"] * 3
    cbs = await mirror_hub.resolve_pub_ref(lang, _ref(week, "lfb"))
    assert [d.context.split()[-1] for d in cbs.documents] == ["90", "91"]
    assert all(any(p.kind == "question" for p in d.selected) for d in cbs.documents)
    research = await mirror_hub.resolve_pub_ref(lang, _ref(week, "w21.04"))
    [article] = research.documents
    assert [p.number for p in article.selected] == [5]
    assert article.selected[0].text == article.paragraphs[4].text


@pytest.mark.asyncio
async def test_whole_entry_and_unlinked_references(mirror_hub: SourceHub) -> None:
    week = await mirror_hub.workbook_week("en", DAY_B)
    insight = await mirror_hub.resolve_pub_ref("en", _ref(week, "it-2"))
    assert len(insight.documents[0].selected) == 2
    unlinked = PubRef(symbol="lmd", lesson=2, point=5, text="lmd lesson 2 point 5")
    assert (await mirror_hub.resolve_pub_ref("en", unlinked)).documents == []


@pytest.mark.asyncio
async def test_a_citation_link_the_site_does_not_know(mirror_hub: SourceHub) -> None:
    week = await mirror_hub.workbook_week("en", DAY_B)
    ref = _ref(week, "lmd")
    unknown = ref.href.rsplit("/", 2)[0] + "/99/0"
    with pytest.raises(HttpStatusError) as caught:
        await mirror_hub.resolve_pub_ref("en", ref.model_copy(update={"href": unknown}))
    assert caught.value.status == 404


def test_citation_answers_without_usable_items() -> None:
    def absolute(href: str) -> str:
        return "https://wol.jw.org" + href

    assert citation_items({"items": [1, {"title": "x"}, None]}, absolute) == []
    assert citation_items([], absolute) == []
    [item] = citation_items({"items": [{"url": "/en/wol/d/r1/lp-e/123#h=4", "content":
                                        "<p>Some <b>text</b></p>"}]}, absolute)
    assert (item.docid, item.pid, item.text) == (123, 4, "Some text")
    assert item.url == "https://wol.jw.org/en/wol/d/r1/lp-e/123#h=4"


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("week", [23, 24])
def test_every_workbook_reference_has_a_citation_answer(lang: str, week: int) -> None:
    from app.mirror import content
    from app.sources.parsers import parse_publication, parse_workbook

    docid = content.week_docids(2026, week)[0]
    wb = parse_workbook(content.document_page(lang, docid) or "")
    refs = [r for p in wb.parts for r in p.pub_refs]
    assert len(refs) >= 6
    for ref in refs:
        n = int(ref.href.rstrip("/").split("/")[-2])
        answer = content.publication_citation(lang, docid, n)
        assert answer is not None and answer["items"], ref.text
        for item in answer["items"]:  # type: ignore[union-attr]
            doc = parse_publication(content.document_page(lang, item["did"]) or "")
            assert doc.warnings == [] and doc.title == item["title"]
    assert content.publication_citation(lang, docid, 99) is None
