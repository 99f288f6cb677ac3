"""A year of the mirror's study Watchtowers is a year of distinct articles (from 2027 on):
each week's composed article holds together like a written one, no two weeks share a
paragraph, and the issue's EPUB and pages read back exactly."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from app.mirror import content
from app.mirror.content.apis import epub_file
from app.mirror.content.books import verse_count
from app.mirror.content.study_articles import Paragraph, Question
from app.mirror.content.watchtower import DISTINCT_FROM, WRITTEN_WEEKS, article_of
from app.mirror.content.wt_generated import SUBJECTS, article_source, generated_article
from app.sources.epub import epub_watchtower_articles
from app.sources.parsers import parse_watchtower

YEAR = DISTINCT_FROM


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_year_of_composed_articles_holds_together_and_never_repeats(lang: str) -> None:
    seen: dict[str, int] = {}
    titles = set()
    for week in range(1, 53):
        art = article_of(lang, YEAR, week)
        titles.add(art.title)
        paragraphs = [b for b in art.blocks if isinstance(b, Paragraph)]
        questions = [b for b in art.blocks if isinstance(b, Question)]
        if week in WRITTEN_WEEKS:
            continue
        assert art == generated_article(lang, YEAR, week)
        assert len(paragraphs) == 12
        covered = [n for q in questions for n in q.numbers]
        assert covered == [p.number for p in paragraphs]  # one question each, before it
        assert len(art.footnotes) == sum(p.text.count("{fn}") for p in paragraphs) == 1
        for cite in art.citations():
            assert all(1 <= v <= verse_count(cite.book, cite.chapter)
                       for v in cite.verse_numbers())
        for p in paragraphs:
            assert p.text not in seen, f"week {week} repeats week {seen.get(p.text)}"
            seen[p.text] = week
            assert 20 <= len(p.text.split()) <= 120
        assert "{" not in art.title and "}" not in art.focus
    assert len(titles) >= 45  # nearly every week has its own title
    assert len(seen) == 50 * 12


def test_spanish_and_portuguese_never_glue_a_preposition_to_the_topics_article() -> None:
    for week in range(1, 53):
        for lang, wrong in (("es", r"\b(de|a) (el|la) (?=\w)"),
                            ("pt", r"\b(de|em|por|a) (o|a) (?=\w)")):
            source = article_source(lang, YEAR, week)
            for subject in SUBJECTS:
                topic = subject.topic[lang]
                assert not re.search(wrong + re.escape(topic.split(" ", 1)[1]) + r"\b",
                                     source), (lang, week, topic)


def test_the_languages_tell_the_same_article() -> None:
    for week in (3, 20, 41):
        arts = {lang: generated_article(lang, YEAR, week) for lang in ("en", "es", "pt")}
        assert len({a.theme for a in arts.values()}) == 1
        assert len({tuple(a.citations()) for a in arts.values()}) == 1
        assert len({len(a.blocks) for a in arts.values()}) == 1


def test_an_issue_of_the_distinct_year_reads_back_from_its_epub_and_its_pages() -> None:
    issue = "202703"
    articles = epub_watchtower_articles(epub_file("w", issue, "S") or b"", "es")
    assert len(articles) == 5 and len({a.title for a in articles}) == 5
    for article in articles:
        assert len(article.paragraphs) == 12
    year, week = 2027, 20
    page = content.document_page("es", content.week_docids(year, week)[1]) or ""
    parsed = parse_watchtower(page, language="es")
    assert parsed.title == generated_article("es", year, week).title
    assert len(parsed.paragraphs) == 12 and all(p.question for p in parsed.paragraphs)


def test_the_years_before_keep_their_written_articles() -> None:
    from app.mirror.content.study_articles import study_articles

    for year, week in ((2024, 10), (2026, 36), (2026, 11)):
        assert article_of("en", year, week) in study_articles("en")
    assert article_of("en", YEAR, 14) in study_articles("en")  # the query set's targets


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_year_of_composed_workbook_weeks_reads_back_and_moves_on(lang: str) -> None:
    from app.mirror.content.workbook_generated import generated_plan, plan_for
    from app.sources.epub import epub_workbook_weeks

    code = {"en": "E", "es": "S", "pt": "T"}[lang]
    readings, talks, points = [], [], set()
    for issue in ("202701", "202703", "202705", "202707", "202709", "202711"):
        weeks = epub_workbook_weeks(epub_file("mwb", issue, code) or b"", lang)
        assert len(weeks) >= 4
        for week in weeks:
            assert len(week.parts) == 8 and not week.warnings
            talks.append(week.parts[0].title)
    for week in range(1, 53):
        plan = plan_for(lang, YEAR, week)
        assert plan == generated_plan(lang, YEAR, week)
        readings.append(plan.reading)
        points.update(plan.parts[0].blocks[0][1])  # type: ignore[arg-type]
    assert len(set(readings)) == 52  # the reading moves on every week
    assert all(a != b for a, b in pairwise(talks))  # no title twice running
    assert len(points) > 100  # the talk's points: cited verses differ week to week
