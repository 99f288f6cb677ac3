"""The Watchtower study parser on hand-written markup with every variant of the real
pages: grouped questions ("1-2." / "1, 2." / "3-5."), "(a) … (b) …" questions,
`div.gen-field` answer boxes, `<strong><sup>N</sup></strong>` paragraph numbers, "Read"
inside and outside the scripture link, subheadings, boxes, captions, footnotes, songs
and the focus line; and the mirror's written articles."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.mirror import content
from app.mirror.content.apis import epub_file
from app.mirror.content.bible import verse_text
from app.mirror.content.bible_text import translation
from app.mirror.content.study_articles import Paragraph, Question, study_articles
from app.mirror.content.watchtower import layout_of, watchtower_article
from app.mirror.content.wt_verses import VERSES
from app.sources.epub import epub_watchtower_articles
from app.sources.parsers import parse_watchtower

PAGE = (Path(__file__).parent / "watchtower_variants.html").read_text(encoding="utf-8")


def test_every_variant_of_the_page() -> None:
    art = parse_watchtower(PAGE)
    assert [p.number for p in art.paragraphs] == [1, 2, 3, 4, 5, 6]
    assert art.songs == [31, 129] and art.song == 31
    assert art.focus == "How to stay firm."
    one, two, three, four, five, six = art.paragraphs
    # "1, 2." covers both paragraphs; the gen-field boxes change nothing.
    assert one.question == two.question == "Why must we stand firm?"
    assert one.question_label == two.question_label == "1, 2"
    assert one.question_group == two.question_group == [1, 2]
    assert [p.question_group for p in (three, four, five)] == [[3, 4, 5]] * 3
    assert three.question_label == "3-5"
    assert three.question_parts == ["What helps us?", "Why does it work?"]
    assert six.question_parts == ["¿Qué haremos?", "¿Por qué?"]
    assert one.question_parts == []
    # strong/sup numbers are read and left out of the text; the footnote mark too.
    assert one.text.startswith("We must stand firm") and "*" not in one.text
    assert one.footnotes == ["Trials test faith."]
    # "Read" outside the link (both of a list), inside the link, and in Spanish.
    assert one.read_scriptures == ["Psalm 37:11", "John 3:16"]
    assert two.read_scriptures == ["Romans 5:8"] and two.scriptures == ["Romans 5:8"]
    assert three.read_scriptures == [] and three.scriptures == []  # plain text, no link
    assert five.read_scriptures == ["Juan 3:16"]
    # Anchors are each paragraph's own element id.
    assert [p.anchor for p in art.paragraphs] == ["p8", "p9", "p12", "p14", "p17", "p19"]
    assert [p.subheading for p in art.paragraphs] == ["", ""] + ["HOW TO STAND FIRM"] * 4
    assert [(f.caption, f.after_paragraph) for f in art.figures] == [
        ("A brother prays before work.", 3)]
    assert [(b.title, b.paragraphs, b.after_paragraph) for b in art.boxes] == [
        ("TRY THIS", ["Pray in the morning.", "Read a chapter at night."], 4)]
    assert art.review_questions == ["Why stand firm?"]
    # Paragraph 6 has no data-rel-pid: its question is found by position, with a warning.
    assert six.question == "a) ¿Qué haremos? b) ¿Por qué?" and six.question_group == [6]
    assert any("paragraph 6" in w for w in art.warnings)


def test_a_question_label_out_of_proportion_is_bounded() -> None:
    page = PAGE.replace("<strong>1, 2.</strong>", "<strong>1-999999999.</strong>")
    art = parse_watchtower(page)
    assert art.paragraphs[0].question_group == [1, 2]  # the paragraphs that share it


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_written_articles_hold_together(lang: str) -> None:
    articles = study_articles(lang)
    assert len({a.title for a in articles}) >= 2
    for art in articles:
        paragraphs = [b for b in art.blocks if isinstance(b, Paragraph)]
        questions = [b for b in art.blocks if isinstance(b, Question)]
        assert 15 <= len(paragraphs) <= 20
        # every paragraph is covered by exactly one question, which comes before it
        covered = [n for q in questions for n in q.numbers]
        assert covered == [p.number for p in paragraphs]
        labels = {q.label for q in questions}
        assert any("-" in label for label in labels) and any("," in label for label in labels)
        assert len(art.footnotes) == sum(p.text.count("{fn}") for p in paragraphs)
        # every cited verse has a real text: the public-domain translation (en, es), or
        # for pt, which has none, the written text (not the generated filler)
        public = translation(lang)
        for cite in art.citations():
            for verse in cite.verse_numbers():
                assert (cite.book, cite.chapter, verse) in VERSES
                text = verse_text(lang, cite.book, cite.chapter, verse)
                if public is None:
                    assert text == VERSES[(cite.book, cite.chapter, verse)][lang]
                else:
                    assert text and text == public.verse(cite.book, cite.chapter, verse)


def test_weeks_alternate_articles_and_layouts() -> None:
    weeks = range(1, 20)
    assert {layout_of(2026, w) for w in weeks} == {"classic", "notes"}
    assert len({content.document_page("es", content.week_docids(2026, w)[1]) and
                parse_watchtower(content.document_page(
                    "es", content.week_docids(2026, w)[1]) or "").title for w in weeks}) >= 2
    notes = watchtower_article("en", 2026, 5, layout="notes") or ""
    classic = watchtower_article("en", 2026, 5, layout="classic") or ""
    assert 'class="gen-field"' in notes and "<sup>1</sup>" in notes
    assert "gen-field" not in classic and "<sup>" not in classic
    assert parse_watchtower(notes).paragraphs == parse_watchtower(classic).paragraphs


def test_the_epub_serves_the_same_article() -> None:
    year, week = 2026, 47
    issue = content.watchtower_issue(year, week)
    articles = epub_watchtower_articles(epub_file("w", issue, "S") or b"")
    html = parse_watchtower(content.document_page("es", content.week_docids(year, week)[1])
                            or "")
    same = [a for a in articles if a.docid == html.docid]
    assert len(same) == 1
    assert same[0].paragraphs == html.paragraphs
    assert (same[0].boxes, same[0].figures, same[0].focus) == (html.boxes, html.figures,
                                                               html.focus)
