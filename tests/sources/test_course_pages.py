"""The Bible course's pages and jw.org's What's New page (issue 34): the parsers read the
mirror's tidy and real shapes alike."""

from __future__ import annotations

import datetime as dt

import pytest

from app.mirror import content
from app.mirror.content.course import course_docid
from app.sources.parsers.course import parse_contents, parse_lesson
from app.sources.parsers.whats_new import parse_whats_new


@pytest.mark.parametrize("lang", ["es", "en", "pt"])
@pytest.mark.parametrize("lesson", [1, 2, 3, 4])
def test_a_lesson_reads_the_same_in_both_shapes(lang: str, lesson: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "tidy")
    tidy = parse_lesson(content.document_page(lang, course_docid(lesson)) or "", lang)
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "real")
    page = content.document_page(lang, course_docid(lesson)) or ""
    assert 'class="qu"' not in page and "<figcaption>" not in page
    assert tidy == parse_lesson(page, lang)
    assert tidy.number == lesson and tidy.title and not tidy.warnings
    numbered = [s for s in tidy.sections if s.number is not None]
    assert numbered and all(s.questions and s.read for s in numbered)
    assert all(m.title for s in tidy.sections for m in s.media)


def test_the_table_of_contents() -> None:
    contents = parse_contents(content.publication_page("es", "lff") or "", "es")
    assert contents.title.startswith("¡Disfrute de la vida para siempre!")
    assert [(e.number, e.docid) for e in contents.lessons] == [
        (n, course_docid(n)) for n in (1, 2, 3, 4)]
    assert content.publication_page("es", "bh") is None  # the mirror has the course only


def test_the_whats_new_page() -> None:
    today = dt.date(2026, 11, 25)
    page = parse_whats_new(content.whats_new_page("pt", today) or "", "pt")
    assert page.title == "Novidades" and not page.warnings
    kinds = [i.kind for i in page.items]
    assert kinds.count("publication") == 2 and kinds.count("video") == 4
    assert kinds.count("article") == 3
    assert all(i.date is not None and i.date <= today for i in page.items)
    dates = [i.date for i in page.items]
    assert dates == sorted(dates, reverse=True)  # type: ignore[type-var]
