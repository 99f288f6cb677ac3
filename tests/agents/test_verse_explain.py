from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.core.errors import PreparoError, RetryableError, SourceChanged
from app.core.settings import Settings
from app.mirror import content
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from app.sources.references import verse_count
from tests.agents.agent_util import assert_cited, context, kinds, of_kind, registry, run_agent


@pytest.mark.asyncio
async def test_verse_text_notes_and_cross_references_for_exactly_those_verses(
    hub: SourceHub, settings: Settings
) -> None:
    ctx = context(hub, settings, "es")
    result = await run_agent("verse.explain", {"references": ["Juan 3:16-17", "Sal 37:11"]}, ctx)
    assert_cited(result)
    verses = of_kind(result, "verse")
    assert [v.data.ref for v in verses] == ["Juan 3:16", "Juan 3:17", "Salmo 37:11"]
    assert verses[0].data.text == content.verse_text("es", 43, 3, 16)
    assert verses[0].data.cited == "Juan 3:16, 17"
    assert verses[0].citation is not None
    assert verses[0].citation.url.endswith("/es/wol/b/r4/lp-s/nwtsty/43/3#study=discover&v=43:3:16")
    assert verses[0].data.jwlibrary.startswith("jwlibrary:///finder?bible=43003016")
    # target verses first, then notes, footnotes, cross-references
    order = kinds(result)
    assert order[:3] == ["verse"] * 3
    plain = ["verse", "study_note", "footnote", "cross_reference", "notice"]
    explained = [k for k in order if k in plain]  # the in-depth study follows (test_verse_study)
    assert explained == order[:len(explained)]
    assert explained == sorted(explained, key=plain.index)
    wanted = {"Juan 3:16", "Juan 3:17", "Salmo 37:11"}
    for kind in ("study_note", "footnote", "cross_reference"):
        assert all(f.data.ref in wanted for f in of_kind(result, kind))
    assert of_kind(result, "study_note"), "the mirror writes study notes for these verses"
    assert all(f.data.refs for f in of_kind(result, "cross_reference"))
    assert result.handoff.data["references"] == ["Juan 3:16, 17", "Salmo 37:11"]
    assert len(result.handoff.data["verses"]) == 3


@pytest.mark.asyncio
async def test_without_cross_references_and_with_a_whole_chapter(
    hub: SourceHub, settings: Settings
) -> None:
    ctx = context(hub, settings, "en")
    result = await run_agent("verse.explain", {"references": ["Jude 3", "Psalm 23"],
                                               "cross_references": False}, ctx)
    assert not of_kind(result, "cross_reference")
    refs = [f.data.ref for f in of_kind(result, "verse")]
    assert refs[0] == "Jude 3"
    assert "Psalm 23:1" in refs and len(refs) == 1 + verse_count(19, 23)


@pytest.mark.asyncio
async def test_odd_input_is_reported_not_crashed(hub: SourceHub, settings: Settings) -> None:
    ctx = context(hub, settings, "pt")
    with pytest.raises(PreparoError, match="referência"):
        await run_agent("verse.explain", {"references": ["às 10:30 da manhã"]}, ctx)
    mixed = await run_agent("verse.explain", {"references": ["bom dia", "João 3:16"]}, ctx)
    assert kinds(mixed)[0] == "verse"
    assert any("bom dia" in f.summary for f in of_kind(mixed, "notice"))
    spec = registry().get("verse.explain")
    with pytest.raises(ValidationError):
        spec.validate_args({"references": []})
    with pytest.raises(ValidationError):
        spec.validate_args({"references": ["John 3:16"] * 31})


@pytest.mark.asyncio
async def test_server_errors_changed_markup_and_partial_failures(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    ctx = context(hub, settings, "en")
    mirror.faults.status(r"/nwtsty/19/37", 500)
    partial = await run_agent("verse.explain", {"references": ["John 3:16", "Ps 37:11"]}, ctx)
    assert [f.data.ref for f in of_kind(partial, "verse")] == ["John 3:16"]
    assert any("Psalm 37" in f.summary for f in of_kind(partial, "notice"))
    assert partial.handoff.for_next
    with pytest.raises(RetryableError):
        await run_agent("verse.explain", {"references": ["Ps 37:12"]}, ctx)
    mirror.faults.clear()
    mirror.faults.changed_markup(r"/nwtsty/24/1")
    with pytest.raises(SourceChanged):
        await run_agent("verse.explain", {"references": ["Jer 1:5"]}, ctx)


@pytest.mark.asyncio
async def test_a_verse_missing_from_its_page_is_a_nothing_found_finding(
    hub: SourceHub, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.findings import NothingFound
    from app.export.sheet import build_sheet
    from app.mirror.content import books

    real = books.verse_count  # the mirror serves a Psalm 119 that stops at verse 160
    monkeypatch.setattr(books, "verse_count",
                        lambda b, c: 160 if (b, c) == (19, 119) else real(b, c))
    result = await run_agent("verse.explain", {"references": ["Ps 119:160, 170"],
                                               "in_depth": False},
                             context(hub, settings, "en"))
    assert [f.data.ref for f in of_kind(result, "verse")] == ["Psalm 119:160"]
    [missing] = of_kind(result, "nothing_found")
    assert isinstance(missing.data, NothingFound) and missing.data.searched == "Psalm 119:170"
    assert "Psalm 119:170" in missing.summary and missing.citation is not None
    assert missing.data.where == missing.citation.url and "/19/119" in missing.data.where
    sheet = build_sheet(result.findings, language="en")
    [section] = [s for s in sheet.sections if s.heading == "Not found"]
    assert [b.text for b in section.bullets] == [missing.summary]
