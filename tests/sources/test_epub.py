"""EPUB build and read: round trip through the same models as the HTML parsers."""

from __future__ import annotations

import io
import zipfile

import pytest

from app.core.errors import SourceChanged
from app.core.settings import Settings, save_settings
from app.mirror import content
from app.sources.epub import (
    EpubChapter,
    build_epub,
    epub_documents,
    epub_watchtower_articles,
    epub_workbook_weeks,
)
from app.sources.parsers import parse_watchtower, parse_workbook


@pytest.mark.parametrize("code", ["E", "S", "T"])
def test_workbook_epub_round_trip(code: str) -> None:
    data = content.epub_file("mwb", "202405", code) or b""
    weeks = epub_workbook_weeks(data)
    expected = content.issue_weeks("mwb", "202405")
    assert [w.docid for w in weeks] == [content.week_docids(y, k)[0] for y, k in expected]
    lang = {"E": "en", "S": "es", "T": "pt"}[code]
    y, k = expected[0]
    html = parse_workbook(content.document_page(lang, content.week_docids(y, k)[0]) or "")
    assert weeks[0].model_dump() == html.model_dump()


def test_watchtower_epub_round_trip() -> None:
    data = content.epub_file("w", "202404", "E") or b""
    articles = epub_watchtower_articles(data)
    expected = content.issue_weeks("w", "202404")
    assert [a.number for a in articles] == [k for _y, k in expected]
    assert all(len(a.paragraphs) >= 15 and not a.warnings for a in articles)
    y, k = expected[0]
    html = parse_watchtower(content.document_page("en", content.week_docids(y, k)[1]) or "")
    assert articles[0].model_dump() == html.model_dump()


def test_build_and_read_documents_in_spine_order() -> None:
    chapters = [EpubChapter(f"c{i}.xhtml", f"Title {i} & more", f"<p>Body {i}</p>")
                for i in (3, 1, 2)]
    data = build_epub(identifier="x", title="T", language="en", chapters=chapters)
    docs = epub_documents(data)
    assert [p for p, _ in docs] == ["OEBPS/c3.xhtml", "OEBPS/c1.xhtml", "OEBPS/c2.xhtml"]
    assert "Body 3" in docs[0][1]
    assert epub_workbook_weeks(data) == [] and epub_watchtower_articles(data) == []


def test_not_an_epub() -> None:
    with pytest.raises(SourceChanged):
        epub_documents(b"not a zip")


def test_epub_without_container_falls_back_to_files() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        zf.writestr("a.xhtml", content.document_page("en", content.week_docids(2024, 5)[0]) or "")
    assert len(epub_workbook_weeks(buffer.getvalue())) == 1


@pytest.mark.parametrize(("language", "words"), [("es", "no es un archivo EPUB"),
                                                 ("pt", "não é um arquivo EPUB")])
def test_not_an_epub_in_the_language_asked_for(language: str, words: str) -> None:
    save_settings(Settings(language="en"))  # the run's language, never the settings'
    with pytest.raises(SourceChanged, match=words):
        epub_documents(b"not a zip", language)
