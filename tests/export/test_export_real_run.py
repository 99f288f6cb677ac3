"""Render a real Prepare Sunday run against the local mirror in all four formats and
read every output back."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
import zipfile
from collections.abc import Iterator
from pathlib import Path

import docx
import pytest

from app.core.models import Plan, RunResult, Step
from app.core.settings import Settings
from app.core.urls import mirror_bases, public_url
from app.export import export_run, sheet_for_run
from app.mirror.server import running_mirror
from app.orchestrator.store import RunStore
from app.service import PreparoService

SUNDAY = "2026-03-15"


@pytest.fixture(scope="module")
def sunday_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunResult]:
    import asyncio
    import os

    home = tmp_path_factory.mktemp("home")
    old = {k: os.environ.get(k) for k in ("PREPARO_HOME", "PREPARO_HTTP_RATE",
                                          "PREPARO_HTTP_BURST")}
    os.environ.update(PREPARO_HOME=str(home), PREPARO_HTTP_RATE="1000",
                      PREPARO_HTTP_BURST="1000")
    try:
        with running_mirror() as mirror:
            settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, language="es")
            service = PreparoService(settings, store=RunStore(home / "runs"))
            plan = Plan(goal="Prepara mi reunión del domingo", language="es", steps=[
                Step(id="week", agent="meeting.week", args={"date": SUNDAY}),
                Step(id="wt", agent="meeting.watchtower_study", args={"date": SUNDAY},
                     depends_on=["week"]),
                Step(id="sheet", agent="export.study_sheet", depends_on=["wt"])])

            async def go() -> RunResult:
                try:
                    return await service.run(plan)
                finally:
                    await service.aclose()

            BASES.update(mirror_bases(mirror.wol_url))  # exports map it to the public site
            yield asyncio.run(go())
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


BASES: dict[str, str] = {}  # the mirror of the run and the public site it stands for


def expectations(run: RunResult) -> tuple[str, list[str], list[str], list[str]]:
    sheet = sheet_for_run(run)
    assert sheet.kind == "watchtower"
    questions = [q for s in sheet.sections if s.question
                 for q in (s.question_parts or [s.question])]
    texts = [sc.text for s in sheet.sections for sc in s.all_scriptures()
             if sc.text and not sc.repeat_of]
    urls = [public_url(c.url, BASES) for c in sheet.citations()]
    assert all(url.startswith(("https://wol.jw.org/", "jwlibrary:")) for url in urls)
    assert len(questions) >= 10 and len(texts) >= 10 and urls
    return sheet.title, questions, texts, urls


def _first_words(text: str, n: int = 6) -> str:
    return " ".join(text.split()[:n])


def test_real_run_is_complete(sunday_run: RunResult) -> None:
    assert sunday_run.status == "finished"
    sheet = sheet_for_run(sunday_run)
    paragraphs = [p for s in sheet.sections for p in s.paragraphs]
    assert len(paragraphs) >= 15
    assert all(sc.text for p in paragraphs for sc in p.scriptures), "a scripture unexplained"
    groups = [s for s in sheet.sections if s.paragraphs]
    assert any(len(s.paragraphs) == 2 and s.question and s.comment_space for s in groups)
    assert any(s.question_parts for s in groups)
    assert len([s for s in groups if s.subheading]) >= 3
    assert sum(len(s.boxes) for s in groups) == 1 and sum(len(s.captions) for s in groups) == 1
    assert sum(sc.read for p in paragraphs for sc in p.scriptures) >= 4
    assert sum(len(p.footnotes) for p in paragraphs) == 2
    assert len(sheet.songs) == 2 and sheet.focus
    # each verse's text is shown once; later citations point back to it
    shown = [sc.text for p in paragraphs for sc in p.scriptures if not sc.repeat_of]
    if sheet.theme_scripture:
        shown.append(sheet.theme_scripture.text)
    assert len(shown) == len(set(shown))
    for sc in (sc for p in paragraphs for sc in p.scriptures):
        words = sc.text.split()
        half = len(words) // 2
        assert words[:half] != words[half:] or not words, sc.text  # no doubled text
    # each paragraph's link opens its own element on the served page
    from app.mirror import content
    from app.sources.parsers import parse_watchtower

    docid = int(paragraphs[0].url.split("#")[0].rsplit("/", 1)[1])  # type: ignore[union-attr]
    page = parse_watchtower(content.document_page("es", docid) or "")
    assert [p.url.rsplit("#", 1)[1] for p in paragraphs] == [  # type: ignore[union-attr]
        p.anchor for p in page.paragraphs]


@pytest.mark.parametrize("ext", ["md", "html"])
def test_markup_formats(sunday_run: RunResult, tmp_path: Path, ext: str) -> None:
    title, questions, texts, urls = expectations(sunday_run)
    text = export_run(sunday_run, tmp_path / f"sheet.{ext}", link_bases=BASES).read_text("utf-8")
    assert title in text
    for q in questions:
        assert _first_words(q) in text
    for t in texts[:10]:
        assert _first_words(t) in text
    for url in urls[:10]:
        assert (url if ext == "md" else url.replace("&", "&amp;")) in text
    assert "Sin afiliación" in text


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
def test_pdf(sunday_run: RunResult, tmp_path: Path) -> None:
    title, questions, texts, urls = expectations(sunday_run)
    out = export_run(sunday_run, tmp_path / "sheet.pdf", style="footnote",
                     link_bases=BASES)
    raw_text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True,
                              check=True).stdout
    # NFKC undoes the typographic ligatures the PDF uses ("ﬁ" -> "fi")
    text = " ".join(unicodedata.normalize("NFKC", raw_text).split())
    assert title in text
    for q in questions:
        assert _first_words(q, 4) in text
    for t in texts[:10]:
        assert _first_words(t, 4) in text
    raw = out.read_bytes()
    assert raw.count(b"/URI (") >= len(set(urls[:10]))


def test_docx(sunday_run: RunResult, tmp_path: Path) -> None:
    title, questions, texts, urls = expectations(sunday_run)
    out = export_run(sunday_run, tmp_path / "sheet.docx", link_bases=BASES)
    document = docx.Document(str(out))
    text = "\n".join(p.text for p in document.paragraphs)
    assert title in text
    for q in questions:
        assert q in text
    for t in texts[:10]:
        assert _first_words(t) in text
    with zipfile.ZipFile(out) as z:
        rels = z.read("word/_rels/document.xml.rels").decode()
    for url in urls[:10]:
        assert url.replace("&", "&amp;") in rels
