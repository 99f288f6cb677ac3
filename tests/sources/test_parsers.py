"""Parsers on the mirror's generated pages, in every language, and on odd markup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import cli
from app.core.errors import SourceChanged
from app.mirror import content
from app.sources.parsers import (
    KINDS,
    ChapterPage,
    WatchtowerArticle,
    parse,
    parse_chapter,
    parse_daily,
    parse_meetings,
    parse_topic,
    parse_watchtower,
    parse_workbook,
)

LANGS = ("en", "es", "pt")
YEAR, WEEK = 2024, 23


def pages(lang: str) -> dict[str, str]:
    wb, wt = content.week_docids(YEAR, WEEK)
    found = {
        "chapter": content.chapter_page(lang, 43, 3),
        "meetings": content.meetings_page(lang, YEAR, WEEK),
        "workbook": content.document_page(lang, wb),
        "watchtower": content.document_page(lang, wt),
        "daily": content.daily_text_page(lang, YEAR, 6, 3),
        "topic": content.document_page(lang, content.TOPIC_DOCIDS[0]),
        "publication": content.document_page(lang, 600_010_002),  # lmd lesson 2
    }
    out = {}
    for kind, html in found.items():
        assert html is not None, kind
        out[kind] = html
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_chapter(lang: str) -> None:
    page = parse_chapter(content.chapter_page(lang, 43, 3) or "")
    assert page.warnings == []
    assert (page.book, page.chapter) == (43, 3)
    assert [v.verse for v in page.verses] == list(range(1, content.verse_count(43, 3) + 1))
    for v in page.verses:
        assert v.text == content.verse_text(lang, 43, 3, v.verse)
        assert "+" not in v.text and "*" not in v.text
    assert page.study_notes and all(n.headword and n.text for n in page.study_notes)
    assert all(n.verse in range(1, 37) for n in page.study_notes)
    assert page.footnotes and all(f.verse and f.verse % 5 == 2 for f in page.footnotes)
    assert page.marginal_refs and all(len(m.refs) == 2 and m.src for m in page.marginal_refs)
    assert page.title.endswith(" 3")


def test_split_verse_parts_are_joined() -> None:
    html = content.chapter_page("en", 19, 37) or ""
    assert 'id="v19-37-4-2"' in html
    page = parse_chapter(html)
    assert page.verse_text(4) == content.verse_text("en", 19, 37, 4)


def test_single_chapter_book_and_unknown_chapter() -> None:
    assert content.chapter_page("en", 65, 1) is not None
    assert content.chapter_page("en", 65, 2) is None
    assert content.chapter_page("xx", 43, 3) is None
    assert parse_chapter(content.chapter_page("es", 65, 1) or "").title == "Judas"


@pytest.mark.parametrize("lang", LANGS)
def test_meetings(lang: str) -> None:
    page = parse_meetings(pages(lang)["meetings"])
    assert page.warnings == []
    assert (page.year, page.week) == (YEAR, WEEK)
    assert (page.workbook_docid, page.watchtower_docid) == content.week_docids(YEAR, WEEK)
    assert {link.pub for link in page.links} == {"mwb", "w"}


def test_meetings_any_week_and_docid_scheme() -> None:
    for year, week in ((2023, 1), (2025, 53), (2026, 53), (2025, 52)):
        html = content.meetings_page("en", year, week)
        if (year, week) == (2025, 53):
            assert html is None  # 2025 has no ISO week 53
            continue
        page = parse_meetings(html or "")
        assert page.workbook_docid is not None
        assert content.docid_week(page.workbook_docid) == ("mwb", year, week)


@pytest.mark.parametrize("lang", LANGS)
def test_workbook(lang: str) -> None:
    week = parse_workbook(pages(lang)["workbook"])
    assert week.warnings == []
    assert week.dates and week.bible_reading
    assert [s.key for s in week.sections] == ["treasures", "ministry", "living"]
    assert [p.number for p in week.parts] == list(range(1, 9))
    assert [p.minutes for p in week.parts][:3] == [10, 10, 4]
    assert week.parts[-1].minutes == 30 and all(p.minutes for p in week.parts)
    assert [p.section for p in week.parts[:4]] == ["treasures"] * 3 + ["ministry"]
    assert week.parts[-1].section == "living"
    assert week.parts[0].citations and week.parts[2].citations
    assert all("/pc/" in u for p in week.parts for u in p.pub_citations)
    assert len(week.songs) == 3 and all(1 <= s <= 151 for s in week.songs)


@pytest.mark.parametrize("lang", LANGS)
def test_watchtower(lang: str) -> None:
    art = parse_watchtower(pages(lang)["watchtower"])
    assert art.warnings == []
    assert art.number == WEEK and art.title and art.song
    assert "2024" in art.dates
    assert art.theme_scripture and art.theme_scripture in art.theme_text
    assert len(art.paragraphs) >= 15
    assert [p.number for p in art.paragraphs] == list(range(1, len(art.paragraphs) + 1))
    assert all(p.question and p.text for p in art.paragraphs)
    assert sum(1 for p in art.paragraphs if p.scriptures) >= 12
    # Questions covering two paragraphs, printed "1-2." or "5, 6.", cover both.
    grouped = [p for p in art.paragraphs if len(p.question_group) == 2]
    assert {p.question_label for p in grouped} >= {"3-4", "6, 7"} or \
        {p.question_label for p in grouped} >= {"1-2", "5, 6"} or \
        {p.question_label for p in grouped} >= {"1, 2", "5, 6"}
    for p in grouped:
        partner = next(q for q in art.paragraphs if q.number != p.number
                       and q.number in p.question_group)
        assert (partner.question, partner.question_pid) == (p.question, p.question_pid)
    assert any(len(p.question_parts) == 2 for p in art.paragraphs)  # "(a) … (b) …"
    # Read-aloud scriptures, with "Read" both outside and inside the link.
    assert sum(len(p.read_scriptures) for p in art.paragraphs) >= 4
    assert all(not r.lower().startswith(("read", "lea", "leia")) for p in art.paragraphs
               for r in p.read_scriptures)
    # Each paragraph links to its own element (ids count every element, not paragraphs).
    assert [p.anchor for p in art.paragraphs][:1] != ["p1"]
    assert len({p.anchor for p in art.paragraphs}) == len(art.paragraphs)
    assert all(f'id="{p.anchor}"' in pages(lang)["watchtower"] for p in art.paragraphs)
    assert len({p.subheading for p in art.paragraphs if p.subheading}) >= 3
    assert art.boxes and art.boxes[0].title and len(art.boxes[0].paragraphs) == 3
    assert art.figures and art.figures[0].caption
    assert sum(len(p.footnotes) for p in art.paragraphs) == 2
    assert len(art.songs) == 2 and art.focus
    assert not any(p.text.startswith(str(p.number) + " ") for p in art.paragraphs)
    assert not any("*" in p.text for p in art.paragraphs)
    assert len(art.review_questions) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_daily(lang: str) -> None:
    day = parse_daily(pages(lang)["daily"])
    assert day.warnings == []
    assert day.date == "2024-06-03"
    assert day.scripture_ref and day.text and "¶" in day.source
    assert day.source not in day.text
    other = parse_daily(pages(lang)["daily"], date="2024-06-04")
    assert other.date == "2024-06-04"
    assert other.text != day.text
    assert parse_daily(pages(lang)["daily"], date="1999-01-01").warnings


@pytest.mark.parametrize("lang", LANGS)
def test_topics(lang: str) -> None:
    for docid in content.TOPIC_DOCIDS:
        subject = parse_topic(content.document_page(lang, docid) or "")
        assert subject.warnings == []
        assert subject.title and len(subject.see_also) == 2
        assert len(subject.subheadings) == 2
        links = [link for s in subject.subheadings for e in s.entries for link in e.links]
        assert {link.kind for link in links} == {"bible", "publication"}
        assert all(e.text for s in subject.subheadings for e in s.entries)


@pytest.mark.parametrize("lang", LANGS)
def test_every_citation_resolves_to_a_chapter(lang: str) -> None:
    """Citations in the workbook and article point at chapters the mirror serves."""
    wb = parse_workbook(pages(lang)["workbook"])
    art = parse_watchtower(pages(lang)["watchtower"])
    html = pages(lang)["workbook"] + pages(lang)["watchtower"]
    assert wb.parts and art.paragraphs
    import re

    for book, chapter in {(int(b), int(c)) for b, c in re.findall(r"nwtsty/(\d+)/(\d+)", html)}:
        assert content.chapter_page(lang, book, chapter) is not None
    for cite in [c for p in art.paragraphs for c in p.scriptures]:
        assert re.search(r"\d+:\d+", cite)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
def test_changed_markup_warns_without_crashing(lang: str, kind: str) -> None:
    changed = content.changed_markup(pages(lang)[kind])
    result = parse(kind, changed)
    assert result.warnings, kind  # type: ignore[attr-defined]
    if kind == "workbook":
        # Numbered h3 parts survive a class rename: the week is still usable.
        assert parse(kind, changed, strict=True).parts  # type: ignore[attr-defined]
    else:
        with pytest.raises(SourceChanged):
            parse(kind, changed, strict=True)


@pytest.mark.parametrize("kind", KINDS)
def test_empty_and_garbage_input(kind: str) -> None:
    for html in ("", "<<<>>>", "<p class='v' id='v1-1-99999999999999999999-1'>x", b"\xff\xfe<p>"):
        result = parse(kind, html)
        assert result.warnings  # type: ignore[attr-defined]


def test_unknown_kind() -> None:
    with pytest.raises(ValueError, match="unknown page kind"):
        parse("sermon", "")


def test_strict_passes_on_good_pages() -> None:
    for kind, html in pages("en").items():
        assert parse(kind, html, strict=True) is not None


def test_markers_only_stripped_from_verses() -> None:
    html = (
        '<article id="article"><h1>John 3</h1><p class="sb"><span class="v" id="v43-3-16-1">'
        '<a class="vl">16 </a>Some <a class="b">+</a>words<a class="fn">*</a>  here.</span></p>'
        '</article><div id="studyDiscover"><div class="section" data-key="43-3-16">'
        '<ul><li class="item studyNote"><p><strong>words:</strong> See <a class="b">Ps 1:1</a>.'
        "</p></li></ul></div></div>"
    )
    page = parse_chapter(html)
    assert page.verses[0].text == "Some words here."
    assert page.study_notes[0].text == "See Ps 1:1."
    assert page.study_notes[0].verse == 16


def test_cli_parse_json(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                        monkeypatch: pytest.MonkeyPatch) -> None:
    assert "app.cli.parse" in cli.COMMAND_MODULES
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("app.cli.parse",))
    files = {}
    for kind, html in pages("es").items():
        files[kind] = tmp_path / f"{kind}.html"
        files[kind].write_text(html, encoding="utf-8")
    assert cli.main(["parse", str(files["chapter"]), "--kind", "chapter", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"book", "chapter", "verses", "study_notes"} <= set(data)
    assert set(data["verses"][0]) >= {"verse", "text"}
    assert set(data["study_notes"][0]) >= {"verse", "headword", "text"}
    assert cli.main(["parse", str(files["workbook"]), "--kind", "workbook", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"dates", "bible_reading", "parts"} <= set(data)
    assert set(data["parts"][0]) >= {"number", "title", "minutes", "section"}
    assert cli.main(["parse", str(files["watchtower"]), "--kind", "watchtower", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"number", "title", "theme_scripture", "paragraphs"} <= set(data)
    assert set(data["paragraphs"][0]) >= {"number", "question", "text", "scriptures"}
    assert cli.main(["parse", str(files["daily"]), "--kind", "daily"]) == 0
    assert "daily:" in capsys.readouterr().out


def test_cli_parse_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("app.cli.parse",))
    assert cli.main(["parse", str(tmp_path / "missing.html"), "--kind", "topic"]) == 2
    assert "cannot read" in capsys.readouterr().err
    empty = tmp_path / "empty.html"
    empty.write_text("<p>nothing</p>", encoding="utf-8")
    assert cli.main(["parse", str(empty), "--kind", "watchtower", "--strict"]) == 1
    assert cli.main(["parse", str(empty), "--kind", "watchtower", "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["paragraphs"] == []
    assert "warning:" in out.err


def test_models_are_the_documented_types() -> None:
    assert isinstance(parse("chapter", pages("en")["chapter"]), ChapterPage)
    assert isinstance(parse("watchtower", pages("en")["watchtower"]), WatchtowerArticle)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_cli_parse_reads_a_bounded_amount(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("app.cli.parse",))
    assert cli.main(["parse", "/dev/zero", "--kind", "chapter"]) == 2
    assert "larger than" in capsys.readouterr().err


def test_cli_parse_refuses_absurd_nesting(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("app.cli.parse",))
    page = tmp_path / "deep.html"
    page.write_text("<div>" * 400_000 + "</div>" * 400_000)
    assert cli.main(["parse", str(page), "--kind", "chapter"]) == 1
    assert "nests its elements" in capsys.readouterr().err
