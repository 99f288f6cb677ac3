"""The workbook parser on the mirror's weeks (es/en/pt) and on hand-written markup with the
variants of the real page: settings in capitals, unlinked lesson references in parentheses,
videos, questions followed by answer boxes, the duration forms."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.mirror import content
from app.sources.parsers import parse_workbook
from app.sources.parsers.pubrefs import parse_pub_ref, pub_refs_in_text

# 2026 week 24 shows plan A (Jeremiah 1-3), week 23 plan B (Jeremiah 4-5).
WEEK_A, WEEK_B = (2026, 24), (2026, 23)


def week(lang: str, year_week: tuple[int, int]):  # type: ignore[no-untyped-def]
    return parse_workbook(content.document_page(lang, content.week_docids(*year_week)[0]) or "")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_part_keeps_its_content(lang: str) -> None:
    wb = week(lang, WEEK_A)
    assert wb.warnings == []
    talk, gems, reading, start, follow, disciples, living, cbs = wb.parts
    assert len(talk.text.split("\n")) == 3 and len(talk.citations) == 4
    assert talk.questions == [] and talk.setting == ""
    assert [q.answer_box for q in gems.questions] == [True, True]
    [research] = gems.questions[0].pub_refs
    assert (research.symbol, research.page, research.paragraphs) == ("w21.04", 12, [5])
    assert research.href.startswith(f"/{'en' if lang == 'en' else lang}/wol/pc/")
    assert gems.questions[0].citations == gems.citations[:1]
    assert [(r.symbol, r.lesson) for r in reading.pub_refs] == [("th", 5)]
    assert reading.citations and reading.minutes == 4
    setting = {"en": "FROM HOUSE TO HOUSE", "es": "DE CASA EN CASA", "pt": "DE CASA EM CASA"}
    assert start.setting == setting[lang] and start.instructions
    assert "(" not in start.instructions and start.minutes == 3
    [lesson] = start.pub_refs
    assert (lesson.symbol, lesson.lesson, lesson.point) == ("lmd", 2, 5)
    assert lesson.text == {"en": "lmd lesson 2 point 5", "es": "lmd lección 2 punto 5",
                           "pt": "lmd lição 2 ponto 5"}[lang]
    assert follow.setting and (follow.pub_refs[0].lesson, follow.pub_refs[0].point) == (7, 4)
    assert disciples.setting == "" and disciples.instructions
    [video] = living.videos
    assert video.title and "lank=" in video.link
    assert len(living.questions) == 3 and all(q.answer_box for q in living.questions)
    assert all(q.text.endswith("?") or q.citations for q in living.questions)
    [lfb] = cbs.pub_refs
    assert (lfb.symbol, lfb.lessons) == ("lfb", [90, 91])


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_other_week_has_explaining_beliefs_and_a_talk(lang: str) -> None:
    wb = week(lang, WEEK_B)
    kinds = [p.title for p in wb.parts]
    assert len(kinds) == 8
    beliefs, talk = wb.parts[4], wb.parts[5]
    assert beliefs.setting.endswith(("WITNESSING", "INFORMAL")) and beliefs.pub_refs[0].point == 4
    assert talk.pub_refs[0].symbol == "th" and talk.citations
    assert wb.parts[1].questions[0].pub_refs[0].symbol == "it-2"


VARIANTS = (Path(__file__).parent / "pages" / "workbook_variants_es.html").read_text(
    encoding="utf-8")


def test_real_page_variants() -> None:
    wb = parse_workbook(VARIANTS)
    assert wb.warnings == []
    talk, gems, start, beliefs, living, cbs = wb.parts
    assert [p.minutes for p in wb.parts] == [10, 10, 3, 5, 15, 30]
    assert gems.title == "Busquemos perlas escondidas"
    [jr] = talk.pub_refs  # unlinked, after a scripture in the same parentheses
    assert (jr.symbol, jr.page, jr.paragraphs, jr.href) == ("jr", 43, [3], "")
    [q] = gems.questions
    assert q.answer_box and q.pub_refs[0].paragraphs == [5]
    assert start.setting == "DE CASA EN CASA"
    assert start.instructions.startswith("Empiece hablando")
    assert [(r.symbol, r.lesson, r.point, r.href) for r in start.pub_refs] == [
        ("lmd", 2, 5, "")]
    assert beliefs.setting == "PREDICACIÓN INFORMAL"
    assert beliefs.pub_refs[0].href.endswith("/1/4/0") and len(beliefs.pub_refs) == 1
    assert [v.title for v in living.videos] == ["Ayudemos a los mayores"]
    assert [(x.text, x.answer_box) for x in living.questions] == [
        ("¿Cómo podemos ayudar a los hermanos mayores?", True)]
    assert living.text.endswith("Comente lo que hacen en su congregación.")
    assert cbs.pub_refs[0].lessons == [90, 91]


@pytest.mark.parametrize(("text", "expected"), [
    ("lmd lesson 2 point 5", ("lmd", [2], 5, None, [])),
    ("lmd lição 3 ponto 4", ("lmd", [3], 4, None, [])),
    ("th study 12", ("th", [12], None, None, [])),
    ("th lección 5", ("th", [5], None, None, [])),
    ("lfb lições 90-92", ("lfb", [90, 91, 92], None, None, [])),
    ("w21.04 12 ¶5", ("w21.04", [], None, 12, [5])),
    ("w21.04 12 § 5-7", ("w21.04", [], None, 12, [5, 6, 7])),
    ("it-2 85", ("it-2", [], None, 85, [])),
])
def test_publication_references(text: str, expected: tuple[object, ...]) -> None:
    ref = parse_pub_ref(text)
    assert ref is not None
    assert (ref.symbol, ref.lessons, ref.point, ref.page, ref.paragraphs) == expected


def test_text_that_is_not_a_publication_reference() -> None:
    assert parse_pub_ref("Jer. 2:13") is None
    assert pub_refs_in_text("Lea (Juan 3:16) y (piense en esto)") == []


def test_cli_parse_prints_every_field(tmp_path: Path) -> None:
    page = tmp_path / "week.html"
    page.write_text(content.document_page("es", content.week_docids(*WEEK_A)[0]) or "",
                    encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "app", "parse", str(page), "--kind", "workbook",
                          "--json"], capture_output=True, text=True, timeout=120, check=True)
    data = json.loads(out.stdout)
    start = data["parts"][3]
    assert start["setting"] == "DE CASA EN CASA"
    assert start["pub_refs"][0] | {"href": ""} == {
        "symbol": "lmd", "lesson": 2, "lessons": [2], "point": 5, "page": None,
        "paragraphs": [], "chapter": None, "appendix": "", "box_page": None, "issue_day": None,
        "text": "lmd lección 2 punto 5", "href": ""}
    assert data["parts"][6]["videos"] and data["parts"][1]["questions"]
