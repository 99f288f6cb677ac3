"""Every real variant of SOURCES.md ("Real variants") on a mirror page that shows it, read
by the parsers into the same models as the tidy form beside it.

The mirror serves the real shapes with PREPARO_MIRROR_VARIANTS=real (app.mirror.content.
variants); `both` renders a page in both modes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pytest

from app.mirror import content
from app.sources.parsers import parse_chapter
from app.sources.parsers._html import unmark

T = TypeVar("T")


def both(monkeypatch: pytest.MonkeyPatch, render: Callable[[], T]) -> tuple[T, T]:
    """(tidy, real) renderings of one page."""
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "tidy")
    tidy = render()
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "real")
    real = render()
    monkeypatch.delenv("PREPARO_MIRROR_VARIANTS")
    return tidy, real


def chapter_pages(monkeypatch: pytest.MonkeyPatch, lang: str, book: int,
                  chapter: int) -> tuple[str, str]:
    tidy, real = both(monkeypatch, lambda: content.chapter_page(lang, book, chapter))
    assert tidy is not None and real is not None and tidy != real
    return tidy, real


# -- Bible chapter --------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "title", "running"), [
    ("en", "John 3", "According to John"), ("es", "Juan 3", "Según Juan"),
    ("pt", "João 3", "Segundo João"),
])
def test_chapter_title_from_the_page_title_not_the_running_heading(
    monkeypatch: pytest.MonkeyPatch, lang: str, title: str, running: str
) -> None:
    tidy, real = chapter_pages(monkeypatch, lang, 43, 3)
    assert f"<h1>{running}</h1>" in real and 'id="contentTitle"' not in real
    assert parse_chapter(tidy).title == parse_chapter(real).title == title


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_several_study_notes_of_one_verse_stay_apart(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    tidy, real = chapter_pages(monkeypatch, lang, 43, 3)
    # the real page holds two notes of one verse in one item, a p per headword
    assert '</p><p><strong>' in real
    t, r = parse_chapter(tidy), parse_chapter(real)
    assert len(r.study_notes) == len(t.study_notes) > len({n.verse for n in t.study_notes})
    assert [(n.verse, n.headword, n.text) for n in r.study_notes] == \
        [(n.verse, n.headword, n.text) for n in t.study_notes]
    assert all(n.headword and ":" not in n.headword for n in r.study_notes)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_bare_marginal_reference_inherits_the_book(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    tidy, real = chapter_pages(monkeypatch, lang, 43, 3)
    t, r = parse_chapter(tidy), parse_chapter(real)
    assert [m.refs for m in r.marginal_refs] == [m.refs for m in t.marginal_refs]
    assert all(len(m.refs) == 2 and m.refs[1].split()[0] == m.refs[0].split()[0]
               for m in r.marginal_refs)


def test_bare_reference_in_a_hand_written_list() -> None:
    html = ('<div id="studyDiscover"><div class="section" data-key="43-3-1"><div class="group '
            'marginal"><ul><li class="item marginal" data-src="v43-3-1"><a>Joh 7:50, 51</a>; '
            '<a>19:39</a>; <a>Ro 2:1</a>; <a>3:4</a></li></ul></div></div></div>')
    page = parse_chapter(html)
    assert page.marginal_refs[0].refs == ["Joh 7:50, 51", "Joh 19:39", "Ro 2:1", "Ro 3:4"]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_footnote_marker_is_not_part_of_the_text(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    tidy, real = chapter_pages(monkeypatch, lang, 43, 3)
    assert "<p>*&#160;" in real
    t, r = parse_chapter(tidy), parse_chapter(real)
    assert [f.text for f in r.footnotes] == [f.text for f in t.footnotes]
    assert r.footnotes and not any(f.text.startswith("*") for f in r.footnotes)


@pytest.mark.parametrize(("lang", "marked", "plain"), [
    ("en", "Je·hoʹvah", "Jehovah"), ("es", "Je·ho·váʹ", "Jehová"), ("pt", "Je·o·váʹ", "Jeová"),
])
def test_pronunciation_marks_folded_for_matching_kept_for_display(
    monkeypatch: pytest.MonkeyPatch, lang: str, marked: str, plain: str
) -> None:
    # Psalm 37 is cited by the study articles: its written verses name God.
    tidy, real = chapter_pages(monkeypatch, lang, 19, 37)
    assert marked in real
    t, r = parse_chapter(tidy), parse_chapter(real)
    assert [v.text for v in r.verses] == [v.text for v in t.verses]
    shown = [v for v in r.verses if v.marked]
    assert shown and all(marked in v.marked and plain in v.text for v in shown)
    assert not any(v.marked for v in t.verses)


def test_unmark() -> None:
    assert unmark("Ni·co·deʹmus came by night") == "Nicodemus came by night"
    assert unmark("Lesson 3 · point 4") == "Lesson 3 · point 4"  # not inside a word
