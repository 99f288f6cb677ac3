"""Every real variant of SOURCES.md ("Real variants") on a mirror page that shows it, read
by the parsers into the same models as the tidy form beside it.

The mirror serves the real shapes with PREPARO_MIRROR_VARIANTS=real (app.mirror.content.
variants); `both` renders a page in both modes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

import pytest

from app.core.text import unmark
from app.mirror import content
from app.sources.parsers import (
    TopicSubject,
    WorkbookWeek,
    parse_chapter,
    parse_topic,
    parse_workbook,
)
from app.sources.parsers.pubrefs import parse_pub_ref

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
    ("en", "Yahʹweh", "Yahweh"), ("es", "Je·ho·váʹ", "Jehová"), ("pt", "Je·o·váʹ", "Jeová"),
])
def test_pronunciation_marks_folded_for_matching_kept_for_display(
    monkeypatch: pytest.MonkeyPatch, lang: str, marked: str, plain: str
) -> None:
    # Psalm 37 names God: "Yahweh" in the WEB, "Jehová" in the Reina-Valera 1909, "Jeová"
    # in the written pt verses the study articles cite.
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


# -- search ----------------------------------------------------------------------------------

BASE = "http://127.0.0.1:9"


def _resolved_hits(data: dict[str, object], lang: str) -> list[tuple[str, str]]:
    """(title, resolved url or the reason it cannot be) of every hit, as the agents see them."""
    from app.core.links import resolve
    from app.sources.search_api import flatten_search

    return [(h.title, resolve(h.wol_url, lang, BASE).url
             or f"unresolvable: {getattr(resolve(h.wol_url, lang, BASE), 'reason', '')}")
            for h in flatten_search(data)]


@pytest.mark.parametrize(("code", "lang", "query"), [
    ("E", "en", "love"), ("S", "es", "amor"), ("T", "pt", "amor"), ("E", "en", "heart"),
])
def test_search_hits_through_finder_links_resolve_to_the_tidy_pages(
    monkeypatch: pytest.MonkeyPatch, code: str, lang: str, query: str
) -> None:
    tidy, real = both(monkeypatch, lambda: content.search_results(code, "all", query, BASE))
    assert tidy != real
    assert "/wol/finder?" in str(real) and "/wol/finder?" not in str(tidy)
    t, r = _resolved_hits(tidy, lang), _resolved_hits(real, lang)
    opened = [hit for hit in r if not hit[1].startswith("unresolvable")]
    assert opened == t
    # the publication hit that names only its publication is kept, and says why
    lost = [hit for hit in r if hit[1].startswith("unresolvable")]
    assert [reason for _, reason in lost] == ["unresolvable: no_docid"] * len(lost)
    assert {g["label"] for g in real["results"]} <= {  # type: ignore[attr-defined, index]
        "Publications", "Bible verses", "Index Subjects"}


def test_verse_hits_with_only_a_jw_org_bible_link(monkeypatch: pytest.MonkeyPatch) -> None:
    tidy, real = both(monkeypatch, lambda: content.search_results("E", "bible", "heart", BASE))
    verses = [i for g in real["results"] for i in g["results"]]  # type: ignore[attr-defined]
    assert verses and all(set(i["links"]) == {"jw.org"} and "bible=" in i["links"]["jw.org"]
                          for i in verses)
    assert _resolved_hits(real, "en") == _resolved_hits(tidy, "en")
    assert all("/wol/b/r1/lp-e/nwtsty/" in url for _, url in _resolved_hits(real, "en"))


def test_wol_search_page_and_finder_redirect(mirror: object) -> None:
    import re

    import httpx

    from app.core.links import Resolved, resolve

    base = mirror.wol_url  # type: ignore[attr-defined]
    page = httpx.get(f"{base}/es/wol/s/r4/lp-s", params={"q": "amor"}).text
    assert '<li class="caption">' in page
    hrefs = [h.replace("&amp;", "&") for h in re.findall(r'<a href="([^"]+)"', page)]
    assert hrefs and all("/wol/finder?" in h or "jw.org" in h for h in hrefs)
    found = [resolve(h, "es", base) for h in hrefs]
    assert any(isinstance(f, Resolved) for f in found)
    docs = [h for h, f in zip(hrefs, found, strict=True)
            if isinstance(f, Resolved) and f.kind == "document"]
    answer = httpx.get(docs[0])
    assert answer.status_code == 302
    assert answer.headers["Location"] == resolve(docs[0], "es", base).url
    assert httpx.get(answer.headers["Location"]).status_code == 200
    no_docid = next(h for h, f in zip(hrefs, found, strict=True) if not isinstance(f, Resolved))
    assert httpx.get(no_docid).status_code == 404


# -- workbook week ---------------------------------------------------------------------------


def _week(year: int, week: int, lang: str, mode: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", mode)
    page = content.document_page(lang, content.week_docids(year, week)[0])
    assert page is not None
    return page


_TRAILING = re.compile(r"\s*\([^()]*\)\s*$")


def _summary(week: WorkbookWeek) -> list[object]:
    """What a person gets out of a week, in a comparable form."""
    return [week.dates, week.bible_reading, week.songs, [s.key for s in week.sections], [
        (p.number, p.title, p.minutes, p.section, p.setting, p.instructions,
         # older weeks print the trailing reference in an older style: compared apart
         [(_TRAILING.sub("", q.text), q.answer_box) for q in p.questions],
         [v.title for v in p.videos],
         p.citations, p.pub_citations,
         [(r.symbol, r.lessons, r.point, r.page, r.paragraphs, r.chapter, r.href)
          for r in p.pub_refs])
        for p in week.parts]]


WEEKS = [(2024, 10), (2024, 11), (2024, 12), (2019, 10), (2019, 11), (2025, 3)]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize(("year", "week"), WEEKS)
def test_real_workbook_weeks_read_like_the_tidy_ones(
    monkeypatch: pytest.MonkeyPatch, lang: str, year: int, week: int
) -> None:
    tidy = parse_workbook(_week(year, week, lang, "tidy", monkeypatch))
    real_html = _week(year, week, lang, "real", monkeypatch)
    real = parse_workbook(real_html)
    assert not real.warnings
    assert _summary(real) == _summary(tidy)
    if week % 2:  # jw.org's own page: no wol header
        assert "<header>" not in real_html
    if year < 2021:  # older markup: the section icon on the h2 itself
        assert '<h2 class="dc-icon--gem' in real_html


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_video_title_from_the_em_after_the_link(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    html = _week(2024, 10, lang, "real", monkeypatch)
    play = {"en": "Play the VIDEO", "es": "Ponga el VIDEO", "pt": "Mostre o VÍDEO"}[lang]
    assert f">{play}</a> <em>" in html
    videos = [v for p in parse_workbook(html).parts for v in p.videos]
    assert videos and all(v.title and "VIDEO" not in v.title.upper() for v in videos)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_instruction_lines_are_not_questions(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    html = _week(2024, 10, lang, "real", monkeypatch)
    living = next(p for p in parse_workbook(html).parts if p.section == "living")
    # the instruction line has an answer box after it on the real page
    assert len(living.questions) == 3
    assert all(not q.text.rstrip().endswith(":") for q in living.questions)


def test_instruction_line_in_a_hand_written_week() -> None:
    html = ('<article class="pub-mwb docClass-106"><div class="bodyTxt">'
            '<div class="dc-icon--sheep"><h2>VIVAMOS COMO CRISTIANOS</h2></div>'
            "<h3>7. Estén listos (5 mins.)</h3><div>"
            '<p>Lea <a class="b" href="/es/wol/bc/r4/lp-s/1/1/0">1 Pedro 3:15</a>. '
            "Luego pregunte:</p>"
            '<div class="gen-field"><textarea></textarea></div><p>¿Por qué conviene prepararse?</p>'
            '<div class="gen-field"><textarea></textarea></div></div></div></article>')
    part = parse_workbook(html).parts[0]
    assert [q.text for q in part.questions] == ["¿Por qué conviene prepararse?"]
    assert part.citations == ["1 Pedro 3:15"]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_split_lesson_links_are_joined(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    html = _week(2024, 10, lang, "real", monkeypatch)
    assert re.search(r"lfb [^<]+ 90, </a><a href=\"[^\"]+\">91</a>", html)
    cbs = parse_workbook(html).parts[-1]
    assert [(r.symbol, r.lessons) for r in cbs.pub_refs] == [("lfb", [90, 91])]


def test_split_publication_link_with_a_box() -> None:
    html = ('<article class="pub-mwb docClass-106"><div class="bodyTxt"><h3>8. Estudio bíblico de '
            'la congregación (30 mins.)</h3><div><p><a href="/es/wol/pc/r4/lp-s/1/3/0">bt cap. 17 '
            'párrs. 8-12</a> <a href="/es/wol/pc/r4/lp-s/1/4/0">y recuadro de la pág. 137</a></p>'
            "</div></div></article>")
    part = parse_workbook(html).parts[0]
    assert len(part.pub_refs) == 1
    ref = part.pub_refs[0]
    assert (ref.symbol, ref.chapter, ref.paragraphs, ref.box_page, ref.href) == (
        "bt", 17, [8, 9, 10, 11, 12], 137, "/es/wol/pc/r4/lp-s/1/3/0")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_closing_song_on_an_inner_span(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    html = _week(2024, 10, lang, "real", monkeypatch)
    assert '| <span class="dc-icon--music">' in html
    tidy = parse_workbook(_week(2024, 10, lang, "tidy", monkeypatch))
    assert parse_workbook(html).songs == tidy.songs and len(tidy.songs) == 3


@pytest.mark.parametrize(("text", "expected"), [
    ("w10 15/1 9 párrs. 7, 8", ("w10.01", 15, 9, [7, 8], None, None, "")),
    ("w10 1/15 9 pars. 7, 8", ("w10.01", 15, 9, [7, 8], None, None, "")),
    ("w21 15/4 12 par. 5", ("w21.04", 15, 12, [5], None, None, "")),
    ("lmd apéndice A punto 6", ("lmd", None, None, [], None, 6, "A")),
    ("lmd appendix A point 6", ("lmd", None, None, [], None, 6, "A")),
    ("lmd lección 3 punto 4", ("lmd", None, None, [], 3, 4, "")),
    ("th lección 12", ("th", None, None, [], 12, None, "")),
    ("th lição 12", ("th", None, None, [], 12, None, "")),
])
def test_older_reference_styles(text: str, expected: tuple[object, ...]) -> None:
    ref = parse_pub_ref(text)
    assert ref is not None
    assert (ref.symbol, ref.issue_day, ref.page, ref.paragraphs, ref.lesson, ref.point,
            ref.appendix) == expected


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_older_watchtower_style_on_a_mirror_week(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    html = _week(2019, 11, lang, "real", monkeypatch)
    day_month = "4/15" if lang == "en" else "15/4"
    assert f"w21 {day_month} 12" in html
    gems = next(p for p in parse_workbook(html).parts if p.number == 2)
    ref = next(r for r in gems.pub_refs if r.symbol.startswith("w"))
    assert (ref.symbol, ref.issue_day, ref.page, ref.paragraphs) == ("w21.04", 15, 12, [5])


# -- Publications Index and Research Guide -----------------------------------------------------


def _topic(subject: TopicSubject) -> list[object]:
    return [subject.title, subject.see_also, [
        (s.title, [(e.text, [(link.text, link.href, link.kind) for link in e.links])
                   for e in s.entries]) for s in subject.subheadings]]


def _doc(lang: str, docid: int) -> Callable[[], str | None]:
    return lambda: content.document_page(lang, docid)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("which", [0, 1])
def test_index_subject_link_texts_continuations_and_editorial_lines(
    monkeypatch: pytest.MonkeyPatch, lang: str, which: int
) -> None:
    tidy_html, real_html = both(monkeypatch, _doc(lang, content.TOPIC_DOCIDS[which]))
    assert tidy_html and real_html
    assert re.search(r">w\d\d\.\d\d \d+,</a> <a href=\"[^\"]+\">\d+[;<]", real_html)
    assert "centered" in real_html and "(N" in real_html  # editorial note + centered heading
    tidy, real = parse_topic(tidy_html), parse_topic(real_html)
    assert _topic(real) == _topic(tidy)
    links = [link.text for s in real.subheadings for e in s.entries for link in e.links]
    assert links and not any(t.endswith((";", ",")) or t.isdigit() for t in links)
    assert [s.section for s in real.subheadings][1:] == [
        {"en": "IN THE CONGREGATION", "es": "EN LA CONGREGACIÓN", "pt": "NA CONGREGAÇÃO"}[lang]
    ] * (len(real.subheadings) - 1)


def test_index_continuation_in_a_hand_written_entry() -> None:
    html = ('<div class="bodyTxt"><p class="st">HOPE</p><p class="sa">(Note centered heading '
            'below: IN THE BIBLE)</p><p class="sx" style="text-align: center">IN THE BIBLE</p>'
            '<p class="su">anchor for the soul: <a href="/en/wol/pc/r1/lp-e/1/1/0">it-1 237,</a> '
            '<a href="/en/wol/pc/r1/lp-e/1/2/0">974;</a> <a class="b" href="/en/wol/bc/r1/lp-e/1/3'
            '/0">Heb 6:19</a></p></div>')
    subject = parse_topic(html)
    assert subject.see_also == []
    entry = subject.subheadings[0]
    assert entry.section == "IN THE BIBLE"
    assert [link.text for link in entry.entries[0].links] == ["it-1 237", "it-1 974", "Heb 6:19"]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_index_subjects_over_articles(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    from app.mirror.content.articles import SUBJECT_DOCIDS

    for docid in SUBJECT_DOCIDS.values():
        tidy_html, real_html = both(monkeypatch, _doc(lang, docid))
        assert tidy_html and real_html and ";</a>" in real_html
        assert _topic(parse_topic(real_html)) == _topic(parse_topic(tidy_html))


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_research_guide_h1_title_and_h2_groups(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    from app.mirror.content.articles import GUIDE_DOCIDS
    from app.sources.wol import document_kind

    for docid in GUIDE_DOCIDS.values():
        tidy_html, real_html = both(monkeypatch, _doc(lang, docid))
        assert tidy_html and real_html and '<p class="st"' not in real_html
        assert "<h2" in real_html and '<p class="su"' in real_html
        assert document_kind(real_html) == "topic"
        tidy, real = parse_topic(tidy_html), parse_topic(real_html)
        assert real.title and not real.warnings
        assert _topic(real) == _topic(tidy)
        assert len(real.subheadings) == 1 and len(real.subheadings[0].entries) > 1


@pytest.mark.parametrize(("lang", "box"), [("en", "and box on p. 137"),
                                           ("es", "y recuadro de la pág. 137"),
                                           ("pt", "e quadro na p. 137")])
def test_split_chapter_and_box_link_on_an_older_week(
    monkeypatch: pytest.MonkeyPatch, lang: str, box: str
) -> None:
    html = _week(2019, 11, lang, "real", monkeypatch)
    assert f'">{box}</a>' in html  # the box is a link of its own
    cbs = parse_workbook(html).parts[-1]
    assert [(r.symbol, r.chapter, r.paragraphs, r.box_page) for r in cbs.pub_refs] == [
        ("bt", 17, [8, 9, 10, 11, 12], 137)]
    tidy = parse_workbook(_week(2019, 11, lang, "tidy", monkeypatch)).parts[-1]
    assert [r.model_dump() for r in tidy.pub_refs] == [r.model_dump() for r in cbs.pub_refs]
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "real")
    docid = content.week_docids(2019, 11)[0]
    n = int(cbs.pub_refs[0].href.split("/")[-2])
    for link in (n, n + 1):  # both links answer, with the chapter
        answer = content.publication_citation(lang, docid, link)
        assert answer and answer["items"]


@pytest.mark.parametrize(("lang", "label"), [("en", "lmd appendix A point 6"),
                                             ("es", "lmd apéndice A punto 6"),
                                             ("pt", "lmd apêndice A ponto 6")])
@pytest.mark.parametrize("mode", ["tidy", "real"])
def test_lmd_appendix_reference_on_an_older_week(
    monkeypatch: pytest.MonkeyPatch, lang: str, label: str, mode: str
) -> None:
    html = _week(2019, 11, lang, mode, monkeypatch)
    assert f">{label}</a>" in html
    refs = [r for p in parse_workbook(html).parts for r in p.pub_refs if r.appendix]
    assert [(r.symbol, r.appendix, r.point, r.lesson) for r in refs] == [("lmd", "A", 6, None)]
    n = int(refs[0].href.split("/")[-2])
    answer = content.publication_citation(lang, content.week_docids(2019, 11)[0], n)
    assert answer and str(answer["items"][0]["url"]).endswith("#h=8")  # point 6's paragraph
