"""The mirror's synthetic content: determinism, coverage and the API shapes."""

from __future__ import annotations

import re
import zipfile
from io import BytesIO

import pytest

from app.mirror import content
from app.sources.parsers import parse_chapter, parse_meetings, parse_watchtower, parse_workbook

LANGS = ("en", "es", "pt")


def test_pages_are_deterministic() -> None:
    assert content.chapter_page("en", 43, 3) == content.chapter_page("en", 43, 3)
    _wb, wt = content.week_docids(2024, 30)
    assert content.document_page("es", wt) == content.document_page("es", wt)
    assert content.epub_file("w", "202403", "E") == content.epub_file("w", "202403", "E")


def test_docid_scheme_round_trip() -> None:
    for year, week in ((2023, 1), (2024, 23), (2026, 53)):
        wb, wt = content.week_docids(year, week)
        assert content.docid_week(wb) == ("mwb", year, week)
        assert content.docid_week(wt) == ("w", year, week)
    assert content.docid_week(123) is None
    assert content.document_page("en", 999) is None
    assert content.document_page("xx", content.week_docids(2024, 1)[0]) is None


def test_issues_of_a_week() -> None:
    assert content.workbook_issue(2024, 23) == "202405"  # June 3 -> May/June issue
    assert content.watchtower_issue(2024, 23) == "202404"  # two months earlier
    assert content.watchtower_issue(2024, 3) == "202311"
    assert (2024, 23) in content.issue_weeks("mwb", content.workbook_issue(2024, 23))
    assert (2024, 23) in content.issue_weeks("w", content.watchtower_issue(2024, 23))
    assert content.issue_weeks("mwb", "202406") == []  # even months are not workbook issues
    assert content.issue_weeks("x", "202405") == []


@pytest.mark.parametrize("lang", LANGS)
def test_chapters_cited_by_meeting_documents_exist(lang: str) -> None:
    for week in range(1, 53):
        wb, wt = content.week_docids(2024, week)
        html = (content.document_page(lang, wb) or "") + (content.document_page(lang, wt) or "")
        for book, chapter in re.findall(r"nwtsty/(\d+)/(\d+)", html):
            assert content.chapter_page(lang, int(book), int(chapter)) is not None
    # The chapters the brief names are served with study notes and footnotes.
    for book, chapter in ((43, 3), (19, 37), (40, 24), (45, 5), (24, 1), (24, 2), (24, 3)):
        page = parse_chapter(content.chapter_page(lang, book, chapter) or "")
        assert page.verses and page.study_notes and page.footnotes and page.marginal_refs


def test_every_week_parses_with_enough_paragraphs() -> None:
    for week in range(1, 53, 5):
        wb, wt = content.week_docids(2025, week)
        art = parse_watchtower(content.document_page("pt", wt) or "")
        assert len(art.paragraphs) >= 15 and not art.warnings
        assert parse_workbook(content.document_page("pt", wb) or "").parts
        page = parse_meetings(content.meetings_page("pt", 2025, week) or "")
        assert (page.workbook_docid, page.watchtower_docid) == (wb, wt)


def test_big_chapter_for_benchmarks() -> None:
    html = content.chapter_page("en", 19, 37, size_hint=200_000) or ""
    assert 200_000 <= len(html.encode("utf-8")) < 240_000
    page = parse_chapter(html)
    assert len(page.verses) > 300 and len(page.study_notes) > 100


def test_verse_texts_differ_by_language_and_verse() -> None:
    texts = {content.verse_text(lang, 43, 3, 16) for lang in LANGS}
    assert len(texts) == 3
    assert content.verse_text("en", 43, 3, 16) != content.verse_text("en", 43, 3, 17)


@pytest.mark.parametrize(("code", "query"), [("E", "patience"), ("S", "paciencia"),
                                             ("T", "paciência")])
def test_search_results_shape(code: str, query: str) -> None:
    data = content.search_results(code, "all", query, wol_base="http://127.0.0.1:8000")
    groups = data["results"]
    assert groups and all(g["type"] == "group" for g in groups)
    for group in groups:
        for item in group["results"]:
            assert item["title"] and item["snippet"]
            assert item["links"]["wol"].startswith("http://127.0.0.1:8000/")
    only = content.search_results(code, "indexes", query)
    assert [g["label"] for g in only["results"]] == ["Indexes"]


def test_search_bible_and_no_results() -> None:
    bible = content.search_results("E", "bible", "shepherd")
    assert bible["results"][0]["label"] == "Bible"
    assert "#study=discover&v=" in bible["results"][0]["results"][0]["links"]["wol"]
    assert content.search_results("E", "all", "zzzz")["results"] == []
    assert content.search_results("X", "all", "patience")["results"] == []
    assert content.search_results("E", "videos", "patience")["results"] == []


@pytest.mark.parametrize("pub", ["mwb", "w"])
def test_pub_media_links(pub: str) -> None:
    issue = "202405" if pub == "mwb" else "202403"
    data = content.pub_media_links(pub, issue, "S", "http://127.0.0.1:9000/cdn/")
    assert data is not None
    entry = data["files"]["S"]["EPUB"][0]
    url = entry["file"]["url"]
    assert url.startswith("http://127.0.0.1:9000/cdn/files/")
    epub = content.epub_for_path(url.split("127.0.0.1:9000", 1)[1])
    assert epub is not None and len(epub) == entry["filesize"]
    assert content.pub_media_links(pub, "202413", "S", "http://x") is None
    assert content.pub_media_links(pub, issue, "Q", "http://x") is None
    assert content.epub_for_path("/files/nope.epub") is None


def test_epub_container_layout() -> None:
    data = content.epub_file("mwb", "202405", "E") or b""
    zf = zipfile.ZipFile(BytesIO(data))
    first = zf.infolist()[0]
    assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED
    assert zf.read("mimetype") == b"application/epub+zip"
    assert "META-INF/container.xml" in zf.namelist()
    assert any(n.endswith(".opf") for n in zf.namelist())


@pytest.mark.parametrize("lang", LANGS)
def test_changed_markup_renames_structure(lang: str) -> None:
    html = content.chapter_page(lang, 43, 3) or ""
    changed = content.changed_markup(html)
    assert 'class="v"' in html and 'class="v"' not in changed
    assert "studyDiscover" not in changed and "data-key=" not in changed
    meetings = content.changed_markup(content.meetings_page(lang, 2024, 23) or "")
    assert "docId-" not in meetings
